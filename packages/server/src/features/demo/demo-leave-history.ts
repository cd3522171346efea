import {
  addDays,
  compareDates,
  turkishPublicHolidays,
  turkishPublicHolidaysBetween,
  weekdayOf,
  type CalendarDate,
  type LeaveTypeCode,
  type PublicHoliday,
} from '@paydos/domain';
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
import { officeTime } from './demo-clock';

/** A demo person as the history needs them (created already, ledger opened). */
export interface HistoryPerson {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  startDate: CalendarDate;
}

type Outcome = 'APPROVED' | 'PENDING' | 'REJECTED' | 'CANCELLED';

/** One request of the story: whose, which dates, and how it ended. */
interface PlannedLeave {
  who: string;
  leaveType: LeaveTypeCode;
  startDate: CalendarDate;
  endDate: CalendarDate;
  outcome: Outcome;
  reason: string;
  /** Rejection or cancellation reason. */
  note?: string;
  /** Asked for before (past) or now (future): past requests are recorded by the admin, future ones asked by the employee. */
  asked: 'recorded' | 'requested';
}

// ---- dates -------------------------------------------------------------------------------------

const isWorkday = (date: CalendarDate) => weekdayOf(date) >= 1 && weekdayOf(date) <= 5;
const holidaysOfYear = new Map<number, Map<CalendarDate, PublicHoliday>>();
function holidayOn(date: CalendarDate): PublicHoliday | undefined {
  const year = Number(date.slice(0, 4));
  let holidays = holidaysOfYear.get(year);
  if (!holidays) holidaysOfYear.set(year, (holidays = new Map(turkishPublicHolidays(year).map((h) => [h.date, h]))));
  return holidays.get(date);
}
/** A Monday-to-Friday date with no holiday at all (not even a half day). */
const isPlainWorkday = (date: CalendarDate) => isWorkday(date) && !holidayOn(date);

function plainWorkdayFrom(date: CalendarDate, step: 1 | -1 = 1): CalendarDate {
  let d = date;
  while (!isPlainWorkday(d)) d = addDays(d, step);
  return d;
}

/** From `startDate`, as long as it takes to reach `count` days with the start (holidays inside are skipped). */
function runFrom(startDate: CalendarDate, count: number): { startDate: CalendarDate; endDate: CalendarDate } {
  let endDate = startDate;
  for (let i = 1; i < count; i++) endDate = plainWorkdayFrom(addDays(endDate, 1));
  return { startDate, endDate };
}

/** From the first plain workday on or after `from`, `count` plain workdays long. */
export const span = (from: CalendarDate, count: number) => runFrom(plainWorkdayFrom(from), count);

/**
 * A leave starting within the coming week: on a plain workday 3 to 7 days ahead, else 1 or 2
 * days ahead, else on an arife (a weekday that counts half), else (holidays fill the whole week,
 * as 23 April and Kurban Bayramı do in 2029) on the week's last holiday, running past it.
 */
function withinAWeek(today: CalendarDate, count: number): { startDate: CalendarDate; endDate: CalendarDate } {
  const ahead = [3, 4, 5, 6, 7, 1, 2].map((n) => addDays(today, n));
  const startDate =
    ahead.find(isPlainWorkday) ??
    ahead.find((d) => isWorkday(d) && holidayOn(d)?.half) ??
    [7, 6, 5, 4, 3].map((n) => addDays(today, n)).find(isWorkday)!;
  return runFrom(startDate, count);
}

/**
 * A request across a half-day holiday (a bayram's arife or 28 October, holidays from 13:00): from
 * the plain workday before it to the first plain workday after its holidays, so the day count
 * has the half day and leaves the full holidays out. The latest such day in the past year on a
 * workday, else the next one within six months.
 */
function halfDayLeave(today: CalendarDate, notBefore: CalendarDate) {
  const halfDays = turkishPublicHolidaysBetween(addDays(today, -360), addDays(today, 180)).filter((h) => h.half && isWorkday(h.date));
  const range = (date: CalendarDate) => ({ startDate: plainWorkdayFrom(addDays(date, -1), -1), endDate: plainWorkdayFrom(addDays(date, 1)), holiday: date });
  const candidates = halfDays.map((h) => range(h.date)).filter((r) => compareDates(r.startDate, notBefore) >= 0);
  const past = candidates.filter((r) => compareDates(r.endDate, addDays(today, -3)) < 0).at(-1);
  return past ?? candidates.find((r) => compareDates(r.startDate, addDays(today, 7)) > 0) ?? null;
}

