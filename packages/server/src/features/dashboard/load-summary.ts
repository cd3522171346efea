import type { OldestStaffMember, OnLeaveToday } from '@paydos/contract/dashboard';
import { istanbulToday } from '@paydos/domain';
import { and, asc, count, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { param, preparedStatement, preparedStatements } from '../../db/prepared';
import { leaveRequests, users } from '../../db/schema';
import type { Role } from '../../platform/request-context';
import { inTenant, preparedScope, type TenantScope } from '../../platform/tenant-scope';
import { leaveTotalsOf } from '../users';
import { countDecidable, decidableBy, delegationInForceToday } from '../approvals';

/** Product §9: the dashboard lists 6 staff. */
export const DASHBOARD_STAFF = 6;
const ON_LEAVE_TODAY = 20;

/** The first instant of the Istanbul calendar month of `today` (Türkiye is UTC+3 all year since 2016). */
const monthStart = (today: string) => new Date(`${today.slice(0, 7)}-01T00:00:00+03:00`);

/** The statement's values: it is prepared once per database (db/prepared.ts) and run with these. */
const values = {
  organizationId: param('organizationId'),
  userId: param('userId'),
  today: param('today'),
  monthStart: param<Date>('monthStart'),
};

/** A scalar subquery's value as an int (count answers bigint, which the drivers give as a string). */
const scalarInt = (query: SQL | { getSQL(): SQL }) => sql<number>`(${query})::int`;

/**
 * The organization's cards (product §2, ADMIN): staff, pending requests the viewer may decide
 * today (issue 23 item 3, the same rule as the sidebar badge: features/approvals decidableBy), leaves active today
 * (APPROVED with today between start and end, product §4), requests created this month, the six
 * longest-serving people (issue 21: by start date, oldest first, admins included, people without a
 * start date last) and who is on leave today, as columns of the one dashboard statement.
 * Each part reads an index and never the organization's every request or person row:
 * staff counts `users_organization_active_idx` (index only), pending `leave_requests_open_step_idx` (index only),
 * this month `leave_requests_organization_created_idx`, today `leave_requests_approved_end_idx`
 * (APPROVED only, from today's end date on), the six staff `users_organization_start_idx` in order.
 */
function organizationColumns(db: Executor, scope: TenantScope, today: string, thisMonth: Date, admin: boolean) {
  const deciding = { own: { viewerId: values.userId, admin } };
  const pending = eq(leaveRequests.status, 'PENDING');
  const approvedToday = and(
    // Hourly leave (docs/leave-rules.md §16) keeps its person at work: "on leave today" is whole days only.
    inTenant(scope, leaveRequests, eq(leaveRequests.status, 'APPROVED'), isNull(leaveRequests.minutesPerDay)),
    gte(leaveRequests.endDate, today),
    lte(leaveRequests.startDate, today),
  );
  const oldest = db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      position: users.position,
      department: users.department,
      startDate: users.startDate,
      isActive: users.isActive,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(inTenant(scope, users))
    .orderBy(sql`${users.startDate} asc nulls last`, asc(users.createdAt), asc(users.id))
    .limit(DASHBOARD_STAFF)
    .as('oldest');
  const away = db
    .select({
      userId: leaveRequests.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      leaveType: leaveRequests.leaveType,
      endDate: leaveRequests.endDate,
      requestId: sql<string>`${leaveRequests.id}`.as('request_id'),
    })
    .from(leaveRequests)
    .innerJoin(users, eq(users.id, leaveRequests.userId))
    .where(approvedToday)
    .orderBy(asc(leaveRequests.endDate), asc(leaveRequests.id))
    .limit(ON_LEAVE_TODAY)
    .as('away');
  // Both staff counts from one pass over the organization's entries of the (organization, active) index.
  const staff = db
    .select({
      total: sql<number>`count(*)::int`.as('total'),
      active: sql<number>`count(*) filter (where ${users.isActive})::int`.as('active'),
    })
    .from(users)
    .where(inTenant(scope, users))
    .as('staff');
  return {
    staff,
    totalStaff: staff.total,
    activeStaff: staff.active,
    // Made with the viewer deciding as himself, and only while no delegation is in force today: then the count is made
    // with his standings (below), and PostgreSQL runs a subquery of a CASE branch not taken not at all.
    pendingRequests: sql<number | null>`case when ${delegationInForceToday(scope, today)} then null else ${scalarInt(
      db
        .select({ n: count() })
        .from(leaveRequests)
        .where(inTenant(scope, leaveRequests, pending, decidableBy(deciding, scope))),
    )} end`,
    activeLeavesToday: scalarInt(
      db
        .select({ n: sql`count(distinct ${leaveRequests.userId})` })
        .from(leaveRequests)
        .where(approvedToday),
    ),
    thisMonthRequests: scalarInt(
      db
        .select({ n: count() })
        .from(leaveRequests)
        .where(inTenant(scope, leaveRequests, gte(leaveRequests.createdAt, thisMonth))),
    ),
    // json_agg keeps the statement one round trip; `order by` inside it keeps the lists' order.
    oldestStaff: sql<OldestStaffMember[]>`(select coalesce(json_agg(json_build_object(
        'id', ${oldest.id}, 'firstName', ${oldest.firstName}, 'lastName', ${oldest.lastName}, 'role', ${oldest.role},
        'position', ${oldest.position}, 'department', ${oldest.department}, 'startDate', ${oldest.startDate}, 'isActive', ${oldest.isActive})
        order by ${oldest.startDate} nulls last, ${oldest.createdAt}, ${oldest.id}), '[]'::json) from ${oldest})`,
    onLeaveToday: sql<OnLeaveToday[]>`(select coalesce(json_agg(json_build_object(
        'userId', ${away.userId}, 'firstName', ${away.firstName}, 'lastName', ${away.lastName}, 'leaveType', ${away.leaveType}, 'endDate', ${away.endDate})
        order by ${away.endDate}, ${away.requestId}), '[]'::json) from ${away})`,
  };
}

/**
 * One call, one statement for the whole dashboard: the person's own figures (the ledger's sums,
 * index-only on `leave_ledger_balance_idx`, and their pending requests), plus the organization's
 * for ADMIN and MANAGER. Prepared once per database (db/prepared.ts), one for each of the two shapes.
 */
function mineColumns(db: Executor, scope: TenantScope, userId: string) {
  const totals = leaveTotalsOf(db, scope, userId);
  const myPending = scalarInt(
    db
      .select({ n: count() })
      .from(leaveRequests)
      .where(inTenant(scope, leaveRequests, eq(leaveRequests.userId, userId), eq(leaveRequests.status, 'PENDING'))),
  );
  return { totals, mine: { earned: totals.earned, used: totals.used, myPending } };
}

const employeeSummary = preparedStatement((db) => {
  const { totals, mine } = mineColumns(db, preparedScope, values.userId);
  return db.select(mine).from(totals).prepare('dashboard_employee');
});

/** Two shapes: `admin` for an ADMIN (İK steps and his teams'), `team` for anyone else (his teams' manager steps). */
const organizationSummary = preparedStatements((db, shape) => {
  const scope = preparedScope;
  const { totals, mine } = mineColumns(db, scope, values.userId);
  const { staff, ...organizationFigures } = organizationColumns(
    db,
    scope,
    values.today,
    values.monthStart,
    shape === 'admin',
  );
  return db
    .select({ ...mine, ...organizationFigures })
    .from(totals)
    .crossJoin(staff)
    .prepare(`dashboard_organization_${shape}`);
});

export async function loadDashboardSummary(
  db: Executor,
  scope: TenantScope,
  viewer: { userId: string; role: Role },
  now: Date,
) {
  const today = istanbulToday(now);
  const given = { organizationId: scope.organizationId, userId: viewer.userId, today, monthStart: monthStart(today) };
  const me = (row: { earned: string; used: string; myPending: number }) => {
    const annualLeaveDays = Number(row.earned);
    const usedLeaveDays = Number(row.used);
    return {
      annualLeaveDays,
      usedLeaveDays,
      remainingLeaveDays: annualLeaveDays - usedLeaveDays,
      pendingRequests: row.myPending,
    };
  };
  if (viewer.role === 'EMPLOYEE') {
    const [row] = await employeeSummary(db).execute(given);
    return { today, me: me(row!), organization: null };
  }
  // One statement counts the pending requests with the viewer deciding as himself; only while a
  // delegation is in force somewhere today (rare) does the count take a second look with his standings.
  const self = { id: viewer.userId, role: viewer.role };
  const shape = viewer.role === 'ADMIN' ? 'admin' : 'team';
  const [row] = await organizationSummary(db, shape).execute(given);
  // null: a delegation is in force today (the CASE above), so the count is made with the viewer's standings.
  const { earned: _earned, used: _used, myPending: _myPending, pendingRequests, ...rest } = row!;
  const counted = pendingRequests === null ? await countDecidable(db, scope, self, now) : pendingRequests;
  return { today, me: me(row!), organization: { ...rest, pendingRequests: counted } };
}
