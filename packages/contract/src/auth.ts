import { LANGUAGES, ROLES } from '@paydos/domain';
import { z } from 'zod';
import { emailAddress, requestObject, text } from './fields';
import { messages } from './messages';
import { SSO_PROVIDERS } from './sso';
import { catalogueText } from './catalogue-text';

const v = messages.validation;

export const emailField = emailAddress('email', { required: v.emailRequired, invalid: v.emailInvalid });

export const passwordField = text('password', { required: v.passwordRequired }).min(1, v.passwordRequired).max(200);

/** The spec's minimum (product §5, §9). */
export const PASSWORD_MIN_LENGTH = 6;

/**
 * The request field of every new password: required, at least 6 characters (product §5), at most 200,
 * each with its Turkish message on the field. The server adds its strength rule on top
 * (`strongPasswordField`: a word list too large for the browser).
 */
export function newPasswordField(field: 'password' | 'newPassword') {
  return text(field, { required: v.passwordRequired })
    .min(1, { error: v.passwordRequired, abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: v.passwordTooShort, abort: true })
    .max(200, { error: messages.input.tooLong(messages.fields[field], 200), abort: true });
}

export const loginBody = requestObject({ email: emailField, password: passwordField });
export type LoginBody = z.input<typeof loginBody>;

export const subdomainQuery = requestObject({
  subdomain: text('subdomain')
    .trim()
    .toLowerCase()
    .min(2, v.subdomainInvalid)
    .max(63, v.subdomainInvalid)
    .regex(/^[a-z0-9-]+$/, v.subdomainInvalid)
    .optional(),
});

export const operatorLoginBody = requestObject({
  username: text('username', { required: v.usernameRequired }).trim().min(1, v.usernameRequired).max(100),
  password: passwordField,
});
export type OperatorLoginBody = z.input<typeof operatorLoginBody>;

/** POST /auth/handover {code}: the one-time code of a new account (issue 20). */
export const handoverBody = requestObject({
  code: text('token', { required: messages.handover.invalid })
    .trim()
    .min(1, messages.handover.invalid)
    .max(200, messages.handover.invalid),
});

/** The logged-in user as login, `GET /auth/me` and every sign-up answer it (product §3). */
export const currentUser = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.enum(ROLES),
    isActive: z.boolean(),
    annualLeaveDays: z.number(),
    usedLeaveDays: z.number(),
    position: z.string().nullable().optional(),
    department: z.string().nullable().optional(),
    /** First day of work: the leave form's qualifying-period and split-rule hints need it. */
    startDate: z.string().nullable().optional(),
    /** The personal details the profile page edits. */
    phone: z.string().nullable().optional(),
    birthDate: z.string().nullable().optional(),
    nationalId: z.string().nullable().optional(),
    address: z.string().nullable().optional(),
    emergencyContact: z.string().nullable().optional(),
    emergencyPhone: z.string().nullable().optional(),
    /** The person asked for no birthday mail (product §D7). */
    birthdayMailsOptOut: z.boolean().optional(),
    /** The interface language the person chose (issue 26); null: not chosen, the browser's language applies. */
    language: z.enum(LANGUAGES).nullable().optional(),
    organization: z.object({
      id: z.string(),
      name: z.string(),
      subdomain: z.string(),
      logoUrl: z.string().nullable(),
      leavePolicyJson: z.string(),
      /** The working day in minutes and whether excuse and unpaid leave may be hours (docs/decisions/015); the leave form reads it. */
      workingTime: z.object({ dailyMinutes: z.number(), hourlyLeave: z.boolean() }).optional(),
      subscription: z.object({
        status: z.string().nullable(),
        isTrialActive: z.boolean(),
        trialEndsAt: z.string().nullable(),
        /** Set while a failed renewal's grace runs (the dashboard's banner). */
        graceEndsAt: z.string().nullable().optional(),
        /** The trial ended or the plan lapsed: only billing, `me` and logout answer (issue 13). */
        paymentRequired: z.boolean(),
      }),
    }),
  })
  .loose();
export type CurrentUser = z.infer<typeof currentUser>;

export const loginResponse = z.object({ success: z.literal(true), token: z.string(), user: currentUser });
export type LoginResponse = z.infer<typeof loginResponse>;
export const meResponse = z.object({ user: currentUser });
export type MeResponse = z.infer<typeof meResponse>;
export const messageResponse = z.object({ message: catalogueText() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** GET /subdomain/organization-info: the public name and logo of an organization. */
export const organizationInfoResponse = z.object({
  name: z.string(),
  subdomain: z.string(),
  logoUrl: z.string().nullable(),
  /** Single sign-on (issue 26 item 4): the provider the login page's button names, or null when none is set. */
  sso: z.object({ provider: z.enum(SSO_PROVIDERS) }).nullable(),
  /** False when the organization turned password login off (its ADMINs keep it: docs/SECURITY.md). */
  passwordLogin: z.boolean(),
});
export type OrganizationInfoResponse = z.infer<typeof organizationInfoResponse>;

export const operator = z.object({ id: z.string(), username: z.string(), name: z.string() });
export type Operator = z.infer<typeof operator>;
export const operatorLoginResponse = z.object({ token: z.string(), superAdmin: operator });
export type OperatorLoginResponse = z.infer<typeof operatorLoginResponse>;
export const operatorMeResponse = z.object({ superAdmin: operator });
export type OperatorMeResponse = z.infer<typeof operatorMeResponse>;
