import { fieldsShared } from '@paydos/contract/messages/common';
import { sso as ssoShared } from '@paydos/contract/messages/sso';
import type { SsoProvider } from '@paydos/contract/sso';
import { catalogue } from '@paydos/contract/messages/catalogue';

/**
 * Single sign-on (issue 26 item 4): the "Tek oturum açma (SSO)" card of /organization. Not part of `t`:
 * only the organization page loads these texts (the bundle budgets hold the first load). The login
 * page's button and refusals are in `auth.ts`.
 */
export const ssoMessages = /* @__PURE__ */ catalogue('sso', {
  sso: {
    title: 'Tek oturum açma (SSO)',
    description:
      'Çalışanlar Google Workspace veya Microsoft Entra ID hesaplarıyla (OpenID Connect) girer. Yalnızca Paydos’ta kayıtlı, etkin çalışanlar e-posta adresleriyle tanınır.',
    notConfigured: 'Ayarlanmadı: çalışanlar şifreyle girer.',
    providerLabels: {
      GOOGLE: 'Google Workspace',
      ENTRA: 'Microsoft Entra ID',
      OTHER: 'Diğer (OpenID Connect)',
    } satisfies Record<SsoProvider, string>,
    issuerHints: {
      GOOGLE: 'Google Workspace için: https://accounts.google.com',
      ENTRA:
        'Microsoft Entra ID için: https://login.microsoftonline.com/<kiracı-kimliği>/v2.0 (e-posta doğrulaması için xms_edov isteğe bağlı talebini ekleyin)',
      OTHER: 'Sağlayıcının issuer adresi; /.well-known/openid-configuration bu adresin altında olmalı.',
    } satisfies Record<SsoProvider, string>,
    provider: fieldsShared.ssoProvider,
    issuer: fieldsShared.ssoIssuer,
    issuerRequired: ssoShared.issuerRequired,
    clientId: fieldsShared.ssoClientId,
    clientIdRequired: ssoShared.clientIdRequired,
    clientSecret: fieldsShared.ssoClientSecret,
    clientSecretRequired: ssoShared.clientSecretRequired,
    secretKept: (hint: string) =>
      `Kayıtlı anahtar: ${hint} (bir daha gösterilmez). Boş bırakırsanız kayıtlı anahtar kalır.`,
    secretNew: 'Kaydedildikten sonra bir daha gösterilmez.',
    domains: fieldsShared.ssoDomains,
    domainsRequired: ssoShared.domainsRequired,
    domainsHint: 'Virgülle ayırın, örneğin ornek.com.tr, ornek.com. Yalnızca bu alan adlarındaki adresler girebilir.',
    callbackUrl: 'Sağlayıcıya kaydedilecek yönlendirme adresi (redirect URI)',
    jitNote:
      'Yeni kişiler tek oturum açmayla otomatik oluşturulmaz: bir çalışanın işe giriş tarihi ve izin hakları Paydos’ta girilmelidir.',
    save: 'Kaydet',
    saveFailed: 'Tek oturum açma ayarları kaydedilemedi',
    remove: 'Kaldır',
    removeTitle: 'Tek oturum açma kaldırılsın mı?',
    removeBody: 'Giriş sayfasındaki düğme kalkar; çalışanlar şifreyle girer.',
    actionFailed: 'İşlem tamamlanamadı',
    loadFailed: 'Tek oturum açma ayarları yüklenemedi',
    tested: (when: string) => `Sınandı: ${when}`,
    untested: 'Henüz sınanmadı: giriş sayfasındaki düğmeyle bir kez girerek sınayın.',
    passwordLogin: 'Şifreyle giriş',
    passwordLoginOn: 'Açık: çalışanlar şifreyle de girebilir.',
    passwordLoginOff: 'Kapalı: çalışanlar yalnızca tek oturum açmayla girer. Yöneticiler şifreyle girmeye devam eder.',
    turnOff: 'Şifreyle girişi kapat',
    turnOn: 'Şifreyle girişi aç',
    turnOffNeedsTest: 'Kapatmak için önce tek oturum açmayı sınayın.',
  },
} as const);
