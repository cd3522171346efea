import { addDays, compareDates, type CalendarDate } from '@paydos/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Transaction } from '../../db/client';
import { auditLog, leaveLedgerEntries, leaveRequests, mailOutbox } from '../../db/schema';
import { inTenant } from '../../platform/tenant-scope';
import { addLedgerAdjustment } from '../ledger';
import { cancelLeave } from '../leaves';
import { createLeave } from '../leaves';
import { decideLeave } from '../leaves';
import { actingUser } from '../leaves';
import { mailEmployee } from '../leaves';
import { countRequestDays, type LeaveScope } from '../leaves';
import { acknowledgeDemoLeaves } from './demo-acknowledgements';
import { officeTime } from './demo-clock';
import { at } from './demo-dates';
import { planDemoLeaves, type HistoryPerson } from './demo-leave-plan';

/**
 * Whether `days` of annual leave from `date` on fit the person's ledger at every later date (the
 * running balance never goes below zero, so the explanation reads naturally). Annual leave that
 * does not fit becomes unpaid leave.
 */
export async function annualFits(tx: Transaction, scope: LeaveScope, userId: string, date: CalendarDate, days: number) {
  const entries = await tx
    .select({ effectiveDate: leaveLedgerEntries.effectiveDate, days: leaveLedgerEntries.days })
    .from(leaveLedgerEntries)
    .where(inTenant(scope, leaveLedgerEntries, eq(leaveLedgerEntries.userId, userId)))
    .orderBy(asc(leaveLedgerEntries.effectiveDate));
  const balanceOn = (d: CalendarDate) =>
    entries.filter((e) => compareDates(e.effectiveDate, d) <= 0).reduce((sum, e) => sum + Number(e.days), 0);
  const points = [date, ...entries.map((e) => e.effectiveDate).filter((d) => compareDates(d, date) > 0)];
  return points.every((d) => balanceOn(d) - days >= 0);
}

/**
 * Moves what one step just wrote (its mails, its ledger rows) to the moment the step happened
 * in the story. Everything of this transaction was stamped with the transaction's now(), so
 * what is still at now() is what the last step wrote.
 */
export async function backdate(tx: Transaction, scope: LeaveScope, leaveId: string, when: Date, now: Date) {
  const moment = when > now ? now : when;
  await tx
    .update(mailOutbox)
    .set({ createdAt: moment, nextAttemptAt: moment })
    .where(and(inTenant(scope, mailOutbox), sql`${mailOutbox.createdAt} = now()`));
  await tx
    .update(leaveLedgerEntries)
    .set({ createdAt: moment })
    .where(
      inTenant(
        scope,
        leaveLedgerEntries,
        eq(leaveLedgerEntries.leaveRequestId, leaveId),
        sql`${leaveLedgerEntries.createdAt} = now()`,
      ),
    );
  // An admin's record for someone else, or the only admin's own, is audited (issue 20): dated with it.
  await tx
    .update(auditLog)
    .set({ createdAt: moment })
    .where(and(inTenant(scope, auditLog), eq(auditLog.targetId, leaveId), sql`${auditLog.createdAt} = now()`));
  return moment;
}

export interface DemoHistoryInput {
  today: CalendarDate;
  /** The seeding's one clock reading: nothing of the story is later than it. */
  now: Date;
  people: Record<string, HistoryPerson>;
  adminId: string;
  /** Where the ledgers open: the carried-over adjustment is dated there. */
  ledgerOpensOn: CalendarDate;
}

/**
 * Writes the demo's year of leave through the leave commands (createLeave, decideLeave,
 * cancelLeave), so every rule of the engine and the ledger holds: day counts, no overlap,
 * balances, USAGE on approval and RETURN on cancellation. The commands run as savepoints of the
 * caller's transaction. A past rejection cannot be asked for in the past, so it is written as
 * the rejection it was (same day count, no ledger entry, the rejection mail). Then times are
 * moved back to when each step happened, so the lists read naturally.
 */
