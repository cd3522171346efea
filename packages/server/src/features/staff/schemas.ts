import { z } from 'zod';
import { messages } from '@paydos/contract/messages';
import { pageQuery } from '@paydos/contract/page';
import { emailAddress, requestObject, text } from '@paydos/contract/fields';
import { calendarDateField, optionalText } from '../users';

const p = messages.people;

/** Product §5 invite form: 'Ad gerekli', 'Soyad gerekli', 'E-posta gerekli', 'Geçerli bir e-posta adresi girin'. */
export const inviteBody = requestObject({
  firstName: text('firstName', { required: p.firstNameRequired }).trim().min(1, p.firstNameRequired).max(100),
  lastName: text('lastName', { required: p.lastNameRequired }).trim().min(1, p.lastNameRequired).max(100),
  email: emailAddress('email', { required: p.emailRequired, invalid: p.emailInvalid }),
  // Empty means "today" (product §5: startDate optional, defaults to today on send).
  startDate: z.union([z.literal(''), calendarDateField('hireDate')]).nullish(),
  role: z.enum(['ADMIN', 'MANAGER', 'EMPLOYEE']).default('EMPLOYEE'),
  position: optionalText('position'),
  department: optionalText('department'),
});
export type InviteBody = z.infer<typeof inviteBody>;

/** GET /admin/users: keyset pages, searched (name or e-mail) and filtered (department, active or not) on the server. */
export const staffListQuery = requestObject({
  ...pageQuery,
  q: text('q').trim().max(100).optional(),
  department: text('department').trim().max(100).optional(),
  status: z.enum(['active', 'inactive'], { error: p.statusFilterInvalid }).optional(),
});
export type StaffListQuery = z.infer<typeof staffListQuery>;

export const staffMember = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(['ADMIN', 'MANAGER', 'EMPLOYEE']),
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
  role: z.enum(['ADMIN', 'MANAGER', 'EMPLOYEE']),
  startDate: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
