import { z } from 'zod';
import { requestObject } from './fields';

export const serviceStats = z.object({
  stats: z.object({
    totalOrganizations: z.number(),
    totalUsers: z.number(),
    activeSubscriptions: z.number(),
    totalLeaveRequests: z.number(),
  }),
  averages: z.object({
    usersPerOrganization: z.number(),
    leaveRequestsPerUser: z.number(),
    /** Percent of organizations with an active (paid) subscription. */
    activeSubscriptionShare: z.number(),
  }),
});

export type ServiceStats = z.infer<typeof serviceStats>;

/** The stats take no parameters: an unknown one is a Turkish 400 as on every route. */
export const statsQuery = requestObject({});

export const timelineQuery = requestObject({ months: z.coerce.number().int().min(1).max(36).default(12) });

export const timelineMonth = z.object({
  month: z.string(),
  newOrganizations: z.number(),
  newUsers: z.number(),
  leaveRequests: z.number(),
  trialsStarted: z.number(),
  trialsConverted: z.number(),
});
export type TimelineMonth = z.infer<typeof timelineMonth>;

export const timelineResponse = z.object({ months: z.array(timelineMonth) });
export type TimelineResponse = z.infer<typeof timelineResponse>;
