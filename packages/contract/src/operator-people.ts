import {
  isLeaveTypeCode,
  LEAVE_REASON_MAX_LENGTH,
  LEAVE_STATUSES,
  ROLES,
  takenInDays,
  TEXT_LIMITS,
} from '@paydos/domain';
import { hourlyLeaveFields } from './hourly-leave';
import { hourlyLeaveTexts } from './messages/hourly-leave';
import { z } from 'zod';
import { calendarDateOrInstant, emailAddress, optionalTurkishPhone, requestObject, text } from './fields';
import { specLeaveRequest } from './leaves';
import { messages } from './messages';
import { calendarDateField, optionalText } from './person-fields';
import { pageQuery } from './page';
import { catalogueText } from './catalogue-text';

const m = messages.operatorPeople;

const uuid = (message: string) => z.uuid({ error: message });
export const organizationParams = requestObject({ id: uuid(m.organizationNotFound) });
export const userParams = requestObject({ id: uuid(m.userNotFound) });
export const leaveParams = requestObject({ id: uuid(m.leaveNotFound) });

export const usersQuery = requestObject({ ...pageQuery, q: text('q').trim().max(100).optional() });
/** The organization a PUT/DELETE is meant for (the page's): another organization's id is a 404. */
export const organizationQuery = requestObject({ organizationId: uuid(m.organizationNotFound).optional() });
export const leavesQuery = requestObject({
  ...pageQuery,
  organizationId: uuid(m.organizationNotFound),
  status: z.enum(LEAVE_STATUSES, { error: m.statusInvalid }).optional(),
  userId: uuid(m.userNotFound).optional(),
});

const requiredText = (field: 'firstName' | 'lastName' | 'email') =>
  text(field, { required: m.userRequired }).trim().min(1, m.userRequired).max(100);
const email = emailAddress('email', { required: m.userRequired, invalid: m.emailInvalid });
const leaveDays = z
  .number({ error: m.daysInvalid })
  .min(0.5, m.daysInvalid)
  .max(366, m.daysInvalid)
  .multipleOf(0.5, m.daysInvalid);

const userFields = {
  role: z.enum(ROLES, { error: m.roleInvalid }),
  isActive: z.boolean(),
  position: optionalText('position'),
  department: optionalText('department'),
  phone: optionalTurkishPhone('phone'),
  startDate: calendarDateField('hireDate').nullish(),
};

/** Product §5 operator new user; the spec's initial `password` is accepted and ignored (product §D3: a set-password mail). */
export const createUserBody = requestObject({
  email,
  firstName: requiredText('firstName'),
  lastName: requiredText('lastName'),
  ...userFields,
  role: userFields.role.default('EMPLOYEE'),
  isActive: userFields.isActive.default(true),
  annualLeaveDays: z.number({ error: m.daysInvalid }).min(0).max(366).multipleOf(0.5, m.daysInvalid).nullish(),
  password: text('password').max(200).nullish(),
});
export type CreateUserBody = z.input<typeof createUserBody>;

/** Inline edit: any subset of the row's fields. */
export const updateUserBody = requestObject({
  email: email.optional(),
  firstName: requiredText('firstName').optional(),
  lastName: requiredText('lastName').optional(),
  ...userFields,
  role: userFields.role.optional(),
  isActive: userFields.isActive.optional(),
});
export type UpdateUserBody = z.input<typeof updateUserBody>;

const leaveDate = (field: 'startDate' | 'endDate') =>
  calendarDateOrInstant(field, m.leaveRequired, messages.leaves.dateInvalid);
const leaveType = text('leaveType')
  .trim()
  .refine(isLeaveTypeCode, { error: messages.leaves.leaveTypeInvalid, abort: true });
const leaveFields = {
  // The operator's new leave is whole days; nursing leave is hours only (docs/decisions/015).
  leaveType: leaveType.refine(takenInDays, { error: hourlyLeaveTexts.hoursOnlyType }),
  status: z.enum(LEAVE_STATUSES, { error: m.statusInvalid }),
  reason: text('reason', { multiline: true }).trim().max(LEAVE_REASON_MAX_LENGTH).nullish(),
  /** A day count other than the working-day rule's, with a reason (product §D7); without one it is ignored. */
  days: leaveDays.nullish(),
  daysOverrideReason: text('daysOverrideReason', { multiline: true }).trim().max(TEXT_LIMITS.overrideReason).nullish(),
};

