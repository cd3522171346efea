import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, leaveLedgerEntries, organizations } from '../../db/schema';
import { organizationWithRoles, request } from '../../../test/http';
import { useTestApp } from '../../../test/test-app';
import { createAnniversaryWorker } from './anniversary-worker';
import { expireExtraDays } from './expire-extra-days';

const ctx = useTestApp();
const db = () => ctx.handle.db;
let setup: Awaited<ReturnType<typeof organizationWithRoles>>;

/** docs/leave-rules.md §14's worked example: 18 days a year in the 1-5 band (the law: 14), 3 days used. */
async function exampleLedger(userId: string) {
  const organizationId = setup.org.id;
  await db().delete(leaveLedgerEntries).where(eq(leaveLedgerEntries.userId, userId));
  const row = (kind: 'GRANT' | 'USAGE', days: number, effectiveDate: string, serviceYear: number | null) => ({
    organizationId,
    userId,
    kind,
    days,
    effectiveDate,
    serviceYear,
    reason: kind === 'GRANT' ? `${serviceYear}. hizmet yılı` : 'Yıllık izin kullanımı',
  });
  await db()
    .insert(leaveLedgerEntries)
    .values([
      row('GRANT', 0, '2022-03-01', 0),
      row('GRANT', 18, '2023-03-01', 1),
      row('USAGE', -3, '2023-07-10', null),
      row('GRANT', 18, '2024-03-01', 2),
    ]);
}

beforeAll(async () => {
  setup = await organizationWithRoles(ctx.app, db(), {
    employee: { startDate: '2022-03-01', birthDate: '1990-06-01' },
  });
  await exampleLedger(setup.employee.id);
});

const ledgerOf = async (id: string) =>
  (await request(ctx.app, setup.host, 'GET', `/api/employee/${id}/ledger`, { token: setup.adminToken })).json();
const expiryRoute = '/api/admin/organizations/my/extra-leave-expiry';

describe('art. 59: the ledger shows the carry-over line at each service anniversary', () => {
  it('art. 59: a derived CARRY_OVER line on 01.03.2024 says 15 days of year 1 carried over (14 statutory, 1 extra)', async () => {
    const ledger = await ledgerOf(setup.employee.id);
    const line = ledger.preface.find((l: { kind: string; date: string }) => l.kind === 'CARRY_OVER');
    expect(line).toMatchObject({ kind: 'CARRY_OVER', date: '2024-03-01' });
    expect(line.text).toContain('1. hizmet yılından 01.03.2024 tarihine devreden 15 gün');
    expect(line.text).toContain('yasal 14 gün');
    // Nothing moved: the balance is the sum of the entries.
    expect(ledger.remaining).toBe(33);
  });
});

describe('art. 59: the expiry period of extra days (organization setting, ADMIN only, audited)', () => {
  it('refuses a MANAGER and an EMPLOYEE (403), and a period outside 0-60 months with a Turkish message (400)', async () => {
    for (const token of [setup.managerToken, setup.employeeToken]) {
      const put = await request(ctx.app, setup.host, 'PUT', expiryRoute, { token, body: { months: 6 } });
      expect(put.statusCode).toBe(403);
    }
    for (const months of [61, -1, 1.5, '6']) {
      const put = await request(ctx.app, setup.host, 'PUT', expiryRoute, {
        token: setup.adminToken,
        body: { months },
      });
      expect(put.statusCode).toBe(400);
      expect(put.json().message).toMatch(/Süre/);
    }
  });

  it('an ADMIN sets 6 months from today; the change is in the audit log; clearing it (null) is allowed', async () => {
    const put = await request(ctx.app, setup.host, 'PUT', expiryRoute, {
      token: setup.adminToken,
      body: { months: 6 },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().months).toBe(6);
    expect(put.json().from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const get = await request(ctx.app, setup.host, 'GET', expiryRoute, { token: setup.adminToken });
    expect(get.json()).toEqual(put.json());
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, setup.org.id), eq(auditLog.action, 'organization.extra_leave_expiry')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toMatchObject({ months: 6 });
  });

  it('art. 59: a rule set today never expires days whose date has passed (no retroactive loss)', async () => {
    expect(await expireExtraDays(db(), { today: '2026-12-31', organizationId: setup.org.id })).toBe(0);
  });

  it('art. 59: the anniversary worker writes the expiry of the unused extra day once, and never a statutory day', async () => {
    await db()
      .update(organizations)
      .set({ extraLeaveExpiryFrom: '2022-01-01' })
      .where(eq(organizations.id, setup.org.id));
    const worker = createAnniversaryWorker({ db: db(), now: () => new Date('2024-09-01T09:00:00Z') });
    expect((await worker.runOnce()).expiries).toBeGreaterThanOrEqual(1);
    expect((await worker.runOnce()).expiries).toBe(0);
    await worker.stop();
    const expiries = await db()
      .select()
      .from(leaveLedgerEntries)
      .where(and(eq(leaveLedgerEntries.userId, setup.employee.id), eq(leaveLedgerEntries.kind, 'EXPIRY')));
    expect(expiries.map((e) => [e.serviceYear, e.days, e.effectiveDate])).toEqual([[1, -1, '2024-09-01']]);
    const ledger = await ledgerOf(setup.employee.id);
    const line = ledger.entries.find((e: { kind: string }) => e.kind === 'EXPIRY');
    expect(line.reason).toContain('1 gün ek iznin süresi 01.09.2024 tarihinde doldu');
    expect(ledger.remaining).toBe(32);
    // The balance everyone else reads (employee page, /auth/me, dashboard) drops with it.
    const detail = (
      await request(ctx.app, setup.host, 'GET', `/api/employee/${setup.employee.id}`, { token: setup.adminToken })
    ).json();
    expect(detail.employee.annualLeaveDays - detail.employee.usedLeaveDays).toBe(32);
    // Year 2's 4 extra days expire on 01.09.2025 only; the 28 statutory days never.
    expect(await expireExtraDays(db(), { today: '2025-08-31', organizationId: setup.org.id })).toBe(0);
  });
});
