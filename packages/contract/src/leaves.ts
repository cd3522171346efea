import {
  isLeaveTypeCode,
  latestLegalFigure,
  LEAVE_REASON_MAX_LENGTH,
  LEAVE_STATUSES,
  TEXT_LIMITS,
  travelLeaveMessages,
} from '@paydos/domain';
import { z } from 'zod';
import { calendarDate, calendarDateOrInstant, requestObject, text } from './fields';
import { messages } from './messages';
import { splitAgreedInvalid } from './messages/split-leave';
import { pageOf, pageQuery } from './page';
import { approvalFields } from './approvals';
import { leaveDocumentFields } from './leave-documents';
import { hourlyLeaveFields, leaveHours } from './hourly-leave';
import { catalogueText } from './catalogue-text';

const m = messages.leaves;

/** A leave date: 'YYYY-MM-DD', or an ISO instant read as its Istanbul date (product §D1). */
const leaveDate = (field: 'startDate' | 'endDate', required: string) =>
  calendarDateOrInstant(field, required, m.dateInvalid);

/** The substitute colleague's id (issue 23): an id from the body, unverified until the server checks it against the tenant. */
const substituteId = () => z.uuid({ error: messages.substitute.invalid }).nullish();

/** The agreement to split annual leave (issue 24 item 2): a yes or no; left out is no. */
const splitAgreed = () => z.boolean({ error: splitAgreedInvalid }).optional();

/**
 * Travel leave (yol izni, 4857 md. 56/4; issue 24 item 3): whole unpaid days after an annual leave. The
 * schema takes a whole number of 0 or more; the legal most, the leave type and the destination are the
 * domain's `travelLeaveProblems` on the server (a 400 naming the field). Left out: none (create) or unchanged (edit).
 */
const travelDays = () => {
  const error = travelLeaveMessages.daysRange(latestLegalFigure('annual.travelMaxDays').value);
  return z.number({ error }).int({ error }).min(0, { error }).optional();
};
/** Where the annual leave is spent (needed with travel days). */
const travelDestination = () =>
  text('travelDestination')
    .trim()
    .max(TEXT_LIMITS.travelDestination, { error: travelLeaveMessages.destinationTooLong })
    .optional()
    .nullable();

/** An ADMIN's reason to let a rule of the law go (audited); the same limit everywhere. */
const overrideReason = () =>
  text('overrideReason', { multiline: true })
    .trim()
    .max(TEXT_LIMITS.overrideReason, { error: m.overrideReasonTooLong })
    .optional()
    .nullable();

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
  /** Not in product §7 (optional, issue 23): the colleague who stands in (vekil); checked against the tenant. */
  substituteId: substituteId(),
  /**
   * Not in product §7 (optional, issue 24 item 2): the employee agrees to take the service year's
   * annual leave in parts (4857 art. 56). Needed only when the request splits the year; recorded with its time.
   */
  splitAgreed: splitAgreed(),
  /** Not in product §7 (optional, issue 24 item 3): unpaid travel days after an annual leave, 0-4. */
  travelDays: travelDays(),
  /** Not in product §7 (optional): where the leave is spent; required with travel days. */
  travelDestination: travelDestination(),
  /** Not in product §7 (optional, issue 24 item 6): hourly leave, docs/decisions/015. */
  ...hourlyLeaveFields,
});
export type CreateLeaveBody = z.infer<typeof createLeaveBody>;
/** What a client sends: the dates before an instant is read as its Istanbul date. */
export type CreateLeaveInput = z.input<typeof createLeaveBody>;

/**
 * Recording a leave on the employee page: the reason is optional there. `overrideReason` (not in
 * product §7; optional): an ADMIN's reason to let an excuse leave run past its legal length, or an
 * annual leave be split with no part of 10 days (issue 24 item 2); audited.
 */
export const recordLeaveBody = createLeaveBody.extend({
  reason: optionalText,
  overrideReason: overrideReason(),
});
export type RecordLeaveBody = z.infer<typeof recordLeaveBody>;
export type RecordLeaveInput = z.input<typeof recordLeaveBody>;

export const updateLeaveBody = requestObject({
  startDate: leaveDate('startDate', m.startDateRequired),
  endDate: leaveDate('endDate', m.endDateRequired),
  reason: optionalText,
  /** Left out: the substitute stays; null: none. */
  substituteId: substituteId(),
  /** Not in product §7 (optional, issue 24 item 2): as on create; an agreement already recorded stays. */
  splitAgreed: splitAgreed(),
  /** Not in product §7 (optional): an ADMIN's reason to split with no part of 10 days, or to let an excuse leave run past its legal length (audited); one already recorded stays. */
  overrideReason: overrideReason(),
  /** Not in product §7 (optional, issue 24 item 3): as on create; left out, the travel days stay. */
  travelDays: travelDays(),
  /** Not in product §7 (optional): left out, the destination stays. */
  travelDestination: travelDestination(),
  /** Not in product §7 (optional, issue 24 item 6): an hourly leave's new hours; left out, they stay. */
  ...hourlyLeaveFields,
});
export type UpdateLeaveBody = z.infer<typeof updateLeaveBody>;
export type UpdateLeaveInput = z.input<typeof updateLeaveBody>;

