import type { ssoMessages as turkish } from '../sso';
import type { Translation } from '@paydos/contract/messages/translation';

/**
 * Single sign-on (issue 26 item 4): the "Single sign-on (SSO)" card of /organization. Not part of `t`:
 * only the organization page loads these texts (the bundle budgets hold the first load). The login
 * page's button and refusals are in `auth.ts`.
 */
export const ssoMessages: Translation<typeof turkish> = {
  sso: {
    title: 'Single sign-on (SSO)',
    description:
      'Employees sign in with their Google Workspace or Microsoft Entra ID accounts (OpenID Connect). Only active employees registered in Paydos are recognized, by their email address.',
    notConfigured: 'Not set up: employees sign in with a password.',
    providerLabels: {
      GOOGLE: 'Google Workspace',
      ENTRA: 'Microsoft Entra ID',
      OTHER: 'Other (OpenID Connect)',
    },
    issuerHints: {
      GOOGLE: 'For Google Workspace: https://accounts.google.com',
      ENTRA:
        'For Microsoft Entra ID: https://login.microsoftonline.com/<tenant-id>/v2.0 (add the xms_edov optional claim for email verification)',
      OTHER: "The provider's issuer address; /.well-known/openid-configuration must be under this address.",
    },
    provider: 'Identity provider',
    issuer: 'Provider address (issuer)',
    issuerRequired: 'The provider address (issuer) is required.',
    clientId: 'Client ID',
    clientIdRequired: 'The client ID is required.',
    clientSecret: 'Client secret',
    clientSecretRequired: 'The client secret is required.',
    secretKept: (hint: string) =>
      `Saved secret: ${hint} (it is not shown again). If you leave this blank, the saved secret is kept.`,
    secretNew: 'It is not shown again once saved.',
    domains: 'Email domains',
    domainsRequired: 'Enter at least one email domain (for example example.com.tr).',
    domainsHint:
      'Separate them with commas, for example example.com.tr, example.com. Only addresses on these domains can sign in.',
    callbackUrl: 'Redirect URI to register with the provider',
    jitNote:
      "New people are not created automatically by single sign-on: an employee's hire date and leave entitlements must be entered in Paydos.",
    save: 'Save',
    saveFailed: "Couldn't save the single sign-on settings",
    remove: 'Remove',
    removeTitle: 'Remove single sign-on?',
    removeBody: 'The button on the login page goes away; employees sign in with a password.',
    actionFailed: "Couldn't complete the action",
    loadFailed: "Couldn't load the single sign-on settings",
    tested: (when: string) => `Tested: ${when}`,
    untested: 'Not tested yet: test it by signing in once with the button on the login page.',
    passwordLogin: 'Password sign-in',
    passwordLoginOn: 'On: employees can also sign in with a password.',
    passwordLoginOff:
      'Off: employees sign in only with single sign-on. Administrators can still sign in with a password.',
    turnOff: 'Turn off password sign-in',
    turnOn: 'Turn on password sign-in',
    turnOffNeedsTest: 'Test single sign-on first to turn this off.',
  },
};
