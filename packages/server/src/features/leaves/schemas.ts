import { isCalendarDate, isLeaveTypeCode, toIstanbulDate } from '@paydos/domain';
import { z } from 'zod';
import { messages } from '../../platform/messages';

const m = messages.leaves;

/**
 * A leave date: 'YYYY-MM-DD', or (spec §7 says "ISO") a full ISO instant, read as the
 * Istanbul calendar date it falls on (decisions §1: no time zone shifts a leave day).
 */
const leaveDate = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .transform((value, ctx) => {
      const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : /T/.test(value) ? toIstanbulDate(new Date(value)) : value;
      if (!isCalendarDate(date)) {
        ctx.addIssue({ code: 'custom', message: m.dateInvalid });
        return z.NEVER;
      }
      return date;
    });

const optionalText = z.string().trim().max(1000).optional().nullable();

export const createLeaveBody = z.object({
  leaveType: z
    .string({ error: m.leaveTypeRequired })
    .trim()
    .min(1, { error: m.leaveTypeRequired })
    .refine(isLeaveTypeCode, { error: m.leaveTypeInvalid }),
  startDate: leaveDate(m.startDateRequired),
  endDate: leaveDate(m.endDateRequired),
  reason: z.string({ error: m.reasonRequired }).trim().min(1, { error: m.reasonRequired }).max(1000),
});
export type CreateLeaveBody = z.infer<typeof createLeaveBody>;

/** An admin recording a leave on the employee page: the reason is optional there. */
export const recordLeaveBody = createLeaveBody.extend({ reason: optionalText });
export type RecordLeaveBody = z.infer<typeof recordLeaveBody>;

export const updateLeaveBody = z.object({
  startDate: leaveDate(m.startDateRequired),
  endDate: leaveDate(m.endDateRequired),
  reason: optionalText,
});
export type UpdateLeaveBody = z.infer<typeof updateLeaveBody>;

/** Reject and cancel: an optional reason; an empty body is fine. */
export const decisionBody = z.object({ reason: optionalText }).optional().nullable();

export const leaveIdParams = z.object({ id: z.uuid({ error: m.notFound }) });

export const statusQuery = z.object({
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED']).optional(),
});

export const leaveRequestSchema = z.object({
  id: z.string(),
  userId: z.string(),
  leaveType: z.string(),
  leaveTypeName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  days: z.number(),
  reason: z.string().nullable(),
  status: z.string(),
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number(),
  user: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    position: z.string().nullable(),
    department: z.string().nullable(),
  }),
});
export type LeaveRequestView = z.infer<typeof leaveRequestSchema>;

export const warningSchema = z.object({ code: z.string(), message: z.string() });
export const excludedSchema = z.object({ date: z.string(), reason: z.string(), counted: z.number(), label: z.string() });

export const leaveChangeResponse = z.object({
  leaveRequest: leaveRequestSchema,
  warnings: z.array(warningSchema),
  excluded: z.array(excludedSchema),
  message: z.string(),
});
