import { SSO_ERROR_PARAMETER, sso as ssoShared } from '@paydos/contract/messages/sso';
import { catalogue } from '@paydos/contract/messages/catalogue';

/**
 * Single sign-on on the organization's login page (issue 26 item 4). Not part of `t`: only that page
 * loads these texts (the operator and main sites' first loads stay within their budgets).
 */
export const ssoLoginMessages = /* @__PURE__ */ catalogue('sso-login', {
  /** The button names the organization's provider. */
  button: {
    GOOGLE: 'Google Workspace ile giriş yap',
    ENTRA: 'Microsoft Entra ID ile giriş yap',
    OTHER: 'Kurumsal hesapla giriş yap',
  },
  or: 'veya',
  failed: 'Tek oturum açma başarısız',
  /** Why a sign-in came back refused, by the callback's `?sso_hata=` code. */
  errors: ssoShared.signInErrors as Record<string, string>,
  errorParameter: SSO_ERROR_PARAMETER,
  passwordLoginOff: 'Bu organizasyonda çalışanlar yalnızca tek oturum açma ile girer.',
  adminPasswordLogin: 'Yönetici misiniz? Şifreyle girin',
} as const);
