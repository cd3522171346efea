import { istanbulToday } from '@paydos/domain';
import { and, asc, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leaveRequests, users } from '../../db/schema';
import type { Role } from '../../platform/request-context';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import { leaveTotalsByUser } from '../users/user-profile';

/** Spec §9: the dashboard lists 6 staff. */
export const DASHBOARD_STAFF = 6;

/** The first instant of the Istanbul calendar month of `today` (Türkiye is UTC+3 all year since 2016). */
const monthStart = (today: string) => new Date(`${today.slice(0, 7)}-01T00:00:00+03:00`);

async function personalSummary(db: Executor, scope: TenantScope, userId: string) {
  const totals = (await leaveTotalsByUser(db, scope, [userId])).get(userId) ?? { annualLeaveDays: 0, usedLeaveDays: 0 };
  const [pending] = await db
    .select({ n: count() })
    .from(leaveRequests)
    .where(inTenant(scope, leaveRequests, eq(leaveRequests.userId, userId), eq(leaveRequests.status, 'PENDING')));
  return { ...totals, remainingLeaveDays: totals.annualLeaveDays - totals.usedLeaveDays, pendingRequests: Number(pending?.n ?? 0) };
}

/**
 * The organization's cards (spec §2, ADMIN): staff, pending requests, leaves active today
 * (APPROVED with today between start and end, spec §4), requests created this month, and the
 * first six staff by creation date with who is on leave today.
 */
async function organizationSummary(db: Executor, scope: TenantScope, today: string) {
  const [staff] = await db
    .select({ total: count(), active: sql<number>`count(*) filter (where ${users.isActive})::int` })
    .from(users)
    .where(inTenant(scope, users));
  const [leaveCounts] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${leaveRequests.status} = 'PENDING')::int`,
      thisMonth: sql<number>`count(*) filter (where ${leaveRequests.createdAt} >= ${monthStart(today).toISOString()})::int`,
    })
    .from(leaveRequests)
    .where(inTenant(scope, leaveRequests));
  // Its own query: a count(distinct) filter in the one above sorted every request of the
  // organization (28k at 10k people) to count the few on leave today.
  const [active] = await db
    .select({ today: sql<number>`count(distinct ${leaveRequests.userId})::int` })
    .from(leaveRequests)
    .where(and(inTenant(scope, leaveRequests, eq(leaveRequests.status, 'APPROVED')), lte(leaveRequests.startDate, today), gte(leaveRequests.endDate, today)));
  const oldestStaff = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      position: users.position,
      department: users.department,
      startDate: users.startDate,
      isActive: users.isActive,
    })
    .from(users)
    .where(inTenant(scope, users))
    .orderBy(asc(users.createdAt), asc(users.startDate), asc(users.id))
    .limit(DASHBOARD_STAFF);
  const onLeaveToday = await db
    .select({
      userId: leaveRequests.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      leaveType: leaveRequests.leaveType,
      endDate: leaveRequests.endDate,
    })
    .from(leaveRequests)
    .innerJoin(users, eq(users.id, leaveRequests.userId))
    .where(
      and(
        inTenant(scope, leaveRequests, eq(leaveRequests.status, 'APPROVED')),
        lte(leaveRequests.startDate, today),
        gte(leaveRequests.endDate, today),
      ),
    )
    .orderBy(asc(leaveRequests.endDate))
    .limit(20);
  return {
    totalStaff: Number(staff?.total ?? 0),
    activeStaff: Number(staff?.active ?? 0),
    pendingRequests: Number(leaveCounts?.pending ?? 0),
    activeLeavesToday: Number(active?.today ?? 0),
    thisMonthRequests: Number(leaveCounts?.thisMonth ?? 0),
    oldestStaff,
    onLeaveToday,
  };
}

/** One call for the whole dashboard: the person's own figures, plus the organization's for ADMIN and MANAGER. */
export async function loadDashboardSummary(db: Executor, scope: TenantScope, viewer: { userId: string; role: Role }) {
  const today = istanbulToday(new Date());
  return {
    today,
    me: await personalSummary(db, scope, viewer.userId),
    organization: viewer.role === 'EMPLOYEE' ? null : await organizationSummary(db, scope, today),
  };
}
