import { compareDates, isCalendarDate, istanbulToday } from '@paydos/domain';
import { z } from 'zod';
import { messages } from '../../platform/messages';
import { newPasswordField } from '../password-reset/schemas';

const v = messages.validation;

const invitationToken = z.string({ error: v.tokenRequired }).trim().min(1, v.tokenRequired).max(200, v.tokenRequired);
const required = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max);

export const invitationParams = z.object({ token: invitationToken });

/** Spec §3/§5 'Invitation register', field names and messages as the spec has them; the birthday is a YYYY-MM-DD date not after today in Istanbul. */
export const registerBody = z.object({
  invitationToken,
  password: newPasswordField,
  phone: required(v.phoneRequired, 17),
  nationalId: z
    .string({ error: v.nationalIdRequired })
    .trim()
    .min(1, v.nationalIdRequired)
    .regex(/^\d{11}$/, v.nationalIdInvalid),
  birthday: z
    .string({ error: v.birthDateRequired })
    .trim()
    .min(1, v.birthDateRequired)
    .refine((d) => isCalendarDate(d), v.birthDateRequired)
    .refine((d) => !isCalendarDate(d) || compareDates(d, istanbulToday(new Date())) <= 0, v.birthDateInFuture),
  address: required(v.addressRequired, 500),
  emergencyContact: required(v.emergencyContactRequired),
  emergencyPhone: required(v.emergencyPhoneRequired, 17),
});
export type RegisterInput = z.infer<typeof registerBody>;

export const invitationResponse = z.object({
  data: z.object({
    invitation: z.object({
      id: z.string(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      role: z.enum(['ADMIN', 'MANAGER', 'EMPLOYEE']),
      department: z.string().nullable(),
      position: z.string().nullable(),
      startDate: z.string().nullable(),
      createdAt: z.string(),
      expiresAt: z.string(),
      organization: z.object({ id: z.string(), name: z.string(), subdomain: z.string() }),
    }),
  }),
});
