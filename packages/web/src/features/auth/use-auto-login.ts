import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../platform/api';
import { storageKeys } from '../../platform/storage';
import { useAuth } from './AuthProvider';
import type { CurrentUser } from './current-user';

export type AutoLoginState = 'none' | 'working' | 'failed';

/**
 * Spec §4 auto-login after onboarding: a token from the query (`?token=…&auto=1`), or one stored
 * as the onboarding or pending token, is checked with `GET /auth/me`; on success the session is
 * stored and the user lands on /dashboard. The token leaves the address bar either way.
 */
export function useAutoLogin(): AutoLoginState {
  const [params] = useSearchParams();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const started = useRef(false);
  const [token] = useState(
    () => params.get('token') ?? localStorage.getItem(storageKeys.onboardingToken) ?? localStorage.getItem(storageKeys.pendingToken),
  );
  const [state, setState] = useState<AutoLoginState>(token ? 'working' : 'none');

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    localStorage.removeItem(storageKeys.onboardingToken);
    localStorage.removeItem(storageKeys.pendingToken);
    api<{ user: CurrentUser }>('/auth/me', { bearer: token, redirectOnUnauthorized: false })
      .then(({ user }) => {
        signIn(token, user);
        navigate('/dashboard', { replace: true });
      })
      .catch((error: unknown) => {
        console.error(error);
        setState('failed');
        navigate('/login', { replace: true });
      });
  }, [token, signIn, navigate]);

  return state;
}
