import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../platform/api';
import { takeEarlyFetch } from '../../platform/early-fetch';
import type { CurrentUser, LoginResponse, MeResponse, OrganizationInfoResponse } from '@paydos/contract/auth';

/** The organization of this host, its name and logo on the login page; a 402/403/404 says it cannot be used. */
export const useOrganizationInfo = () =>
  useQuery({
    queryKey: ['organization-info'],
    queryFn: () => api<OrganizationInfoResponse>('/subdomain/organization-info', { credentials: 'none' }),
    retry: false,
  });

/** Its 401 is a wrong password, shown on the login page (no redirect). */
export const useOrganizationLogin = () =>
  useMutation({
    mutationFn: (credentials: { email: string; password: string }) =>
      api<LoginResponse>('/subdomain/login', {
        method: 'POST',
        body: credentials,
        credentials: 'none',
        redirectOnUnauthorized: false,
      }),
  });

/** The stored session's user, asked by the AuthProvider at start (product §4); at the page's load, maybe already asked by it. */
export async function fetchCurrentUser(): Promise<CurrentUser> {
  return (await api<MeResponse>('/auth/me', { early: takeEarlyFetch('/auth/me') })).user;
}

/** Ends the session on the server; the session is forgotten here whatever the answer. */
export async function logOut(): Promise<void> {
  await api('/auth/logout', { method: 'POST', redirectOnUnauthorized: false }).catch(() => undefined);
}
