import { istanbulToday, monthBounds, monthDayKinds, parseLeavePolicy, TURKISH_MONTH_NAMES } from '@paydos/domain';
import { and, asc, eq, gte, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leaveRequests, organizations, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '../../platform/messages';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import { leaveAsSeenBy, seesLeaveTypes, type Viewer } from './leave-visibility';
import type { TeamCalendar, TeamCalendarQuery } from './schemas';

/** A LIKE pattern matching the text literally anywhere (`%`, `_` and `\` escaped). */
export const containsPattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Leave that shows on a calendar: approved, and pending (hatched) where the viewer may see it. */
export const calendarStatuses = inArray(leaveRequests.status, ['APPROVED', 'PENDING']);

async function workingDaysOf(db: Executor, scope: TenantScope) {
  const [row] = await db.select({ leavePolicy: organizations.leavePolicy }).from(organizations).where(eq(organizations.id, scope.organizationId));
  if (!row) throw fail.notFound(messages.organizationNotFound);
  return parseLeavePolicy(row.leavePolicy).workingDays;
}

async function departmentsOf(db: Executor, scope: TenantScope) {
  const rows = await db
    .selectDistinct({ department: users.department })
    .from(users)
    .where(inTenant(scope, users, eq(users.isActive, true), isNotNull(users.department)));
  return rows.map((r) => r.department!).filter((d) => d.trim() !== '').sort((a, b) => a.localeCompare(b, 'tr'));
}

/**
 * One month of one organization (issue 16): its days (weekends, holidays and arifes named, from the
 * domain's calendar), and everyone active or with leave in the month, each with their approved and
 * pending leave overlapping it as the viewer may see it (leave-visibility). The people and their
 * leave are one query: users left-joined to the month's leave (index `leave_requests_user_dates_idx`).
 */
export async function loadTeamCalendar(db: Executor, scope: TenantScope, viewer: Viewer, query: TeamCalendarQuery, now = new Date()): Promise<TeamCalendar> {
  const today = istanbulToday(now);
  const monthText = query.month ?? today.slice(0, 7);
  const month = { year: Number(monthText.slice(0, 4)), month: Number(monthText.slice(5, 7)) };
  const { first, last } = monthBounds(month);
  const workingDays = await workingDaysOf(db, scope);
  const search = query.q ? containsPattern(query.q) : null;

  const rows = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      department: users.department,
      isActive: users.isActive,
      leaveId: leaveRequests.id,
      leaveType: leaveRequests.leaveType,
      status: leaveRequests.status,
      startDate: leaveRequests.startDate,
      endDate: leaveRequests.endDate,
    })
    .from(users)
    .leftJoin(
      leaveRequests,
      and(
        eq(leaveRequests.userId, users.id),
        eq(leaveRequests.organizationId, users.organizationId),
        calendarStatuses,
        lte(leaveRequests.startDate, last),
        gte(leaveRequests.endDate, first),
      ),
    )
    .where(
      inTenant(
        scope,
        users,
        or(eq(users.isActive, true), isNotNull(leaveRequests.id)),
        query.department ? eq(users.department, query.department) : undefined,
        search ? sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${search}` : undefined,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id), asc(leaveRequests.startDate));

  const people: Array<TeamCalendar['people'][number] & { isActive: boolean }> = [];
  let current: (typeof people)[number] | undefined;
  for (const row of rows) {
    if (current?.userId !== row.userId) {
      current = { userId: row.userId, firstName: row.firstName, lastName: row.lastName, department: row.department, isSelf: row.userId === viewer.userId, isActive: row.isActive, leaves: [] };
      people.push(current);
    }
    if (!row.leaveId || !row.leaveType || !row.status || !row.startDate || !row.endDate) continue;
    const seen = leaveAsSeenBy(viewer, row.userId, { leaveType: row.leaveType, status: row.status });
    if (seen) current.leaves.push({ startDate: row.startDate, endDate: row.endDate, status: row.status as 'APPROVED' | 'PENDING', ...seen });
  }
  // Someone inactive whose only leave in the month the viewer may not see is not listed.
  const listed = people.filter((p) => p.isActive || p.leaves.length > 0).map(({ isActive: _, ...person }) => person);

  return {
    month: monthText,
    monthName: TURKISH_MONTH_NAMES[month.month - 1]!,
    year: month.year,
    today,
    showsLeaveTypes: seesLeaveTypes(viewer),
    days: monthDayKinds(month, workingDays).map((d) => ({ date: d.date, kind: d.kind, holidayName: d.holidayName ?? null })),
    departments: await departmentsOf(db, scope),
    people: listed,
  };
}
