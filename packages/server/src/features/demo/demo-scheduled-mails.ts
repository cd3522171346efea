import type { CalendarDate } from '@paydos/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

type Cast = readonly { firstName: string; email: string }[];

/**
 * Whose birthday the demo moves to today, and who opted out of birthday mails (product §D7), among
 * the demo's people (passed in: demo-organization.ts, which holds them, calls this file).
 */
export const demoBirthdayPerson = (people: Cast) => people.find((p) => p.firstName === 'Zeynep')!;
export const demoBirthdayOptOut = (people: Cast) => people.find((p) => p.firstName === 'Emre')!;

/**
 * The scheduled mails' part of the demo: Zeynep's birthday is today (month and day; a leap year so
 * that 29 February exists), so the first pass from 09:00 Istanbul puts her birthday mail and the
 * admin's morning note in the operator's mailbox; Emre has opted out. Run when the demo is written
 * and at every later start, so the birthday stays "today".
 */
export async function writeDemoScheduledMails(db: Executor, organizationId: string, today: CalendarDate, people: Cast) {
  await db
    .update(users)
    .set({ birthDate: `1996-${today.slice(5)}` })
    .where(and(eq(users.organizationId, organizationId), eq(users.email, demoBirthdayPerson(people).email)));
  await db
    .update(users)
    .set({ birthdayMailsOptOut: true })
    .where(and(eq(users.organizationId, organizationId), eq(users.email, demoBirthdayOptOut(people).email)));
}
