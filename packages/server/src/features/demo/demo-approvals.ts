import { addDays, compareDates, SUGGESTED_LEAVE_TYPE_ROUTES, type CalendarDate } from '@paydos/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Transaction } from '../../db/client';
import { auditLog, leaveApprovalSteps, leaveRequests, mailOutbox } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { inTenant } from '../../platform/tenant-scope';
import { saveApprovalFlow } from '../approvals';
import { createDelegation } from '../delegations';
import {
  actingUser,
  countRequestDays,
  createLeave,
  decideLeave,
  findOverlappingRequest,
  type LeaveScope,
} from '../leaves';
import { createLockPeriod, setMinimumStaffing } from '../team-rules';
import { loadTeams, updateTeam } from '../teams';
import { officeTime } from './demo-clock';
import { plainWorkdayFrom, span } from './demo-dates';
import { annualFits, backdate } from './demo-leave-history';
import type { HistoryPerson } from './demo-leave-plan';

/** The note Mehmet left on Zeynep's request for İK (tests find the request by it). */
export const DEMO_MANAGER_NOTE = 'Sprint bitiminden sonra, ekipte yedek var. Uygun görüyorum.';
export const DEMO_HALFWAY_REASON = 'Kardeşimin mezuniyet töreni';
export const DEMO_DELEGATED_REASON = 'Yılbaşı öncesi aile ziyareti';
/** Elif's request that waits for Mehmet, Burak's standing delegate while Burak is on leave. */
export const DEMO_STANDING_DELEGATE_REASON = 'Yeğenimin nişanı';
/** Burak's leave that covers today (his standing delegate stands in while it lasts). */
export const DEMO_MANAGER_AWAY_REASON = 'Taşınma; ev işleri';
export const DEMO_YEAR_END_REASON = 'Yıl sonu kapanışı';

/** 22-31 December of today's year: the closing of the books, to İK only. */
export function yearEndLock(today: CalendarDate) {
  const year = today.slice(0, 4);
  return { startDate: `${year}-12-22`, endDate: `${year}-12-31` };
}

/**
 * The first `count` plain workdays from `from` on that the person has free (no request of his
 * touching them), the balance holds and the year-end lock leaves alone, within two months.
 */
async function freeDates(
  tx: Transaction,
  scope: LeaveScope,
  person: HistoryPerson,
  from: CalendarDate,
  count: number,
  lock: { startDate: CalendarDate; endDate: CalendarDate },
) {
  for (let offset = 0; offset < 60; offset++) {
    const dates = span(addDays(from, offset), count);
    const inLock = compareDates(dates.startDate, lock.endDate) <= 0 && compareDates(lock.startDate, dates.endDate) <= 0;
    if (inLock) continue;
    if (await findOverlappingRequest(tx, scope, person.id, addDays(dates.startDate, -1), addDays(dates.endDate, 1)))
      continue;
    const { days } = await countRequestDays(tx, scope, dates.startDate, dates.endDate);
    if (days > 0 && (await annualFits(tx, scope, person.id, dates.startDate, days))) return dates;
  }
  return null;
}

/**
 * The person asks for annual leave from `from` on: two days, or, where the split rule refuses two
 * because no part of the service year could still reach 10 days (4857 md. 56; docs/leave-rules.md
 * section 8: a person with 14 days who has used a few), the 10-day part itself. The refused try is
 * undone with its savepoint; any other refusal is the story's error and is thrown.
 */
async function askAnnualLeave(
  tx: Transaction,
  config: Config,
  scope: LeaveScope,
  input: {
    person: HistoryPerson;
    from: CalendarDate;
    lock: { startDate: CalendarDate; endDate: CalendarDate };
    reason: string;
    now: Date;
  },
): Promise<string | null> {
  const { person, from, lock, reason, now } = input;
  const asPerson = { employeeId: person.id, actor: actingUser(person.id, 'EMPLOYEE') };
  for (const count of [2, 10]) {
    const dates = await freeDates(tx, scope, person, from, count, lock);
    if (!dates) continue;
    const body = { leaveType: 'annual_paid' as const, ...dates, reason, splitAgreed: true };
    try {
      return (await createLeave(tx, config, scope, body, asPerson, now)).leaveRequest.id;
    } catch (error) {
      const splitRefused = error instanceof AppError && error.status === 400 && 'endDate' in (error.fields ?? {});
      if (count === 10 || !splitRefused) throw error;
    }
  }
  return null;
}

