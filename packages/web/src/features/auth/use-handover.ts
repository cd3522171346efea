import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { api, failureMessage } from '../../platform/api';
import { t } from '../../platform/messages';
import { useAuth } from './AuthProvider';
import type { CurrentUser, LoginResponse } from '@paydos/contract/auth';
import { HANDOVER_PARAMETER } from './handover-url';

export type HandoverState = { kind: 'none' } | { kind: 'working' } | { kind: 'failed'; message: string };

/** The code in `#handover=…`, if the page was opened with one. */
function handoverCode(): string | null {
  return new URLSearchParams(window.location.hash.slice(1)).get(HANDOVER_PARAMETER) || null;
}

/**
 * Issue 20: after sign-up the login page is opened with a one-time code in the URL fragment; it is
 * exchanged by `POST /auth/handover` for a session, stored like a normal login, and the person lands
 * where a login takes them. A session token in the URL (`?token=…&auto=1`) is not read at all.
 */
export function useHandover(landingPath: (user: CurrentUser) => string): HandoverState {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const started = useRef(false);
  const [code] = useState(handoverCode);
  const [state, setState] = useState<HandoverState>(code ? { kind: 'working' } : { kind: 'none' });

  useEffect(() => {
    if (!code || started.current) return;
    started.current = true;
    // Out of the address bar and the history entry before anything else happens.
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    api<LoginResponse>('/auth/handover', {
      method: 'POST',
      body: { code },
      credentials: 'none',
      redirectOnUnauthorized: false,
    })
      .then((result) => {
        signIn(result.token, result.user);
        void navigate(landingPath(result.user), { replace: true });
      })
      .catch((error: unknown) => {
        setState({
          kind: 'failed',
          message: failureMessage(error, t.login.autoFailed),
        });
      });
  }, [code, signIn, navigate, landingPath]);

  return state;
}
