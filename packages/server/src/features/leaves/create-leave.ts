import {
  approvalStepsFor,
  compareDates,
  istanbulToday,
  leaveDateProblems,
  leaveRequestWarnings,
  usageEntry,
  type LeaveWarning,
} from '@paydos/domain';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { leaveRequests } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { checkSubstitute, mailSubstitute } from '../delegations';
import { checkLegalLength, isOnlyActiveAdmin, type LeaveActor } from './leave-authority';
import { mailAdminsRecorded, mailDeciders, mailEmployee } from './leave-mails';
import { openStepDeciders, readApprovalFlow, writeStepRows } from '../approvals';
import { checkRequestAgainstTeamRules } from '../team-rules';
import {
  assertBalance,
  assertNoOverlap,
  drawsOnBalance,
  ledgerBalance,
  lockEmployee,
  pendingAnnualDays,
  writeLedger,
  type LeaveScope,
} from './leave-store';
import { leaveView } from './leave-views';
import { countRequest, hoursColumns } from './hourly-leave';
import { checkSplitRule, otherAnnualLeaves, splitAudit, withSplitPart } from './split-rule';
import { checkTravelLeave, withTravelNote } from './travel-leave';
import type { CreateLeaveBody, RecordLeaveBody } from '@paydos/contract/leaves';
import { queueWebhookEvent } from '../webhooks';

export interface CreateLeaveOptions {
  employeeId: string;
  actor: LeaveActor;
  /** The employee page's "record a leave" call (ADMIN or MANAGER); see `recordOutcome`. */
  record?: boolean;
}

/**
 * What a record on the employee page becomes (product §D8, issue 20). An ADMIN's record for
 * someone else is APPROVED at once (past dates allowed) and audited. A record for oneself is a
 * PENDING request like one's own, unless the actor is the organization's only active ADMIN (then
 * APPROVED and audited). A MANAGER does not approve in the single-step flow, so his record for a
 * colleague is a PENDING request for the ADMIN; past leave goes through the consent flow instead.
 */
async function recordOutcome(db: Executor, scope: LeaveScope, options: CreateLeaveOptions) {
  if (!options.record) return { approve: false, self: false };
  const self = options.employeeId === options.actor.id;
  if (self) return { approve: await isOnlyActiveAdmin(db, scope, options.actor), self };
  return { approve: options.actor.role === 'ADMIN', self };
}

/**
 * The steps a request is sent with (issue 23, docs/approval-rules.md sections 1 and 5): the team
 * rules first (a rule set to refuse: a 400 naming every broken rule, nothing written; a rule set to
 * "needs an ADMIN": İK alone, the breaks kept on the request), then the organization's flow and the
 * leave type's route. No steps: the type is recorded without approval.
 */
async function stepsOfRequest(
  db: Parameters<typeof lockEmployee>[0],
  scope: LeaveScope,
  request: {
    requesterId: string;
    leaveType: string;
    startDate: string;
    endDate: string;
    minutesPerDay?: number | null;
  },
  now: Date,
) {
  const check = await checkRequestAgainstTeamRules(db, scope, request, now);
  if (check.outcome === 'REFUSED') {
    const message = messages.approvals.refusedByRules(check.breaks.map((b) => b.message));
    throw fail.badRequest(message, { startDate: message });
  }
  const needsAdmin = check.outcome === 'NEEDS_ADMIN';
  const kinds = approvalStepsFor(await readApprovalFlow(db, scope), request.leaveType, { needsAdmin });
  return { kinds, ruleBreaks: check.breaks.length ? check.breaks : null };
}

/**
 * A new leave request (product §5, §D4): dates checked against today in Istanbul, days
 * counted with the organization's working days and holidays, no overlap, annual leave within
 * the balance (minus what other pending requests already ask for), then the team rules and the
 * approval steps (stepsOfRequest; a record approved at once has none). One row per step is
 * written and the open step's deciders are mailed; a type routed without approval is approved at
 * once, its ledger drawn like an ADMIN's record. Warnings come back with it.
 */
