import {
  countHourlyLeave,
  countLeaveDays,
  findLeaveType,
  formatDays,
  formatMinutesAsDays,
  legalDaysOn,
  partsByCalendarYear,
  yearlyAllowanceExcess,
  type CalendarDate,
  type YearDays,
  type YearPart,
} from '@paydos/domain';
import { and, count, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { leaveRequests, users } from '../../db/schema';
import { loadWorkingTime } from './hourly-leave';
import { userActor, type UserActor } from '../../platform/audit';
import { userAuth } from '../../platform/access';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import type { Role } from '../../platform/request-context';
import type { LeaveHours } from '@paydos/contract/hourly-leave';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';

/**
 * Who acts on a leave (product §D8 "Everyone may take leave"): the audit's actor plus the role,
 * read from the person's row on this request. The rules below decide on it, never on the body.
 */
export type LeaveActor = UserActor & { role: Role };

export function leaveActor(request: FastifyRequest): LeaveActor {
  return { ...userActor(request), role: userAuth(request).role };
}

/** An organization user acting outside a request (the demo's story): no address. */
export function actingUser(id: string, role: Role): LeaveActor {
  return { kind: 'USER', id, label: role, ipAddress: null, role };
}

/** True when the actor is an ADMIN and no other active ADMIN exists in the organization. */
export async function isOnlyActiveAdmin(db: Executor, scope: TenantScope, actor: LeaveActor) {
  if (actor.role !== 'ADMIN') return false;
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(inTenant(scope, users, eq(users.role, 'ADMIN'), eq(users.isActive, true))));
  return Number(row?.n ?? 0) <= 1;
}

/**
 * Nobody decides their own leave, except an organization's only active ADMIN (product §D8);
 * the caller audits that case. Anyone else gets a 403 that says who decides.
 */
export async function assertMayDecideOwn(db: Executor, scope: TenantScope, actor: LeaveActor) {
  if (!(await isOnlyActiveAdmin(db, scope, actor))) throw fail.forbidden(messages.leaves.ownDecision);
}

/** The request whose legal length is checked: the person's, and on edit the request itself (not counted twice). */
export interface LegalLengthInput {
  employeeId: string;
  leaveType: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
  days: number;
  overrideReason?: string | null;
  /** The request being edited: its stored days are not "other" days of the year. */
  leaveId?: string;
  /** An hourly request's minutes (docs/decisions/015): a yearly allowance counts them. */
  hours?: LeaveHours;
}

/** The refusal of an excuse leave past its length, or null when an ADMIN gave a reason (403 for anyone else). */
function refuseOrOverride(message: (admin: boolean) => string, input: LegalLengthInput, actor: LeaveActor) {
  const reason = input.overrideReason?.trim();
  if (!reason) {
    const text = message(actor.role === 'ADMIN');
    throw fail.badRequest(text, { endDate: text });
  }
  if (actor.role !== 'ADMIN') throw fail.forbidden(messages.leaves.overrideAdminOnly);
}

/**
 * A leave's length in a calendar year in minutes (docs/decisions/015): days × the working day, or an
 * hourly leave's minutes; `hourly` says the refusal must speak in hours. With the working day in
 * half-hour steps, half a day is whole minutes and every sum is exact.
 */
type YearMinutes = YearDays & { hourly: boolean };
type WorkingTimeRead = Awaited<ReturnType<typeof loadWorkingTime>>;

/** A leave's minutes per calendar year of its parts: one year, its stored length; across a new year, each part counted. */
function minutesOfParts(
  leave: { days: number; minutesPerDay: number | null; minutes: number | null },
  parts: readonly YearPart[],
  time: WorkingTimeRead,
): YearMinutes[] {
  const { minutesPerDay } = leave;
  if (minutesPerDay !== null) {
    if (parts.length === 1) return [{ year: parts[0]!.year, days: leave.minutes ?? 0, hourly: true }];
    return parts.map((part) => ({
      year: part.year,
      days: countHourlyLeave({ ...part, minutesPerDay, workingDays: time.workingDays }).minutes,
      hourly: true,
    }));
  }
  if (parts.length === 1) return [{ year: parts[0]!.year, days: leave.days * time.dailyMinutes, hourly: false }];
  return parts.map((part) => ({
    year: part.year,
    days: countLeaveDays({ ...part, workingDays: time.workingDays }).days * time.dailyMinutes,
    hourly: false,
  }));
}

