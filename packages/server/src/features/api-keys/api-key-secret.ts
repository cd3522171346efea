import { randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '@paydos/contract/api-keys';
import { hashToken } from '../../platform/tokens';

/**
 * A new key: `pdk_live_` and 256 random bits (base64url), shown once; stored only as its SHA-256
 * (like session tokens, platform/tokens.ts) with its first characters kept for display.
 */
export function newApiKeySecret() {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, prefix: secret.slice(0, API_KEY_PREFIX.length + 6), tokenHash: hashToken(secret) };
}

/** A bearer value that can be a key at all: anything else (a session token) is refused before any lookup. */
export const looksLikeApiKey = (token: string) => token.startsWith(API_KEY_PREFIX) && token.length <= 100;
