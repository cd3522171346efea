import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, leaveLedgerEntries, leaveRequests, organizations, users } from '../../db/schema';
import { createOrganization, createUser, leaveRow, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, orgHost, request } from '../../../test/http';
import { pdfText } from '../../../test/pdf-text';
import { useTestApp } from '../../../test/test-app';

const ctx = useTestApp();
const db = () => ctx.handle.db;
let orgId: string;
let host: string;
let subdomain: string;
let adminId: string;
let adminToken: string;
let managerToken: string;
let otherAdminToken: string;
let otherHost: string;
let person: { id: string; email: string };

/** docs/leave-rules.md §14's worked example: 18 days a year (the law: 14), 3 used, year 1's extra day expired. */
async function exampleLedger(userId: string) {
  await db().delete(leaveLedgerEntries).where(eq(leaveLedgerEntries.userId, userId));
  const row = (
    kind: 'GRANT' | 'USAGE' | 'EXPIRY',
    days: number,
    effectiveDate: string,
    serviceYear: number | null,
  ) => ({
    organizationId: orgId,
    userId,
    kind,
    days,
    effectiveDate,
    serviceYear,
    reason: kind,
  });
  await db()
    .insert(leaveLedgerEntries)
    .values([
      row('GRANT', 0, '2022-03-01', 0),
      row('GRANT', 18, '2023-03-01', 1),
      row('USAGE', -3, '2023-07-10', null),
      row('GRANT', 18, '2024-03-01', 2),
      row('EXPIRY', -1, '2024-09-01', 1),
      // After the last day of work: not counted.
      row('USAGE', -2, '2025-01-06', null),
    ]);
}

beforeAll(async () => {
  const org = await createOrganization(db(), { name: 'Çıkış Deneme Şirketi A.Ş.' });
  orgId = org.id;
  host = orgHost(org.subdomain);
  subdomain = org.subdomain;
  await db()
    .update(organizations)
    .set({ extraLeaveExpiryMonths: 6, extraLeaveExpiryFrom: '2022-01-01' })
    .where(eq(organizations.id, orgId));
  const admin = await createUser(db(), orgId, { role: 'ADMIN' });
  adminId = admin.id;
  adminToken = await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD);
  const manager = await createUser(db(), orgId, { role: 'MANAGER' });
  managerToken = await loginAs(ctx.app, org.subdomain, manager.email, TEST_PASSWORD);
  person = await createUser(db(), orgId, {
    firstName: 'Gülşen',
    lastName: 'Işıktaş',
    startDate: '2022-03-01',
    registryNumber: 'SCL-042',
    nationalId: '10000000146',
    position: 'Muhasebe Uzmanı',
  });
  await exampleLedger(person.id);
  // The 2023 leave, approved: the report's months then reach back to 2023.
  await db()
    .insert(leaveRequests)
    .values(leaveRow(orgId, person.id, 'annual_paid', '2023-07-10', '2023-07-12', { days: 3 }));
  const other = await createOrganization(db());
  otherHost = orgHost(other.subdomain);
  const otherAdmin = await createUser(db(), other.id, { role: 'ADMIN' });
  otherAdminToken = await loginAs(ctx.app, other.subdomain, otherAdmin.email, TEST_PASSWORD);
});

const end = (token: string, id: string, endDate: unknown, onHost = host) =>
  request(ctx.app, onHost, 'PUT', `/api/admin/users/${id}/employment-end`, { token, body: { endDate } });
const statement = (token: string, id: string, onHost = host) =>
  request(ctx.app, onHost, 'GET', `/api/employee/${id}/termination-statement`, { token });

describe('art. 59: ending an employment with a last day of work (ADMIN only, audited)', () => {
  it('no statement before the employment has ended (400, Turkish)', async () => {
    const response = await statement(adminToken, person.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('işten çıkış tarihi kayıtlı değil');
  });

  it('refuses a MANAGER (403), one’s own row, a date before the start and an invalid date (400)', async () => {
    expect((await end(managerToken, person.id, '2024-12-31')).statusCode).toBe(403);
    expect((await end(adminToken, adminId, '2024-12-31')).statusCode).toBe(400);
    const early = await end(adminToken, person.id, '2021-12-31');
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toBe('İşten çıkış tarihi işe giriş tarihinden önce olamaz');
    expect((await end(adminToken, person.id, '31.12.2024')).statusCode).toBe(400);
    expect((await end(otherAdminToken, person.id, '2024-12-31', otherHost)).statusCode).toBe(404);
  });

  it('art. 59: the ADMIN ends it on 31.12.2024: deactivated, 32 unused days to be paid, in the audit log', async () => {
    const personToken = await loginAs(ctx.app, subdomain, person.email, TEST_PASSWORD);
    const response = await end(adminToken, person.id, '2024-12-31');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isActive: false, employmentEndDate: '2024-12-31', unusedDays: 32 });
    const [row] = await db().select().from(users).where(eq(users.id, person.id));
    expect(row).toMatchObject({ isActive: false, employmentEndDate: '2024-12-31' });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, orgId), eq(auditLog.action, 'staff.end_employment')));
    expect(audits.map((a) => a.after)).toEqual([{ isActive: false, employmentEndDate: '2024-12-31', unusedDays: 32 }]);
    // Deactivated like DELETE /admin/users/{id}: the person's sessions end.
    expect((await request(ctx.app, host, 'GET', '/api/auth/me', { token: personToken })).statusCode).toBe(401);
  });
});

