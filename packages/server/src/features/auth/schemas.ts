import { z } from 'zod';
import { messages } from '@paydos/contract/messages';
import { emailAddress, requestObject, text } from '@paydos/contract/fields';

const v = messages.validation;

export const emailField = emailAddress('email', { required: v.emailRequired, invalid: v.emailInvalid });

export const passwordField = text('password', { required: v.passwordRequired }).min(1, v.passwordRequired).max(200);

export const loginBody = requestObject({ email: emailField, password: passwordField });

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

export const userSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.enum(['ADMIN', 'MANAGER', 'EMPLOYEE']),
    isActive: z.boolean(),
    annualLeaveDays: z.number(),
    usedLeaveDays: z.number(),
    /** The person asked for no birthday mail (product §D7). */
    birthdayMailsOptOut: z.boolean().optional(),
    organization: z.object({
      id: z.string(),
      name: z.string(),
      subdomain: z.string(),
      logoUrl: z.string().nullable(),
      leavePolicyJson: z.string(),
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

export const loginResponse = z.object({ success: z.literal(true), token: z.string(), user: userSchema });
export const messageResponse = z.object({ message: z.string() });
