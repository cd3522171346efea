import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: for session, reset, invitation and approval tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this hash, so a database leak gives no working token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
