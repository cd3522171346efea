/** The localStorage keys of spec §3: `token`/`user` on organization sites, `superAdminToken` on the operator site. */
export const storageKeys = {
  token: 'token',
  user: 'user',
  operatorToken: 'superAdminToken',
  /** Spec §4 auto-login sources besides the query token: a stored onboarding token and a stored pending token. */
  onboardingToken: 'onboardingToken',
  pendingToken: 'pendingToken',
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

export function clearOperatorSession() {
  localStorage.removeItem(storageKeys.operatorToken);
}
