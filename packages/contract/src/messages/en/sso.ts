import type * as turkish from '../sso';
import type { Translation } from '../translation';

/**
 * Single sign-on with OpenID Connect (issue 26 item 4, docs/SECURITY.md "Single sign-on"): the ADMIN's
 * settings and the login page's refusals. `signInErrors` keep the Turkish codes of `/login?sso_hata=…` as keys.
 */
export const sso: Translation<typeof turkish.sso> = {
  providerInvalid: 'An unknown identity provider was selected.',
  issuerRequired: 'Provider address (issuer) is required.',
  issuerInvalid: 'Enter a valid provider address (for example https://accounts.google.com).',
  httpsOnly: 'The provider address must start with https://.',
  credentialsInUrl: 'The provider address cannot contain a username, password, query or # fragment.',
  privateAddress:
    'The provider address resolves to a private, local (loopback) or link-local network address; it cannot be used for security reasons.',
  discoveryFailed:
    'The provider could not be reached, or its OpenID Connect information (/.well-known/openid-configuration) could not be read. Check the address.',
  clientIdRequired: 'Client ID is required.',
  clientSecretRequired: 'Client secret is required.',
  domainsRequired: 'Enter at least one email domain (for example example.com.tr).',
  domainInvalid: 'Enter a valid email domain (for example example.com.tr).',
  tooManyDomains: 'At most 10 domains can be entered.',
  enabledInvalid: 'Password login must be set to on or off.',
  notConfigured: 'Single sign-on (SSO) is not set up for this organization.',
  saved: 'Single sign-on settings saved. Now test them by logging in once from the login page.',
  removed: 'Single sign-on removed.',
  passwordLoginDisabled: 'Password login turned off: employees log in only with single sign-on.',
  passwordLoginEnabled: 'Password login turned back on.',
  notTested:
    'Password login cannot be turned off until single sign-on has worked at least once with these settings. Log in once with the button on the login page.',
  passwordLoginOffFirst:
    'Single sign-on settings cannot be changed while password login is off; turn password login on first.',
  passwordLoginOff:
    'Password login is turned off for this organization. Use the single sign-on button on the login page.',
  signInErrors: {
    'ayar-yok': 'Single sign-on is not set up for this organization.',
    oturum: 'The login request has expired or was not started in this browser. Please press the button again to retry.',
    saglayici: 'The identity provider did not complete the login or sent an invalid response. Please try again.',
    dogrulanmamis:
      'The identity provider did not report your email address as verified, so you could not be logged in.',
    'alan-adi': "Your email address's domain is not set up for this organization, so you could not be logged in.",
    'kisi-yok':
      'No employee with this email address is registered in this organization. Ask your administrator to add you.',
    pasif: 'Your account is inactive. Please contact your administrator.',
  },
};

export const ssoMessages: Translation<typeof turkish.ssoMessages> = { sso };
