import { fromHalfDays, leaveTypeName, toHalfDays } from '@paydos/domain';
import { count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leaveRequests } from '../../db/schema';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import { findTenantUser } from '../users';
import { listEmployeeLeavePage } from '../leaves';
import { leaveTotalsByUser } from '../users';

/**
 * Product §3 "Employee detail response": the person, their leave statistics and history.
 * Annual figures come from the ledger; request counts and per-type days from the requests,
 * summed in SQL; the history is its first keyset page.
 * `byType` counts approved days only, since pending ones may still be refused.
 */
export async function loadEmployeeDetail(
  db: Executor,
  scope: TenantScope,
  employeeId: string,
  reader: Parameters<typeof listEmployeeLeavePage>[4],
) {
  const person = await findTenantUser(db, scope, employeeId);
  const totals = (await leaveTotalsByUser(db, scope, [employeeId])).get(employeeId) ?? {
    annualLeaveDays: 0,
    usedLeaveDays: 0,
  };
  // Counts and sums by status and type in SQL: a long history never travels whole for its figures.
  const groups = await db
    .select({
      status: leaveRequests.status,
      leaveType: leaveRequests.leaveType,
      count: count(),
      days: sql<string>`sum(${leaveRequests.days})`,
      // Hourly leave's minutes (docs/decisions/015); null when the type's requests are all whole days.
      minutes: sql<string | null>`sum(${leaveRequests.minutes})`,
    })
    .from(leaveRequests)
    .where(inTenant(scope, leaveRequests, eq(leaveRequests.userId, employeeId)))
    .groupBy(leaveRequests.status, leaveRequests.leaveType)
    .orderBy(leaveRequests.status, leaveRequests.leaveType);
  const history = await listEmployeeLeavePage(db, scope, employeeId, { limit: 50 }, reader);

  const countOf = (status: string) => groups.filter((g) => g.status === status).reduce((sum, g) => sum + g.count, 0);
  const pendingUnits = groups
    .filter((g) => g.status === 'PENDING')
    .reduce((sum, g) => sum + toHalfDays(Number(g.days)), 0);
  const byType = groups
    .filter((g) => g.status === 'APPROVED')
    .map((g) => ({
      leaveType: g.leaveType,
      leaveTypeName: leaveTypeName(g.leaveType),
      days: fromHalfDays(toHalfDays(Number(g.days))),
      minutes: g.minutes === null ? null : Number(g.minutes),
      count: g.count,
    }));

  return {
    employee: {
      id: person.id,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phone: person.phone,
      nationalId: person.nationalId,
      registryNumber: person.registryNumber,
      birthDate: person.birthDate,
      address: person.address,
      emergencyContact: person.emergencyContact,
      emergencyPhone: person.emergencyPhone,
      position: person.position,
      department: person.department,
      startDate: person.startDate,
      employmentEndDate: person.employmentEndDate,
      role: person.role,
      isActive: person.isActive,
      createdAt: person.createdAt.toISOString(),
      ...totals,
    },
    leaveStats: {
      totalAnnualLeave: totals.annualLeaveDays,
      usedAnnualLeave: totals.usedLeaveDays,
      remainingAnnualLeave: fromHalfDays(toHalfDays(totals.annualLeaveDays) - toHalfDays(totals.usedLeaveDays)),
      pendingDays: fromHalfDays(pendingUnits),
      totalRequests: groups.reduce((sum, g) => sum + g.count, 0),
      approved: countOf('APPROVED'),
      pending: countOf('PENDING'),
      rejected: countOf('REJECTED'),
      cancelled: countOf('CANCELLED'),
      byType,
    },
    /** The first page (latest start first); `GET /leaves/employee/{id}?cursor=leaveHistoryNextCursor` goes on. */
    leaveHistory: history.leaveRequests.map((r) => ({
      id: r.id,
      leaveType: r.leaveType,
      leaveTypeName: r.leaveTypeName,
      startDate: r.startDate,
      endDate: r.endDate,
      days: r.days,
      status: r.status,
      reason: r.reason,
      createdAt: r.createdAt,
    })),
    leaveHistoryNextCursor: history.nextCursor,
  };
}