/**
 * An approved leave of `person` covering today, recorded by the admin (past days allowed): his own
 * leave covering today if the story already gave him one, else the first of three spans around
 * today (last workday before it to the first after it; today to that; that to today) that meets
 * none of his requests and counts days.
 */
async function onLeaveToday(
  tx: Transaction,
  config: Config,
  scope: LeaveScope,
  person: HistoryPerson,
  input: { today: CalendarDate; now: Date; adminId: string; reason: string },
) {
  const { today, now } = input;
  const covering = await findOverlappingRequest(tx, scope, person.id, today, today);
  if (covering) return;
  const before = plainWorkdayFrom(addDays(today, -1), -1);
  const after = plainWorkdayFrom(addDays(today, 1));
  const spans = [
    { startDate: before, endDate: after },
    { startDate: today, endDate: after },
    { startDate: before, endDate: today },
  ];
  for (const dates of spans) {
    if (await findOverlappingRequest(tx, scope, person.id, dates.startDate, dates.endDate)) continue;
    const { days } = await countRequestDays(tx, scope, dates.startDate, dates.endDate);
    if (days === 0) continue;
    const fits = await annualFits(tx, scope, person.id, dates.startDate, days);
    const body = { leaveType: fits ? ('annual_paid' as const) : ('unpaid_leave' as const), ...dates };
    const asAdmin = { employeeId: person.id, actor: actingUser(input.adminId, 'ADMIN'), record: true };
    const { id } = (
      await createLeave(tx, config, scope, { ...body, reason: input.reason, splitAgreed: true }, asAdmin, now)
    ).leaveRequest;
    return id;
  }
  return undefined;
}

/**
 * Dates what the last commands wrote (their audit entries, their mails: everything of this
 * transaction still at its now()) to the moment they happened in the story, as demo-leave-history's
 * backdate does for a leave.
 */
async function happenedAt(tx: Transaction, scope: LeaveScope, when: Date) {
  const stillNow = sql`created_at = now()`;
  await tx
    .update(auditLog)
    .set({ createdAt: when })
    .where(and(inTenant(scope, auditLog), stillNow));
  await tx
    .update(mailOutbox)
    .set({ createdAt: when, nextAttemptAt: when })
    .where(and(inTenant(scope, mailOutbox), stillNow));
}

/**
 * Issue 23 item 7: the demo shows approval flows and team rules. Written after the story, which the
 * spec's one step decided, and through the same commands an ADMIN and the Müdürs use: the two-step
 * flow with the suggested routes; Mehmet manages Teknoloji and Burak Lojistik; Zeynep's request
 * approved by Mehmet with his note and waiting at İK; Mehmet away this week with Burak deciding for
 * him, so Zeynep's next request waits for "Burak Öztürk (Mehmet Demir adına)"; Burak, who also
 * manages Satış, on approved leave today with Mehmet as his standing delegate ("Onaylı izinde
 * olduğu günlerde"), so Elif's new request waits for "Mehmet Demir (Burak Öztürk adına)" (the
 * chain Burak→Mehmet→Burak stops at Mehmet; docs/approval-rules.md §3); Teknoloji keeps one
 * of its people at work (or İK decides); the year-end closing locked, to İK only.
 */
