import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { mailOutbox, organizations } from '../../db/schema';
import { createOrganization, createUser } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { createScheduledMailWorker } from './scheduled-mail-worker';

// What the scheduled-mail tests share (scheduled-mails.test.ts, birthday-mail-settings.test.ts): the test app, made anew
// for each test file by useScheduledMailsApp(), a worker pass at a given time and the outbox read back.

export let ctx: TestContext;

export const DAY = 86_400_000;
/** An instant on the Istanbul wall clock. */
export const at = (date: string, time: string) => new Date(`${date}T${time}:00+03:00`);
export const monthDay = (date: string) => date.slice(5);

/** One pass of a fresh worker instance (as another app instance or a restarted one would run it) at `now`. */
export async function pass(now: Date) {
  const worker = createScheduledMailWorker({ db: ctx.handle.db, config: ctx.app.config, now: () => now });
  try {
    return await worker.runOnce();
  } finally {
    await worker.stop();
  }
}

export async function outboxOf(organizationId: string) {
  return ctx.handle.db
    .select({
      id: mailOutbox.id,
      template: mailOutbox.template,
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.organizationId, organizationId));
}
export const sent = async (organizationId: string) =>
  (await outboxOf(organizationId)).map((m) => `${m.template} → ${m.to}`).sort();

/**
 * An organization whose trial runs well past `day`, with an admin, a person whose birthday is `day`
 * and one whose fourth work anniversary is `day` (start dates and birthdays avoid other days used here).
 */
export async function companyCelebrating(day: string, options: { birthdayMailsEnabled?: boolean } = {}) {
  const db = ctx.handle.db;
  const org = await createOrganization(db, {
    name: 'Kutlama Ltd.',
    trialEndsAt: new Date(at(day, '12:00').getTime() + 60 * DAY),
  });
  if (options.birthdayMailsEnabled === false)
    await db.update(organizations).set({ birthdayMailsEnabled: false }).where(eq(organizations.id, org.id));
  const year = Number(day.slice(0, 4));
  const admin = await createUser(db, org.id, {
    role: 'ADMIN',
    firstName: 'Ayla',
    lastName: 'Yönetici',
    birthDate: '1980-12-31',
    startDate: '2015-12-30',
  });
  const birthday = await createUser(db, org.id, {
    firstName: 'Selin',
    lastName: 'Doğan',
    birthDate: `1992-${monthDay(day)}`,
    startDate: '2022-12-29',
  });
  const anniversary = await createUser(db, org.id, {
    firstName: 'Kerem',
    lastName: 'Yıldönümü',
    birthDate: '1988-12-28',
    startDate: `${year - 4}-${monthDay(day)}`,
  });
  return { org, admin, birthday, anniversary };
}

/** Registers the test app and its fixtures for the calling test file. */
export function useScheduledMailsApp() {
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
}
