import { createHmac, randomBytes } from 'node:crypto';
import type { SecretBox } from '../../platform/sealed-secrets';

/**
 * A delivery's signature (docs/features.md "Webhooks", with a receiver's check): the header
 * `Paydos-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" under the endpoint's secret>`.
 * The timestamp is signed with the body, so a receiver that refuses old timestamps (5 minutes) cannot
 * be fed a recorded delivery again; `t` is the attempt's time, so every retry is signed anew.
 */
export function signatureHeader(secret: string, unixSeconds: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/** A new endpoint's secret: 256 random bits, recognisable by its prefix. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** What the list shows of a secret: its prefix and first four characters, to tell which one a receiver holds. */
export const secretHint = (secret: string) => `${secret.slice(0, 10)}…`;

/** What a secret's sealing is bound to: this column of this organization (docs/SECURITY.md "Secrets at rest"). */
export const webhookSecretContext = (organizationId: string) => `webhook_endpoints.secret:${organizationId}`;

/** The secret as the database keeps it: sealed under the installation's key. */
export const sealWebhookSecret = (secrets: SecretBox, organizationId: string, secret: string) =>
  secrets.seal(secret, webhookSecretContext(organizationId));

/** The secret that signs: opened from the stored row (UnopenableSecretError when its key is not this installation's). */
export const openWebhookSecret = (secrets: SecretBox, row: { organizationId: string; secret: string }) =>
  secrets.open(row.secret, webhookSecretContext(row.organizationId));
