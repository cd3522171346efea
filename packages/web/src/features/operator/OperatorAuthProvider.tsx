import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { t } from '../../platform/messages';
import { clearOperatorSession, readOperatorToken, storeOperatorToken } from '../../platform/storage';
import { fetchOperator, operatorLogOut, type Operator } from './api';

interface OperatorAuthValue {
  status: 'loading' | 'authenticated' | 'unauthenticated';
  operator: Operator | null;
  signIn(token: string, operator: Operator): void;
  signOut(): Promise<void>;
}

const OperatorAuthContext = createContext<OperatorAuthValue | null>(null);

/** The operator's session: `superAdminToken` in localStorage (product §3), verified at start. */
export function OperatorAuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [hasToken, setHasToken] = useState(() => !!readOperatorToken());
  const me = useQuery({
    queryKey: ['operator-me'],
    enabled: hasToken,
    retry: false,
    queryFn: fetchOperator,
  });
  useEffect(() => {
    if (hasToken && me.isError) {
      clearOperatorSession();
      setHasToken(false);
    }
  }, [hasToken, me.isError]);

  const signIn = useCallback(
    (token: string, operator: Operator) => {
      storeOperatorToken(token);
      queryClient.setQueryData(['operator-me'], operator);
      setHasToken(true);
    },
    [queryClient],
  );
  const signOut = useCallback(async () => {
    await operatorLogOut();
    clearOperatorSession();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'site' });
    setHasToken(false);
  }, [queryClient]);

  const value = useMemo<OperatorAuthValue>(
    () => ({
      status: !hasToken ? 'unauthenticated' : me.data ? 'authenticated' : 'loading',
      operator: me.data ?? null,
      signIn,
      signOut,
    }),
    [hasToken, me.data, signIn, signOut],
  );
  return <OperatorAuthContext.Provider value={value}>{children}</OperatorAuthContext.Provider>;
}

export function useOperatorAuth(): OperatorAuthValue {
  const value = useContext(OperatorAuthContext);
  if (!value) throw new Error('useOperatorAuth outside OperatorAuthProvider');
  return value;
}

export function RequireOperator() {
  const { status } = useOperatorAuth();
  if (status === 'loading') return <p className="p-6 text-sm text-muted">{t.common.loading}</p>;
  if (status === 'unauthenticated') return <Navigate to="/login" replace />;
  return <Outlet />;
}