/**
 * Product §5 operator new leave: user, start and end required; type annual_paid and status PENDING by
 * default. The page names its organization; the spec's body does not (then it is the user's own).
 */
export const createLeaveBody = requestObject({
  organizationId: uuid(m.organizationNotFound).optional(),
  userId: uuid(m.leaveRequired),
  startDate: leaveDate('startDate'),
  endDate: leaveDate('endDate'),
  ...leaveFields,
  leaveType: leaveFields.leaveType.default('annual_paid'),
  status: leaveFields.status.default('PENDING'),
});
export type CreateLeaveBody = z.input<typeof createLeaveBody>;

export const updateLeaveBody = requestObject({
  organizationId: uuid(m.organizationNotFound).optional(),
  userId: uuid(m.userNotFound).optional(),
  startDate: leaveDate('startDate').optional(),
  endDate: leaveDate('endDate').optional(),
  /** Any type: whether it may be hours is the domain's rule on the server (an hourly leave keeps its hours). */
  leaveType: leaveType.optional(),
  status: leaveFields.status.optional(),
  reason: leaveFields.reason,
  days: leaveFields.days,
  daysOverrideReason: leaveFields.daysOverrideReason,
  /**
   * Not in product §7 (optional, issue 24 item 6): an hourly leave's minutes a day, start time and child's
   * birth date, checked as on the requester's edit (docs/leave-rules.md section 16); left out, they stay;
   * `minutesPerDay: null` makes it a leave of whole days.
   */
  ...hourlyLeaveFields,
});
export type UpdateLeaveBody = z.input<typeof updateLeaveBody>;

export const operatorUser = z.object({
  id: z.string(),
  organizationId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  position: z.string().nullable(),
  department: z.string().nullable(),
  phone: z.string().nullable(),
  startDate: z.string().nullable(),
  createdAt: z.string(),
  annualLeaveDays: z.number(),
  usedLeaveDays: z.number(),
  hasPassword: z.boolean(),
});
export type OperatorUser = z.infer<typeof operatorUser>;

/** The organization the pages are about: its name for the header, its working days for the leave form's live count. */
export const organizationSummary = z.object({
  id: z.string(),
  name: z.string(),
  subdomain: z.string(),
  /** Sunday 0 … Saturday 6, as the domain's `Weekday`. */
  workingDays: z.array(z.literal([0, 1, 2, 3, 4, 5, 6])),
  /** The working day in minutes and whether excuse and unpaid leave may be hours (an hourly leave's editor, docs/decisions/015). */
  workingTime: z.object({ dailyMinutes: z.number(), hourlyLeave: z.boolean() }),
});
export type OrganizationSummary = z.infer<typeof organizationSummary>;

export const usersResponse = z.object({
  organization: organizationSummary,
  users: z.array(operatorUser),
  nextCursor: z.string().nullable(),
});
export type UsersResponse = z.infer<typeof usersResponse>;
export const userResponse = z.object({ user: operatorUser, message: catalogueText() });
export type UserResponse = z.infer<typeof userResponse>;

/** A leave request as the leave pages show it (the leaves feature's view), with its organization and override reason. */
/** The organization's leave as the leave pages show it, plus the organization and the operator's day-count override. */
export const operatorLeave = specLeaveRequest.extend({
  organizationId: z.string(),
  daysOverrideReason: z.string().nullable(),
  status: z.enum(LEAVE_STATUSES),
});
export type OperatorLeave = z.infer<typeof operatorLeave>;
export const leavesResponse = z.object({ leaveRequests: z.array(operatorLeave), nextCursor: z.string().nullable() });
export type LeavesResponse = z.infer<typeof leavesResponse>;
export const leaveResponse = z.object({ leaveRequest: operatorLeave, message: catalogueText() });
export type LeaveResponse = z.infer<typeof leaveResponse>;
export const deletedResponse = z.object({ message: catalogueText() });
export type DeletedResponse = z.infer<typeof deletedResponse>;
