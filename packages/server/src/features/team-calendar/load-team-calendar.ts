import { istanbulToday, monthBounds, monthDayKinds, parseLeavePolicy, TURKISH_MONTH_NAMES } from '@paydos/domain';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { leaveRequests, organizations, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { likePattern } from '../../platform/keyset';
import { messages } from '@paydos/contract/messages';
import { inTenant, ownOrganization, type TenantScope } from '../../platform/tenant-scope';
import { listDepartments } from '../users';
import { leaveAsSeenBy, seesLeaveTypes, type Viewer } from './leave-visibility';
import { loadRuleDays } from './rule-days';
import type { TeamCalendar, TeamCalendarQuery } from '@paydos/contract/team-calendar';

/** The colleague who stands in (vekil, issue 23): his name rides along with the leave, by primary key. */
const substitute = alias(users, 'calendar_substitute');

/** Leave that shows on a calendar: approved, and pending (hatched) where the viewer may see it. */
export const calendarStatuses = inArray(leaveRequests.status, ['APPROVED', 'PENDING']);

async function workingDaysOf(db: Executor, scope: TenantScope) {
  const [row] = await db
    .select({ leavePolicy: organizations.leavePolicy })
    .from(organizations)
    .where(ownOrganization(scope));
  if (!row) throw fail.notFound(messages.organizationNotFound);
  return parseLeavePolicy(row.leavePolicy).workingDays;
}

/**
 * One month of one organization (issue 16): its days (weekends, holidays and arifes named, from the
 * domain's calendar), and everyone active or with leave in the month, each with their approved and
 * pending leave overlapping it as the viewer may see it (leave-visibility). The people and their
 * leave are one query (below).
 */
export async function loadTeamCalendar(
  db: Executor,
  scope: TenantScope,
  viewer: Viewer,
  query: TeamCalendarQuery,
  now: Date,
): Promise<TeamCalendar> {
  const today = istanbulToday(now);
  const monthText = query.month ?? today.slice(0, 7);
  const month = { year: Number(monthText.slice(0, 4)), month: Number(monthText.slice(5, 7)) };
  const { first, last } = monthBounds(month);
  const workingDays = await workingDaysOf(db, scope);
  const search = query.q ? likePattern(query.q) : null;

  const personFilters = [
    query.department ? eq(users.department, query.department) : undefined,
    search ? sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${search}` : undefined,
  ];
  const person = {
    userId: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    department: users.department,
    teamId: users.teamId,
  };
  // One statement, two index-driven halves: the active people (users_organization_created_idx), and the
  // month's leave (leave_requests_organization_status_idx) with its person by primary key. A left join
  // of the two instead lets an unanalyzed table (PGlite has no autovacuum) plan a nested loop over
  // people x leave: 18 s at 10,000 people against ~1 s this way (bench/).
  const none = sql<string | null>`null`;
  const rows = await db
    .select({ ...person, leaveType: none, status: none, startDate: none, endDate: none, substitute: none })
    .from(users)
    .where(inTenant(scope, users, eq(users.isActive, true), ...personFilters))
    .unionAll(
      db
        .select({
          ...person,
          leaveType: sql<string | null>`${leaveRequests.leaveType}`,
          status: sql<string | null>`${leaveRequests.status}::text`,
          startDate: sql<string | null>`${leaveRequests.startDate}::text`,
          endDate: sql<string | null>`${leaveRequests.endDate}::text`,
          substitute: sql<string | null>`${substitute.firstName} || ' ' || ${substitute.lastName}`,
        })
        .from(leaveRequests)
        .innerJoin(
          users,
          and(eq(users.id, leaveRequests.userId), eq(users.organizationId, leaveRequests.organizationId)),
        )
        .leftJoin(
          substitute,
          and(
            eq(substitute.id, leaveRequests.substituteId),
            eq(substitute.organizationId, leaveRequests.organizationId),
          ),
        )
        .where(
          inTenant(
            scope,
            leaveRequests,
            calendarStatuses,
            lte(leaveRequests.startDate, last),
            gte(leaveRequests.endDate, first),
            ...personFilters,
          ),
        ),
    );

  // An active person is listed even without leave; an inactive one only with leave the viewer may see.
  const byId = new Map<string, TeamCalendar['people'][number] & { isActive: boolean; teamId: string | null }>();
  for (const row of rows) {
    let entry = byId.get(row.userId);
    if (!entry) {
      entry = {
        userId: row.userId,
        firstName: row.firstName,
        lastName: row.lastName,
        department: row.department,
        isSelf: row.userId === viewer.userId,
        isActive: false,
        teamId: row.teamId,
        leaves: [],
      };
      byId.set(row.userId, entry);
    }
    if (!row.status || !row.leaveType || !row.startDate || !row.endDate) {
      entry.isActive = true;
      continue;
    }
    const seen = leaveAsSeenBy(viewer, row.userId, { leaveType: row.leaveType, status: row.status });
    if (seen)
      entry.leaves.push({
        startDate: row.startDate,
        endDate: row.endDate,
        status: row.status as 'APPROVED' | 'PENDING',
        ...seen,
        substitute: row.substitute,
      });
  }
  const collator = new Intl.Collator('tr');
  const listed = [...byId.values()]
    .filter((p) => p.isActive || p.leaves.length > 0)
    .sort(
      (a, b) =>
        collator.compare(a.firstName, b.firstName) ||
        collator.compare(a.lastName, b.lastName) ||
        a.userId.localeCompare(b.userId),
    );
  const shownTeamIds = [...new Set(listed.flatMap((p) => (p.teamId ? [p.teamId] : [])))];
  const people = listed.map(({ isActive: _, teamId: __, leaves, ...rest }) => ({
    ...rest,
    leaves: leaves.sort((x, y) => x.startDate.localeCompare(y.startDate)),
  }));

  return {
    month: monthText,
    monthName: TURKISH_MONTH_NAMES[month.month - 1]!,
    year: month.year,
    today,
    showsLeaveTypes: seesLeaveTypes(viewer),
    days: monthDayKinds(month, workingDays).map((d) => ({
      date: d.date,
      kind: d.kind,
      holidayName: d.holidayName ?? null,
    })),
    departments: await listDepartments(db, scope, 'active'),
    people,
    ruleDays: await loadRuleDays(db, scope, { first, last }, shownTeamIds, workingDays),
  };
}
