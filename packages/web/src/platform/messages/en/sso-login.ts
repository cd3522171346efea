import type { ssoLoginMessages as turkish } from '../sso-login';
import type { Translation } from '@paydos/contract/messages/translation';
import { SSO_ERROR_PARAMETER } from '@paydos/contract/messages/sso';

/**
 * Single sign-on on the organization's login page (issue 26 item 4). Not part of `t`: only that page
 * loads these texts (the operator and main sites' first loads stay within their budgets).
 */
export const ssoLoginMessages: Translation<typeof turkish> = {
  /** The button names the organization's provider. */
  button: {
    GOOGLE: 'Sign in with Google Workspace',
    ENTRA: 'Sign in with Microsoft Entra ID',
    OTHER: 'Sign in with your company account',
  },
  or: 'or',
  failed: 'Single sign-on failed',
  /** Why a sign-in came back refused, by the callback's `?sso_hata=` code. */
  errors: {
    'ayar-yok': 'Single sign-on is not set up for this organization.',
    oturum:
      'The sign-in request has expired or was not started in this browser. Please press the button again to retry.',
    saglayici: 'The identity provider did not complete the sign-in or sent an invalid response. Please try again.',
    dogrulanmamis: 'The identity provider did not report your email address as verified; you could not be signed in.',
    'alan-adi': "This email address's domain is not set up for this organization; you could not be signed in.",
    'kisi-yok':
      'There is no employee registered in this organization with this email address. Ask your administrator to add you.',
    pasif: 'Your account is inactive. Please contact your administrator.',
  },
  /** A query parameter's name, not a text: the same in every language. */
  errorParameter: SSO_ERROR_PARAMETER,
  passwordLoginOff: 'In this organization, employees sign in only with single sign-on.',
  adminPasswordLogin: 'Are you an administrator? Sign in with a password',
};
