import { usageEntry } from '@paydos/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { decideStep, type StepResult } from '../approvals';
import type { LeaveActor } from './leave-authority';
import { mailDeciders, mailEmployee } from './leave-mails';
import { mailSubstitute } from '../delegations';
import { withSplitPart } from './split-rule';
import { withTravelNote } from './travel-leave';
import {
  assertBalance,
  drawsOnBalance,
  findLeave,
  ledgerBalance,
  lockEmployee,
  saveLeave,
  writeLedger,
  type LeaveScope,
} from './leave-store';
import { leaveView } from './leave-views';
import { queueWebhookEvent } from '../webhooks';

/**
 * Approve (with the decider's optional note, which the later step and the requester read), or
 * reject with the decider's reason (a default one when none is given).
 */
export type LeaveDecision = { approve: true; note?: string | null } | { approve: false; reason?: string | null };

/**
 * Approve or reject the open step of a PENDING request (issue 23, docs/approval-rules.md). The
 * employee row, then the request row, are locked and the request and its steps re-read inside the
 * transaction, so of two deciders of one step the second sees the first one's decision and gets a
 * 409; the balance is drawn exactly once, by the last approval. Who may decide is the approval
 * engine's (decideStep: a decider of the open step today, delegates in place, never the requester
 * but the organization's only active ADMIN, and that is audited, product §D8).
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
    const note = (decision.approve ? decision.note : decision.reason)?.trim() || null;
    const result: StepResult = await decideStep(tx, scope, leave, actor, { approve: decision.approve, note }, now);
    const days = Number(leave.days);
    const mailLeave = { ...leave, days };

    if (result.kind === 'MOVED') {
      // Still pending, one step further: the version moves so an edit read before it notices.
      await saveLeave(tx, scope, leave, {}, now);
      const decidedBy = await lockEmployee(tx, scope, actor.id, false);
      await mailDeciders(tx, config, scope, employee, mailLeave, result.next.deciders, {
        earlier: { kind: result.decided, decidedBy, note },
      });
      await mailEmployee(tx, config, scope, employee, mailLeave, 'moved', note);
    } else if (result.kind === 'APPROVED') {
      const draws = drawsOnBalance(leave.leaveType);
      if (draws) assertBalance(await ledgerBalance(tx, scope, employee.id), days);
      await saveLeave(
        tx,
        scope,
        leave,
        { status: 'APPROVED', decidedById: actor.id, decidedAt: now, decisionReason: null },
        now,
      );
      const period = { startDate: leave.startDate, endDate: leave.endDate, days, leaveRequestId: leave.id };
      if (draws) {
        const usage = await withSplitPart(
          tx,
          scope,
          withTravelNote(usageEntry(period), leave),
          leave,
          employee.startDate,
        );
        await writeLedger(tx, scope, employee.id, usage, actor.id);
      }
      await mailEmployee(tx, config, scope, employee, mailLeave, 'approved', note);
      await mailSubstitute(tx, config, scope, employee, leave, 'approved');
    } else {
      const reason = note ?? messages.leaves.defaultRejectReason;
      await saveLeave(
        tx,
        scope,
        leave,
        { status: 'REJECTED', decidedById: actor.id, decidedAt: now, decisionReason: reason },
        now,
      );
      await mailEmployee(tx, config, scope, employee, mailLeave, 'rejected', reason);
    }
    if (result.kind !== 'MOVED')
      await queueWebhookEvent(
        tx,
        scope,
        { type: result.kind === 'APPROVED' ? 'leave.approved' : 'leave.rejected', leaveRequestId: leave.id },
        now,
      );
    if (result.selfDecision && leave.userId === actor.id) {
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
          status: result.kind === 'MOVED' ? 'PENDING' : result.kind,
        },
      });
    }
    return leaveView(tx, scope, leave.id, actor, now);
  });
}
