import { formatDays, istanbulToday, leaveDateProblems, returnEntry } from '@paydos/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { checkSubstitute, mailSubstitute, mailSubstituteChange } from '../delegations';
import { assertMayDecideOwn, checkLegalLength, type LeaveActor } from './leave-authority';
import { mailEmployee } from './leave-mails';
import {
  assertBalance,
  assertNoOverlap,
  drawnByLeave,
  drawsOnBalance,
  findLeave,
  ledgerBalance,
  lockEmployee,
  periodText,
  saveLeave,
  writeLedger,
  type LeaveScope,
} from './leave-store';
import { leaveView } from './leave-views';
import { countRequest, editedLength, hoursColumns } from './hourly-leave';
import { checkSplitRule, otherAnnualLeaves, splitAudit } from './split-rule';
import { checkTravelLeave, withTravelNote } from './travel-leave';
import type { UpdateLeaveBody } from '@paydos/contract/leaves';
import { queueWebhookEvent } from '../webhooks';

/** Locks employee then request (the one lock order) and checks the request is APPROVED. */
async function lockApproved(
  tx: Parameters<Parameters<Database['transaction']>[0]>[0],
  scope: LeaveScope,
  leaveId: string,
) {
  const unlocked = await findLeave(tx, scope, leaveId);
  const employee = await lockEmployee(tx, scope, unlocked.userId);
  const leave = await findLeave(tx, scope, leaveId, true);
  if (leave.status !== 'APPROVED') throw fail.conflict(messages.leaves.notApproved);
  return { employee, leave };
}

/**
 * Edit an APPROVED leave (product §4): new dates and reason, days recounted, travel days placed
 * after the new end (docs/leave-rules.md section 15), balance re-checked,
 * and the ledger gets the difference against what the request has drawn so far, so its own
 * entries always sum to minus its days. Editing one's own leave is deciding it: only the
 * organization's only active ADMIN may, audited; an excuse leave keeps its legal length unless an
 * ADMIN overrode it when it was recorded or overrides it now with a reason, audited (product §D8).
 */
