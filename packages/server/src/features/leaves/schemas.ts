import { isLeaveTypeCode, LEAVE_REASON_MAX_LENGTH, TEXT_LIMITS } from '@paydos/domain';
import { z } from 'zod';
import { messages } from '@paydos/contract/messages';
import { pageQuery } from '@paydos/contract/page';
import { calendarDate, calendarDateOrInstant, requestObject, text } from '@paydos/contract/fields';

const m = messages.leaves;

/** A leave date: 'YYYY-MM-DD', or an ISO instant read as its Istanbul date (product §D1). */
const leaveDate = (field: 'startDate' | 'endDate', required: string) =>
  calendarDateOrInstant(field, required, m.dateInvalid);

/** Too long is a 400 naming the field: "Açıklama en fazla 1000 karakter olabilir" (the contract's `text`). */
const optionalText = text('reason', { multiline: true }).trim().max(LEAVE_REASON_MAX_LENGTH).optional().nullable();

export const createLeaveBody = requestObject({
  leaveType: text('leaveType', { required: m.leaveTypeRequired })
    .trim()
    .min(1, { error: m.leaveTypeRequired })
    .refine(isLeaveTypeCode, { error: m.leaveTypeInvalid }),
  startDate: leaveDate('startDate', m.startDateRequired),
  endDate: leaveDate('endDate', m.endDateRequired),
  reason: text('reason', { required: m.reasonRequired, multiline: true })
    .trim()
    .min(1, { error: m.reasonRequired })
    .max(LEAVE_REASON_MAX_LENGTH),
});
export type CreateLeaveBody = z.infer<typeof createLeaveBody>;

/**
 * Recording a leave on the employee page: the reason is optional there. `overrideReason` (not in
 * product §7; optional): an ADMIN's reason to let an excuse leave run past its legal length (audited).
 */
export const recordLeaveBody = createLeaveBody.extend({
  reason: optionalText,
  overrideReason: text('overrideReason', { multiline: true })
    .trim()
    .max(TEXT_LIMITS.overrideReason, { error: m.overrideReasonTooLong })
    .optional()
    .nullable(),
});
export type RecordLeaveBody = z.infer<typeof recordLeaveBody>;

export const updateLeaveBody = requestObject({
  startDate: leaveDate('startDate', m.startDateRequired),
  endDate: leaveDate('endDate', m.endDateRequired),
  reason: optionalText,
});
export type UpdateLeaveBody = z.infer<typeof updateLeaveBody>;

/** Reject and cancel: an optional reason; an empty body is fine. */
export const decisionBody = requestObject({ reason: optionalText }).optional().nullable();

export const leaveIdParams = requestObject({ id: z.uuid({ error: m.notFound }) });

/** GET /leaves: keyset pages and the approvals page's filters (product §D7), all applied on the server. */
export const leaveListQuery = requestObject({
  ...pageQuery,
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'], { error: m.statusInvalid }).optional(),
  leaveType: text('leaveType').trim().refine(isLeaveTypeCode, { error: m.leaveTypeInvalid }).optional(),
  from: calendarDate('startDate').optional(),
  to: calendarDate('endDate').optional(),
  q: text('q').trim().max(100).optional(),
  department: text('department').trim().max(100).optional(),
}).refine((query) => !query.from || !query.to || query.from <= query.to, { error: m.rangeInvalid, path: ['from'] });
export type LeaveListQuery = z.infer<typeof leaveListQuery>;

/** One person's lists (my requests, an employee's history): keyset pages only. */
export const leavePageQuery = requestObject(pageQuery);

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
export const excludedSchema = z.object({
  date: z.string(),
  reason: z.string(),
  counted: z.number(),
  label: z.string(),
});

export const leaveChangeResponse = z.object({
  leaveRequest: leaveRequestSchema,
  warnings: z.array(warningSchema),
  excluded: z.array(excludedSchema),
  message: z.string(),
});
