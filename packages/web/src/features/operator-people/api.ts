import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateLeaveBody,
  CreateUserBody,
  DeletedResponse,
  LeaveResponse,
  OperatorLeave,
  OperatorUser,
  UpdateLeaveBody,
  UpdateUserBody,
  UserResponse,
  UsersResponse,
} from '@paydos/contract/operator-people';
import { ROLES, type LeaveStatus } from '@paydos/domain';
import { api } from '../../platform/api';
import { usePagedList } from '../../platform/paged-list';

export type { OperatorLeave, OperatorUser, OrganizationSummary } from '@paydos/contract/operator-people';

/** An inline edit: the fields it changes. */
export type UserInput = UpdateUserBody;
/** A new leave's or an edit's fields; the page adds its organization. */
export type LeaveInput = Omit<UpdateLeaveBody, 'organizationId'>;

/** The role pick-lists offer the least privilege first: EMPLOYEE, the new user's default, on top. */
export const ROLE_CHOICES = ROLES.toReversed();

const operator = { credentials: 'operator' } as const;
const usersPath = (organizationId: string) => `/superadmin/organizations/${encodeURIComponent(organizationId)}/users`;

/** The organization the page is about (its name, its working days), from the users call's first page. */
export const useOrganizationSummary = (organizationId: string) =>
  useQuery({
    queryKey: ['operator-organization-summary', organizationId],
    queryFn: async () => (await api<UsersResponse>(`${usersPath(organizationId)}?limit=1`, operator)).organization,
  });

/** The person picker's search: the organization's first users whose name or e-mail matches (one keyset page). */
export const searchOrganizationUsers = (organizationId: string, limit: number) => async (q: string) => {
  const params = new URLSearchParams({ limit: String(limit) });
  if (q) params.set('q', q);
  return (await api<UsersResponse>(`${usersPath(organizationId)}?${params}`, operator)).users;
};

/** One organization's users, page by page (product §D7 keyset pages), searched on the server. */
export const useOrganizationUsers = (organizationId: string, q = '') =>
  usePagedList<OperatorUser, 'users'>(
    ['operator-users', organizationId],
    usersPath(organizationId),
    'users',
    { q },
    operator,
  );

/** One organization's leave, page by page, filtered by status on the server. */
export const useOrganizationLeaves = (organizationId: string, status: LeaveStatus | '') =>
  usePagedList<OperatorLeave, 'leaveRequests'>(
    ['operator-leaves', organizationId],
    '/superadmin/leave-requests',
    'leaveRequests',
    { organizationId, status },
    operator,
  );

/** Any change refreshes both lists: a user's balance follows their leaves, a leave shows its user. */
function useOperatorMutation<T>(fn: (input: T) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['operator-users'] });
      void queryClient.invalidateQueries({ queryKey: ['operator-leaves'] });
    },
  });
}

const org = (organizationId: string) => `organizationId=${encodeURIComponent(organizationId)}`;

export const useCreateUser = (organizationId: string) =>
  useOperatorMutation((input: CreateUserBody) =>
    api<UserResponse>(usersPath(organizationId), {
      ...operator,
      method: 'POST',
      body: input,
    }),
  );
export const useUpdateUser = (organizationId: string) =>
  useOperatorMutation(({ id, ...input }: UserInput & { id: string }) =>
    api<UserResponse>(`/superadmin/users/${encodeURIComponent(id)}?${org(organizationId)}`, {
      ...operator,
      method: 'PUT',
      body: input,
    }),
  );
export const useDeleteUser = (organizationId: string) =>
  useOperatorMutation((id: string) =>
    api<DeletedResponse>(`/superadmin/users/${encodeURIComponent(id)}?${org(organizationId)}`, {
      ...operator,
      method: 'DELETE',
    }),
  );

export const useCreateLeave = (organizationId: string) =>
  useOperatorMutation((input: Omit<CreateLeaveBody, 'organizationId'>) =>
    api<LeaveResponse>('/superadmin/leave-requests', {
      ...operator,
      method: 'POST',
      body: { organizationId, ...input },
    }),
  );
export const useUpdateLeave = (organizationId: string) =>
  useOperatorMutation(({ id, ...input }: LeaveInput & { id: string }) =>
    api<LeaveResponse>(`/superadmin/leave-requests/${encodeURIComponent(id)}`, {
      ...operator,
      method: 'PUT',
      body: { organizationId, ...input },
    }),
  );
export const useDeleteLeave = (organizationId: string) =>
  useOperatorMutation((id: string) =>
    api<DeletedResponse>(`/superadmin/leave-requests/${encodeURIComponent(id)}?${org(organizationId)}`, {
      ...operator,
      method: 'DELETE',
    }),
  );