/** The person's other pending and approved leave of a type in the calendar years of the parts, in minutes per year. */
async function otherMinutesByYear(
  db: Executor,
  scope: TenantScope,
  input: LegalLengthInput,
  parts: readonly YearPart[],
  time: WorkingTimeRead,
): Promise<YearMinutes[]> {
  const first = parts[0]!;
  const last = parts[parts.length - 1]!;
  const others = await db
    .select({
      startDate: leaveRequests.startDate,
      endDate: leaveRequests.endDate,
      days: leaveRequests.days,
      minutesPerDay: leaveRequests.minutesPerDay,
      minutes: leaveRequests.minutes,
    })
    .from(leaveRequests)
    .where(
      inTenant(
        scope,
        leaveRequests,
        eq(leaveRequests.userId, input.employeeId),
        eq(leaveRequests.leaveType, input.leaveType),
        inArray(leaveRequests.status, ['PENDING', 'APPROVED']),
        lte(leaveRequests.startDate, `${last.year}-12-31`),
        gte(leaveRequests.endDate, `${first.year}-01-01`),
        input.leaveId ? ne(leaveRequests.id, input.leaveId) : undefined,
      ),
    );
  // One year: its stored count (an operator's override included); across a new year: each part counted.
  return others.flatMap((other) =>
    minutesOfParts({ ...other, days: Number(other.days) }, partsByCalendarYear(other.startDate, other.endDate), time),
  );
}

/**
 * An excuse leave (4857 ek m. 2) longer than its legal length is refused with a 400 naming the
 * length, unless an ADMIN overrides with a reason. A yearly allowance (the care of a disabled child,
 * 10 days a calendar year) counts the person's other pending and approved days of the type in each
 * year the request touches (domain yearlyAllowanceExcess). Returns the legal length when it was
 * exceeded (and overridden), null otherwise. Maternity, sick and unpaid leave are not excuse leaves:
 * their longer requests stay a warning (a medical report may extend them).
 */
export async function checkLegalLength(
  db: Executor,
  scope: TenantScope,
  input: LegalLengthInput,
  actor: LeaveActor,
): Promise<number | null> {
  const type = findLeaveType(input.leaveType);
  if (!type || !type.code.startsWith('excuse.')) return null;
  const legal = legalDaysOn(type.code, input.startDate);
  if (legal === null || legal <= 0) return null;
  if (type.perYear) {
    const parts = partsByCalendarYear(input.startDate, input.endDate);
    const time = await loadWorkingTime(db, scope);
    const hours = input.hours ?? null;
    const requested = minutesOfParts(
      { days: input.days, minutesPerDay: hours?.minutesPerDay ?? null, minutes: hours?.minutes ?? null },
      parts,
      time,
    );
    const others = await otherMinutesByYear(db, scope, input, parts, time);
    const excess = yearlyAllowanceExcess(legal * time.dailyMinutes, requested, others);
    if (!excess) return null;
    // Days as before when every leave is whole days; with hours, days and hours by the working day.
    const inHours = hours !== null || others.some((o) => o.hourly);
    const length = (minutes: number) =>
      inHours ? formatMinutesAsDays(minutes, time.dailyMinutes) : `${formatDays(minutes / time.dailyMinutes)} gün`;
    refuseOrOverride(
      (admin) =>
        messages.leaves.exceedsYearlyLegalLength(
          type.name,
          formatDays(legal),
          excess.year,
          length(excess.usedDays),
          length(excess.requestedDays),
          admin,
        ),
      input,
      actor,
    );
    return legal;
  }
  if (input.days <= legal) return null;
  refuseOrOverride(
    (admin) => messages.leaves.exceedsLegalLength(type.name, formatDays(legal), formatDays(input.days), admin),
    input,
    actor,
  );
  return legal;
}
