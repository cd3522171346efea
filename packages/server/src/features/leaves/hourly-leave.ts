import {
  countHourlyLeave,
  countLeaveDays,
  hourlyLeaveProblems,
  parseLeavePolicy,
  type CalendarDate,
  type ExcludedLeaveDate,
} from '@paydos/domain';
import type { LeaveHours } from '@paydos/contract/hourly-leave';
import { messages } from '@paydos/contract/messages';
import { hourlyLeaveTexts } from '@paydos/contract/messages/hourly-leave';
import type { Executor } from '../../db/client';
import { organizations } from '../../db/schema';
import { fail } from '../../platform/errors';
import { ownOrganization, type TenantScope } from '../../platform/tenant-scope';

/**
 * Hourly leave on the server (docs/decisions/015-hourly-leave-in-minutes.md, docs/leave-rules.md §16):
 * a request's length in days or, for an hourly request, in minutes, with the domain's rules.
 */

/** The organization's working days (policy), daily minutes and whether excuse and unpaid leave may be hours. */
export async function loadWorkingTime(db: Executor, scope: TenantScope) {
  const [row] = await db
    .select({
      leavePolicy: organizations.leavePolicy,
      dailyMinutes: organizations.dailyWorkingMinutes,
      hourlyLeave: organizations.hourlyLeaveAllowed,
    })
    .from(organizations)
    .where(ownOrganization(scope));
  return {
    workingDays: parseLeavePolicy(row?.leavePolicy).workingDays,
    dailyMinutes: row?.dailyMinutes ?? 450,
    hourlyLeave: row?.hourlyLeave ?? false,
  };
}

/** What a request asks, in days or hours (product §7's fields and the optional hourly ones). */
export interface RequestLength {
  leaveType: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
  minutesPerDay?: number | null;
  startTime?: string | null;
  childBirthDate?: CalendarDate | null;
}

/** A request's length: days (0 for an hourly one), the dates left out, and an hourly request's minutes. */
export interface CountedRequest {
  days: number;
  excluded: ExcludedLeaveDate[];
  hours: LeaveHours;
}

/**
 * Counts a request (one transaction's read of the organization): a leave of whole days by the
 * working-day rule, an hourly one in minutes after the domain's rules (the type allows hours here,
 * no more than the working day, nursing leave's 1.5 hours and first birthday). A 400 names each
 * field; a range with no working day is refused either way.
 */
export async function countRequest(db: Executor, scope: TenantScope, request: RequestLength): Promise<CountedRequest> {
  const time = await loadWorkingTime(db, scope);
  const problems = hourlyLeaveProblems(request, time);
  if (problems.length > 0) {
    throw fail.badRequest(problems[0]!.message, Object.fromEntries(problems.map((p) => [p.field, p.message])));
  }
  const minutesPerDay = request.minutesPerDay ?? null;
  if (minutesPerDay === null && (request.startTime || request.childBirthDate)) {
    const field = request.startTime ? 'startTime' : 'childBirthDate';
    throw fail.badRequest(hourlyLeaveTexts.hoursOnlyForHourly, { [field]: hourlyLeaveTexts.hoursOnlyForHourly });
  }
  if (minutesPerDay === null) {
    const count = countLeaveDays({ ...request, workingDays: time.workingDays });
    if (count.days <= 0) throw fail.badRequest(messages.leaves.zeroDays, { endDate: messages.leaves.zeroDays });
    return { days: count.days, excluded: count.excluded, hours: null };
  }
  const count = countHourlyLeave({ ...request, minutesPerDay, workingDays: time.workingDays });
  if (count.workDays === 0) throw fail.badRequest(messages.leaves.zeroDays, { endDate: messages.leaves.zeroDays });
  return {
    days: 0,
    excluded: count.excluded,
    hours: {
      minutesPerDay,
      minutes: count.minutes,
      startTime: request.startTime ?? null,
      childBirthDate: request.childBirthDate ?? null,
    },
  };
}

/** The columns of a request's hours (all null for a leave of whole days). */
export function hoursColumns(hours: LeaveHours) {
  return {
    minutesPerDay: hours?.minutesPerDay ?? null,
    minutes: hours?.minutes ?? null,
    startTime: hours?.startTime ?? null,
    childBirthDate: hours?.childBirthDate ?? null,
  };
}

/** A stored request's hours as answers show them; null for a leave of whole days. */
export function presentHours(row: {
  minutesPerDay: number | null;
  minutes: number | null;
  startTime: string | null;
  childBirthDate: string | null;
}): LeaveHours {
  if (row.minutesPerDay === null) return null;
  return {
    minutesPerDay: row.minutesPerDay,
    minutes: row.minutes ?? 0,
    startTime: row.startTime,
    childBirthDate: row.childBirthDate,
  };
}

/**
 * An edit's length request: the new dates, and the hours the body gives; a field left out keeps the
 * stored value. A leave made one of whole days (minutesPerDay null) drops its start time and child.
 */
export function editedLength(
  leave: RequestLength & { startTime: string | null; childBirthDate: string | null; minutesPerDay: number | null },
  input: Pick<RequestLength, 'startDate' | 'endDate' | 'minutesPerDay' | 'startTime' | 'childBirthDate'>,
): RequestLength {
  const minutesPerDay = input.minutesPerDay === undefined ? leave.minutesPerDay : input.minutesPerDay;
  const kept = <T>(given: T | undefined, stored: T) =>
    given === undefined ? (minutesPerDay === null ? null : stored) : given;
  return {
    leaveType: leave.leaveType,
    startDate: input.startDate,
    endDate: input.endDate,
    minutesPerDay,
    startTime: kept(input.startTime, leave.startTime),
    childBirthDate: kept(input.childBirthDate, leave.childBirthDate),
  };
}
