import { useMutation } from '@tanstack/react-query';
import type { Operator, OperatorLoginBody, OperatorLoginResponse, OperatorMeResponse } from '@paydos/contract/auth';
import { api } from '../../platform/api';

export type { Operator } from '@paydos/contract/auth';

/** The stored operator token's operator, asked by the OperatorAuthProvider at start (product §3). */
export async function fetchOperator(): Promise<Operator> {
  return (await api<OperatorMeResponse>('/superadmin/me', { credentials: 'operator' })).superAdmin;
}

/** Ends the operator's session on the server; it is forgotten here whatever the answer. */
export async function operatorLogOut(): Promise<void> {
  await api('/superadmin/logout', { method: 'POST', credentials: 'operator', redirectOnUnauthorized: false }).catch(
    () => undefined,
  );
}

/** Its 401 is a wrong password, shown on the login page (no redirect). */
export const useOperatorLogin = () =>
  useMutation({
    mutationFn: (credentials: OperatorLoginBody) =>
      api<OperatorLoginResponse>('/superadmin/login', {
        method: 'POST',
        body: credentials,
        credentials: 'none',
        redirectOnUnauthorized: false,
      }),
  });
