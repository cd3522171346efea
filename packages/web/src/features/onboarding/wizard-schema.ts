import {
  isCalendarDate,
  isValidSubdomain,
  istanbulToday,
  ROLES,
  TENURE_BANDS,
  TEXT_LIMITS,
  type TenureBand,
} from '@paydos/domain';
import { z } from 'zod';
import { dateRefusal } from '../../platform/date-refusal';
import { emailText, limitedText, phoneText } from '../../platform/form-fields';
import { t } from '../../platform/messages';

const a = t.onboarding.account;
const s = t.onboarding.staff;

/** Product §5 step 1 fields; availability is checked separately. */
export const accountSchema = z.object({
  firstName: limitedText(a.firstName, TEXT_LIMITS.name, a.firstNameRequired),
  lastName: limitedText(a.lastName, TEXT_LIMITS.name, a.lastNameRequired),
  email: emailText(a.emailRequired, a.emailInvalid),
  phone: phoneText(a.phone),
  password: z.string().min(1, a.passwordRequired).min(6, a.passwordTooShort),
  companyName: limitedText(a.companyName, 200, a.companyRequired),
  subdomain: z.string().min(1, a.subdomainRequired).refine(isValidSubdomain, a.subdomainInvalid),
});
export type AccountForm = z.infer<typeof accountSchema>;
export const emptyAccount: AccountForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  companyName: '',
  subdomain: '',
};

/** The add-staff form with the spec's messages; the list and the admin's own address come in as context. */
export function staffSchema(context: { taken: string[]; ownEmail: string }) {
  return z
    .object({
      email: emailText(s.emailRequired, s.emailInvalid),
      firstName: limitedText(s.firstName, TEXT_LIMITS.name, s.firstNameRequired),
      lastName: limitedText(s.lastName, TEXT_LIMITS.name, s.lastNameRequired),
      startDate: z
        .string()
        .min(1, s.startDateRequired)
        .refine((value) => isCalendarDate(value), dateRefusal('invalidDate'))
        .refine((value) => !isCalendarDate(value) || value <= istanbulToday(new Date()), s.startDateFuture),
      role: z.enum(ROLES),
      department: limitedText(s.department, TEXT_LIMITS.name),
      position: limitedText(s.position, TEXT_LIMITS.name),
    })
    .superRefine((member, ctx) => {
      const email = member.email.toLowerCase();
      if (email === context.ownEmail.trim().toLowerCase())
        ctx.addIssue({ code: 'custom', path: ['email'], message: s.self });
      else if (context.taken.includes(email)) ctx.addIssue({ code: 'custom', path: ['email'], message: s.duplicate });
    });
}
/** One person of the wizard's staff list, as the add-staff form holds it. */
export type StaffMember = z.infer<ReturnType<typeof staffSchema>>;

/** Product §5 onboarding policy limits: 0-1 years 0..30; the others 14..30. */
export const POLICY_LIMITS: Record<TenureBand, [number, number]> = {
  '0-1': [0, 30],
  '1-5': [14, 30],
  '5-15': [14, 30],
  '15+': [14, 30],
};
export const DEFAULT_POLICY: Record<TenureBand, string> = { '0-1': '0', '1-5': '14', '5-15': '20', '15+': '26' };

export function policyError(band: TenureBand, value: string): string | null {
  const [min, max] = POLICY_LIMITS[band];
  const n = Number(value);
  return value.trim() !== '' && Number.isInteger(n) && n >= min && n <= max
    ? null
    : t.onboarding.leave.outOfRange(min, max);
}

/** Product §5 step 3: at least one working day, and each tenure band within its limits. */
export const leaveSettingsSchema = z.object({
  workingDays: z.array(z.number().int().min(1).max(7)).min(1, t.onboarding.leave.workingDaysRequired),
  policy: z.object(
    Object.fromEntries(
      TENURE_BANDS.map((band) => [
        band,
        z.string().superRefine((value, ctx) => {
          const message = policyError(band, value);
          if (message) ctx.addIssue({ code: 'custom', message });
        }),
      ]),
    ) as Record<TenureBand, z.ZodString>,
  ),
});
export type LeaveSettingsForm = z.infer<typeof leaveSettingsSchema>;
export const defaultLeaveSettings: LeaveSettingsForm = { workingDays: [1, 2, 3, 4, 5], policy: DEFAULT_POLICY };
