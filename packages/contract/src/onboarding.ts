import {
  isValidSubdomain,
  istanbulToday,
  LeavePolicyError,
  normalizeSubdomain,
  parseLeavePolicy,
  ROLES,
  workingDaysFromWizard,
} from '@paydos/domain';
import { z } from 'zod';
import { currentUser, emailField, newPasswordField } from './auth';
import { calendarDate, emailAddress, optionalTurkishPhone, requestObject, text, type FieldName } from './fields';
import { messages } from './messages';
import { fileField } from './person-fields';
import { catalogueText } from './catalogue-text';

const m = messages.onboarding;
const v = messages.validation;

const requiredText = (field: FieldName, message: string, max = 200) =>
  text(field, { required: message }).trim().min(1, message).max(max);

/** Empty strings from forms mean "not given". */
const optionalText = (field: FieldName, max: number, multiline = false) =>
  text(field, { multiline })
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

/**
 * Why a subdomain (trimmed, lower-cased) cannot be used as it is: the web turns what is typed into a
 * subdomain with the domain's `normalizeSubdomain` ('Şirket Adı!' → 'sirketadi'); a client that sends
 * the raw text is told the form the rule would make of it, rather than having it changed silently.
 */
export function subdomainFormatMessage(value: string): string {
  const normalized = normalizeSubdomain(value);
  return normalized !== value && isValidSubdomain(normalized) ? m.subdomainSuggestion(normalized) : m.subdomainFormat;
}

export const subdomainField = text('subdomain', { required: v.subdomainRequired })
  .trim()
  .toLowerCase()
  .min(1, v.subdomainRequired)
  .superRefine((value, ctx) => {
    if (!isValidSubdomain(value)) ctx.addIssue({ code: 'custom', message: subdomainFormatMessage(value) });
  });

/** Product §5: Turkey only, at most 17 characters (e.g. '+90 532 123 45 67'); the domain's one phone rule. */
export const turkishPhone = optionalTurkishPhone('phone');

const website = text('website')
  .trim()
  .max(200)
  .refine((value) => value === '' || /^(https?:\/\/)?[\w-]+(\.[\w-]+)+(\/\S*)?$/i.test(value), m.websiteInvalid)
  .optional()
  .nullable()
  .transform((value) => (value ? value : null));

const staffMember = requestObject({
  email: emailAddress('email', { required: m.staffEmailRequired, invalid: m.staffEmailInvalid }),
  firstName: requiredText('firstName', m.firstNameRequired, 100),
  lastName: requiredText('lastName', m.lastNameRequired, 100),
  role: z.enum(ROLES).default('EMPLOYEE'),
  department: optionalText('department', 100),
  position: optionalText('position', 100),
  startDate: calendarDate('hireDate', m.staffStartDateRequired)
    // Istanbul's today (product §D1): a start date cannot be in the future (product §5).
    .refine((value) => value <= istanbulToday(new Date()), m.staffStartDateFuture),
});

/**
 * The onboarding wizard's payload (product §3), validated field by field with the spec's messages;
 * the server passes its stronger password field (`strongPasswordField`).
 */
