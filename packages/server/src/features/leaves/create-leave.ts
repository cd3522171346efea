import { istanbulToday, leaveDateProblems, leaveRequestWarnings, usageEntry, type LeaveWarning } from '@paydos/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { leaveRequests } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '../../platform/messages';
import { inTenant } from '../../platform/tenant-scope';
import { mailApprovers, mailEmployee } from './leave-mails';
import {
  assertBalance,
  assertNoOverlap,
  countRequestDays,
  drawsOnBalance,
  leaveView,
  ledgerBalance,
  lockEmployee,
  pendingAnnualDays,
  writeLedger,
  type LeaveScope,
} from './leave-store';
import type { CreateLeaveBody, RecordLeaveBody } from './schemas';

export interface CreateLeaveOptions {
  employeeId: string;
  actorId: string;
  /** ADMIN/MANAGER recording a leave on the employee page: approved at once, past dates allowed. */
  record?: boolean;
}

/**
 * A new leave request (spec §5, decisions §4): dates checked against today in Istanbul, days
 * counted with the organization's working days and holidays, no overlap, annual leave within
 * the balance (minus what other pending requests already ask for). Warnings come back with it.
 */
export async function createLeave(
  db: Database,
  config: Config,
  scope: LeaveScope,
  input: CreateLeaveBody | RecordLeaveBody,
  options: CreateLeaveOptions,
) {
  return db.transaction(async (tx) => {
    const employee = await lockEmployee(tx, scope, options.employeeId);
    if (!employee.isActive) throw fail.forbidden(messages.leaves.userInactive);

    const problems = leaveDateProblems({ ...input, today: istanbulToday(new Date()), allowPast: options.record ?? false });
    if (problems.length > 0) {
      throw fail.badRequest(problems[0]!.message, Object.fromEntries(problems.map((p) => [p.field, p.message])));
    }
    const count = await countRequestDays(tx, scope, input.startDate, input.endDate);
    await assertNoOverlap(tx, scope, employee.id, input.startDate, input.endDate);

    const draws = drawsOnBalance(input.leaveType);
    const balance = draws ? await ledgerBalance(tx, scope, employee.id) : 0;
    const remainingBefore = draws ? balance - (await pendingAnnualDays(tx, scope, employee.id)) : 0;
    if (draws) assertBalance(remainingBefore, count.days);

    const warnings: LeaveWarning[] = employee.startDate
      ? leaveRequestWarnings({
          leaveType: input.leaveType,
          startDate: input.startDate,
          days: count.days,
          employeeStartDate: employee.startDate,
          otherAnnualLeaves: await otherAnnualLeaves(tx, scope, employee.id),
          ...(draws ? { remainingBefore } : {}),
        })
      : [];

    const [leave] = await tx
      .insert(leaveRequests)
      .values({
        organizationId: scope.organizationId,
        userId: employee.id,
        leaveType: input.leaveType,
        startDate: input.startDate,
        endDate: input.endDate,
        days: count.days,
        reason: input.reason ?? null,
        status: options.record ? 'APPROVED' : 'PENDING',
        ...(options.record ? { decidedById: options.actorId, decidedAt: new Date() } : {}),
      })
      .returning();
    const mailLeave = { ...input, days: count.days, reason: input.reason ?? null };
    if (options.record) {
      if (draws) await writeLedger(tx, scope, employee.id, usageEntry({ ...mailLeave, leaveRequestId: leave!.id }), options.actorId);
      await mailEmployee(tx, config, scope, employee, mailLeave, 'recorded');
    } else {
      await mailApprovers(tx, config, scope, employee, mailLeave);
    }
    return { leaveRequest: await leaveView(tx, scope, leave!.id), warnings, excluded: count.excluded };
  });
}

async function otherAnnualLeaves(db: Parameters<typeof lockEmployee>[0], scope: LeaveScope, userId: string) {
  const rows = await db
    .select({ startDate: leaveRequests.startDate, days: leaveRequests.days })
    .from(leaveRequests)
    .where(
      and(
        inTenant(scope, leaveRequests, eq(leaveRequests.userId, userId), eq(leaveRequests.leaveType, 'annual_paid')),
        inArray(leaveRequests.status, ['PENDING', 'APPROVED']),
      ),
    );
  return rows.map((r) => ({ startDate: r.startDate, days: Number(r.days) }));
}
