import { isValidSubdomain, istanbulToday, LeavePolicyError, parseLeavePolicy, tryParseDate, workingDaysFromWizard } from '@paydos/domain';
import { z } from 'zod';
import { messages } from '../../platform/messages';
import { emailField } from '../auth/schemas';

const m = messages.onboarding;
const v = messages.validation;

const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, m.tooLong);

/** Empty strings from forms mean "not given". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, m.tooLong)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

export const passwordWithMinimum = z
  .string({ error: v.passwordRequired })
  .min(1, v.passwordRequired)
  .min(6, v.passwordTooShort)
  .max(200, m.tooLong);

export const subdomainField = z
  .string({ error: v.subdomainRequired })
  .trim()
  .toLowerCase()
  .min(1, v.subdomainRequired)
  .refine(isValidSubdomain, m.subdomainFormat);

/** Spec §5: Turkey only, at most 17 characters (e.g. '+90 532 123 45 67'). */
export const turkishPhone = z
  .string()
  .trim()
  .max(17, m.phoneInvalid)
  // Ten digits after an optional +90 or 0; area codes start with 2-5 or 8 (mobile 5xx, 850 …).
  .refine((value) => value === '' || /^(\+90|0)?[2-58]\d{9}$/.test(value.replace(/[\s()-]/g, '')), m.phoneInvalid)
  .optional()
  .nullable()
  .transform((value) => (value ? value : null));

const website = z
  .string()
  .trim()
  .max(200, m.tooLong)
  .refine((value) => value === '' || /^(https?:\/\/)?[\w-]+(\.[\w-]+)+(\/\S*)?$/i.test(value), m.websiteInvalid)
  .optional()
  .nullable()
  .transform((value) => (value ? value : null));

const staffMember = z.object({
  email: z
    .string({ error: m.staffEmailRequired })
    .trim()
    .min(1, m.staffEmailRequired)
    .max(254, m.staffEmailInvalid)
    .pipe(z.email({ error: m.staffEmailInvalid }))
    .transform((e) => e.toLowerCase()),
  firstName: requiredText(m.firstNameRequired, 100),
  lastName: requiredText(m.lastNameRequired, 100),
  role: z.enum(['ADMIN', 'MANAGER', 'EMPLOYEE']).default('EMPLOYEE'),
  department: optionalText(100),
  position: optionalText(100),
  startDate: z
    .string({ error: m.staffStartDateRequired })
    .min(1, m.staffStartDateRequired)
    .refine((value) => tryParseDate(value) !== null, m.staffStartDateRequired)
    // Istanbul's today (decisions §1): a start date cannot be in the future (spec §5).
    .refine((value) => value <= istanbulToday(new Date()), m.staffStartDateFuture),
});

/** The onboarding wizard's payload (spec §3), validated field by field with the spec's messages. */
export const onboardingPayload = z
  .object({
    firstName: requiredText(m.firstNameRequired, 100),
    lastName: requiredText(m.lastNameRequired, 100),
    email: emailField,
    phone: turkishPhone,
    password: passwordWithMinimum,
    companyName: requiredText(m.companyNameRequired),
    subdomain: subdomainField,
    companyDescription: optionalText(1000),
    companyAddress: optionalText(500),
    companyWebsite: website,
    staffMembers: z.array(staffMember).max(200).default([]),
    /** Wizard convention: 1 = Monday … 7 = Sunday (spec §3). */
    workingDays: z.array(z.number().int()).default([1, 2, 3, 4, 5]),
    leavePolicy: z.record(z.string(), z.unknown()).optional(),
    skipHistoricalData: z.boolean().optional(),
    startTrial: z.boolean().optional(),
  })
  .superRefine((payload, ctx) => {
    const seen = new Set<string>();
    payload.staffMembers.forEach((member, index) => {
      if (member.email === payload.email) ctx.addIssue({ code: 'custom', path: ['staffMembers', index, 'email'], message: m.staffSelf });
      else if (seen.has(member.email)) ctx.addIssue({ code: 'custom', path: ['staffMembers', index, 'email'], message: m.staffDuplicate });
      seen.add(member.email);
    });
  })
  .transform((payload, ctx) => {
    try {
      // Spec §5 limits for the wizard: 0-1 years 0..30, the others 14..30; legal minimums above them are
      // applied when entitlements are computed (decisions §4).
      const policy = parseLeavePolicy(
        { ranges: payload.leavePolicy ?? null, workingDays: workingDaysFromWizard(payload.workingDays) },
        { limits: 'onboarding' },
      );
      return { ...payload, policy };
    } catch (error) {
      if (!(error instanceof LeavePolicyError)) throw error;
      const path = error.field === 'workingDays' ? ['workingDays'] : ['leavePolicy'];
      ctx.addIssue({ code: 'custom', path, message: error.message });
      return z.NEVER;
    }
  });
export type OnboardingPayload = z.output<typeof onboardingPayload>;

/** Spec §3 organization setup fields; §5: names and company name required, e-mail format, password ≥ 6. */
export const setupOrganizationBody = z.object({
  firstName: requiredText(m.firstNameRequired, 100),
  lastName: requiredText(m.lastNameRequired, 100),
  email: emailField,
  password: passwordWithMinimum,
  organizationName: requiredText(m.companyNameRequired),
  organizationDescription: optionalText(1000),
  organizationPhone: turkishPhone,
  organizationWebsite: website,
  organizationAddress: optionalText(500),
});

export const checkEmailBody = z.object({ email: emailField });
export const checkSubdomainBody = z.object({ subdomain: z.string({ error: v.subdomainRequired }).trim().toLowerCase().max(100) });
export const availabilityResponse = z.object({
  available: z.boolean(),
  reason: z.enum(['reserved', 'taken', 'invalid']).optional(),
  message: z.string(),
});
