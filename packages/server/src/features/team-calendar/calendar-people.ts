import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { param, preparedStatement, preparedStatements, shapeOf } from '../../db/prepared';
import { leaveRequests, users } from '../../db/schema';
import { keyset } from '../../platform/keyset';
import { nameMatches, nameSearchPattern } from '../../platform/name-search';
import { inTenant, preparedScope, type TenantScope } from '../../platform/tenant-scope';

/** Leave that shows on a calendar: approved, and pending (hatched) where the viewer may see it. */
export const calendarStatuses = inArray(leaveRequests.status, ['APPROVED', 'PENDING']);

/** The colleague who stands in (vekil, issue 23): his name rides along with the leave, by primary key. */
const substitute = alias(users, 'calendar_substitute');

/**
 * The calendar's order (issue 25 item 5): the Turkish alphabet of "first last" (users.name_sort_key,
 * written by PostgreSQL), then the id; keyset pages on `(organization_id, name_sort_key, id)`, or with a
 * team on `(organization_id, team_id, name_sort_key, id)`. The cursor is bound to the organization.
 */
const byName = (scope: string) =>
  keyset({ sorts: [{ expression: users.nameSortKey, type: 'text' }], id: users.id, direction: 'asc', scope });

/**
 * Who a month lists: every active person, and a former one with leave in the month the viewer may see
 * (approved; pending too for those who see colleagues' pending requests, leave-visibility), by the
 * person's index `leave_requests_user_dates_idx`.
 */
const listedInMonth = (withPending: boolean) =>
  // A scalar subquery, not EXISTS: under OR the planner may turn an EXISTS into a hashed subplan that
  // reads every organization's leave of the month sequentially; this one runs per former person, by index.
  sql`(${users.isActive} or (select 1 from ${leaveRequests} where ${and(
    eq(leaveRequests.organizationId, users.organizationId),
    eq(leaveRequests.userId, users.id),
    withPending ? calendarStatuses : eq(leaveRequests.status, 'APPROVED'),
    lte(leaveRequests.startDate, param('last')),
    gte(leaveRequests.endDate, param('first')),
  )} limit 1) is not null)`;

/** One page of people, one prepared statement per shape: `team`, `q`, `cursor`, `pending` as given. */
const peoplePage = preparedStatements((db, shape) => {
  const present = new Set(shape.split('+'));
  const order = byName('');
  return db
    .select({
      key: order.key,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      department: users.department,
    })
    .from(users)
    .where(
      inTenant(
        preparedScope,
        users,
        present.has('team') ? eq(users.teamId, param('team')) : undefined,
        present.has('q') ? nameMatches(users.firstName, users.lastName, param('q')) : undefined,
        listedInMonth(present.has('pending')),
        present.has('cursor') ? order.afterParameters() : undefined,
      ),
    )
    .orderBy(...order.orderBy)
    .limit(param<number>('limit'))
    .prepare(`team_calendar_people_${shape}`);
});

/** The month's approved and pending leave of the page's people, by `leave_requests_user_dates_idx`. */
const pageLeave = preparedStatement((db) =>
  db
    .select({
      userId: leaveRequests.userId,
      leaveType: leaveRequests.leaveType,
      status: sql<'APPROVED' | 'PENDING'>`${leaveRequests.status}::text`,
      startDate: sql<string>`${leaveRequests.startDate}::text`,
      endDate: sql<string>`${leaveRequests.endDate}::text`,
      minutesPerDay: leaveRequests.minutesPerDay,
      substitute: sql<string | null>`${substitute.firstName} || ' ' || ${substitute.lastName}`,
    })
    .from(leaveRequests)
    .leftJoin(
      substitute,
      and(eq(substitute.id, leaveRequests.substituteId), eq(substitute.organizationId, leaveRequests.organizationId)),
    )
    .where(
      inTenant(
        preparedScope,
        leaveRequests,
        sql`${leaveRequests.userId} = any(${param('ids')}::uuid[])`,
        calendarStatuses,
        lte(leaveRequests.startDate, param('last')),
        gte(leaveRequests.endDate, param('first')),
      ),
    )
    .orderBy(asc(leaveRequests.startDate))
    .prepare('team_calendar_page_leave'),
);

export interface PeopleQuery {
  month: { first: string; last: string };
  teamId?: string;
  q?: string;
  withPending: boolean;
  limit: number;
  cursor?: string;
}

/** One page of the month's people and their leave in the month (two statements, whatever the company's size). */
export async function loadCalendarPeople(db: Executor, scope: TenantScope, query: PeopleQuery) {
  const order = byName(scope.organizationId);
  const filters = {
    team: query.teamId,
    q: query.q ? nameSearchPattern(query.q) : undefined,
    pending: query.withPending ? true : undefined,
  };
  const shape = shapeOf(filters);
  const given = {
    ...filters,
    organizationId: scope.organizationId,
    first: query.month.first,
    last: query.month.last,
    limit: query.limit + 1,
  };
  const rows = query.cursor
    ? await peoplePage(db, `${shape}+cursor`).execute({ ...given, ...order.cursorParameters(query.cursor) })
    : await peoplePage(db, shape).execute(given);
  const { rows: people, nextCursor } = order.page(rows, query.limit);
  const leave = people.length
    ? await pageLeave(db).execute({
        organizationId: scope.organizationId,
        ids: people.map((p) => p.id),
        first: query.month.first,
        last: query.month.last,
      })
    : [];
  return { people, leave, nextCursor };
}