export const onboardingPayloadWith = (password = newPasswordField('password')) =>
  requestObject({
    firstName: requiredText('firstName', m.firstNameRequired, 100),
    lastName: requiredText('lastName', m.lastNameRequired, 100),
    email: emailField,
    phone: turkishPhone,
    password,
    companyName: requiredText('companyName', m.companyNameRequired),
    subdomain: subdomainField,
    companyDescription: optionalText('description', 1000, true),
    companyAddress: optionalText('address', 500, true),
    companyWebsite: website,
    staffMembers: z.array(staffMember).max(200).default([]),
    /** Wizard convention: 1 = Monday … 7 = Sunday (product §3). */
    workingDays: z.array(z.number().int()).default([1, 2, 3, 4, 5]),
    leavePolicy: z.record(text('leavePolicy').max(100), z.unknown()).optional(),
    skipHistoricalData: z.boolean().optional(),
    startTrial: z.boolean().optional(),
  })
    .superRefine((payload, ctx) => {
      const seen = new Set<string>();
      payload.staffMembers.forEach((member, index) => {
        if (member.email === payload.email)
          ctx.addIssue({ code: 'custom', path: ['staffMembers', index, 'email'], message: m.staffSelf });
        else if (seen.has(member.email))
          ctx.addIssue({ code: 'custom', path: ['staffMembers', index, 'email'], message: m.staffDuplicate });
        seen.add(member.email);
      });
    })
    .transform((payload, ctx) => {
      try {
        // Product §5 limits for the wizard: 0-1 years 0..30, the others 14..30; legal minimums above them are
        // applied when entitlements are computed (product §D4).
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
export const onboardingPayload = onboardingPayloadWith();
export type OnboardingPayload = z.output<typeof onboardingPayload>;
export type OnboardingInput = z.input<typeof onboardingPayload>;

/** The wizard sent as multipart (step 4's files): the JSON payload above in `data`, the files as `files`. */
export const onboardingForm = z.object({
  data: z.string().meta({ description: 'The wizard payload (the application/json body) as a JSON string' }),
  files: z.array(fileField()).max(5).optional(),
});

/** GET /onboarding/status/{id}: the id of the organization the wizard created. */
export const onboardingStatusParams = requestObject({ id: z.uuid({ error: m.notFound }) });

/** Product §3 organization setup fields; §5: names and company name required, e-mail format, password ≥ 6 (the server adds its strength rule). */
export const setupOrganizationBody = requestObject({
  firstName: requiredText('firstName', m.firstNameRequired, 100),
  lastName: requiredText('lastName', m.lastNameRequired, 100),
  email: emailField,
  password: newPasswordField('password'),
  organizationName: requiredText('organizationName', m.companyNameRequired),
  organizationDescription: optionalText('description', 1000, true),
  organizationPhone: turkishPhone,
  organizationWebsite: website,
  organizationAddress: optionalText('address', 500, true),
});
export type SetupOrganizationBody = z.input<typeof setupOrganizationBody>;

export const checkEmailBody = requestObject({ email: emailField });
export const checkSubdomainBody = requestObject({
  subdomain: text('subdomain', { required: v.subdomainRequired }).trim().toLowerCase().max(100),
});
export const availabilityResponse = z.object({
  available: z.boolean(),
  reason: z.enum(['reserved', 'taken', 'invalid']).optional(),
  message: catalogueText(),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponse>;

/** A new organization's session: its first admin, and the one-time code that hands it over to the new host. */
const createdOrganization = z.object({
  token: z.string(),
  /** One-time, 60 s: the browser hands over to the new host with it (`/login#handover=…`), never with the token. */
  handoverCode: z.string(),
  user: currentUser,
  organization: z.object({ id: z.string(), subdomain: z.string(), name: z.string() }),
});
export const onboardingResponse = z.object({ success: z.literal(true), data: createdOrganization });
export type OnboardingResponse = z.infer<typeof onboardingResponse>;
export const setupOrganizationResponse = createdOrganization;
export type SetupOrganizationResponse = z.infer<typeof setupOrganizationResponse>;

/** GET /onboarding/status/{id}: whether the organization the wizard created is ready. */
export const onboardingStatusResponse = z.object({
  id: z.string(),
  subdomain: z.string(),
  status: z.enum(['READY', 'INACTIVE']),
  isTrialActive: z.boolean(),
  trialEndsAt: z.string().nullable(),
  /** Open invitations, and mails of the organization by template: what the wizard set in motion. */
  pendingInvitations: z.number(),
  mails: z.record(z.string(), z.number()),
});
export type OnboardingStatusResponse = z.infer<typeof onboardingStatusResponse>;
