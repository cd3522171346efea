import type { CalendarDate, Language } from '@paydos/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

type Cast = readonly { firstName: string; email: string; language?: Language | null }[];

/**
 * Whose birthday the demo moves to today, and who opted out of birthday mails (product §D7), among
 * the demo's people (passed in: demo-organization.ts, which holds them, calls this file).
 */
export const demoBirthdayPerson = (people: Cast) => people.find((p) => p.firstName === 'Zeynep')!;
export const demoBirthdayOptOut = (people: Cast) => people.find((p) => p.firstName === 'Emre')!;
/** Issue 26: the one who chose English has his birthday today too, so his birthday mail is in English. */
const demoEnglishBirthdayPerson = (people: Cast) => people.find((p) => p.language === 'en');

/**
 * The scheduled mails' part of the demo: Zeynep's birthday is today (month and day; a leap year so
 * that 29 February exists), and Daniel's, who chose English, so the first pass from 09:00 Istanbul
 * puts their birthday mails (hers in Turkish, his in English) and the admin's morning note in the
 * operator's mailbox; Emre has opted out. Run when the demo is written and at every later start, so
 * the birthdays stay "today".
 */
export async function writeDemoScheduledMails(db: Executor, organizationId: string, today: CalendarDate, people: Cast) {
  const celebrants = [demoBirthdayPerson(people), demoEnglishBirthdayPerson(people)].flatMap((p) => (p ? [p] : []));
  await db
    .update(users)
    .set({ birthDate: `1996-${today.slice(5)}` })
    .where(
      and(
        eq(users.organizationId, organizationId),
        inArray(
          users.email,
          celebrants.map((p) => p.email),
        ),
      ),
    );
  await db
    .update(users)
    .set({ birthdayMailsOptOut: true })
    .where(and(eq(users.organizationId, organizationId), eq(users.email, demoBirthdayOptOut(people).email)));
}