export async function writeDemoApprovals(
  tx: Transaction,
  config: Config,
  scope: LeaveScope,
  input: { today: CalendarDate; now: Date; people: Record<string, HistoryPerson>; adminId: string },
) {
  const { today, now, people, adminId } = input;
  const at = (daysAgo: number, hour: number, minute: number) =>
    officeTime(addDays(today, -daysAgo), hour, minute, now.getTime());
  const admin = actingUser(adminId, 'ADMIN');
  const mehmet = people['Mehmet']!;
  const burak = people['Burak']!;
  const zeynep = people['Zeynep']!;
  const lock = yearEndLock(today);
  const asked = (id: string, when: Date) =>
    tx
      .update(leaveRequests)
      .set({ createdAt: when, updatedAt: when })
      .where(inTenant(scope, leaveRequests, eq(leaveRequests.id, id)));

  // A week ago Ayşe chose the two-step flow and named the Müdürs.
  const suggested = { kind: 'MANAGER_THEN_ADMIN' as const, leaveTypeRoutes: { ...SUGGESTED_LEAVE_TYPE_ROUTES } };
  await saveApprovalFlow(tx, scope, suggested, admin, now);
  await happenedAt(tx, scope, at(7, 10, 0));
  const teams = new Map((await loadTeams(tx, scope)).map((team) => [team.name, team.id]));
  const technology = teams.get('Teknoloji')!;
  await updateTeam(tx, scope, admin, technology, { managerIds: [mehmet.id] });
  await happenedAt(tx, scope, at(7, 10, 4));
  await updateTeam(tx, scope, admin, teams.get('Lojistik')!, { managerIds: [burak.id] });
  await happenedAt(tx, scope, at(7, 10, 7));
  await updateTeam(tx, scope, admin, teams.get('Satış')!, { managerIds: [burak.id] });
  await happenedAt(tx, scope, at(7, 10, 9));

  // Halfway: asked two days ago, approved by Mehmet yesterday with his note; İK decides.
  const ask = (person: HistoryPerson, daysAhead: number, reason: string) =>
    askAnnualLeave(tx, config, scope, { person, from: addDays(today, daysAhead), lock, reason, now });
  const halfway = await ask(zeynep, 10, DEMO_HALFWAY_REASON);
  if (halfway) {
    await asked(halfway, await backdate(tx, scope, halfway, at(2, 11, 5), now));
    const approval = { approve: true as const, note: DEMO_MANAGER_NOTE };
    await decideLeave(tx, config, scope, halfway, actingUser(mehmet.id, 'MANAGER'), approval, now);
    const decidedAt = await backdate(tx, scope, halfway, at(1, 16, 40), now);
    await tx
      .update(leaveApprovalSteps)
      .set({ decidedAt })
      .where(
        inTenant(
          scope,
          leaveApprovalSteps,
          eq(leaveApprovalSteps.leaveRequestId, halfway),
          isNotNull(leaveApprovalSteps.decidedAt),
        ),
      );
  }

  // Mehmet is away this week (a training); Burak decides his team's requests meanwhile.
  const mehmetAsCaller = { actor: actingUser(mehmet.id, 'MANAGER'), role: 'MANAGER' as const };
  const week = { startDate: today, endDate: addDays(today, 6) };
  await createDelegation(tx, config, scope, mehmetAsCaller, { delegateId: burak.id, ...week }, now);
  await happenedAt(tx, scope, at(1, 18, 10));
  const delegated = await ask(zeynep, 16, DEMO_DELEGATED_REASON);
  if (delegated) await asked(delegated, await backdate(tx, scope, delegated, at(0, 9, 20), now));

  // Burak named Mehmet his standing delegate long ago; he is on approved leave today (Ayşe recorded
  // it), so Elif's request asked this morning waits for Mehmet, deciding for him.
  const burakAsCaller = { actor: actingUser(burak.id, 'MANAGER'), role: 'MANAGER' as const };
  await createDelegation(tx, config, scope, burakAsCaller, { delegateId: mehmet.id }, now);
  await happenedAt(tx, scope, at(6, 15, 30));
  const away = await onLeaveToday(tx, config, scope, burak, {
    today,
    now,
    adminId,
    reason: DEMO_MANAGER_AWAY_REASON,
  });
  if (away) {
    // A record is decided the moment it is written: asked and approved at once.
    const recordedAt = await backdate(tx, scope, away, at(5, 11, 15), now);
    await tx
      .update(leaveRequests)
      .set({ createdAt: recordedAt, updatedAt: recordedAt, decidedAt: recordedAt })
      .where(inTenant(scope, leaveRequests, eq(leaveRequests.id, away)));
  }
  const elif = people['Elif']!;
  const standing = await ask(elif, 12, DEMO_STANDING_DELEGATE_REASON);
  if (standing) await asked(standing, await backdate(tx, scope, standing, at(0, 8, 50), now));

  // The rules last, so that the story above was written under none of them; set three days ago.
  await setMinimumStaffing(tx, scope, technology, { minimumAtWork: 1, mode: 'NEEDS_ADMIN' }, admin);
  await happenedAt(tx, scope, at(3, 14, 0));
  await createLockPeriod(tx, scope, { ...lock, mode: 'NEEDS_ADMIN', reason: DEMO_YEAR_END_REASON }, admin, now);
  await happenedAt(tx, scope, at(3, 14, 5));
}
