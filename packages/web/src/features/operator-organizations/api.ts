import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EraseOrganizationResponse,
  OrganizationDetailResponse,
  OrganizationListQuery,
  OrganizationRow,
  OrganizationStatusResponse,
} from '@paydos/contract/operator-organizations';
import { api } from '../../platform/api';
import { usePagedList } from '../../platform/paged-list';

export type {
  AccessStatus,
  OrganizationDetail,
  OrganizationRow,
  OrganizationSort,
  OrganizationSubscription as Subscription,
  SortOrder,
} from '@paydos/contract/operator-organizations';

/** The list's search and sort, as the URL holds them. */
export type ListParams = Required<Pick<OrganizationListQuery, 'q' | 'sort' | 'order'>>;

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
      api<OrganizationDetailResponse>(`/superadmin/organizations/${encodeURIComponent(id)}`, {
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
    api<OrganizationStatusResponse>(
      `/superadmin/organizations/${encodeURIComponent(id)}/${isActive ? 'reactivate' : 'suspend'}`,
      {
        method: 'PUT',
        credentials: 'operator',
      },
    ),
  );

export const useEraseOrganization = () =>
  useOrganizationChange<string>(
    (id, confirmSubdomain) =>
      api<EraseOrganizationResponse>(`/superadmin/organizations/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        body: { confirmSubdomain },
        credentials: 'operator',
      }),
    { erases: true },
  );
