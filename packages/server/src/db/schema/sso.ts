import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SsoProvider } from '@paydos/contract/sso';
import { createdAt, id, updatedAt } from './columns';
import { organizationReference } from './organizations';
import { users } from './people';

/**
 * An organization's single sign-on with OpenID Connect (issue 26 item 4, docs/SECURITY.md "Single
 * sign-on"): one provider per organization, set by an ADMIN. `client_secret` is sent to the provider's
 * token endpoint, so it is kept sealed under the installation's key (platform/sealed-secrets.ts, like a webhook's secret): shown to nobody after it is
 * saved. `tested_at` is the first successful sign-in since the settings last changed; password login
 * can be turned off (`password_login_disabled`) only once it is set.
 */
export const organizationSso = pgTable(
  'organization_sso',
  {
    id: id(),
    organizationId: organizationReference(),
    provider: text('provider').$type<SsoProvider>().notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecret: text('client_secret').notNull(),
    /** Lower-case e-mail domains whose people may sign in (`ornek.com.tr`). */
    allowedDomains: text('allowed_domains').array().notNull(),
    passwordLoginDisabled: boolean('password_login_disabled').notNull().default(false),
    testedAt: timestamp('tested_at', { withTimezone: true }),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('organization_sso_organization_key').on(t.organizationId)],
);

/**
 * One sign-in under way: written when the browser is sent to the provider, spent (deleted) by its
 * callback. `state_hash` is the SHA-256 of the `state` sent to the provider; `browser_hash` the
 * SHA-256 of the HttpOnly cookie given to the browser that started it (a callback from another
 * browser is refused: login CSRF). The PKCE verifier and the nonce never leave the server.
 */
export const ssoLoginStates = pgTable(
  'sso_login_states',
  {
    id: id(),
    organizationId: organizationReference(),
    stateHash: text('state_hash').notNull(),
    browserHash: text('browser_hash').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sso_login_states_state_key').on(t.stateHash),
    index('sso_login_states_organization_idx').on(t.organizationId, t.expiresAt),
  ],
);
