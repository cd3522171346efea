import { z } from 'zod';
import { billingTypes } from './billing';
import { requestObject, text } from './fields';
import { messages } from './messages';
import { pageQuery } from './page';
import { catalogueText } from './catalogue-text';

/** The columns the operator's list sorts by (keyset pages, product §D7). */
export const organizationSorts = ['name', 'subdomain', 'users', 'invitations', 'createdAt', 'planEndsAt'] as const;
export type OrganizationSort = (typeof organizationSorts)[number];
export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

export const organizationListQuery = requestObject({
  q: text('q').max(200).optional(),
  sort: z.enum(organizationSorts).default('createdAt'),
  order: z.enum(sortOrders).default('desc'),
  ...pageQuery,
});
export type OrganizationListQuery = z.input<typeof organizationListQuery>;

export const organizationIdParams = requestObject({ id: text('organizationId').max(100) });

export const eraseOrganizationBody = requestObject({
  confirmSubdomain: text('confirmSubdomain', { required: messages.operatorOrganizations.confirmSubdomainRequired })
    .trim()
    .min(1, messages.operatorOrganizations.confirmSubdomainRequired)
    .max(100),
});
export type EraseOrganizationBody = z.input<typeof eraseOrganizationBody>;

/** Can its people work now, by the access rule (the server's `accessStatus`): ACTIVE, or why not. */
export const accessStatuses = [
  'ACTIVE',
  'SUSPENDED',
  'TRIAL_ENDED',
  'PLAN_ENDED',
  'PAYMENT_FAILED',
  'NO_PLAN',
] as const;
export type AccessStatus = (typeof accessStatuses)[number];

export const organizationSubscription = z.object({
  status: z.enum(['TRIAL', 'ACTIVE', 'CANCELLED']),
  isTrialActive: z.boolean(),
  trialEndsAt: z.string(),
  billingType: z.enum(billingTypes).nullable(),
  currentPeriodEndsAt: z.string().nullable(),
});
export type OrganizationSubscription = z.infer<typeof organizationSubscription>;

export const organizationRow = z.object({
  id: z.string(),
  name: z.string(),
  subdomain: z.string(),
  isActive: z.boolean(),
  accessStatus: z.enum(accessStatuses),
  createdAt: z.string(),
  _count: z.object({ users: z.number(), invitations: z.number() }),
  subscription: organizationSubscription.nullable(),
});
export type OrganizationRow = z.infer<typeof organizationRow>;

export const organizationListResponse = z.object({
  organizations: z.array(organizationRow),
  nextCursor: z.string().nullable(),
});
export type OrganizationListResponse = z.infer<typeof organizationListResponse>;

export const organizationDetail = organizationRow.extend({
  description: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  logoUrl: z.string().nullable(),
  figures: z.object({
    activeUsers: z.number(),
    leaveRequests: z.object({
      PENDING: z.number(),
      APPROVED: z.number(),
      REJECTED: z.number(),
      CANCELLED: z.number(),
      total: z.number(),
    }),
  }),
});
export type OrganizationDetail = z.infer<typeof organizationDetail>;

export const organizationDetailResponse = z.object({ organization: organizationDetail });
export type OrganizationDetailResponse = z.infer<typeof organizationDetailResponse>;

export const organizationStatusResponse = z.object({
  message: catalogueText(),
  organization: z.object({ id: z.string(), isActive: z.boolean() }),
});
export type OrganizationStatusResponse = z.infer<typeof organizationStatusResponse>;
export const eraseOrganizationResponse = z.object({
  message: catalogueText(),
  erased: z.record(z.string(), z.number()),
});
export type EraseOrganizationResponse = z.infer<typeof eraseOrganizationResponse>;
