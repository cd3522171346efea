import { z } from 'zod';
import { optionalTurkishPhone, requestObject, text } from './fields';
import { messages } from './messages';
import { fileField, optionalText } from './person-fields';
import { catalogueText } from './catalogue-text';

const o = messages.organization;

/** Product §7 PUT /admin/organizations/my; `leavePolicyJson` is a JSON string (or an object) read by the domain's parseLeavePolicy. */
export const updateOrganizationBody = requestObject({
  name: text('organizationName', { required: o.nameRequired }).trim().min(1, o.nameRequired).max(200),
  description: optionalText('description', 1000, { multiline: true }),
  address: optionalText('address', 500, { multiline: true }),
  phone: optionalTurkishPhone('phone'),
  website: optionalText('website', 200),
  leavePolicyJson: z
    .union([text('leavePolicy', { multiline: true }).max(10_000), z.record(z.string(), z.unknown())])
    .nullish(),
  /** Birthday mails for the whole organization (product §D7); left out keeps the current setting. */
  birthdayMailsEnabled: z.boolean().optional(),
});
export type UpdateOrganizationBody = z.infer<typeof updateOrganizationBody>;
/** What the company forms send. */
export type UpdateOrganizationInput = z.input<typeof updateOrganizationBody>;

export const organizationResponse = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  logoUrl: z.string().nullable(),
  subdomain: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  leavePolicyJson: z.string(),
  birthdayMailsEnabled: z.boolean(),
  _count: z.object({ users: z.number(), invitations: z.number() }),
  subscription: z.object({
    status: z.string().nullable(),
    isTrialActive: z.boolean(),
    trialEndsAt: z.string().nullable(),
  }),
});
export type Organization = z.infer<typeof organizationResponse>;
export const myOrganizationResponse = z.object({ organization: organizationResponse });
export type MyOrganizationResponse = z.infer<typeof myOrganizationResponse>;
/** After a save: how many people's leave entitlements a policy change recalculated. */
export const updateOrganizationResponse = z.object({
  organization: organizationResponse,
  recalculatedEmployees: z.number(),
  message: catalogueText(),
});
export type UpdateOrganizationResponse = z.infer<typeof updateOrganizationResponse>;

/** POST /admin/organizations/upload-logo: one file part `logo` (JPEG, PNG or GIF by content, ≤ 5 MB). */
export const logoUploadForm = z.object({ logo: fileField() });
export const logoUploadResponse = z.object({ logoUrl: z.string() });
export type LogoUploadResponse = z.infer<typeof logoUploadResponse>;

/** GET /subdomain/logo?v=: the file id the logo's URL carries (a matching one is cached for good). */
export const logoQuery = requestObject({ v: text('version').max(100).optional() });
