import { addDays, addYearsClamped, istanbulToday } from '@paydos/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveLedgerEntries, organizations, users } from '../../db/schema';
import { createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, orgHost, request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { createAnniversaryWorker } from './anniversary-worker';
import { grantDueAnniversaries } from './grant-due-anniversaries';

let ctx: TestContext;
const db = () => ctx.handle.db;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

// The opening entries are written with the real date; the job is then run on a chosen "today".
const today = istanbulToday(new Date());
const tomorrow = addDays(today, 1);

/** A person whose `years`-th work anniversary is tomorrow (their opening covers the year before). */
const anniversaryTomorrow = (years: number) => addYearsClamped(tomorrow, -years);

const grantsOf = (userId: string) =>
  db()
    .select()
    .from(leaveLedgerEntries)
    .where(and(eq(leaveLedgerEntries.userId, userId), eq(leaveLedgerEntries.kind, 'GRANT')))
    .orderBy(leaveLedgerEntries.serviceYear);

/** Replaces a person's ledger with a single GRANT for `serviceYear` (dates fixed, independent of the real date). */
async function openedAt(userId: string, organizationId: string, serviceYear: number, effectiveDate: string) {
  await db().delete(leaveLedgerEntries).where(eq(leaveLedgerEntries.userId, userId));
  await db()
    .insert(leaveLedgerEntries)
    .values({ organizationId, userId, kind: 'GRANT', days: 0, effectiveDate, serviceYear, reason: 'Açılış' });
}

describe('grantDueAnniversaries: every later work anniversary adds that year’s grant (product §D4, 4857 art. 53)', () => {
  it.each([
    ['1st', 1, 14],
    ['5th', 5, 14],
    ['6th', 6, 20],
    ['15th', 15, 26],
  ])(
    'a person whose %s anniversary passed gets exactly that year’s grant: %i days (art. 53 bands: 14 up to 5 years, 20 from 6, 26 from 15)',
    async (_, years, days) => {
      const org = await createOrganization(db());
      const person = await createUser(db(), org.id, { startDate: anniversaryTomorrow(years) });
      expect((await grantsOf(person.id)).map((g) => g.serviceYear)).toEqual([years - 1]);

      const result = await grantDueAnniversaries(db(), { today: tomorrow, organizationId: org.id });

      expect(result.grants).toBe(1);
      const grants = await grantsOf(person.id);
      expect(grants.map((g) => [g.serviceYear, g.days, g.effectiveDate])).toEqual([
        [years - 1, grants[0]!.days, grants[0]!.effectiveDate],
        [years, days, tomorrow],
      ]);
      expect(grants[1]!.reason).toContain(`${years}. hizmet yılı`);
      expect(grants[1]!.reason).toContain(`${days} gün yıllık izin hakkı`);
    },
  );

  it('an anniversary tomorrow grants nothing today', async () => {
    const org = await createOrganization(db());
    const person = await createUser(db(), org.id, { startDate: anniversaryTomorrow(3) });
    const result = await grantDueAnniversaries(db(), { today, organizationId: org.id });
    expect(result.grants).toBe(0);
    expect((await grantsOf(person.id)).map((g) => g.serviceYear)).toEqual([2]);
  });

  it('running twice grants once', async () => {
    const org = await createOrganization(db());
    const person = await createUser(db(), org.id, { startDate: anniversaryTomorrow(2) });
    expect((await grantDueAnniversaries(db(), { today: tomorrow, organizationId: org.id })).grants).toBe(1);
    expect((await grantDueAnniversaries(db(), { today: tomorrow, organizationId: org.id })).grants).toBe(0);
    expect((await grantsOf(person.id)).map((g) => g.serviceYear)).toEqual([1, 2]);
  });

  it('two concurrent runs grant once (one GRANT per service year, enforced by the database)', async () => {
    const org = await createOrganization(db());
    const people = await Promise.all(
      [1, 4, 7].map((years) => createUser(db(), org.id, { startDate: anniversaryTomorrow(years) })),
    );
    const runs = await Promise.all([
      grantDueAnniversaries(db(), { today: tomorrow, organizationId: org.id }),
      grantDueAnniversaries(db(), { today: tomorrow, organizationId: org.id }),
    ]);
    expect(runs[0].grants + runs[1].grants).toBe(3);
    for (const person of people) expect(new Set((await grantsOf(person.id)).map((g) => g.serviceYear)).size).toBe(2);
    // The index itself refuses a second GRANT of a year, whoever writes it.
    const [first] = await grantsOf(people[0]!.id);
    await expect(
      db()
        .insert(leaveLedgerEntries)
        .values({ ...first!, id: undefined, createdAt: undefined }),
    ).rejects.toThrow();
  });

  it('an inactive person gets nothing', async () => {
    const org = await createOrganization(db());
    const person = await createUser(db(), org.id, { startDate: anniversaryTomorrow(6) });
    await db().update(users).set({ isActive: false }).where(eq(users.id, person.id));
    expect((await grantDueAnniversaries(db(), { today: tomorrow, organizationId: org.id })).grants).toBe(0);
    expect((await grantsOf(person.id)).map((g) => g.serviceYear)).toEqual([5]);
  });

  it('every anniversary missed while the job did not run is granted, each with its own band (unused leave carries over)', async () => {
    const org = await createOrganization(db());
    const person = await createUser(db(), org.id, { startDate: '2010-04-10' });
    await openedAt(person.id, org.id, 4, '2014-04-10');
    await grantDueAnniversaries(db(), { today: '2016-04-10', organizationId: org.id });
    expect((await grantsOf(person.id)).map((g) => [g.serviceYear, g.days, g.effectiveDate])).toEqual([
      [4, 0, '2014-04-10'],
      [5, 14, '2015-04-10'],
      [6, 20, '2016-04-10'],
    ]);
  });

  it('a 29 February start earns on 28 February in common years and on 29 February in leap years', async () => {
    const org = await createOrganization(db());
    const person = await createUser(db(), org.id, { startDate: '2024-02-29' });
    await openedAt(person.id, org.id, 0, '2024-02-29');
    expect((await grantDueAnniversaries(db(), { today: '2025-02-27', organizationId: org.id })).grants).toBe(0);
    expect((await grantDueAnniversaries(db(), { today: '2025-02-28', organizationId: org.id })).grants).toBe(1);
    await grantDueAnniversaries(db(), { today: '2028-02-28', organizationId: org.id });
    expect((await grantsOf(person.id)).map((g) => [g.serviceYear, g.effectiveDate])).toEqual([
      [0, '2024-02-29'],
      [1, '2025-02-28'],
      [2, '2026-02-28'],
      [3, '2027-02-28'],
    ]);
    await grantDueAnniversaries(db(), { today: '2028-02-29', organizationId: org.id });
    expect((await grantsOf(person.id)).at(-1)).toMatchObject({ serviceYear: 4, effectiveDate: '2028-02-29' });
  });

  it('uses the organization’s own policy and the age rule (20 days at 50, art. 53/3)', async () => {
    const org = await createOrganization(db());
    const ranges = { '0-1': 0, '1-5': 16, '5-15': 22, '15+': 28 };
    const leavePolicy = { ranges, workingDays: [1, 2, 3, 4, 5], description: 'Cömert' };
    await db().update(organizations).set({ leavePolicy }).where(eq(organizations.id, org.id));
    const young = await createUser(db(), org.id, { startDate: '2020-03-01', birthDate: '1990-01-01' });
    const fifty = await createUser(db(), org.id, { startDate: '2020-03-01', birthDate: '1975-03-01' });
    await openedAt(young.id, org.id, 4, '2024-03-01');
    await openedAt(fifty.id, org.id, 4, '2024-03-01');
    await grantDueAnniversaries(db(), { today: '2025-03-01', organizationId: org.id });
    expect((await grantsOf(young.id)).at(-1)).toMatchObject({ serviceYear: 5, days: 16 });
    expect((await grantsOf(fifty.id)).at(-1)).toMatchObject({ serviceYear: 5, days: 20 });
  });

  it('the balance from /api/auth/me (annualLeaveDays) grows by the grant; another organization is untouched', async () => {
    const org = await createOrganization(db());
    const other = await createOrganization(db());
    const person = await createUser(db(), org.id, { startDate: anniversaryTomorrow(6) });
    const outsider = await createUser(db(), other.id, { startDate: anniversaryTomorrow(6) });
    const token = await loginAs(ctx.app, org.subdomain, person.email, TEST_PASSWORD);
    const me = async () =>
      (await request(ctx.app, orgHost(org.subdomain), 'GET', '/api/auth/me', { token })).json().user.annualLeaveDays;
    const before = await me();

    await grantDueAnniversaries(db(), { today: tomorrow, organizationId: org.id });

    expect(await me()).toBe(before + 20);
    expect((await grantsOf(outsider.id)).map((g) => g.serviceYear)).toEqual([5]);
  });

  it('the runner computes today in Istanbul and grants on its pass', async () => {
    const org = await createOrganization(db());
    const person = await createUser(db(), org.id, { startDate: anniversaryTomorrow(1) });
    // 00:30 in Istanbul (UTC+3) is still the previous day in UTC: the grant is due by Istanbul's date.
    const [y, m, d] = tomorrow.split('-').map(Number);
    const worker = createAnniversaryWorker({
      db: db(),
      now: () => new Date(Date.UTC(y!, m! - 1, d, 0, 30) - 3 * 3_600_000),
    });
    const result = await worker.runOnce();
    await worker.stop();
    expect(result.grants).toBeGreaterThanOrEqual(1);
    expect((await grantsOf(person.id)).map((g) => g.serviceYear)).toEqual([0, 1]);
  });
});
