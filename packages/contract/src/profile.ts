import { LANGUAGES } from '@paydos/domain';
import { z } from 'zod';
import { currentUser } from './auth';
import { optionalNationalId, optionalTurkishPhone, requestObject, text } from './fields';
import { messages } from './messages';
import { calendarDateField, optionalText } from './person-fields';
import { catalogueText } from './catalogue-text';

const p = messages.people;

/**
 * PUT /users/me (product §D5: profile edit saves on the server). A person may change their own
 * name, contact and personal details. Work details (position, department) are accepted from an
 * ADMIN only; e-mail (the login), role, start date (it drives the leave ledger) and active status
 * are never changed here.
 */
export const updateProfileBody = requestObject({
  firstName: text('firstName', { required: p.firstNameRequired }).trim().min(1, p.firstNameRequired).max(100),
  lastName: text('lastName', { required: p.lastNameRequired }).trim().min(1, p.lastNameRequired).max(100),
  phone: optionalTurkishPhone('phone'),
  birthDate: z
    .union([z.literal(''), calendarDateField('birthDate')])
    .nullish()
    .transform((v) => v || null),
  nationalId: optionalNationalId(),
  address: optionalText('address', 500, { multiline: true }),
  emergencyContact: optionalText('emergencyContact'),
  emergencyPhone: optionalTurkishPhone('emergencyPhone'),
  position: optionalText('position').optional(),
  department: optionalText('department').optional(),
  /** No birthday mail, and not named in the admins' morning note (product §D7); left out keeps the current choice. */
  birthdayMailsOptOut: z.boolean().optional(),
  /** The interface language (issue 26); null goes back to the browser's; left out keeps the current choice. */
  language: z.enum(LANGUAGES).nullable().optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;
/** What the profile form sends. */
export type UpdateProfileInput = z.input<typeof updateProfileBody>;

/** The refreshed `/auth/me` user and the confirmation. */
export const updateProfileResponse = z.object({ user: currentUser, message: catalogueText() });
export type UpdateProfileResponse = z.infer<typeof updateProfileResponse>;
