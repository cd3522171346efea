/**
 * Single sign-on with OpenID Connect (issue 26 item 4, docs/SECURITY.md "Single sign-on"): the ADMIN's
 * settings and the login page's refusals. `signInErrors` are keyed by the code the callback puts in
 * `/login?sso_hata=…`, so the page shows the same Turkish text the server means.
 */
import { catalogue } from './catalogue';
export const sso = /* @__PURE__ */ catalogue('sso.sso', {
  providerInvalid: 'Bilinmeyen bir kimlik sağlayıcı seçildi.',
  issuerRequired: 'Sağlayıcı adresi (issuer) gerekli.',
  issuerInvalid: 'Geçerli bir sağlayıcı adresi girin (örneğin https://accounts.google.com).',
  httpsOnly: 'Sağlayıcı adresi https:// ile başlamalı.',
  credentialsInUrl: 'Sağlayıcı adresinde kullanıcı adı, şifre, sorgu veya # bölümü olamaz.',
  privateAddress:
    'Sağlayıcı adresi özel, yerel (loopback) veya bağlantı-yerel bir ağ adresine çıkıyor; güvenlik nedeniyle kullanılamaz.',
  discoveryFailed:
    'Sağlayıcıya ulaşılamadı veya OpenID Connect bilgileri (/.well-known/openid-configuration) okunamadı. Adresi kontrol edin.',
  clientIdRequired: 'İstemci kimliği (client id) gerekli.',
  clientSecretRequired: 'İstemci gizli anahtarı (client secret) gerekli.',
  domainsRequired: 'En az bir e-posta alan adı girin (örneğin ornek.com.tr).',
  domainInvalid: 'Geçerli bir e-posta alan adı girin (örneğin ornek.com.tr).',
  tooManyDomains: 'En fazla 10 alan adı girilebilir.',
  enabledInvalid: 'Şifreyle giriş için açık ya da kapalı seçilmeli.',
  notConfigured: 'Bu organizasyon için tek oturum açma (SSO) ayarlanmamış.',
  saved: 'Tek oturum açma ayarları kaydedildi. Şimdi giriş sayfasından bir kez deneyerek sınayın.',
  removed: 'Tek oturum açma kaldırıldı.',
  passwordLoginDisabled: 'Şifreyle giriş kapatıldı: çalışanlar yalnızca tek oturum açma ile girer.',
  passwordLoginEnabled: 'Şifreyle giriş yeniden açıldı.',
  notTested:
    'Şifreyle giriş, tek oturum açma bu ayarlarla en az bir kez başarıyla denenmeden kapatılamaz. Giriş sayfasındaki düğmeyle bir kez girin.',
  passwordLoginOffFirst:
    'Şifreyle giriş kapalıyken tek oturum açma ayarları değiştirilemez; önce şifreyle girişi açın.',
  passwordLoginOff: 'Bu organizasyonda şifreyle giriş kapalı. Giriş sayfasındaki tek oturum açma düğmesini kullanın.',
  signInErrors: {
    'ayar-yok': 'Bu organizasyon için tek oturum açma ayarlanmamış.',
    oturum:
      'Giriş isteğinin süresi dolmuş ya da bu tarayıcıda başlatılmamış. Lütfen düğmeye yeniden basarak tekrar deneyin.',
    saglayici: 'Kimlik sağlayıcı girişi tamamlamadı veya hatalı bir yanıt verdi. Lütfen tekrar deneyin.',
    dogrulanmamis: 'Kimlik sağlayıcı e-posta adresinizi doğrulanmış olarak bildirmedi; giriş yapılamadı.',
    'alan-adi': 'Bu e-posta adresinin alan adı bu organizasyona tanımlı değil; giriş yapılamadı.',
    'kisi-yok':
      'Bu e-posta adresiyle bu organizasyonda kayıtlı bir çalışan yok. Yöneticinizden sizi eklemesini isteyin.',
    pasif: 'Hesabınız pasif durumda. Yöneticinizle iletişime geçin.',
  },
} as const);

/** The query parameter of `/login` that names why a sign-in failed (a key of `sso.signInErrors`). */
export const SSO_ERROR_PARAMETER = 'sso_hata';

export type SsoSignInError = keyof typeof sso.signInErrors;
export const SSO_SIGN_IN_ERRORS = Object.keys(sso.signInErrors) as SsoSignInError[];

export const ssoMessages = { sso } as const;
