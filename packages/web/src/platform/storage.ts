/** The localStorage keys of product §3: `token`/`user` on organization sites, `superAdminToken` for the operator. */
export const storageKeys = {
  token: 'token',
  user: 'user',
  operatorToken: 'superAdminToken',
  /** Product §7's other name of the operator token ("superadmin_token for coupons and pricing"): read, not written. */
  operatorTokenAlias: 'superadmin_token',
  /** Product §4 auto-login sources besides the query token: a stored onboarding token and a stored pending token. */
  onboardingToken: 'onboardingToken',
  pendingToken: 'pendingToken',
  /** Issue 26: the interface language a visitor chose on a logged-out page of this site (`tr` or `en`). */
  visitorLanguage: 'language',
} as const;

export function readStored<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function readToken(key: string): string | null {
  return localStorage.getItem(key);
}

export function clearOrganizationSession() {
  localStorage.removeItem(storageKeys.token);
  localStorage.removeItem(storageKeys.user);
}

/**
 * The operator's token: written under `superAdminToken` only (one place, product §7's first name), read
 * from it or else from `superadmin_token`, the name product §7 gives it for coupons and pricing.
 */
export function readOperatorToken(): string | null {
  return localStorage.getItem(storageKeys.operatorToken) ?? localStorage.getItem(storageKeys.operatorTokenAlias);
}

export function storeOperatorToken(token: string) {
  localStorage.setItem(storageKeys.operatorToken, token);
  localStorage.removeItem(storageKeys.operatorTokenAlias);
}

export function clearOperatorSession() {
  localStorage.removeItem(storageKeys.operatorToken);
  localStorage.removeItem(storageKeys.operatorTokenAlias);
}
