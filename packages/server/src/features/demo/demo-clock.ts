import { addDays, toIstanbulDate, type CalendarDate } from '@paydos/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { invitations, leaveLedgerEntries, mailOutbox } from '../../db/schema';

/**
 * When things of the demo's story happened (issue 21): at office hours on their own days, never
 * in the future, so the mailbox, the lists and the operator's monthly charts read like a year of
 * use and not like everything written at start-up.
 */

const HOUR = 3_600_000;

/** `hour`:`minute` Istanbul on `date` (Türkiye is UTC+3 all year), but no later than an hour before `nowMs` (the seeding's one `now`). */
export function officeTime(date: CalendarDate, hour: number, minute: number, nowMs: number): Date {
  const moment = new Date(`${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+03:00`);
  return moment.getTime() > nowMs - HOUR ? new Date(nowMs - HOUR) : moment;
}

/**
 * The day a demo organization's story was written. Its `created_at` is dated `historyDays` before
 * that day (the company has used Paydos that long), so the day is read back from it; a demo written
 * before that rule (its `created_at` is the day it was written) is read as it was.
 */
export function storyWrittenOn(createdAt: Date, historyDays: number, today: CalendarDate): CalendarDate {
  const created = toIstanbulDate(createdAt);
  const written = addDays(created, historyDays);
  return written <= today ? written : created;
}

/** Moves the invitations this transaction wrote for the organization, and their mails, to `when` (the invitation stays valid as long). */
export async function backdateInvitations(tx: Transaction, organizationId: string, when: Date) {
  await tx
    .update(invitations)
    .set({ createdAt: when })
    .where(and(eq(invitations.organizationId, organizationId), sql`${invitations.createdAt} = now()`));
  await tx
    .update(mailOutbox)
    .set({ createdAt: when, nextAttemptAt: when })
    .where(
      and(
        eq(mailOutbox.organizationId, organizationId),
        eq(mailOutbox.template, 'invitation'),
        sql`${mailOutbox.createdAt} = now()`,
      ),
    );
}

/**
 * The anniversary grants and opening lines a start-up pass wrote for the organization, dated when the
 * hourly worker would have written them: 09:00 on their effective date (today's stay at the pass).
 */
export async function backdateLedgerGrants(tx: Transaction, organizationId: string) {
  await tx
    .update(leaveLedgerEntries)
    .set({
      createdAt: sql`least(now(), (${leaveLedgerEntries.effectiveDate}::text || 'T09:00:00+03:00')::timestamptz)`,
    })
    .where(
      and(
        eq(leaveLedgerEntries.organizationId, organizationId),
        sql`${leaveLedgerEntries.kind} in ('GRANT', 'OPENING_BALANCE')`,
        sql`${leaveLedgerEntries.createdAt} = now()`,
      ),
    );
}