/** Reject and cancel: an optional reason; an empty body is fine. */
export const decisionBody = requestObject({ reason: optionalText }).optional().nullable();
export type DecisionInput = z.input<typeof decisionBody>;

export const leaveIdParams = requestObject({ id: z.uuid({ error: m.notFound }) });

/** GET /leaves: keyset pages and the approvals page's filters (product §D7), all applied on the server. */
export const leaveListQuery = requestObject({
  ...pageQuery,
  status: z.enum(LEAVE_STATUSES, { error: m.statusInvalid }).optional(),
  leaveType: text('leaveType').trim().refine(isLeaveTypeCode, { error: m.leaveTypeInvalid }).optional(),
  from: calendarDate('startDate').optional(),
  to: calendarDate('endDate').optional(),
  q: text('q').trim().max(100).optional(),
  department: text('department').trim().max(100).optional(),
}).refine((query) => !query.from || !query.to || query.from <= query.to, { error: m.rangeInvalid, path: ['from'] });
export type LeaveListQuery = z.infer<typeof leaveListQuery>;
/** The approvals page's filters as the web puts them in the URL (paging aside). */
export type LeaveFilters = Omit<z.input<typeof leaveListQuery>, 'limit' | 'cursor'>;

/** One person's lists (my requests, an employee's history): keyset pages only. */
export const leavePageQuery = requestObject(pageQuery);

/**
 * A leave request as every list and change answers it. `status` stays a string: an unknown status
 * displays as pending on the web (product §4), so the contract does not narrow it.
 */
export const specLeaveRequest = z.object({
  id: z.string(),
  userId: z.string(),
  leaveType: z.string(),
  leaveTypeName: catalogueText(),
  startDate: z.string(),
  endDate: z.string(),
  days: z.number(),
  reason: z.string().nullable(),
  status: z.string(),
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number(),
  /** Not in product §3 (issue 24 item 6): an hourly leave's minutes (days is then 0); null for whole days. */
  hours: leaveHours,
  user: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    position: z.string().nullable(),
    department: z.string().nullable(),
  }),
});
/**
 * The employee's acknowledgement of an approved annual leave (issue 24 item 1, the leave record):
 * DUE until he confirms the leave as it now stands (dates and days), DONE with the time he did.
 */
export const leaveAcknowledgement = z.object({
  state: z.enum(['DUE', 'DONE']),
  acknowledgedAt: z.string().nullable(),
});
export type LeaveAcknowledgement = z.infer<typeof leaveAcknowledgement>;

/**
 * An organization's leave answer: the spec's fields plus the approval flow's (issue 23, `approvals.ts`),
 * for an approved annual leave its acknowledgement (null for any other), and its travel days.
 */
export const leaveRequest = specLeaveRequest.extend({
  ...approvalFields,
  acknowledgement: leaveAcknowledgement.nullable(),
  /** Issue 24 item 5: its proof documents, as far as the caller may know of them (`leave-documents.ts`). */
  ...leaveDocumentFields,
  /**
   * Unpaid travel days after an annual leave (yol izni, issue 24 item 3): 0 when none; never in `days`. The
   * server always sends the three; optional in the type so a reader of older answers (and fixtures) needs none.
   */
  travelDays: z.number().optional(),
  travelDestination: z.string().nullable().optional(),
  /** The last travel day, the day before the return to work; null without travel days. */
  travelEndDate: z.string().nullable().optional(),
});
export type LeaveRequest = z.infer<typeof leaveRequest>;
export type SpecLeaveRequest = z.infer<typeof specLeaveRequest>;

/** A hint of the law the request may go ahead with (the split rule, the qualifying period). */
export const leaveWarning = z.object({ code: z.string(), message: catalogueText() });
export type LeaveWarning = z.infer<typeof leaveWarning>;
/** A date the day count left out, fully (counted 0) or half (0.5), and why (the domain's `ExcludedLeaveDate`). */
export const excludedDay = z.object({
  date: z.string(),
  reason: z.string(),
  counted: z.number(),
  label: catalogueText(),
});
export type ExcludedDay = z.infer<typeof excludedDay>;

/** A request created, recorded or edited, with what the law warns about it. */
export const leaveChangeResponse = z.object({
  leaveRequest,
  warnings: z.array(leaveWarning),
  excluded: z.array(excludedDay),
  message: catalogueText(),
});
export type LeaveChangeResponse = z.infer<typeof leaveChangeResponse>;

/** Approve, reject, cancel: the request as it now stands. */
export const leaveDecisionResponse = z.object({ leaveRequest, message: catalogueText() });
export type LeaveDecisionResponse = z.infer<typeof leaveDecisionResponse>;

/** A keyset page (product §D7): the spec's key, plus `nextCursor` (null on the last page). */
export const leavePage = pageOf('leaveRequests', leaveRequest);
export type LeavePage = z.infer<typeof leavePage>;
/** The approvals list's first page also counts what its filters match. */
export const organizationLeavePage = leavePage.extend({ total: z.number().optional() });
export type OrganizationLeavePage = z.infer<typeof organizationLeavePage>;

/** The sidebar badge: how many requests wait for a decision. */
export const pendingCountResponse = z.object({ count: z.number() });
export type PendingCountResponse = z.infer<typeof pendingCountResponse>;
