import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../platform/api';
import { usePagedList } from '../../platform/paged-list';

export type OrganizationSort = 'name' | 'subdomain' | 'users' | 'invitations' | 'createdAt' | 'planEndsAt';
export type SortOrder = 'asc' | 'desc';

export interface Subscription {
  status: 'TRIAL' | 'ACTIVE' | 'CANCELLED';
  isTrialActive: boolean;
  trialEndsAt: string;
  billingType: 'monthly' | 'yearly' | null;
  currentPeriodEndsAt: string | null;
}

/** Can its people work now (the server's access rule): ACTIVE, or why not. */
export type AccessStatus = 'ACTIVE' | 'SUSPENDED' | 'TRIAL_ENDED' | 'PLAN_ENDED' | 'PAYMENT_FAILED' | 'NO_PLAN';

export interface OrganizationRow {
  id: string;
  name: string;
  subdomain: string;
  isActive: boolean;
  accessStatus: AccessStatus;
  createdAt: string;
  _count: { users: number; invitations: number };
  subscription: Subscription | null;
}

export interface OrganizationDetail extends OrganizationRow {
  description: string | null;
  address: string | null;
  phone: string | null;
  website: string | null;
  logoUrl: string | null;
  figures: {
    activeUsers: number;
    leaveRequests: { PENDING: number; APPROVED: number; REJECTED: number; CANCELLED: number; total: number };
  };
}

export interface ListParams {
  q: string;
  sort: OrganizationSort;
  order: SortOrder;
}

/** Keyset pages (product §D7): each page asks for the rows after the previous page's cursor. */
export const useOrganizationList = ({ q, sort, order }: ListParams) =>
  usePagedList<OrganizationRow, 'organizations'>(
    ['operator-organizations', 'list'],
    '/superadmin/organizations',
    'organizations',
    { q, sort, order },
    { credentials: 'operator' },
  );

export const useOrganization = (id: string) =>
  useQuery({
    queryKey: ['operator-organization', id],
    queryFn: () =>
      api<{ organization: OrganizationDetail }>(`/superadmin/organizations/${encodeURIComponent(id)}`, {
        credentials: 'operator',
      }),
    retry: false,
  });

/** A change to one organization; the lists and stats are read again (and its detail, unless it no longer exists). */
function useOrganizationChange<T>(
  run: (id: string, input: T) => Promise<{ message: string }>,
  { erases = false } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: T }) => run(id, input),
    onSuccess: async (_, { id }) => {
      if (erases) queryClient.removeQueries({ queryKey: ['operator-organization', id] });
      else await queryClient.invalidateQueries({ queryKey: ['operator-organization', id] });
      await queryClient.invalidateQueries({ queryKey: ['operator-organizations'] });
      await queryClient.invalidateQueries({ queryKey: ['operator-stats'] });
    },
  });
}

export const useSetOrganizationActive = () =>
  useOrganizationChange<boolean>((id, isActive) =>
    api(`/superadmin/organizations/${encodeURIComponent(id)}/${isActive ? 'reactivate' : 'suspend'}`, {
      method: 'PUT',
      credentials: 'operator',
    }),
  );

export const useEraseOrganization = () =>
  useOrganizationChange<string>(
    (id, confirmSubdomain) =>
      api(`/superadmin/organizations/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        body: { confirmSubdomain },
        credentials: 'operator',
      }),
    { erases: true },
  );
