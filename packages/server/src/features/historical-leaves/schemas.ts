import { isLeaveTypeCode, TEXT_LIMITS } from '@paydos/domain';
import { z } from 'zod';
import { pageQuery } from '@paydos/contract/page';
import { messages } from '@paydos/contract/messages';
import { calendarDate, requestObject, text } from '@paydos/contract/fields';

const m = messages.historical;
const l = messages.leaves;

/** One past leave of a batch (product §3 "Past leave entry"); the reason is optional (product §5). */
export const pastLeaveBody = requestObject({
  startDate: calendarDate('startDate', m.datesRequired),
  endDate: calendarDate('endDate', m.datesRequired),
  leaveType: text('leaveType', { required: l.leaveTypeRequired })
    .trim()
    .min(1, { error: l.leaveTypeRequired })
    .refine(isLeaveTypeCode, { error: l.leaveTypeInvalid }),
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

export const historicalLeaveSchema = z.object({
  id: z.string(),
  leaveType: z.string(),
  leaveTypeName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  days: z.number(),
  reason: z.string().nullable(),
});

const personSchema = z.object({ firstName: z.string(), lastName: z.string(), email: z.string() });
const createdBySchema = z.object({ name: z.string(), email: z.string(), role: z.string() }).nullable();

export const batchResponse = z.object({
  message: z.string(),
  batchId: z.string(),
  totalCount: z.number(),
  tokenExpiresAt: z.string(),
  historicalLeaveRequests: z.array(historicalLeaveSchema),
});

/** Product §3 "Historical approval response". */
export const approvalResponse = z.object({
  isBatch: z.literal(true),
  historicalLeaveRequests: z.array(historicalLeaveSchema),
  totalCount: z.number(),
  totalDays: z.number(),
  employee: personSchema,
  createdBy: createdBySchema,
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
    user: personSchema,
    createdBy: createdBySchema,
  }),
});
export type ApprovalView = z.infer<typeof approvalResponse>;

export const decisionResponse = z.object({
  message: z.string(),
  status: z.enum(['APPROVED', 'REJECTED']),
  organization: z.object({ subdomain: z.string() }),
});

/** GET /historical-leaves/batches: product §D7 keyset paging, `limit` (default 50, at most 500) and the previous page's `nextCursor`. */
export const batchListQuery = requestObject({ ...pageQuery });
export type BatchListQuery = z.infer<typeof batchListQuery>;

/** One sent batch as the admin's list shows it; EXPIRED is a PENDING batch whose link has run out. Never the token. */
export const batchSummarySchema = z.object({
  id: z.string(),
  employee: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
  recordedBy: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  createdAt: z.string(),
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED', 'EXPIRED']),
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
      leaveTypeName: z.string(),
      days: z.number(),
    }),
  ),
});
export type BatchSummary = z.infer<typeof batchSummarySchema>;
/** The `batches` key, and the next page's cursor (null on the last page). */
export const batchListResponse = z.object({ batches: z.array(batchSummarySchema), nextCursor: z.string().nullable() });