/** An instant on an Istanbul calendar date (Türkiye is UTC+3 all year). */
export const at = (date: CalendarDate, hour: number) => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00+03:00`);

// ---- the story ---------------------------------------------------------------------------------

/**
 * About a year of leave for the demo people, relative to `today`: mostly approved history, some
 * rejected and cancelled, sick, unpaid and excuse leave, one person on leave today, one starting
 * within a week, a few requests waiting for the admin, and one across a half-day holiday.
 */
export function planDemoLeaves(today: CalendarDate, people: Record<string, HistoryPerson>): PlannedLeave[] {
  const past = (who: string, offset: number, length: number, leaveType: LeaveTypeCode, outcome: Outcome, reason: string, note?: string): PlannedLeave => ({
    who,
    leaveType,
    ...span(addDays(today, offset), length),
    outcome,
    reason,
    ...(note ? { note } : {}),
    asked: 'recorded',
  });
  const future = (who: string, offset: number, length: number, leaveType: LeaveTypeCode, outcome: Outcome, reason: string, note?: string): PlannedLeave => ({
    ...past(who, offset, length, leaveType, outcome, reason, note),
    asked: 'requested',
  });

  // Someone on leave today: from the last workday before today to the first one after it.
  const onLeaveToday: PlannedLeave = {
    who: 'Zeynep',
    leaveType: 'annual_paid',
    startDate: plainWorkdayFrom(addDays(today, -1), -1),
    endDate: plainWorkdayFrom(addDays(today, 1)),
    outcome: 'APPROVED',
    reason: 'Ailemle kısa bir tatil',
    asked: 'recorded',
  };
  const startingSoon: PlannedLeave = { ...future('Emre', 0, 5, 'annual_paid', 'APPROVED', 'Memleket ziyareti'), ...withinAWeek(today, 5) };
  const half = halfDayLeave(today, addDays(people.Burak!.startDate, 30));

  const special: PlannedLeave[] = [
    onLeaveToday,
    startingSoon,
    ...(half ? [{ who: 'Burak', leaveType: 'annual_paid' as const, startDate: half.startDate, endDate: half.endDate, outcome: 'APPROVED' as const, reason: 'Bayramda memlekete gidiyorum', asked: compareDates(half.startDate, today) < 0 ? ('recorded' as const) : ('requested' as const) }] : []),
    future('Mehmet', 21, 5, 'annual_paid', 'PENDING', 'Yılbaşı öncesi aile tatili'),
    future('Elif', 35, 4, 'annual_paid', 'PENDING', 'Kayak tatili'),
    future('Gizem', 28, 3, 'excuse.marriage', 'PENDING', 'Düğünümüz için'),
    future('Zeynep', 45, 3, 'annual_paid', 'REJECTED', 'Kısa bir mola', 'Sürüm haftasına denk geliyor; lütfen bir hafta sonrasını seçin.'),
  ];
  const history: PlannedLeave[] = [
    past('Ayşe', -300, 5, 'annual_paid', 'APPROVED', 'Kış tatili'),
    past('Ayşe', -130, 1, 'sick_leave_reported', 'APPROVED', 'SGK raporu'),
    past('Ayşe', -60, 3, 'annual_paid', 'APPROVED', 'Kişisel işler'),
    past('Mehmet', -320, 5, 'annual_paid', 'APPROVED', 'Aile ziyareti'),
    past('Mehmet', -210, 3, 'excuse.bereavement', 'APPROVED', 'Dedemin vefatı'),
    past('Mehmet', -150, 4, 'annual_paid', 'CANCELLED', 'Yaz tatili', 'Proje teslim tarihi öne alındı'),
    past('Mehmet', -95, 5, 'annual_paid', 'REJECTED', 'Tatil', 'Sürüm haftasına denk geliyor'),
    past('Mehmet', -25, 3, 'annual_paid', 'APPROVED', 'Taşınma'),
    past('Zeynep', -280, 3, 'annual_paid', 'APPROVED', 'Hafta sonunu uzatıyorum'),
    past('Zeynep', -190, 2, 'sick_leave_reported', 'APPROVED', 'Grip, SGK raporlu'),
    past('Zeynep', -120, 5, 'annual_paid', 'APPROVED', 'Yaz tatili'),
    past('Emre', -340, 5, 'annual_paid', 'APPROVED', 'Yılbaşı tatili'),
    past('Emre', -240, 2, 'annual_paid', 'REJECTED', 'Kişisel işler', 'Ay sonu kapanışı; finans ekibi tam kadro olmalı'),
    past('Emre', -175, 5, 'excuse.paternity', 'APPROVED', 'Oğlumuz dünyaya geldi'),
    past('Emre', -80, 3, 'annual_paid', 'CANCELLED', 'Kısa tatil', 'Çalışan isteğiyle iptal edildi'),
    past('Emre', -35, 1, 'sick_leave_reported', 'APPROVED', 'Diş tedavisi, raporlu'),
    past('Elif', -310, 3, 'annual_paid', 'APPROVED', 'Aile ziyareti'),
    past('Elif', -200, 3, 'unpaid_leave', 'APPROVED', 'Sınav haftası'),
    past('Elif', -140, 5, 'annual_paid', 'APPROVED', 'Yaz tatili'),
    past('Elif', -50, 2, 'annual_paid', 'REJECTED', 'Kişisel işler', 'Kampanya dönemi; satış ekibi tam kadro olmalı'),
    past('Burak', -330, 5, 'annual_paid', 'APPROVED', 'Kış tatili'),
    past('Burak', -260, 3, 'sick_leave_reported', 'APPROVED', 'Bel ağrısı, SGK raporlu'),
    past('Burak', -160, 10, 'annual_paid', 'APPROVED', 'Yaz tatili (yıllık iznin 10 günlük bölümü)'),
    past('Burak', -70, 2, 'unpaid_leave', 'APPROVED', 'Ailevi sebepler'),
    past('Gizem', -100, 1, 'sick_leave_reported', 'APPROVED', 'Migren, SGK raporlu'),
    past('Gizem', -60, 2, 'unpaid_leave', 'APPROVED', 'Taşınma'),
  ];

  // No request before (or in the first month after) a start date, and none overlapping another of the same person.
  const taken: PlannedLeave[] = [];
  for (const leave of [...special, ...history]) {
    const person = people[leave.who]!;
    if (compareDates(leave.startDate, addDays(person.startDate, 30)) < 0) continue;
    if (leave.asked === 'recorded' && compareDates(leave.startDate, today) > 0) continue;
    const clash = taken.some(
      (t) => t.who === leave.who && compareDates(t.startDate, addDays(leave.endDate, 2)) <= 0 && compareDates(addDays(t.endDate, 2), leave.startDate) >= 0,
    );
    if (!clash) taken.push(leave);
  }
  // Decided history first in date order, requests still waiting last (they reserve annual days).
  return taken.sort((a, b) => Number(a.outcome === 'PENDING') - Number(b.outcome === 'PENDING') || compareDates(a.startDate, b.startDate));
}

// ---- writing it through the services -----------------------------------------------------------

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
  const balanceOn = (d: CalendarDate) => entries.filter((e) => compareDates(e.effectiveDate, d) <= 0).reduce((sum, e) => sum + Number(e.days), 0);
  const points = [date, ...entries.map((e) => e.effectiveDate).filter((d) => compareDates(d, date) > 0)];
  return points.every((d) => balanceOn(d) - days >= 0);
}

/**
 * Moves what one step just wrote (its mails, its ledger rows) to the moment the step happened
 * in the story. Everything of this transaction was stamped with the transaction's now(), so
 * what is still at now() is what the last step wrote.
 */
export async function backdate(tx: Transaction, scope: LeaveScope, leaveId: string, when: Date) {
  const now = new Date();
  const moment = when > now ? now : when;
  await tx
    .update(mailOutbox)
    .set({ createdAt: moment, nextAttemptAt: moment })
    .where(and(eq(mailOutbox.organizationId, scope.organizationId), sql`${mailOutbox.createdAt} = now()`));
  await tx
    .update(leaveLedgerEntries)
    .set({ createdAt: moment })
    .where(inTenant(scope, leaveLedgerEntries, eq(leaveLedgerEntries.leaveRequestId, leaveId), sql`${leaveLedgerEntries.createdAt} = now()`));
  // An admin's record for someone else, or the only admin's own, is audited (issue 20): dated with it.
  await tx
    .update(auditLog)
    .set({ createdAt: moment })
    .where(and(eq(auditLog.organizationId, scope.organizationId), eq(auditLog.targetId, leaveId), sql`${auditLog.createdAt} = now()`));
  return moment;
}

export interface DemoHistoryInput {
  today: CalendarDate;
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
  const { today, people, adminId } = input;
  const admin = actingUser(adminId, 'ADMIN');
  const nowMs = Date.now();
  const plan = planDemoLeaves(today, people);

  // A carried-over figure from before Paydos, as an admin enters it.
  await addLedgerAdjustment(
    tx,
    scope,
    people.Emre!.id,
    { days: 3, reason: 'Devreden izin: önceki yıldan kalan 3 gün (bordro kaydına göre)', effectiveDate: input.ledgerOpensOn },
    { kind: 'USER', id: adminId, label: 'ADMIN', ipAddress: null },
  );
  // Entered in the first days, with the ledgers (its ledger line and audit entry dated then, issue 21).
  const enteredAt = officeTime(addDays(input.ledgerOpensOn, 2), 11, 40);
  await tx
    .update(leaveLedgerEntries)
    .set({ createdAt: enteredAt })
    .where(inTenant(scope, leaveLedgerEntries, eq(leaveLedgerEntries.kind, 'ADJUSTMENT'), sql`${leaveLedgerEntries.createdAt} = now()`));
  await tx
    .update(auditLog)
    .set({ createdAt: enteredAt })
    .where(and(eq(auditLog.organizationId, scope.organizationId), eq(auditLog.action, 'ledger.adjust'), sql`${auditLog.createdAt} = now()`));

  let n = 0;
  for (const leave of plan) {
    n++;
    const person = people[leave.who]!;
    const { days } = await countRequestDays(tx, scope, leave.startDate, leave.endDate);
    const insertedRejection = leave.asked === 'recorded' && leave.outcome === 'REJECTED';
    const leaveType =
      leave.leaveType === 'annual_paid' && !insertedRejection && !(await annualFits(tx, scope, person.id, leave.startDate, days))
        ? 'unpaid_leave'
        : leave.leaveType;
    const body = { leaveType, startDate: leave.startDate, endDate: leave.endDate, reason: leave.reason };
    const isSick = leaveType === 'sick_leave_reported';
    // When it was asked for: a few days ahead; a sick report is handed in the day after it ends.
    const lead = 3 + (n % 9);
    const askedAt =
      leave.asked === 'requested'
        ? officeTime(addDays(today, -(1 + (n % 3))), 9 + (n % 8), (n * 7) % 60, nowMs)
        : isSick
          ? at(addDays(leave.endDate, 1), 9)
          : at(addDays(leave.startDate, -lead), 10);
    const decidedAt = leave.outcome === 'PENDING' ? null : new Date(Math.min(askedAt.getTime() + (isSick ? 2 : 26) * 3_600_000, nowMs - 3_600_000));

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
      await backdate(tx, scope, id, decidedAt!);
    } else if (leave.asked === 'recorded') {
      id = (await createLeave(tx, config, scope, body, { employeeId: person.id, actor: admin, record: true })).leaveRequest.id;
      await backdate(tx, scope, id, decidedAt!);
    } else {
      id = (await createLeave(tx, config, scope, body, { employeeId: person.id, actor: actingUser(person.id, 'EMPLOYEE') })).leaveRequest.id;
      await backdate(tx, scope, id, askedAt);
      if (leave.outcome === 'APPROVED' || leave.outcome === 'CANCELLED') await decideLeave(tx, config, scope, id, admin, { approve: true });
      if (leave.outcome === 'REJECTED') await decideLeave(tx, config, scope, id, admin, { approve: false, reason: leave.note ?? null });
      if (decidedAt) await backdate(tx, scope, id, decidedAt);
    }
    if (leave.outcome === 'CANCELLED') {
      await cancelLeave(tx, config, scope, id, adminId, leave.note ?? null);
      const cancelledAt = new Date(Math.min(at(addDays(leave.startDate, -1), 11).getTime(), nowMs - 1_800_000));
      stamp = await backdate(tx, scope, id, cancelledAt);
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
  return plan.length;
}
