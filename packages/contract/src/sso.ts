import { z } from 'zod';
import { requestObject, text } from './fields';
import { messages } from './messages';
import { catalogueText } from './catalogue-text';

/**
 * Single sign-on with OpenID Connect (issue 26 item 4, docs/SECURITY.md "Single sign-on"): the ADMIN's
 * settings on the organization's host, and the two browser routes of a sign-in.
 */

const m = messages.sso;

/** Which provider the login page's button names; any OpenID Connect provider works as OTHER. */
export const SSO_PROVIDERS = ['GOOGLE', 'ENTRA', 'OTHER'] as const;
export type SsoProvider = (typeof SSO_PROVIDERS)[number];

/** At most this many e-mail domains per organization. */
export const MAX_SSO_DOMAINS = 10;

/** A lower-case DNS name with a dot (`ornek.com.tr`); an internationalized one in its `xn--` form. */
const DOMAIN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])$/;

const domain = text('ssoDomains', { required: m.domainInvalid })
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/^@/, ''))
  .pipe(z.string().regex(DOMAIN, { error: m.domainInvalid }));

export const ssoSettingsBody = requestObject({
  provider: z.enum(SSO_PROVIDERS, { error: m.providerInvalid }),
  issuer: text('ssoIssuer', { required: m.issuerRequired }).trim().min(1, { error: m.issuerRequired }).max(500),
  clientId: text('ssoClientId', { required: m.clientIdRequired }).trim().min(1, { error: m.clientIdRequired }).max(500),
  /** Required the first time; left out, the saved secret stays (it is never answered back). */
  clientSecret: text('ssoClientSecret', { required: m.clientSecretRequired })
    .trim()
    .min(1, { error: m.clientSecretRequired })
    .max(2000)
    .optional(),
  allowedDomains: z
    .array(domain, { error: m.domainsRequired })
    .min(1, { error: m.domainsRequired })
    .max(MAX_SSO_DOMAINS, { error: m.tooManyDomains })
    .transform((domains) => [...new Set(domains)]),
});
export type SsoSettingsInput = z.input<typeof ssoSettingsBody>;

export const ssoPasswordLoginBody = requestObject({ enabled: z.boolean({ error: m.enabledInvalid }) });

export const ssoSettings = z.object({
  provider: z.enum(SSO_PROVIDERS),
  issuer: z.string(),
  clientId: z.string(),
  /** The secret's first characters; the secret itself is never answered. */
  secretHint: z.string(),
  allowedDomains: z.array(z.string()),
  passwordLoginDisabled: z.boolean(),
  /** The first successful sign-in since the settings last changed; null: not tested yet. */
  testedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type SsoSettings = z.infer<typeof ssoSettings>;

/** GET /api/admin/sso: the settings (null when none), and the redirect URI to register at the provider. */
export const ssoSettingsResponse = z.object({ sso: ssoSettings.nullable(), callbackUrl: z.string() });
export type SsoSettingsResponse = z.infer<typeof ssoSettingsResponse>;
export const ssoSavedResponse = ssoSettingsResponse.extend({ message: catalogueText() });
export type SsoSavedResponse = z.infer<typeof ssoSavedResponse>;
export const ssoMessageResponse = z.object({ message: catalogueText() });
export type SsoMessageResponse = z.infer<typeof ssoMessageResponse>;

const callbackValue = text('ssoCallback').max(4096).optional();

/**
 * The provider's answer on the callback (OpenID Connect Core 3.1.2.5/3.1.2.6, RFC 9207 `iss`), and the
 * extra parameters Google (`scope`, `authuser`, `hd`, `prompt`) and Microsoft Entra ID (`session_state`)
 * add; anything else is refused like every unknown query parameter.
 */
export const ssoCallbackQuery = requestObject({
  code: callbackValue,
  state: callbackValue,
  iss: callbackValue,
  scope: callbackValue,
  authuser: callbackValue,
  hd: callbackValue,
  prompt: callbackValue,
  session_state: callbackValue,
  error: callbackValue,
  error_description: callbackValue,
  error_uri: callbackValue,
});

export { SSO_ERROR_PARAMETER } from './messages/sso';
