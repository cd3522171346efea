import {
  approvalStepsFor,
  formatDays,
  hourlyLeaveProblems,
  istanbulToday,
  leaveDateProblems,
  returnEntry,
  usageEntry,
  type LedgerEntry,
} from '@paydos/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { leaveRequests } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { inTenant } from '../../platform/tenant-scope';
import { readApprovalFlow, restartStepRows } from '../approvals';
import { mailSubstitute, type SubstituteNews } from '../delegations';
import { queueWebhookEvent, type WebhookEvent } from '../webhooks';
import { countRequest, editedLength, hoursColumns, loadWorkingTime, type CountedRequest } from './hourly-leave';
import { mailEmployee } from './leave-mails';
import {
  assertBalance,
  assertNoOverlap,
  countRequestDays,
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
import { checkTravelLeave, withTravelNote } from './travel-leave';

// The operator's leave commands (product §4, §7: any field, any status, freely), beside the organization's
// own (create-leave, decide-leave, change-leave): the same store, locks, overlap and balance checks and
// ledger invariant. The operator's pages (operator-people) find the tenant and call these.

const m = messages.operatorPeople;
type Leave = typeof leaveRequests.$inferSelect;
type Status = Leave['status'];

/** What the operator sets on a request (operator-people's create and edit bodies): any field, any status. */
export interface OperatorLeaveInput {
  userId: string;
  leaveType?: string;
  startDate?: string;
  endDate?: string;
  status?: Status;
  reason?: string | null;
  days?: number | null;
  daysOverrideReason?: string | null;
  /** An hourly leave's hours (issue 24 item 6): left out, they stay; `minutesPerDay: null` makes it whole days. */
  minutesPerDay?: number | null;
  startTime?: string | null;
  childBirthDate?: string | null;
}

interface Target {
  leaveType: string;
  startDate: string;
  endDate: string;
  status: Status;
  reason: string | null;
  days: number;
  daysOverrideReason: string | null;
}

/**
 * The length of the operator's request: an hourly leave (its stored hours, or the body's) counted in
 * minutes by the requester's own rules (`countRequest`: the type may be hours here, no more than the
 * working day, nursing's 1,5 saat and first birthday; docs/leave-rules.md section 16), its day count 0
 * and no override; otherwise null, and the days are the operator's (`resolveDays`) once the domain has
 * said the type may be whole days (nursing leave is hours only).
 */
async function hourlyLength(
  tx: Executor,
  scope: LeaveScope,
  leaveType: string,
  dates: { startDate: string; endDate: string },
  input: OperatorLeaveInput,
  now: Date,
  existing?: Leave,
): Promise<CountedRequest | null> {
  const stored = existing ?? { minutesPerDay: null, startTime: null, childBirthDate: null };
  const length = editedLength({ ...stored, leaveType, ...dates }, { ...input, ...dates });
  if (length.minutesPerDay == null) {
    const problems = hourlyLeaveProblems(length, await loadWorkingTime(tx, scope));
    if (problems.length > 0)
      throw fail.badRequest(problems[0]!.message, Object.fromEntries(problems.map((p) => [p.field, p.message])));
    return null;
  }
  if (input.days != null && input.daysOverrideReason?.trim())
    throw fail.badRequest(m.hourlyDaysRefused, { days: m.hourlyDaysRefused });
  const problems = leaveDateProblems({ ...dates, today: istanbulToday(now), allowPast: true });
  if (problems.length > 0)
    throw fail.badRequest(problems[0]!.message, Object.fromEntries(problems.map((p) => [p.field, p.message])));
  return countRequest(tx, scope, length);
}

/**
 * The day count (product §D7): the organization's working-day rule (countRequestDays, as the
 * leave commands count), unless the operator gives another figure with a reason. A `days` without
 * a reason is not an override: spec clients send one on every call (often calendar days + 1), so
 * it is ignored and the rule's count is used (the answer carries it). A figure equal to the rule's
 * clears an earlier override; otherwise an earlier override stays while the dates stay.
 */
async function resolveDays(
  tx: Executor,
  scope: LeaveScope,
  dates: { startDate: string; endDate: string },
  input: OperatorLeaveInput,
  now: Date,
  existing?: Leave,
) {
  const problems = leaveDateProblems({ ...dates, today: istanbulToday(now), allowPast: true });
  if (problems.length > 0)
    throw fail.badRequest(problems[0]!.message, Object.fromEntries(problems.map((p) => [p.field, p.message])));
  const counted = (await countRequestDays(tx, scope, dates.startDate, dates.endDate)).days;
  const reason = input.daysOverrideReason?.trim();
  if (input.days != null && input.days !== counted && reason) return { days: input.days, daysOverrideReason: reason };
  const sameDates = existing && existing.startDate === dates.startDate && existing.endDate === dates.endDate;
  if (input.days !== counted && sameDates && existing.daysOverrideReason)
    return { days: Number(existing.days), daysOverrideReason: existing.daysOverrideReason };
  return { days: counted, daysOverrideReason: null };
}

/**
 * The ledger entry that brings a request's own entries to minus its days while APPROVED (annual
 * leave only) and to 0 otherwise: the same invariant the organization's approve, edit and cancel
 * commands keep, whatever status the operator sets (product §4).
 */
function ledgerChange(leaveId: string, target: Target, drawn: number): LedgerEntry | null {
  const wanted = target.status === 'APPROVED' && drawsOnBalance(target.leaveType) ? target.days : 0;
  if (wanted === drawn) return null;
  const period = { startDate: target.startDate, endDate: target.endDate, leaveRequestId: leaveId };
  if (drawn === 0) return usageEntry({ ...period, days: wanted });
  if (wanted === 0) return returnEntry({ ...period, days: drawn, reason: 'Operatör düzenlemesi' });
  const difference = drawn - wanted;
  return {
    kind: difference > 0 ? 'RETURN' : 'USAGE',
    days: difference,
    effectiveDate: target.startDate,
    reason: m.operatorChange(periodText(target.startDate, target.endDate), formatDays(drawn), formatDays(wanted)),
    leaveRequestId: leaveId,
  };
}

/** Who decided and why, as the organization's commands record it: a decision gets its time and the default reason. */
const decision = (status: Status, previous: Status | null, now: Date) => {
  if (status === previous) return {};
  if (status === 'PENDING') return { decidedById: null, decidedAt: null, decisionReason: null };
  const reason =
    status === 'REJECTED'
      ? messages.leaves.defaultRejectReason
      : status === 'CANCELLED'
        ? messages.leaves.defaultCancelReason
        : null;
  return { decidedById: null, decidedAt: now, decisionReason: reason };
};

const mailKind = { APPROVED: 'approved', REJECTED: 'rejected', CANCELLED: 'cancelled' } as const;

/**
 * What the operator's change means for the request's substitute (vekil, issue 23 item 4), as after the
 * organization's own commands: he stands in once it is approved, no longer once it is not, and hears
 * when the dates of an approved leave move. Null: nothing to tell.
 */
function substituteNews(before: Leave, after: Pick<Target, 'status' | 'startDate' | 'endDate'>): SubstituteNews | null {
  const wasOn = before.status === 'APPROVED';
  const isOn = after.status === 'APPROVED';
  if (isOn && !wasOn) return 'approved';
  if (wasOn && !isOn) return 'cancelled';
  if (isOn && (before.startDate !== after.startDate || before.endDate !== after.endDate)) return 'updated';
  return null;
}

type LeaveEventType = Extract<WebhookEvent, { leaveRequestId: string }>['type'];

const statusEvent: Record<Status, LeaveEventType> = {
  PENDING: 'leave.requested',
  APPROVED: 'leave.approved',
  REJECTED: 'leave.rejected',
  CANCELLED: 'leave.cancelled',
};

/**
 * What a company's systems hear of the operator's change (issue 26 item 3), as they hear the organization's own: the
 * status the request reached, else that an open request's dates, length or type changed, else nothing.
 */
function operatorLeaveEvent(
  existing: Leave | undefined,
  target: Target,
  minutes: { before: number | null; after: number | null },
): LeaveEventType | null {
  if (!existing || existing.status !== target.status) return statusEvent[target.status];
  const changed =
    existing.startDate !== target.startDate ||
    existing.endDate !== target.endDate ||
    existing.leaveType !== target.leaveType ||
    Number(existing.days) !== target.days ||
    minutes.before !== minutes.after;
  return changed && (target.status === 'PENDING' || target.status === 'APPROVED') ? 'leave.updated' : null;
}

const audited = (l: Partial<Target> & { userId?: string; minutes?: number | null }) => ({
  userId: l.userId,
  leaveType: l.leaveType,
  startDate: l.startDate,
  endDate: l.endDate,
  status: l.status,
  days: l.days === undefined ? undefined : Number(l.days),
  reason: l.reason,
  daysOverrideReason: l.daysOverrideReason,
  ...(l.minutes != null ? { minutes: l.minutes } : {}),
});

/**
 * The one operator leave command behind create and edit (product §4: any status, freely): the
 * employee row is locked first and the request row second (the leave commands' lock order), the
 * request is re-read under the lock and saved only if its version is unchanged; overlaps and the
 * annual balance are checked as the organization's own commands check them; the ledger gets the
 * entry that keeps the request's invariant; the employee is mailed the decision; an audit entry
 * records before and after. Runs in the caller's transaction; answers the request's id.
 */
export async function setLeaveAsOperator(
  tx: Executor,
  config: Config,
  scope: LeaveScope,
  actor: AuditActor,
  input: OperatorLeaveInput,
  now: Date,
  existingId?: string,
): Promise<string> {
  let existing: Leave | undefined;
  if (existingId) {
    const unlocked = await findLeave(tx, scope, existingId);
    if (input.userId !== unlocked.userId) throw fail.badRequest(m.userChangeRefused, { userId: m.userChangeRefused });
  }
  const employee = await lockEmployee(tx, scope, input.userId);
  if (existingId) existing = await findLeave(tx, scope, existingId, true);

  const dates = { startDate: input.startDate ?? existing!.startDate, endDate: input.endDate ?? existing!.endDate };
  const leaveType = input.leaveType ?? existing?.leaveType ?? 'annual_paid';
  const hourly = await hourlyLength(tx, scope, leaveType, dates, input, now, existing);
  const target: Target = {
    leaveType,
    status: input.status ?? existing?.status ?? 'PENDING',
    reason: input.reason === undefined ? (existing?.reason ?? null) : input.reason?.trim() || null,
    ...dates,
    ...(hourly ? { days: 0, daysOverrideReason: null } : await resolveDays(tx, scope, dates, input, now, existing)),
  };
  // A leave's travel days (docs/leave-rules.md section 15) stay and move with its end, by the domain's rule.
  const travel = await checkTravelLeave(tx, scope, {
    leaveType,
    ...dates,
    travelDays: existing?.travelDays ?? 0,
    travelDestination: existing?.travelDestination ?? null,
  });
  if (target.status === 'PENDING' || target.status === 'APPROVED')
    await assertNoOverlap(tx, scope, employee.id, dates.startDate, travel.lastDay, existingId);

  const drawn = existing ? await drawnByLeave(tx, scope, existing.id) : 0;
  const values = {
    leaveType: target.leaveType,
    startDate: target.startDate,
    endDate: target.endDate,
    status: target.status,
    reason: target.reason,
    days: target.days,
    daysOverrideReason: target.daysOverrideReason,
    travelDays: travel.travelDays,
    travelDestination: travel.travelDestination,
    travelEndDate: travel.travelEndDate,
    ...hoursColumns(hourly?.hours ?? null),
    ...decision(target.status, existing?.status ?? null, now),
  };
  let leaveId: string;
  if (existing) {
    await saveLeave(tx, scope, existing, values, now);
    leaveId = existing.id;
  } else {
    const [row] = await tx
      .insert(leaveRequests)
      .values({ organizationId: scope.organizationId, userId: employee.id, ...values })
      .returning({ id: leaveRequests.id });
    leaveId = row!.id;
  }
  if (target.status === 'PENDING' && existing?.status !== 'PENDING') {
    const kinds = approvalStepsFor(await readApprovalFlow(tx, scope), target.leaveType);
    await restartStepRows(tx, scope, leaveId, kinds);
  }
  const change = ledgerChange(leaveId, target, drawn);
  const entry = change && change.kind === 'USAGE' && drawn === 0 ? withTravelNote(change, travel) : change;
  if (entry && entry.days < 0) assertBalance((await ledgerBalance(tx, scope, employee.id)) + drawn, drawn - entry.days);
  if (entry) await writeLedger(tx, scope, employee.id, entry, null);

  const minutes = { before: existing?.minutes ?? null, after: hourly?.hours?.minutes ?? null };
  const event = operatorLeaveEvent(existing, target, minutes);
  if (event) await queueWebhookEvent(tx, scope, { type: event, leaveRequestId: leaveId }, now);

  const mailLeave = { ...target, ...hoursColumns(hourly?.hours ?? null) };
  if (target.status !== (existing?.status ?? 'PENDING') && target.status !== 'PENDING') {
    await mailEmployee(
      tx,
      config,
      scope,
      employee,
      mailLeave,
      existing ? mailKind[target.status] : target.status === 'APPROVED' ? 'recorded' : mailKind[target.status],
    );
  } else if (
    existing &&
    target.status === 'APPROVED' &&
    (existing.startDate !== target.startDate || existing.endDate !== target.endDate)
  ) {
    await mailEmployee(tx, config, scope, employee, mailLeave, 'updated');
  }
  const news = existing && substituteNews(existing, target);
  if (existing && news) {
    const period = news === 'cancelled' ? existing : target;
    await mailSubstitute(tx, config, scope, employee, { ...period, substituteId: existing.substituteId }, news);
  }
  await recordAudit(tx, actor, {
    action: existing ? 'leave.update' : 'leave.create',
    organizationId: scope.organizationId,
    targetType: 'leave_request',
    targetId: leaveId,
    before: existing ? audited({ ...existing, days: Number(existing.days) }) : null,
    after: audited({ ...target, userId: employee.id, minutes: hourly?.hours?.minutes ?? null }),
  });
  return leaveId;
}

/**
 * The operator's delete (product §7), in the caller's transaction. Deleting a request removes its
 * ledger effect: what it drew is returned by an entry whose reason says the request was deleted, so the balance stays
 * explained after the request is gone (the ledger keeps its entries; their link becomes empty). The
 * substitute of an approved leave is told he no longer stands in.
 */
export async function deleteLeaveAsOperator(
  tx: Executor,
  config: Config,
  scope: LeaveScope,
  leaveId: string,
  actor: AuditActor,
  now: Date,
) {
  const unlocked = await findLeave(tx, scope, leaveId);
  const employee = await lockEmployee(tx, scope, unlocked.userId);
  const leave = await findLeave(tx, scope, leaveId, true);
  const drawn = await drawnByLeave(tx, scope, leave.id);
  if (drawn !== 0) {
    await writeLedger(
      tx,
      scope,
      employee.id,
      {
        kind: drawn > 0 ? 'RETURN' : 'USAGE',
        days: drawn,
        effectiveDate: leave.startDate,
        reason: m.deletedLeaveReturn(
          `${periodText(leave.startDate, leave.endDate)} (${formatDays(Number(leave.days))} gün)`,
        ),
        leaveRequestId: leave.id,
      },
      null,
    );
  }
  // Queued before the row goes: the event's data is the request as it was.
  await queueWebhookEvent(tx, scope, { type: 'leave.deleted', leaveRequestId: leave.id }, now);
  await tx.delete(leaveRequests).where(inTenant(scope, leaveRequests, eq(leaveRequests.id, leave.id)));
  if (leave.status === 'APPROVED') await mailSubstitute(tx, config, scope, employee, leave, 'cancelled');
  await recordAudit(tx, actor, {
    action: 'leave.delete',
    organizationId: scope.organizationId,
    targetType: 'leave_request',
    targetId: leave.id,
    before: audited({ ...leave, days: Number(leave.days) }),
  });
}
