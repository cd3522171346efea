import { ROLES } from '@paydos/domain';
import { z } from 'zod';
import { emailAddress, requestObject, text } from './fields';
import { messages } from './messages';
import { pageQuery } from './page';
import { calendarDateField, optionalText } from './person-fields';
import { catalogueText } from './catalogue-text';

const p = messages.people;

/** Product §5 invite form: 'Ad gerekli', 'Soyad gerekli', 'E-posta gerekli', 'Geçerli bir e-posta adresi girin'. */
export const inviteBody = requestObject({
  firstName: text('firstName', { required: p.firstNameRequired }).trim().min(1, p.firstNameRequired).max(100),
  lastName: text('lastName', { required: p.lastNameRequired }).trim().min(1, p.lastNameRequired).max(100),
  email: emailAddress('email', { required: p.emailRequired, invalid: p.emailInvalid }),
  // Empty means "today" (product §5: startDate optional, defaults to today on send).
  startDate: z.union([z.literal(''), calendarDateField('hireDate')]).nullish(),
  role: z.enum(ROLES).default('EMPLOYEE'),
  position: optionalText('position'),
  department: optionalText('department'),
});
export type InviteBody = z.infer<typeof inviteBody>;
/** What the invite form sends. */
export type InviteInput = z.input<typeof inviteBody>;

/** GET /admin/users: keyset pages, searched (name or e-mail) and filtered (department, active or not) on the server. */
export const staffListQuery = requestObject({
  ...pageQuery,
  q: text('q').trim().max(100).optional(),
  department: text('department').trim().max(100).optional(),
  status: z.enum(['active', 'inactive'], { error: p.statusFilterInvalid }).optional(),
});
export type StaffListQuery = z.infer<typeof staffListQuery>;
export type StaffListQueryInput = z.input<typeof staffListQuery>;

export const staffMember = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  position: z.string().nullable(),
  department: z.string().nullable(),
  startDate: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  annualLeaveDays: z.number(),
  usedLeaveDays: z.number(),
  remainingLeaveDays: z.number(),
});

export const pendingInvitation = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  startDate: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;
export type PendingInvitation = z.infer<typeof pendingInvitation>;

/** GET /admin/users: a keyset page, with the total on the first page. */
export const staffListResponse = z.object({
  users: z.array(staffMember),
  nextCursor: z.string().nullable(),
  total: z.number().optional(),
});
export type StaffListResponse = z.infer<typeof staffListResponse>;
export const departmentsResponse = z.object({ departments: z.array(z.string()) });
export type DepartmentsResponse = z.infer<typeof departmentsResponse>;
export const invitationsResponse = z.object({ invitations: z.array(pendingInvitation) });
export type InvitationsResponse = z.infer<typeof invitationsResponse>;
export const inviteResponse = z.object({ invitation: pendingInvitation, message: catalogueText() });
export type InviteResponse = z.infer<typeof inviteResponse>;
/** DELETE /admin/users/{id}: the person's new active state. */
export const toggleActiveResponse = z.object({ user: z.object({ id: z.string(), isActive: z.boolean() }) });
export type ToggleActiveResponse = z.infer<typeof toggleActiveResponse>;
export const cancelInvitationResponse = z.object({ id: z.string() });
export type CancelInvitationResponse = z.infer<typeof cancelInvitationResponse>;
