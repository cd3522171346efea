import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { pageLanguage } from '../../platform/page-language';
import { clearOrganizationSession, readStored, readToken, storageKeys } from '../../platform/storage';
import type { CurrentUser } from '@paydos/contract/auth';
import { fetchCurrentUser, logOut } from './api';

type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

interface AuthValue {
  status: AuthStatus;
  user: CurrentUser | null;
  signIn(token: string, user: CurrentUser): void;
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthValue | null>(null);
export const meQueryKey = ['me'] as const;

function hasStoredSession() {
  return !!readToken(storageKeys.token) && !!readStored<CurrentUser>(storageKeys.user);
}

/**
 * Product §4 auth states: a stored token and user are verified with `GET /auth/me` at start, the stored
 * user refreshed on success and both cleared on failure.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [hasSession, setHasSession] = useState(hasStoredSession);
  const me = useQuery({
    queryKey: meQueryKey,
    enabled: hasSession,
    retry: false,
    staleTime: 60_000,
    queryFn: async () => {
      const user = await fetchCurrentUser();
      localStorage.setItem(storageKeys.user, JSON.stringify(user));
      return user;
    },
  });

  // Issue 26: a person whose chosen language is not this page's (chosen on another device, or before this login)
  // sees the page again in it; the stored user, written above, carries the choice into the reload.
  const chosenLanguage = me.data?.language;
  useEffect(() => {
    if (chosenLanguage && chosenLanguage !== pageLanguage()) window.location.reload();
  }, [chosenLanguage]);

  useEffect(() => {
    if (hasSession && me.isError) {
      clearOrganizationSession();
      setHasSession(false);
    }
  }, [hasSession, me.isError]);

  const signIn = useCallback(
    (token: string, user: CurrentUser) => {
      localStorage.setItem(storageKeys.token, token);
      localStorage.setItem(storageKeys.user, JSON.stringify(user));
      queryClient.setQueryData(meQueryKey, user);
      setHasSession(true);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    await logOut();
    clearOrganizationSession();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'site' });
    setHasSession(false);
  }, [queryClient]);

  const value = useMemo<AuthValue>(() => {
    const status: AuthStatus = !hasSession ? 'unauthenticated' : me.data ? 'authenticated' : 'loading';
    return { status, user: me.data ?? null, signIn, signOut };
  }, [hasSession, me.data, signIn, signOut]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}

/** The logged-in user, inside a guarded route. */
export function useCurrentUser(): CurrentUser {
  const { user } = useAuth();
  if (!user) throw new Error('useCurrentUser outside a guarded route');
  return user;
}