export async function writeDemoHistory(tx: Transaction, config: Config, scope: LeaveScope, input: DemoHistoryInput) {
  const { today, now, people, adminId } = input;
  const admin = actingUser(adminId, 'ADMIN');
  const nowMs = now.getTime();
  const plan = planDemoLeaves(today, people);

  // A carried-over figure from before Paydos, as an admin enters it.
  await addLedgerAdjustment(
    tx,
    scope,
    people.Emre!.id,
    {
      days: 3,
      reason: 'Devreden izin: önceki yıldan kalan 3 gün (bordro kaydına göre)',
      effectiveDate: input.ledgerOpensOn,
    },
    { kind: 'USER', id: adminId, label: 'ADMIN', ipAddress: null },
    now,
  );
  // Entered in the first days, with the ledgers (its ledger line and audit entry dated then, issue 21).
  const enteredAt = officeTime(addDays(input.ledgerOpensOn, 2), 11, 40, nowMs);
  await tx
    .update(leaveLedgerEntries)
    .set({ createdAt: enteredAt })
    .where(
      inTenant(
        scope,
        leaveLedgerEntries,
        eq(leaveLedgerEntries.kind, 'ADJUSTMENT'),
        sql`${leaveLedgerEntries.createdAt} = now()`,
      ),
    );
  await tx
    .update(auditLog)
    .set({ createdAt: enteredAt })
    .where(and(inTenant(scope, auditLog), eq(auditLog.action, 'ledger.adjust'), sql`${auditLog.createdAt} = now()`));

  let n = 0;
  for (const leave of plan) {
    // The travel leave (issue 24 item 3) takes no turn, so the story's other times stay as they were.
    if (!leave.travel) n++;
    const person = people[leave.who]!;
    const { days } = await countRequestDays(tx, scope, leave.startDate, leave.endDate);
    const insertedRejection = leave.asked === 'recorded' && leave.outcome === 'REJECTED';
    const leaveType =
      leave.leaveType === 'annual_paid' &&
      !insertedRejection &&
      !(await annualFits(tx, scope, person.id, leave.startDate, days))
        ? 'unpaid_leave'
        : leave.leaveType;
    const body = {
      leaveType,
      startDate: leave.startDate,
      endDate: leave.endDate,
      reason: leave.reason,
      // Travel days go only with annual leave (an annual leave that became unpaid drops them).
      ...(leave.travel && leaveType === 'annual_paid'
        ? { travelDays: leave.travel.days, travelDestination: leave.travel.destination }
        : {}),
    };
    const isSick = leaveType === 'sick_leave_reported';
    // When it was asked for: a few days ahead; a sick report is handed in the day after it ends.
    const lead = 3 + (n % 9);
    const askedAt =
      leave.asked === 'requested'
        ? officeTime(addDays(today, -(1 + (n % 3))), 9 + (n % 8), (n * 7) % 60, nowMs)
        : isSick
          ? at(addDays(leave.endDate, 1), 9)
          : at(addDays(leave.startDate, -lead), 10);
    const decidedAt =
      leave.outcome === 'PENDING'
        ? null
        : new Date(Math.min(askedAt.getTime() + (isSick ? 2 : 26) * 3_600_000, nowMs - 3_600_000));

    let id: string;
    let stamp: Date | null = decidedAt;
    if (insertedRejection) {
      const [row] = await tx
        .insert(leaveRequests)
        .values({
          organizationId: scope.organizationId,
          userId: person.id,
          ...body,
          days,
          status: 'REJECTED',
          requestedById: person.id,
          decidedById: adminId,
          decidedAt,
          decisionReason: leave.note ?? null,
          version: 2,
        })
        .returning({ id: leaveRequests.id });
      id = row!.id;
      await mailEmployee(tx, config, scope, person, { ...body, days }, 'rejected', leave.note);
      await backdate(tx, scope, id, decidedAt!, now);
    } else if (leave.asked === 'recorded') {
      id = (
        await createLeave(
          tx,
          config,
          scope,
          { ...body, splitAgreed: true },
          { employeeId: person.id, actor: admin, record: true },
          now,
        )
      ).leaveRequest.id;
      await backdate(tx, scope, id, decidedAt!, now);
    } else {
      const asked = { employeeId: person.id, actor: actingUser(person.id, 'EMPLOYEE') };
      id = (await createLeave(tx, config, scope, { ...body, splitAgreed: true }, asked, now)).leaveRequest.id;
      await backdate(tx, scope, id, askedAt, now);
      if (leave.outcome === 'APPROVED' || leave.outcome === 'CANCELLED')
        await decideLeave(tx, config, scope, id, admin, { approve: true }, now);
      if (leave.outcome === 'REJECTED')
        await decideLeave(tx, config, scope, id, admin, { approve: false, reason: leave.note ?? null }, now);
      if (decidedAt) await backdate(tx, scope, id, decidedAt, now);
    }
    if (leave.outcome === 'CANCELLED') {
      await cancelLeave(tx, config, scope, id, adminId, now, leave.note ?? null);
      const cancelledAt = new Date(Math.min(at(addDays(leave.startDate, -1), 11).getTime(), nowMs - 1_800_000));
      stamp = await backdate(tx, scope, id, cancelledAt, now);
    }
    // The story: the person asked a few days ahead (a past leave is written through the admin's record
    // command, which the engine allows for past dates), so the ledger names them as the requester
    // (issue 21); a sick report handed in afterwards stays recorded by the admin.
    const requestedBy = leave.asked === 'requested' || !isSick ? { requestedById: person.id } : {};
    await tx
      .update(leaveRequests)
      .set({ createdAt: askedAt, updatedAt: stamp ?? askedAt, decidedAt: stamp, ...requestedBy })
      .where(inTenant(scope, leaveRequests, eq(leaveRequests.id, id)));
  }
  await acknowledgeDemoLeaves(tx, scope, today, nowMs);
  return plan.length;
}
