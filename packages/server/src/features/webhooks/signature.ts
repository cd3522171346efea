import { createHmac, randomBytes } from 'node:crypto';

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
