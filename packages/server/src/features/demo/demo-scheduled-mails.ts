import type { CalendarDate } from '@paydos/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { DEMO_PEOPLE } from './demo-organization';

/** Whose birthday the demo moves to today, and who opted out of birthday mails (product §D7). */
export const demoBirthdayPerson = () => DEMO_PEOPLE.find((p) => p.firstName === 'Zeynep')!;
export const demoBirthdayOptOut = () => DEMO_PEOPLE.find((p) => p.firstName === 'Emre')!;

/**
 * The scheduled mails' part of the demo: Zeynep's birthday is today (month and day; a leap year so
 * that 29 February exists), so the first pass from 09:00 Istanbul puts her birthday mail and the
 * admin's morning note in the operator's mailbox; Emre has opted out. Run when the demo is written
 * and at every later start, so the birthday stays "today".
 */
export async function writeDemoScheduledMails(db: Executor, organizationId: string, today: CalendarDate) {
  await db
    .update(users)
    .set({ birthDate: `1996-${today.slice(5)}` })
    .where(and(eq(users.organizationId, organizationId), eq(users.email, demoBirthdayPerson().email)));
  await db
    .update(users)
    .set({ birthdayMailsOptOut: true })
    .where(and(eq(users.organizationId, organizationId), eq(users.email, demoBirthdayOptOut().email)));
}