describe('art. 59: the Kullanılmayan Yıllık İzin Ücreti Hesap Belgesi (PDF)', () => {
  it('only an ADMIN of the organization downloads it (MANAGER 403, another organization 404)', async () => {
    expect((await statement(managerToken, person.id)).statusCode).toBe(403);
    expect((await statement(otherAdminToken, person.id, otherHost)).statusCode).toBe(404);
  });

  it('art. 59: read back as text, it carries every required field, Turkish letters intact', async () => {
    const response = await statement(adminToken, person.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
    expect(response.headers['content-disposition']).toContain('izin-ucreti-hesap-belgesi-scl-042-gulsen-isiktas.pdf');
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Kullanılmayan Yıllık İzin Ücreti Hesap Belgesi',
      '4857 sayılı İş Kanunu md. 59',
      'Çıkış Deneme Şirketi A.Ş.',
      'Gülşen Işıktaş',
      'SCL-042',
      '10000000146',
      'Muhasebe Uzmanı',
      '01.03.2022',
      '31.12.2024',
      '2 yıl 10 ay',
      'Yasal izin (md. 53)',
      'Ek izin (yasal asgarinin üzeri)',
      'Hak edilen',
      'Kullanılan',
      'Süresi dolan (yalnızca ek izin)',
      'Kullanılmayan',
      'Ücreti ödenecek kullanılmayan yıllık izin: 32 gün',
      'Personel (adı soyadı, imza)',
      'İşveren veya yetkilisi (adı soyadı, imza)',
    ])
      expect(text).toContain(expected);
    // Entitled 28 + 8 = 36, used 0 + 3, expired 1, unused 28 + 4 = 32 (one row each, in that order).
    expect(text.replace(/\s+/g, ' ')).toMatch(/Hak edilen 28 8 36 Kullanılan 0 3 3 .*1 1 Kullanılmayan 28 4 32/);
  });
});

describe('art. 59: the monthly report of the month of the last day lists the unused days to be paid', () => {
  it('December 2024 lists Gülşen with 28 statutory + 4 extra = 32 days, in the JSON and the CSV; November none', async () => {
    const report = await request(ctx.app, host, 'GET', '/api/monthly-report?year=2024&month=12', { token: adminToken });
    expect(report.statusCode).toBe(200);
    expect(report.json().report.terminations).toEqual([
      {
        userId: person.id,
        firstName: 'Gülşen',
        lastName: 'Işıktaş',
        registryNumber: 'SCL-042',
        endDate: '2024-12-31',
        unusedStatutoryDays: 28,
        unusedExtraDays: 4,
        unusedDays: 32,
      },
    ]);
    const csv = await request(ctx.app, host, 'GET', '/api/monthly-report/csv?year=2024&month=12', {
      token: managerToken,
    });
    expect(csv.body).toContain('İşten çıkanlar: ücreti ödenecek kullanılmayan yıllık izin (4857 md. 59)');
    expect(csv.body).toContain('Gülşen Işıktaş;SCL-042;31.12.2024;28;4;32');
    const november = await request(ctx.app, host, 'GET', '/api/monthly-report?year=2024&month=11', {
      token: adminToken,
    });
    expect(november.json().report.terminations).toEqual([]);
  });
});

describe('issue 24: reactivating a person who left clears the employment end', () => {
  it('the ADMIN reactivates a leaver: active again, the end date cleared and audited, the termination statement no longer offered', async () => {
    const leaver = await createUser(db(), orgId, { firstName: 'Dönen', lastName: 'Çalışan', startDate: '2022-03-01' });
    expect((await end(adminToken, leaver.id, '2024-06-28')).statusCode).toBe(200);
    expect((await statement(adminToken, leaver.id)).statusCode).toBe(200);
    const reactivated = await request(ctx.app, host, 'DELETE', `/api/admin/users/${leaver.id}`, { token: adminToken });
    expect(reactivated.statusCode).toBe(200);
    const [row] = await db().select().from(users).where(eq(users.id, leaver.id));
    expect(row).toMatchObject({ isActive: true, employmentEndDate: null });
    const detail = await request(ctx.app, host, 'GET', `/api/employee/${leaver.id}`, { token: adminToken });
    expect(detail.json().employee.employmentEndDate).toBeNull();
    const refused = await statement(adminToken, leaver.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toContain('işten çıkış tarihi kayıtlı değil');
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, leaver.id), eq(auditLog.action, 'staff.activate')));
    expect(audits.map((a) => [a.before, a.after])).toEqual([
      [
        { isActive: false, employmentEndDate: '2024-06-28' },
        { isActive: true, employmentEndDate: null },
      ],
    ]);
    // Deactivating again without an end date keeps none; a plain reactivation audits no end date.
    expect(
      (await request(ctx.app, host, 'DELETE', `/api/admin/users/${leaver.id}`, { token: adminToken })).statusCode,
    ).toBe(200);
    expect(
      (await request(ctx.app, host, 'DELETE', `/api/admin/users/${leaver.id}`, { token: adminToken })).statusCode,
    ).toBe(200);
    const again = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, leaver.id), eq(auditLog.action, 'staff.activate')));
    expect(again).toHaveLength(2);
    expect(again.map((a) => a.after)).toEqual(
      expect.arrayContaining([{ isActive: true, employmentEndDate: null }, { isActive: true }]),
    );
  });
});
