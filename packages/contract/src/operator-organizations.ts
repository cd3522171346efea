import { z } from 'zod';
import { messages } from '@paydos/contract/messages';
import { pageQuery } from '@paydos/contract/page';
import { requestObject, text } from '@paydos/contract/fields';
import { ORGANIZATION_SORTS } from './list-organizations';
import { ACCESS_STATUSES } from './organization-row';

export const organizationListQuery = requestObject({
  q: text('q').max(200).optional(),
  sort: z.enum(ORGANIZATION_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  ...pageQuery,
});

export const organizationIdParams = requestObject({ id: text('organizationId').max(100) });

export const eraseOrganizationBody = requestObject({
  confirmSubdomain: text('confirmSubdomain', { required: messages.operatorOrganizations.confirmSubdomainRequired })
    .trim()
    .min(1, messages.operatorOrganizations.confirmSubdomainRequired)
    .max(100),
});

const subscription = z
  .object({
    status: z.enum(['TRIAL', 'ACTIVE', 'CANCELLED']),
    isTrialActive: z.boolean(),
    trialEndsAt: z.string(),
    billingType: z.enum(['monthly', 'yearly']).nullable(),
    currentPeriodEndsAt: z.string().nullable(),
  })
  .nullable();

const listed = {
  id: z.string(),
  name: z.string(),
  subdomain: z.string(),
  isActive: z.boolean(),
  /** Can its people work now, by the access rule (organization-row.ts accessStatus): ACTIVE, or why not. */
  accessStatus: z.enum(ACCESS_STATUSES),
  createdAt: z.string(),
  _count: z.object({ users: z.number(), invitations: z.number() }),
  subscription,
};

export const organizationListResponse = z.object({
  organizations: z.array(z.object(listed)),
  nextCursor: z.string().nullable(),
});

export const organizationDetailResponse = z.object({
  organization: z.object({
    ...listed,
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
  }),
});

export const organizationStatusResponse = z.object({
  message: z.string(),
  organization: z.object({ id: z.string(), isActive: z.boolean() }),
});
export const eraseOrganizationResponse = z.object({ message: z.string(), erased: z.record(z.string(), z.number()) });
