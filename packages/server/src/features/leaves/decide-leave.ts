import { usageEntry } from '@paydos/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { mailSubstitute } from '../delegations';
import { assertMayDecideOwn, type LeaveActor } from './leave-authority';
import { mailEmployee } from './leave-mails';
import {
  assertBalance,
  drawsOnBalance,
  findLeave,
  leaveView,
  ledgerBalance,
  lockEmployee,
  saveLeave,
  writeLedger,
  type LeaveScope,
} from './leave-store';

/** Approve, or reject with the ADMIN's reason (a default one when none is given). */
export type LeaveDecision = { approve: true } | { approve: false; reason?: string | null };

/**
 * Approve or reject a PENDING request. The employee row, then the request row, are locked
 * and re-read inside the transaction, so of two admins deciding at once the second sees the
 * first one's result and gets a 409; the balance is drawn exactly once. Nobody decides their
 * own request but the organization's only active ADMIN, and that is audited (product §D8).
 */
export async function decideLeave(
  db: Database,
  config: Config,
  scope: LeaveScope,
  leaveId: string,
  actor: LeaveActor,
  decision: LeaveDecision,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const unlocked = await findLeave(tx, scope, leaveId);
    const employee = await lockEmployee(tx, scope, unlocked.userId);
    const leave = await findLeave(tx, scope, leaveId, true);
    if (leave.status !== 'PENDING') throw fail.conflict(messages.leaves.notPending);
    const self = leave.userId === actor.id;
    if (self) await assertMayDecideOwn(tx, scope, actor);
    const actorId = actor.id;
    const days = Number(leave.days);
    const period = { startDate: leave.startDate, endDate: leave.endDate, days, leaveRequestId: leave.id };

    if (decision.approve) {
      const draws = drawsOnBalance(leave.leaveType);
      if (draws) assertBalance(await ledgerBalance(tx, scope, employee.id), days);
      await saveLeave(
        tx,
        scope,
        leave,
        {
          status: 'APPROVED',
          decidedById: actorId,
          decidedAt: now,
          decisionReason: null,
        },
        now,
      );
      if (draws) await writeLedger(tx, scope, employee.id, usageEntry(period), actorId);
      await mailEmployee(tx, config, scope, employee, { ...leave, days }, 'approved');
      await mailSubstitute(tx, config, scope, employee, leave, 'approved');
    } else {
      const reason = decision.reason?.trim() || messages.leaves.defaultRejectReason;
      await saveLeave(
        tx,
        scope,
        leave,
        {
          status: 'REJECTED',
          decidedById: actorId,
          decidedAt: now,
          decisionReason: reason,
        },
        now,
      );
      await mailEmployee(tx, config, scope, employee, { ...leave, days }, 'rejected', reason);
    }
    if (self) {
      await recordAudit(tx, actor, {
        action: decision.approve ? 'leave.self_approve' : 'leave.self_reject',
        organizationId: scope.organizationId,
        targetType: 'leave_request',
        targetId: leave.id,
        before: { status: 'PENDING' },
        after: {
          leaveType: leave.leaveType,
          startDate: leave.startDate,
          endDate: leave.endDate,
          days,
          status: decision.approve ? 'APPROVED' : 'REJECTED',
        },
      });
    }
    return leaveView(tx, scope, leave.id);
  });
}
