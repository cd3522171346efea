import { z } from 'zod';
import { messages } from '../../platform/messages';
import { calendarDateField, optionalText } from '../users/person-fields';

const p = messages.people;

/**
 * PUT /users/me (decisions §5: profile edit saves on the server). A person may change their own
 * name, contact and personal details. Work details (position, department) are accepted from an
 * ADMIN only; e-mail (the login), role, start date (it drives the leave ledger) and active status
 * are never changed here.
 */
export const updateProfileBody = z.object({
  firstName: z.string({ error: p.firstNameRequired }).trim().min(1, p.firstNameRequired).max(100, p.textTooLong(100)),
  lastName: z.string({ error: p.lastNameRequired }).trim().min(1, p.lastNameRequired).max(100, p.textTooLong(100)),
  phone: optionalText(17, p.phoneTooLong),
  birthDate: z.union([z.literal(''), calendarDateField]).nullish().transform((v) => v || null),
  nationalId: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || /^\d{11}$/.test(v), p.nationalIdInvalid),
  address: optionalText(500),
  emergencyContact: optionalText(),
  emergencyPhone: optionalText(17, p.phoneTooLong),
  position: optionalText().optional(),
  department: optionalText().optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;
