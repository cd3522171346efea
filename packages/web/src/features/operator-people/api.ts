import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Weekday } from '@paydos/domain';
import { api } from '../../platform/api';
import { usePagedList } from '../../platform/paged-list';
import type { Role } from '../auth';

export type LeaveStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELLED';
export const LEAVE_STATUSES: LeaveStatus[] = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'];
export const ROLES: Role[] = ['EMPLOYEE', 'MANAGER', 'ADMIN'];

export interface OrganizationSummary {
  id: string;
  name: string;
  subdomain: string;
  workingDays: Weekday[];
}

export interface OperatorUser {
  id: string;
  organizationId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  isActive: boolean;
  position: string | null;
  department: string | null;
  phone: string | null;
  startDate: string | null;
  createdAt: string;
  annualLeaveDays: number;
  usedLeaveDays: number;
  hasPassword: boolean;
}

export interface OperatorLeave {
  id: string;
  organizationId: string;
  userId: string;
  leaveType: string;
  leaveTypeName: string;
  startDate: string;
  endDate: string;
  days: number;
  daysOverrideReason: string | null;
  reason: string | null;
  status: LeaveStatus;
  user: { firstName: string; lastName: string; email: string; position: string | null; department: string | null };
}

export type UserInput = Partial<
  Pick<OperatorUser, 'firstName' | 'lastName' | 'email' | 'role' | 'isActive' | 'position' | 'department' | 'startDate'>
>;
export interface LeaveInput {
  userId?: string;
  leaveType?: string;
  startDate?: string;
  endDate?: string;
  status?: LeaveStatus;
  reason?: string | null;
  days?: number | null;
  daysOverrideReason?: string | null;
}

const operator = { credentials: 'operator' } as const;

/** One organization's users, page by page (product §D7 keyset pages), searched on the server. */
export const useOrganizationUsers = (organizationId: string, q = '') =>
  usePagedList<OperatorUser, 'users'>(
    ['operator-users', organizationId],
    `/superadmin/organizations/${encodeURIComponent(organizationId)}/users`,
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
  useOperatorMutation((input: UserInput) =>
    api<{ message: string }>(`/superadmin/organizations/${encodeURIComponent(organizationId)}/users`, {
      ...operator,
      method: 'POST',
      body: input,
    }),
  );
export const useUpdateUser = (organizationId: string) =>
  useOperatorMutation(({ id, ...input }: UserInput & { id: string }) =>
    api<{ message: string }>(`/superadmin/users/${encodeURIComponent(id)}?${org(organizationId)}`, {
      ...operator,
      method: 'PUT',
      body: input,
    }),
  );
export const useDeleteUser = (organizationId: string) =>
  useOperatorMutation((id: string) =>
    api<{ message: string }>(`/superadmin/users/${encodeURIComponent(id)}?${org(organizationId)}`, {
      ...operator,
      method: 'DELETE',
    }),
  );

export const useCreateLeave = (organizationId: string) =>
  useOperatorMutation((input: LeaveInput) =>
    api<{ message: string }>('/superadmin/leave-requests', {
      ...operator,
      method: 'POST',
      body: { organizationId, ...input },
    }),
  );
export const useUpdateLeave = (organizationId: string) =>
  useOperatorMutation(({ id, ...input }: LeaveInput & { id: string }) =>
    api<{ message: string }>(`/superadmin/leave-requests/${encodeURIComponent(id)}`, {
      ...operator,
      method: 'PUT',
      body: { organizationId, ...input },
    }),
  );
export const useDeleteLeave = (organizationId: string) =>
  useOperatorMutation((id: string) =>
    api<{ message: string }>(`/superadmin/leave-requests/${encodeURIComponent(id)}?${org(organizationId)}`, {
      ...operator,
      method: 'DELETE',
    }),
  );
