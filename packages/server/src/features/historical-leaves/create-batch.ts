import { compareDates, istanbulToday, leaveDateProblems } from '@paydos/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { historicalLeaveBatches, historicalLeaveRequests } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { hashToken, newToken } from '../../platform/tokens';
import { countRequestDays, lockEmployee, type LeaveScope } from '../leaves';
import { consentMail } from './historical-mails';
import { APPROVAL_VALID_MS, assertNoHistoricalOverlap, batchLeaves, recordedLeave } from './historical-store';
import type { BatchBody } from '@paydos/contract/historical-leaves';

/**
 * Product §6/§7, §D3 and §D7: an ADMIN or MANAGER records past leaves of one employee as one
 * batch. Each leave is checked (dates in the past, end not before start, at least one working
 * day, no overlap with a leave on record, a pending batch or another leave of the list), counted
 * with the organization's working days and holidays, and stored PENDING; the employee gets ONE
 * consent mail whose link (the token, stored only as its hash) works once, for 7 days. The token
 * comes back only for the demo's story; the route never answers it (consent is the employee's).
 */
export async function createHistoricalBatch(
  db: Database,
  config: Config,
  scope: LeaveScope,
  actorId: string,
  input: BatchBody,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const employee = await lockEmployee(tx, scope, input.userId);
    const today = istanbulToday(now);
    const counted = [];
    for (const leave of input.leaves) {
      const problems = leaveDateProblems({
        startDate: leave.startDate,
        endDate: leave.endDate,
        today,
        allowPast: true,
      });
      if (problems.length > 0) {
        throw fail.badRequest(problems[0]!.message, Object.fromEntries(problems.map((p) => [p.field, p.message])));
      }
      if (compareDates(leave.startDate, today) > 0) {
        throw fail.badRequest(messages.historical.startInFuture, { startDate: messages.historical.startInFuture });
      }
      const count = await countRequestDays(tx, scope, leave.startDate, leave.endDate);
      counted.push({ ...leave, days: count.days, reason: leave.reason?.trim() || null });
    }
    await assertNoHistoricalOverlap(tx, scope, employee.id, counted, { withPendingBatches: true }, now);

    const token = newToken();
    const [batch] = await tx
      .insert(historicalLeaveBatches)
      .values({
        organizationId: scope.organizationId,
        userId: employee.id,
        createdById: actorId,
        tokenHash: hashToken(token),
        tokenExpiresAt: new Date(now.getTime() + APPROVAL_VALID_MS),
      })
      .returning();
    await tx.insert(historicalLeaveRequests).values(
      counted.map((leave) => ({
        batchId: batch!.id,
        ...recordedLeave(scope, employee.id, leave),
      })),
    );
    await consentMail(tx, config, scope, { employee, actorId, token, leaves: counted }, now);
    const view = {
      message: messages.historical.created(counted.length),
      batchId: batch!.id,
      totalCount: counted.length,
      tokenExpiresAt: batch!.tokenExpiresAt.toISOString(),
      historicalLeaveRequests: await batchLeaves(tx, scope, batch!.id),
    };
    return { view, token };
  });
}
