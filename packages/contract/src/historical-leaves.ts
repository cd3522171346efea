import { isLeaveTypeCode, takenInDays, TEXT_LIMITS } from '@paydos/domain';
import { hourlyLeaveTexts } from './messages/hourly-leave';
import { z } from 'zod';
import { calendarDate, requestObject, text } from './fields';
import { specLeaveRequest } from './leaves';
import { messages } from './messages';
import { pageOf, pageQuery } from './page';
import { catalogueText } from './catalogue-text';

const m = messages.historical;
const l = messages.leaves;

/** One past leave of a batch (product §3 "Past leave entry"); the reason is optional (product §5). */
export const pastLeaveBody = requestObject({
  startDate: calendarDate('startDate', m.datesRequired),
  endDate: calendarDate('endDate', m.datesRequired),
  leaveType: text('leaveType', { required: l.leaveTypeRequired })
    .trim()
    .min(1, { error: l.leaveTypeRequired })
    .refine(isLeaveTypeCode, { error: l.leaveTypeInvalid, abort: true })
    // A past leave is whole days; nursing leave is hours only (docs/decisions/015).
    .refine(takenInDays, { error: hourlyLeaveTexts.hoursOnlyType }),
  reason: text('reason', { multiline: true }).trim().max(TEXT_LIMITS.leaveReason).optional().nullable(),
});

/** POST /historical-leaves/batch (product §7): `{ userId, leaves[] }`. */
export const batchBody = requestObject({
  userId: z.uuid({ error: m.employeeRequired }),
  leaves: z
    .array(pastLeaveBody, { error: m.leavesRequired })
    .min(1, { error: m.leavesRequired })
    .max(50, { error: m.tooManyLeaves }),
});
export type BatchBody = z.infer<typeof batchBody>;
export type BatchInput = z.input<typeof batchBody>;
export type PastLeaveInput = z.input<typeof pastLeaveBody>;

export const approvalParams = requestObject({
  token: text('token', { required: m.invalidLink })
    .trim()
    .min(1, { error: m.invalidLink })
    .max(200, { error: m.invalidLink }),
});

/** POST /historical-leaves/approval/{token} (product §7): `{ approved, rejectedReason }`. */
export const approvalBody = requestObject({
  approved: z.boolean({ error: m.approvedRequired }),
  rejectedReason: text('rejectedReason', { multiline: true }).trim().max(TEXT_LIMITS.leaveReason).optional().nullable(),
});
export type ApprovalBody = z.infer<typeof approvalBody>;
export type ApprovalInput = z.input<typeof approvalBody>;

/** A past leave of a batch: a leave request's own fields, without its person, status or decision. */
export const historicalLeave = specLeaveRequest.pick({
  id: true,
  leaveType: true,
  leaveTypeName: true,
  startDate: true,
  endDate: true,
  days: true,
  reason: true,
});
export type HistoricalLeave = z.infer<typeof historicalLeave>;

const person = z.object({ firstName: z.string(), lastName: z.string(), email: z.string() });
const createdBy = z.object({ name: z.string(), email: z.string(), role: z.string() }).nullable();

export const batchResponse = z.object({
  message: catalogueText(),
  batchId: z.string(),
  totalCount: z.number(),
  tokenExpiresAt: z.string(),
  historicalLeaveRequests: z.array(historicalLeave),
});
export type BatchResponse = z.infer<typeof batchResponse>;

/** Product §3 "Historical approval response". */
export const approvalResponse = z.object({
  isBatch: z.literal(true),
  historicalLeaveRequests: z.array(historicalLeave),
  totalCount: z.number(),
  totalDays: z.number(),
  employee: person,
  createdBy,
  organization: z.object({ name: z.string(), subdomain: z.string() }),
  historicalLeaveRequest: z.object({
    status: z.string(),
    tokenExpiresAt: z.string(),
    days: z.number(),
    leaveType: z.string(),
    reason: z.string().nullable(),
    startDate: z.string(),
    endDate: z.string(),
    rejectedReason: z.string().nullable(),
    decidedAt: z.string().nullable(),
    user: person,
    createdBy,
  }),
});
export type ApprovalResponse = z.infer<typeof approvalResponse>;

export const decisionResponse = z.object({
  message: catalogueText(),
  status: z.enum(['APPROVED', 'REJECTED']),
  organization: z.object({ subdomain: z.string() }),
});
export type DecisionResponse = z.infer<typeof decisionResponse>;

/** GET /historical-leaves/batches: product §D7 keyset paging, `limit` (default 50, at most 500) and the previous page's `nextCursor`. */
export const batchListQuery = requestObject({ ...pageQuery });
export type BatchListQuery = z.infer<typeof batchListQuery>;

export const batchStatus = z.enum(['PENDING', 'APPROVED', 'REJECTED', 'EXPIRED']);
export type BatchStatus = z.infer<typeof batchStatus>;

/** One sent batch as the admin's list shows it; EXPIRED is a PENDING batch whose link has run out. Never the token. */
export const batchSummary = z.object({
  id: z.string(),
  employee: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
  recordedBy: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  createdAt: z.string(),
  status: batchStatus,
  tokenExpiresAt: z.string(),
  processedAt: z.string().nullable(),
  rejectedReason: z.string().nullable(),
  leaveCount: z.number(),
  totalDays: z.number(),
  leaves: z.array(
    z.object({
      startDate: z.string(),
      endDate: z.string(),
      leaveType: z.string(),
      leaveTypeName: catalogueText(),
      days: z.number(),
    }),
  ),
});
export type BatchSummary = z.infer<typeof batchSummary>;
/** The `batches` key, and the next page's cursor (null on the last page). */
export const batchListResponse = pageOf('batches', batchSummary);
export type BatchListResponse = z.infer<typeof batchListResponse>;
