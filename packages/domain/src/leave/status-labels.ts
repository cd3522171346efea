/** The leave statuses and roles (product §4 and §1): the one list every schema, type and filter derives from. */
export const LEAVE_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];
export const ROLES = ['ADMIN', 'MANAGER', 'EMPLOYEE'] as const;
export type Role = (typeof ROLES)[number];

/** Turkish labels of leave statuses and roles (product §4 and §1), verbatim. */

export const LEAVE_STATUS_LABELS: Readonly<Record<LeaveStatus, string>> = {
  PENDING: 'Beklemede',
  APPROVED: 'Onaylandı',
  REJECTED: 'Reddedildi',
  CANCELLED: 'İptal Edildi',
};

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  ADMIN: 'Yönetici',
  MANAGER: 'Müdür',
  EMPLOYEE: 'Personel',
};

/** Product §4: an unknown status displays as pending. */
export function leaveStatusLabel(status: string | null | undefined): string {
  const known = Object.hasOwn(LEAVE_STATUS_LABELS, status ?? '');
  return known ? LEAVE_STATUS_LABELS[status as LeaveStatus] : LEAVE_STATUS_LABELS.PENDING;
}

/** The role's Turkish label; an unknown role shows as it is. */
export function roleLabel(role: string): string {
  return Object.hasOwn(ROLE_LABELS, role) ? ROLE_LABELS[role as Role] : role;
}

/** Product §6: the invitation list shows roles differently (ADMIN as Admin, MANAGER as Yönetici). */
export const INVITATION_ROLE_LABELS: Readonly<Record<Role, string>> = {
  ADMIN: 'Admin',
  MANAGER: 'Yönetici',
  EMPLOYEE: 'Personel',
};
