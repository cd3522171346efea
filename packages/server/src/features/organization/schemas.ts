import { z } from 'zod';
import { messages } from '../../platform/messages';
import { optionalText } from '../users/person-fields';

const o = messages.organization;

/** Spec §7 PUT /admin/organizations/my; `leavePolicyJson` is a JSON string (or an object) read by the domain's parseLeavePolicy. */
export const updateOrganizationBody = z.object({
  name: z.string({ error: o.nameRequired }).trim().min(1, o.nameRequired).max(200, messages.people.textTooLong(200)),
  description: optionalText(1000),
  address: optionalText(500),
  phone: optionalText(30),
  website: optionalText(200),
  leavePolicyJson: z.union([z.string().max(10_000), z.record(z.string(), z.unknown())]).nullish(),
});
export type UpdateOrganizationBody = z.infer<typeof updateOrganizationBody>;

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
  _count: z.object({ users: z.number(), invitations: z.number() }),
  subscription: z.object({ status: z.string().nullable(), isTrialActive: z.boolean(), trialEndsAt: z.string().nullable() }),
});