export async function createLeave(
  db: Database,
  config: Config,
  scope: LeaveScope,
  input: CreateLeaveBody | RecordLeaveBody,
  options: CreateLeaveOptions,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const employee = await lockEmployee(tx, scope, options.employeeId);
    if (!employee.isActive) throw fail.forbidden(messages.leaves.userInactive);
    const { approve, self } = await recordOutcome(tx, scope, options);
    const today = istanbulToday(now);
    if (options.record && !approve && !self && compareDates(input.startDate, today) < 0) {
      throw fail.badRequest(messages.leaves.pastForColleague, { startDate: messages.leaves.pastForColleague });
    }

    const problems = leaveDateProblems({ ...input, today, allowPast: approve });
    if (problems.length > 0) {
      throw fail.badRequest(problems[0]!.message, Object.fromEntries(problems.map((p) => [p.field, p.message])));
    }
    // Days, or an hourly request's minutes (issue 24 item 6, docs/decisions/015): days is then 0.
    const count = await countRequest(tx, scope, input);
    const overrideReason = 'overrideReason' in input ? (input.overrideReason ?? null) : null;
    const legalDays = await checkLegalLength(
      tx,
      scope,
      { ...input, employeeId: employee.id, days: count.days, hours: count.hours, overrideReason },
      options.actor,
    );
    // Issue 24 item 3: travel days (4857 md. 56/4) extend the span, never the days drawn.
    const travel = await checkTravelLeave(tx, scope, input);
    await assertNoOverlap(tx, scope, employee.id, input.startDate, travel.lastDay);
    const substituteId = await checkSubstitute(tx, scope, { ...input, requesterId: employee.id });

    const draws = drawsOnBalance(input.leaveType);
    const balance = draws ? await ledgerBalance(tx, scope, employee.id) : 0;
    const remainingBefore = draws ? balance - (await pendingAnnualDays(tx, scope, employee.id)) : 0;
    if (draws) assertBalance(remainingBefore, count.days);
    // Issue 24 item 2: a split of the service year's annual leave needs the agreement and a 10-day part.
    const others = employee.startDate ? await otherAnnualLeaves(tx, scope, employee.id) : [];
    const { split, outcome } = draws
      ? checkSplitRule(
          {
            employeeStartDate: employee.startDate,
            startDate: input.startDate,
            days: count.days,
            remainingBefore,
            others,
            agreed: input.splitAgreed,
            overrideReason,
            today,
          },
          options.actor,
        )
      : { split: null, outcome: { kind: 'not_split' as const } };
    const splitOverride = outcome.kind === 'overridden' ? outcome.reason : null;

    const warnings: LeaveWarning[] = employee.startDate
      ? leaveRequestWarnings({
          leaveType: input.leaveType,
          startDate: input.startDate,
          days: count.days,
          employeeStartDate: employee.startDate,
          otherAnnualLeaves: others,
          today,
          ...(draws ? { remainingBefore } : {}),
        })
      : [];

    const steps = approve
      ? { kinds: [], ruleBreaks: null }
      : await stepsOfRequest(tx, scope, { ...input, endDate: travel.lastDay, requesterId: employee.id }, now);
    const withoutApproval = !approve && steps.kinds.length === 0;
    const approved = approve || withoutApproval;

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
        status: approved ? 'APPROVED' : 'PENDING',
        requestedById: options.actor.id,
        // Recorded without approval: decided now, by nobody.
        ...(approved ? { decidedById: approve ? options.actor.id : null, decidedAt: now } : {}),
        legalOverrideReason: legalDays === null ? splitOverride : overrideReason,
        splitAgreedAt: split?.isSplit ? now : null,
        travelDays: travel.travelDays,
        travelDestination: travel.travelDestination,
        travelEndDate: travel.travelEndDate,
        ruleBreaks: steps.ruleBreaks,
        substituteId,
        ...hoursColumns(count.hours),
      })
      .returning();
    await queueWebhookEvent(
      tx,
      scope,
      { type: approved ? 'leave.approved' : 'leave.requested', leaveRequestId: leave!.id },
      now,
    );
    const mailLeave = {
      leaveType: input.leaveType,
      startDate: input.startDate,
      endDate: input.endDate,
      days: count.days,
      reason: input.reason ?? null,
      ...hoursColumns(count.hours),
    };
    const forSomeoneElse = employee.id !== options.actor.id;
    if (approved) {
      if (draws) {
        const usage = withTravelNote(usageEntry({ ...mailLeave, leaveRequestId: leave!.id }), travel);
        const line = await withSplitPart(tx, scope, usage, leave!, employee.startDate);
        await writeLedger(tx, scope, employee.id, line, options.actor.id);
      }
      if (forSomeoneElse) await mailEmployee(tx, config, scope, employee, mailLeave, 'recorded');
      if (withoutApproval) await mailAdminsRecorded(tx, config, scope, employee, mailLeave);
      await mailSubstitute(tx, config, scope, employee, { ...mailLeave, substituteId }, 'approved');
    } else {
      await writeStepRows(tx, scope, leave!.id, steps.kinds);
      const open = await openStepDeciders(tx, scope, leave!, now);
      const requestedBy = forSomeoneElse ? await lockEmployee(tx, scope, options.actor.id, false) : null;
      await mailDeciders(tx, config, scope, employee, mailLeave, open?.deciders ?? [], { requestedBy });
    }
    const audited = {
      userId: employee.id,
      leaveType: input.leaveType,
      startDate: input.startDate,
      endDate: input.endDate,
      days: count.days,
      minutes: count.hours?.minutes ?? null,
      status: leave!.status,
      ...(travel.travelDays ? { travelDays: travel.travelDays } : {}),
    };
    const target = { organizationId: scope.organizationId, targetType: 'leave_request', targetId: leave!.id };
    if (approve) {
      const past = compareDates(input.startDate, today) < 0;
      await recordAudit(tx, options.actor, {
        ...target,
        action: self ? 'leave.self_approve' : 'leave.record',
        after: { ...audited, past },
      });
    }
    if (legalDays !== null) {
      await recordAudit(tx, options.actor, {
        ...target,
        action: 'leave.legal_override',
        after: { ...audited, legalDays, reason: overrideReason },
      });
    }
    if (split && splitOverride !== null) {
      await recordAudit(tx, options.actor, {
        ...target,
        action: 'leave.split_override',
        after: { ...audited, ...splitAudit(split, splitOverride) },
      });
    }
    return {
      leaveRequest: await leaveView(tx, scope, leave!.id, options.actor, now),
      warnings,
      excluded: count.excluded,
    };
  });
}
