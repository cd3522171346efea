import { addDays, trialBanner, trialDaysLeft } from '@paydos/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scheduledMailOccasions, subscriptions, users } from '../../db/schema';
import { createOrganization, createUser } from '../../../test/factories';
import { decodeQuotedPrintable, startSmtpSink } from '../../../test/smtp-sink';
import { createMailWorker } from '../mail/delivery-worker';
import { claimAndEnqueue } from './occasion-claims';
import { enqueueRenewalFailedMail } from './renewal-failed-mail';
import {
  at,
  companyCelebrating,
  ctx,
  DAY,
  outboxOf,
  pass,
  sent,
  useScheduledMailsApp,
} from './scheduled-mails-fixture';

useScheduledMailsApp();

describe('scheduled mails at 09:00 Istanbul (product §D5), exactly once per person, occasion and day', () => {
  it('before 09:00 Istanbul nothing is queued; from 09:00 the birthday, the anniversary with its grant and the admins’ morning note, once', async () => {
    const day = '2031-04-15';
    const { org, admin, birthday, anniversary } = await companyCelebrating(day);
    expect((await pass(at(day, '08:59'))).date).toBeNull();
    expect(await outboxOf(org.id)).toEqual([]);

    await pass(at(day, '09:00'));
    expect(await sent(org.id)).toEqual(
      [
        `admin-digest → ${admin.email}`,
        `birthday → ${birthday.email}`,
        `work-anniversary → ${anniversary.email}`,
      ].sort(),
    );
    const mails = await outboxOf(org.id);
    const birthdayMail = mails.find((m) => m.template === 'birthday')!;
    expect(birthdayMail.subject).toBe('Doğum gününüz kutlu olsun, Selin!');
    expect(birthdayMail.text).toContain('Kutlama Ltd. ailesi olarak doğum gününüzü kutlar');
    const anniversaryMail = mails.find((m) => m.template === 'work-anniversary')!;
    expect(anniversaryMail.subject).toBe('4. iş yılınız kutlu olsun!');
    // The default policy's 1-5 band: the grant the anniversary worker writes today.
    expect(anniversaryMail.text).toContain('Yeni hizmet yılınız için 14 gün yıllık izin hakkınız tanımlandı.');
    const note = mails.find((m) => m.template === 'admin-digest')!;
    expect(note.subject).toBe('Bugün kutlananlar: 15.04.2031');
    expect(note.text).toContain('Doğum günü: Selin Doğan');
    expect(note.text).toContain('İş yıldönümü: Kerem Yıldönümü (4. yıl)');
    expect(note.text).toContain(`http://${org.subdomain}.localhost:3000/staff-management`);

    // Later passes the same day (the worker runs every few minutes) queue nothing more.
    await pass(at(day, '09:05'));
    await pass(at(day, '23:59'));
    expect(await outboxOf(org.id)).toHaveLength(3);
  });

  it('two workers racing on the same database (five passes at once) queue each mail once', async () => {
    const day = '2031-05-20';
    const { org } = await companyCelebrating(day);
    await Promise.all([1, 2, 3, 4, 5].map(() => pass(at(day, '09:00'))));
    expect(await outboxOf(org.id)).toHaveLength(3);
    expect(await sent(org.id)).toEqual([...new Set(await sent(org.id))]);
  });

  it('a restart in the middle: a claim whose transaction died is not kept, the next instance queues that mail once, and one after it nothing', async () => {
    const day = '2031-06-10';
    const { org, birthday } = await companyCelebrating(day);
    // The first instance dies inside its transaction, after claiming the birthday and queueing its mail.
    await expect(
      ctx.handle.db.transaction(async (tx) => {
        await claimAndEnqueue(
          tx,
          { organizationId: org.id, occasion: 'birthday', subjectId: birthday.id, localDate: day },
          () => ({
            template: 'birthday',
            to: birthday.email,
            subject: 'yarım kalan',
            html: '<p>x</p>',
            text: 'x',
          }),
        );
        throw new Error('process killed');
      }),
    ).rejects.toThrow('process killed');
    expect(await outboxOf(org.id)).toEqual([]);
    await pass(at(day, '09:10')); // the restarted instance
    await pass(at(day, '09:15')); // and another one after it
    expect((await sent(org.id)).filter((m) => m.startsWith('birthday'))).toEqual([`birthday → ${birthday.email}`]);
    expect(await outboxOf(org.id)).toHaveLength(3);
  });

  it('a day of downtime: a pass at D 10:00 after the last at D−1 08:00 sends D’s mails and never D−1’s', async () => {
    const day = '2031-07-08';
    const before = addDays(day, -1);
    const today = await companyCelebrating(day);
    const yesterday = await companyCelebrating(before);
    await pass(at(before, '08:00'));
    await pass(at(day, '10:00'));
    expect(await outboxOf(today.org.id)).toHaveLength(3);
    expect(await outboxOf(yesterday.org.id)).toEqual([]);
    const claims = await ctx.handle.db
      .select()
      .from(scheduledMailOccasions)
      .where(eq(scheduledMailOccasions.organizationId, today.org.id));
    expect(claims.map((c) => c.localDate)).toEqual([day, day, day]);
  });

  it('birthday opt-outs (product §D7): the organization’s setting off sends no birthday mail and the note names only anniversaries', async () => {
    const day = '2031-08-12';
    const { org, anniversary, admin } = await companyCelebrating(day, { birthdayMailsEnabled: false });
    await pass(at(day, '09:30'));
    expect(await sent(org.id)).toEqual(
      [`admin-digest → ${admin.email}`, `work-anniversary → ${anniversary.email}`].sort(),
    );
    const note = (await outboxOf(org.id)).find((m) => m.template === 'admin-digest')!;
    expect(note.text).not.toContain('Selin');
    expect(note.text).not.toContain('Doğum günü');
  });

  it('birthday opt-outs (product §D7): a person who opted out gets no birthday mail and is not named in the note; inactive people get nothing', async () => {
    const day = '2031-09-16';
    const db = ctx.handle.db;
    const { org, admin, birthday, anniversary } = await companyCelebrating(day);
    await db.update(users).set({ birthdayMailsOptOut: true }).where(eq(users.id, birthday.id));
    await pass(at(day, '09:30'));
    expect(await sent(org.id)).toEqual(
      [`admin-digest → ${admin.email}`, `work-anniversary → ${anniversary.email}`].sort(),
    );
    const note = (await outboxOf(org.id)).find((m) => m.template === 'admin-digest')!;
    expect(note.text).not.toContain('Selin');
    expect(note.text).toContain('Kerem Yıldönümü (4. yıl)');

    // Another company the same day: the birthday person opted out and the anniversary person left; nobody to celebrate, no mail at all.
    const quiet = await companyCelebrating(day);
    await db.update(users).set({ birthdayMailsOptOut: true }).where(eq(users.id, quiet.birthday.id));
    await db.update(users).set({ isActive: false }).where(eq(users.id, quiet.anniversary.id));
    await pass(at(day, '09:45'));
    expect(await outboxOf(quiet.org.id)).toEqual([]);
  });

  it('a 29 February birthday is celebrated on 28 February in a common year', async () => {
    const day = '2031-02-28';
    const db = ctx.handle.db;
    const org = await createOrganization(db, { trialEndsAt: new Date(at(day, '12:00').getTime() + 30 * DAY) });
    const leapling = await createUser(db, org.id, { birthDate: '1996-02-29', startDate: '2024-03-05' });
    await pass(at(day, '09:00'));
    expect(await sent(org.id)).toEqual([`birthday → ${leapling.email}`]);
  });

  it('trial end notices go to the active admins 7, 3 and 1 days before the last day and on it, and on no other day', async () => {
    const db = ctx.handle.db;
    const lastDay = '2031-10-20';
    const org = await createOrganization(db, { name: 'Deneme Sonu A.Ş.', trialEndsAt: at(lastDay, '14:30') });
    const admin = await createUser(db, org.id, { role: 'ADMIN', birthDate: '1980-12-31', startDate: '2015-12-30' });
    const inactiveAdmin = await createUser(db, org.id, {
      role: 'ADMIN',
      birthDate: '1980-12-31',
      startDate: '2015-12-30',
    });
    await db.update(users).set({ isActive: false }).where(eq(users.id, inactiveAdmin.id));
    await createUser(db, org.id, { role: 'MANAGER', birthDate: '1980-12-31', startDate: '2015-12-30' });
    for (let offset = -12; offset <= 3; offset++) {
      await pass(at(addDays(lastDay, offset), '08:00'));
      await pass(at(addDays(lastDay, offset), '09:30'));
    }
    const mails = await outboxOf(org.id);
    expect(mails.every((m) => m.template === 'trial-ending' && m.to === admin.email)).toBe(true);
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [
        // At 09:30 with the trial ending at 14:30: the banner's counts (rounded up), see the next test.
        'Deneme sürenizin bitmesine 8 gün kaldı',
        'Deneme sürenizin bitmesine 4 gün kaldı',
        'Deneme sürenizin bitmesine 2 gün kaldı',
        'Deneme süreniz bugün sona eriyor',
      ].sort(),
    );
    expect(mails[0]!.text).toContain(`Plan Seç: http://${org.subdomain}.localhost:3000/payment`);
    expect(mails[0]!.text).toContain('20.10.2031 tarihinde sona eriyor');
    const days = await db
      .select({ d: scheduledMailOccasions.localDate })
      .from(scheduledMailOccasions)
      .where(eq(scheduledMailOccasions.organizationId, org.id));
    expect(days.map((d) => d.d).sort()).toEqual([
      addDays(lastDay, -7),
      addDays(lastDay, -3),
      addDays(lastDay, -1),
      lastDay,
    ]);
  });

  it('the trial notice’s day count is the dashboard banner’s (product §4: days left rounded up, domain trialDaysLeft)', async () => {
    const db = ctx.handle.db;
    const lastDay = '2031-10-27';
    const now = at(addDays(lastDay, -7), '09:30');
    for (const [endsAt, expected] of [
      ['14:30', 8],
      ['05:00', 7],
      ['09:30', 7],
    ] as const) {
      const trialEndsAt = at(lastDay, endsAt);
      const org = await createOrganization(db, { trialEndsAt });
      await createUser(db, org.id, { role: 'ADMIN', birthDate: '1980-12-31', startDate: '2015-12-30' });
      await pass(now);
      const banner = trialBanner(trialDaysLeft(trialEndsAt.toISOString(), now.toISOString()));
      expect(banner.daysLeft).toBe(expected);
      const [mail] = await outboxOf(org.id);
      expect(mail!.subject).toBe(`Deneme sürenizin bitmesine ${banner.daysLeft} gün kaldı`);
    }
  });

  it('an organization that answers 402 (hasUsableSubscription) gets no scheduled mails: an ended trial, a cancelled plan past its period, a failed renewal past its grace; one in its grace still does', async () => {
    const day = '2031-11-18';
    const now = at(day, '09:30');
    const lapsed: Partial<typeof subscriptions.$inferInsert>[] = [
      { trialEndsAt: at(addDays(day, -20), '12:00') },
      { status: 'ACTIVE', currentPeriodEndsAt: at(addDays(day, -3), '12:00'), cancelAtPeriodEnd: true },
      {
        status: 'ACTIVE',
        currentPeriodEndsAt: at(addDays(day, -10), '12:00'),
        graceEndsAt: at(addDays(day, -3), '12:00'),
      },
      { status: 'CANCELLED', currentPeriodEndsAt: at(addDays(day, -40), '12:00') },
    ];
    for (const values of lapsed) {
      const { org } = await companyCelebrating(day);
      await ctx.handle.db.update(subscriptions).set(values).where(eq(subscriptions.organizationId, org.id));
      await pass(now);
      expect(await outboxOf(org.id)).toEqual([]);
    }
    const { org } = await companyCelebrating(day);
    const inGrace = {
      status: 'ACTIVE' as const,
      currentPeriodEndsAt: at(addDays(day, -2), '12:00'),
      graceEndsAt: at(addDays(day, 5), '12:00'),
    };
    await ctx.handle.db.update(subscriptions).set(inGrace).where(eq(subscriptions.organizationId, org.id));
    await pass(now);
    expect((await outboxOf(org.id)).map((m) => m.template).sort()).toEqual([
      'admin-digest',
      'birthday',
      'work-anniversary',
    ]);
  });

  it('the renewal-failed hook for billing mails each active admin once a day, with the /payment link and the grace end', async () => {
    const db = ctx.handle.db;
    const org = await createOrganization(db, { name: 'Yenileme A.Ş.' });
    const admin = await createUser(db, org.id, { role: 'ADMIN' });
    const scope = { organizationId: org.id, subdomain: org.subdomain, organizationName: org.name };
    const now = at('2031-12-01', '10:00');
    const graceEndsAt = at('2031-12-08', '10:00');
    expect(
      await db.transaction((tx) => enqueueRenewalFailedMail(tx, ctx.app.config, scope, { graceEndsAt, now })),
    ).toBe(1);
    expect(
      await db.transaction((tx) => enqueueRenewalFailedMail(tx, ctx.app.config, scope, { graceEndsAt, now })),
    ).toBe(0);
    const mails = await outboxOf(org.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      template: 'renewal-failed',
      to: admin.email,
      subject: 'Aboneliğiniz yenilenemedi',
    });
    expect(mails[0]!.text).toContain('08.12.2031 tarihine kadar');
    expect(mails[0]!.text).toContain(`http://${org.subdomain}.localhost:3000/payment`);
  });

  it('over a real SMTP server: each scheduled mail arrives once, after two racing passes and a restarted one', async () => {
    const smtp = await startSmtpSink();
    const day = '2032-01-13';
    const { admin, birthday, anniversary } = await companyCelebrating(day);
    await Promise.all([pass(at(day, '09:01')), pass(at(day, '09:01'))]);
    await pass(at(day, '11:00'));
    const delivery = createMailWorker({ db: ctx.handle.db, smtpUrl: smtp.url, from: 'Paydos <bildirim@paydos.test>' });
    try {
      while ((await delivery.runOnce()) > 0);
    } finally {
      await delivery.stop();
      await smtp.close();
    }
    for (const email of [admin.email, birthday.email, anniversary.email]) {
      expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
    }
    const birthdayMail = decodeQuotedPrintable(smtp.received.find((m) => m.to.includes(birthday.email))!.raw);
    expect(birthdayMail).toContain('Selin');
  });
});
