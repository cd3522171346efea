import { ROLES } from '@paydos/domain';
import { z } from 'zod';

export const oldestStaffMember = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  position: z.string().nullable(),
  department: z.string().nullable(),
  startDate: z.string().nullable(),
  isActive: z.boolean(),
});
export type OldestStaffMember = z.infer<typeof oldestStaffMember>;

export const onLeaveToday = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  leaveType: z.string(),
  endDate: z.string(),
});
export type OnLeaveToday = z.infer<typeof onLeaveToday>;

/** The dashboard's cards in one answer; the organization's figures only for ADMIN and MANAGER (null otherwise). */
export const dashboardSummary = z.object({
  today: z.string(),
  me: z.object({
    annualLeaveDays: z.number(),
    usedLeaveDays: z.number(),
    remainingLeaveDays: z.number(),
    pendingRequests: z.number(),
  }),
  organization: z
    .object({
      totalStaff: z.number(),
      activeStaff: z.number(),
      pendingRequests: z.number(),
      activeLeavesToday: z.number(),
      thisMonthRequests: z.number(),
      oldestStaff: z.array(oldestStaffMember),
      onLeaveToday: z.array(onLeaveToday),
    })
    .nullable(),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;
