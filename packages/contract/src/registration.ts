import { compareDates, isCalendarDate, istanbulToday, ROLES } from '@paydos/domain';
import { z } from 'zod';
import { currentUser, newPasswordField } from './auth';
import { requestObject, requiredNationalId, requiredTurkishPhone, text, type FieldName } from './fields';
import { messages } from './messages';

const v = messages.validation;

const invitationToken = text('token', { required: v.tokenRequired })
  .trim()
  .min(1, v.tokenRequired)
  .max(200, v.tokenRequired);
const required = (field: FieldName, message: string, max = 200, multiline = false) =>
  text(field, { required: message, multiline }).trim().min(1, message).max(max);

export const invitationParams = requestObject({ token: invitationToken });

/**
 * Product §3/§5 'Invitation register', field names and messages as the spec has them; the birthday is a
 * YYYY-MM-DD date not after today in Istanbul. The server adds the password's strength rule.
 */
export const registerBody = requestObject({
  invitationToken,
  password: newPasswordField('password'),
  phone: requiredTurkishPhone('phone', v.phoneRequired),
  nationalId: requiredNationalId(v.nationalIdRequired),
  birthday: text('birthDate', { required: v.birthDateRequired })
    .trim()
    .min(1, v.birthDateRequired)
    .refine((d) => isCalendarDate(d), v.birthDateRequired)
    .refine((d) => !isCalendarDate(d) || compareDates(d, istanbulToday(new Date())) <= 0, v.birthDateInFuture),
  address: required('address', v.addressRequired, 500, true),
  emergencyContact: required('emergencyContact', v.emergencyContactRequired),
  emergencyPhone: requiredTurkishPhone('emergencyPhone', v.emergencyPhoneRequired),
});
export type RegisterInput = z.infer<typeof registerBody>;
export type RegisterBody = z.input<typeof registerBody>;

export const invitationResponse = z.object({
  data: z.object({
    invitation: z.object({
      id: z.string(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      role: z.enum(ROLES),
      department: z.string().nullable(),
      position: z.string().nullable(),
      startDate: z.string().nullable(),
      createdAt: z.string(),
      expiresAt: z.string(),
      organization: z.object({ id: z.string(), name: z.string(), subdomain: z.string() }),
    }),
  }),
});
export type InvitationResponse = z.infer<typeof invitationResponse>;
export type Invitation = InvitationResponse['data']['invitation'];

/** A session of the invited person's organization, and the one-time code that hands it over to that host. */
export const registerResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  handoverCode: z.string(),
  user: currentUser,
  subdomain: z.string(),
});
export type RegisterResponse = z.infer<typeof registerResponse>;