export async function updateLeave(
  db: Database,
  config: Config,
  scope: LeaveScope,
  leaveId: string,
  actor: LeaveActor,
  input: UpdateLeaveBody,
  now: Date,
) {
  const actorId = actor.id;
  return db.transaction(async (tx) => {
    const { employee, leave } = await lockApproved(tx, scope, leaveId);
    const self = leave.userId === actor.id;
    if (self) await assertMayDecideOwn(tx, scope, actor);
    // An approved leave may already have begun, so only the order of the dates is checked.
    const problems = leaveDateProblems({ ...input, today: istanbulToday(now), allowPast: true });
    if (problems.length > 0) {
      throw fail.badRequest(problems[0]!.message, Object.fromEntries(problems.map((p) => [p.field, p.message])));
    }
    // Days, or an hourly leave's minutes (issue 24 item 6): hours left out of the body stay.
    const count = await countRequest(tx, scope, editedLength(leave, input));
    // Issue 24 item 3: the travel days as sent, else as they were, placed after the new end.
    const travel = await checkTravelLeave(tx, scope, {
      leaveType: leave.leaveType,
      startDate: input.startDate,
      endDate: input.endDate,
      travelDays: input.travelDays ?? leave.travelDays,
      travelDestination: input.travelDestination === undefined ? leave.travelDestination : input.travelDestination,
    });
    await assertNoOverlap(tx, scope, employee.id, input.startDate, travel.lastDay, leave.id);
    const current = leave.substituteId;
    const substituteId = await checkSubstitute(tx, scope, { ...input, requesterId: employee.id, current });
    // An ADMIN's reason sent with the edit lets the new length go past the legal one too (issue 24 item 5).
    const newOverride = input.overrideReason?.trim() || null;
    const legalDays = await checkLegalLength(
      tx,
      scope,
      {
        employeeId: employee.id,
        leaveId: leave.id,
        leaveType: leave.leaveType,
        startDate: input.startDate,
        endDate: input.endDate,
        days: count.days,
        hours: count.hours,
        overrideReason: newOverride ?? leave.legalOverrideReason,
      },
      actor,
    );

    let splitValues: { splitAgreedAt?: Date | null; legalOverrideReason?: string | null } = {};
    if (legalDays !== null && newOverride !== null && newOverride !== leave.legalOverrideReason) {
      splitValues = { legalOverrideReason: newOverride };
      await recordAudit(tx, actor, {
        action: 'leave.legal_override',
        organizationId: scope.organizationId,
        targetType: 'leave_request',
        targetId: leave.id,
        after: {
          leaveType: leave.leaveType,
          startDate: input.startDate,
          endDate: input.endDate,
          days: count.days,
          legalDays,
          reason: newOverride,
        },
      });
    }
    if (drawsOnBalance(leave.leaveType)) {
      const drawn = await drawnByLeave(tx, scope, leave.id);
      const remainingBefore = (await ledgerBalance(tx, scope, employee.id)) + drawn;
      assertBalance(remainingBefore, count.days);
      // Issue 24 item 2: the new dates may split the year; an agreement or override recorded before stays.
      const { split, outcome } = checkSplitRule(
        {
          employeeStartDate: employee.startDate,
          startDate: input.startDate,
          days: count.days,
          remainingBefore,
          others: employee.startDate ? await otherAnnualLeaves(tx, scope, employee.id, leave.id) : [],
          agreed: leave.splitAgreedAt !== null ? true : input.splitAgreed,
          overrideReason: newOverride ?? leave.legalOverrideReason,
          today: istanbulToday(now),
        },
        actor,
      );
      splitValues = {
        splitAgreedAt: split?.isSplit ? (leave.splitAgreedAt ?? now) : null,
        legalOverrideReason: outcome.kind === 'overridden' ? outcome.reason : null,
      };
      if (split && outcome.kind === 'overridden' && outcome.reason !== leave.legalOverrideReason) {
        await recordAudit(tx, actor, {
          action: 'leave.split_override',
          organizationId: scope.organizationId,
          targetType: 'leave_request',
          targetId: leave.id,
          after: {
            startDate: input.startDate,
            endDate: input.endDate,
            days: count.days,
            ...splitAudit(split, outcome.reason),
          },
        });
      }
      const difference = drawn - count.days;
      const oldText = `${periodText(leave.startDate, leave.endDate)} (${formatDays(Number(leave.days))} gün)`;
      const newText = `${periodText(input.startDate, input.endDate)} (${formatDays(count.days)} gün)`;
      // The line says the travel days stay unpaid and undrawn, as the usage line of a new leave does.
      const line = withTravelNote(
        {
          kind: difference > 0 ? 'RETURN' : 'USAGE',
          days: difference,
          effectiveDate: input.startDate,
          reason: `Onaylı izin düzenlendi: ${oldText} → ${newText}`,
          leaveRequestId: leave.id,
        },
        travel,
      );
      await writeLedger(tx, scope, employee.id, line, actorId);
    }
    const reason = input.reason === undefined ? leave.reason : input.reason?.trim() || null;
    await saveLeave(
      tx,
      scope,
      leave,
      {
        startDate: input.startDate,
        endDate: input.endDate,
        days: count.days,
        reason,
        substituteId,
        ...splitValues,
        travelDays: travel.travelDays,
        travelDestination: travel.travelDestination,
        travelEndDate: travel.travelEndDate,
        ...hoursColumns(count.hours),
      },
      now,
    );
    await queueWebhookEvent(tx, scope, { type: 'leave.updated', leaveRequestId: leave.id }, now);
    await mailSubstituteChange(tx, config, scope, employee, leave, { ...input, substituteId });
    await mailEmployee(
      tx,
      config,
      scope,
      employee,
      { leaveType: leave.leaveType, ...input, reason, days: count.days, ...hoursColumns(count.hours) },
      'updated',
    );
    if (self) {
      await recordAudit(tx, actor, {
        action: 'leave.update',
        organizationId: scope.organizationId,
        targetType: 'leave_request',
        targetId: leave.id,
        before: {
          startDate: leave.startDate,
          endDate: leave.endDate,
          days: Number(leave.days),
          travelDays: leave.travelDays,
          minutes: leave.minutes,
        },
        after: {
          startDate: input.startDate,
          endDate: input.endDate,
          days: count.days,
          travelDays: travel.travelDays,
          minutes: count.hours?.minutes ?? null,
        },
      });
    }
    return { leaveRequest: await leaveView(tx, scope, leave.id, actor, now), excluded: count.excluded };
  });
}

/** Cancel an APPROVED leave: CANCELLED, and every day it drew goes back (a RETURN entry). */
export async function cancelLeave(
  db: Database,
  config: Config,
  scope: LeaveScope,
  leaveId: string,
  actorId: string,
  now: Date,
  reasonInput?: string | null,
) {
  return db.transaction(async (tx) => {
    const { employee, leave } = await lockApproved(tx, scope, leaveId);
    const reason = reasonInput?.trim() || messages.leaves.defaultCancelReason;
    const drawn = await drawnByLeave(tx, scope, leave.id);
    if (drawn > 0) {
      const entry = returnEntry({
        startDate: leave.startDate,
        endDate: leave.endDate,
        days: drawn,
        leaveRequestId: leave.id,
        reason,
      });
      await writeLedger(tx, scope, employee.id, entry, actorId);
    }
    await saveLeave(
      tx,
      scope,
      leave,
      {
        status: 'CANCELLED',
        decidedById: actorId,
        decidedAt: now,
        decisionReason: reason,
      },
      now,
    );
    await queueWebhookEvent(tx, scope, { type: 'leave.cancelled', leaveRequestId: leave.id }, now);
    await mailEmployee(tx, config, scope, employee, { ...leave, days: Number(leave.days) }, 'cancelled', reason);
    await mailSubstitute(tx, config, scope, employee, leave, 'cancelled');
    // A cancelled leave has nothing left to decide: no viewer's `canDecide` to say.
    return leaveView(tx, scope, leave.id, null, now);
  });
}
