import { fromHalfDays, leaveTypeName, toHalfDays } from '@paydos/domain';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leaveRequests } from '../../db/schema';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import { findTenantUser } from '../users/find-tenant-user';
import { leaveTotalsByUser } from '../users/user-profile';

/**
 * Spec §3 "Employee detail response": the person, their leave statistics and history.
 * Annual figures come from the ledger; request counts and per-type days from the requests.
 * `byType` counts approved days only, since pending ones may still be refused.
 */
export async function loadEmployeeDetail(db: Executor, scope: TenantScope, employeeId: string) {
  const person = await findTenantUser(db, scope, employeeId);
  const totals = (await leaveTotalsByUser(db, scope, [employeeId])).get(employeeId) ?? { annualLeaveDays: 0, usedLeaveDays: 0 };
  const requests = await db
    .select()
    .from(leaveRequests)
    .where(inTenant(scope, leaveRequests, eq(leaveRequests.userId, employeeId)))
    .orderBy(desc(leaveRequests.startDate), desc(leaveRequests.createdAt));

  const count = (status: string) => requests.filter((r) => r.status === status).length;
  const byType = new Map<string, { leaveType: string; leaveTypeName: string; days: number; count: number }>();
  let pendingUnits = 0;
  for (const r of requests) {
    if (r.status === 'PENDING') pendingUnits += toHalfDays(Number(r.days));
    if (r.status !== 'APPROVED') continue;
    const entry = byType.get(r.leaveType) ?? { leaveType: r.leaveType, leaveTypeName: leaveTypeName(r.leaveType), days: 0, count: 0 };
    entry.days = fromHalfDays(toHalfDays(entry.days) + toHalfDays(Number(r.days)));
    entry.count += 1;
    byType.set(r.leaveType, entry);
  }

  return {
    employee: {
      id: person.id,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phone: person.phone,
      nationalId: person.nationalId,
      birthDate: person.birthDate,
      address: person.address,
      emergencyContact: person.emergencyContact,
      emergencyPhone: person.emergencyPhone,
      position: person.position,
      department: person.department,
      startDate: person.startDate,
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
      totalRequests: requests.length,
      approved: count('APPROVED'),
      pending: count('PENDING'),
      rejected: count('REJECTED'),
      cancelled: count('CANCELLED'),
      byType: [...byType.values()],
    },
    leaveHistory: requests.map((r) => ({
      id: r.id,
      leaveType: r.leaveType,
      leaveTypeName: leaveTypeName(r.leaveType),
      startDate: r.startDate,
      endDate: r.endDate,
      days: Number(r.days),
      status: r.status,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
