import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, leaveRequests } from '../../db/schema';
import { createOrganization, createUser, leaveRow, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, orgHost, request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { nationalIdWithCheckDigits, ROLES, SGK_MISSING_DAY_REASONS } from '@paydos/domain';

let ctx: TestContext;
let host: string;
const tokens: Record<string, string> = {};
let otherHost: string;
let otherToken: string;
let organizationId: string;
const cagriNationalId = nationalIdWithCheckDigits('104620378');

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.handle.db;
  const org = await createOrganization(db, {
    name: 'Güneş İnşaat A.Ş.',
    subdomain: `gunes-${Date.now().toString(36)}`,
  });
  host = orgHost(org.subdomain);
  organizationId = org.id;
  for (const role of ROLES) {
    const user = await createUser(db, org.id, { role, firstName: 'Rol', lastName: role });
    tokens[role] = await loginAs(ctx.app, org.subdomain, user.email, TEST_PASSWORD);
  }
  const cagri = await createUser(db, org.id, {
    firstName: 'Çağrı',
    lastName: 'Işıkoğlu',
    department: 'Şantiye',
    position: 'Şef',
    registryNumber: 'S-0042',
    nationalId: cagriNationalId,
  });
  const ayse = await createUser(db, org.id, {
    firstName: 'Ayşe',
    lastName: 'Şen',
    isActive: false,
    registryNumber: '=1+1',
  });
  // Hired mid-month: SGK counts the days from the hire date (16 March → 16 days).
  await createUser(db, org.id, { firstName: 'Yeni', lastName: 'Başlayan', startDate: '2026-03-16' });
  const rejected = await createUser(db, org.id, { firstName: 'Reddedilen', lastName: 'Kişi' });
  const other = await createOrganization(db, { name: 'Başka Firma' });
  otherHost = orgHost(other.subdomain);
  const stranger = await createUser(db, other.id, { firstName: 'Yabancı', lastName: 'Kişi' });
  const otherAdmin = await createUser(db, other.id, { role: 'ADMIN' });
  otherToken = await loginAs(ctx.app, other.subdomain, otherAdmin.email, TEST_PASSWORD);

  await db.insert(leaveRequests).values([
    leaveRow(org.id, cagri.id, 'annual_paid', '2026-03-02', '2026-03-06', { days: 5 }),
    leaveRow(org.id, cagri.id, 'annual_paid', '2026-03-09', '2026-03-09', { days: 1 }), // 3 days after Friday: merges
    leaveRow(org.id, cagri.id, 'annual_paid', '2026-03-16', '2026-03-20', { days: 3.5 }), // arife 19th half, bayram 20th
    leaveRow(org.id, cagri.id, 'annual_paid', '2026-03-23', '2026-03-24', { days: 2 }), // 4 days after the 19th: a new range
    leaveRow(org.id, ayse.id, 'sick_leave_reported', '2026-02-23', '2026-03-03', { days: 7 }), // crosses the month's start: 2 March days
    leaveRow(org.id, ayse.id, 'unpaid_leave', '2026-03-04', '2026-03-05', { days: 2 }), // back to back, another type
    leaveRow(org.id, rejected.id, 'annual_paid', '2026-03-10', '2026-03-12', { days: 3, status: 'REJECTED' }),
    leaveRow(other.id, stranger.id, 'annual_paid', '2026-03-10', '2026-03-12', { days: 3 }),
  ]);
});
afterAll(() => ctx.close());

const march = '/api/monthly-report?year=2026&month=3';

describe('issue 24 item 7: SGK missing-day reasons in the puantaj and the payroll CSV (docs/leave-rules.md section 13)', () => {
  const xlsxOf = async (token: string) => {
    const response = await request(ctx.app, host, 'GET', march.replace('?', '/xlsx?'), { token });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    return workbook;
  };
  const payroll = (token: string | undefined, h = host) =>
    request(ctx.app, h, 'GET', march.replace('?', '/payroll-csv?'), { token });
  const recordsOf = (payload: Buffer): string[][] =>
    parse(payload, { bom: true, delimiter: ';', relax_column_count: true, skip_empty_lines: true });

  it('XLSX: every missing day carries its code (R01 sick, Ü21 unpaid, the code alone on the Sunday inside the report), paid leave none; per person the missing days, the month’s reason (12 for two) and the SGK days', async () => {
    const sheet = (await xlsxOf(tokens.ADMIN!)).getWorksheet('Puantaj')!;
    const header = sheet.getRow(2).values as unknown[];
    const col = (name: string) => header.indexOf(name);
    const rows = sheet.getColumn(1).values as unknown[];
    const rowOf = (name: string) => sheet.getRow(rows.indexOf(name));
    const day = (n: number) => 2 + n;
    const ayse = rowOf('Ayşe Şen (Deaktif)');
    // 1 March 2026 is a Sunday inside the report of 23 February - 3 March: not a leave day, an SGK missing day.
    expect([1, 2, 3, 4, 5, 6].map((n) => ayse.getCell(day(n)).value)).toEqual(['01', 'R01', 'R01', 'Ü21', 'Ü21', null]);
    expect(ayse.getCell(col('Eksik gün')).value).toBe(5);
    expect(ayse.getCell(col('Eksik gün nedeni')).value).toBe('12');
    expect(ayse.getCell(col('SGK prim günü')).value).toBe(26);
    const cagri = rowOf('Çağrı Işıkoğlu');
    expect(cagri.getCell(day(2)).value).toBe('Y');
    expect(cagri.getCell(col('Eksik gün')).value).toBe(0);
    expect(cagri.getCell(col('Eksik gün nedeni')).value).toBeNull();
    expect(cagri.getCell(col('SGK prim günü')).value).toBe(30);
    expect(rowOf('Yeni Başlayan').getCell(col('SGK prim günü')).value).toBe(16);
    // The legend rows name the codes used this month.
    expect(rows).toContain('Bu aydaki SGK eksik gün nedenleri');
    for (const line of ['01 = İstirahat', '12 = Birden fazla', '21 = Diğer ücretsiz izin'])
      expect(rows).toContain(line);
    expect(rows).not.toContain('19 = Ücretsiz doğum izni');
  });

  it('XLSX: a legend sheet lists every reason of the e-Bildirge table with its source', async () => {
    const legend = (await xlsxOf(tokens.MANAGER!)).getWorksheet('Eksik Gün Nedenleri')!;
    const codes = legend.getColumn(1).values as unknown[];
    const names = legend.getColumn(2).values as unknown[];
    for (const reason of SGK_MISSING_DAY_REASONS) expect(names[codes.indexOf(reason.code)]).toBe(reason.name);
    expect(names[codes.indexOf('19')]).toBe('Ücretsiz doğum izni');
    expect(names[codes.indexOf('20')]).toBe('Ücretsiz yol izni');
    expect(codes.some((c) => typeof c === 'string' && c.includes('2020/20'))).toBe(true);
  });

  it('payroll CSV: BOM, `;`, CRLF, one row per person of the month (registry number, national id, SGK days, missing days, reason), no other organization’s person, no-store, its file name', async () => {
    const response = await payroll(tokens.ADMIN);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toMatch(/filename="gunes-[a-z0-9]+-sgk-bordro-2026-03\.csv"/);
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.rawPayload.toString('utf8')).toContain('\r\n');
    const records = recordsOf(response.rawPayload);
    expect(records[0]).toEqual([
      'Yıl',
      'Ay',
      'Adı soyadı',
      'Sicil no',
      'TC kimlik no',
      'SGK prim günü',
      'Eksik gün',
      'Eksik gün nedeni',
      'Eksik gün nedeni açıklaması',
    ]);
    const rowOf = (name: string) => records.find((r) => r[2] === name);
    expect(rowOf('Çağrı Işıkoğlu')).toEqual([
      '2026',
      '03',
      'Çağrı Işıkoğlu',
      'S-0042',
      cagriNationalId,
      '30',
      '0',
      '',
      '',
    ]);
    // Inactive, with leave in the month: listed; a registry number that looks like a formula is made safe.
    expect(rowOf('Ayşe Şen')).toEqual(['2026', '03', 'Ayşe Şen', `'=1+1`, '', '26', '5', '12', 'Birden fazla']);
    expect(rowOf('Yeni Başlayan')?.slice(5)).toEqual(['16', '0', '', '']);
    expect(rowOf('Reddedilen Kişi')?.slice(5)).toEqual(['30', '0', '', '']);
    for (const role of ROLES) expect(rowOf(`Rol ${role}`)).toBeDefined();
    expect(records).toHaveLength(1 + ROLES.length + 4);
    expect(response.rawPayload.toString('utf8')).not.toContain('Yabancı');
  });

  it('payroll CSV: a single reason is the month’s reason (21 for unpaid leave alone, 01 for a report alone)', async () => {
    const db = ctx.handle.db;
    const other = await createOrganization(db, { name: 'Tek Neden Ltd.' });
    const admin = await createUser(db, other.id, { role: 'ADMIN', firstName: 'Yönetici', lastName: 'Kişi' });
    const unpaid = await createUser(db, other.id, { firstName: 'Ücretsiz', lastName: 'İzinli', registryNumber: '007' });
    const sick = await createUser(db, other.id, { firstName: 'Raporlu', lastName: 'Kişi' });
    await db.insert(leaveRequests).values([
      leaveRow(other.id, unpaid.id, 'unpaid_leave', '2026-03-13', '2026-03-16', { days: 2 }), // Fri-Mon: 4 calendar days
      leaveRow(other.id, sick.id, 'sick_leave_reported', '2026-03-10', '2026-03-10', { days: 1 }), // 31 - 1 = 30
    ]);
    const token = await loginAs(ctx.app, other.subdomain, admin.email, TEST_PASSWORD);
    const records = recordsOf((await payroll(token, orgHost(other.subdomain))).rawPayload);
    expect(records.find((r) => r[2] === 'Ücretsiz İzinli')?.slice(3)).toEqual([
      '007',
      '',
      '27',
      '4',
      '21',
      'Diğer ücretsiz izin',
    ]);
    expect(records.find((r) => r[2] === 'Raporlu Kişi')?.slice(5)).toEqual(['30', '1', '01', 'İstirahat']);
    expect(records.map((r) => r[2])).not.toContain('Çağrı Işıkoğlu');
  });

  it('payroll CSV: an EMPLOYEE gets 403, no session 401, another organization’s admin 401 on this host; none of them is audited', async () => {
    const before = await payrollAudits();
    expect((await payroll(tokens.EMPLOYEE)).statusCode).toBe(403);
    expect((await payroll(undefined)).statusCode).toBe(401);
    expect((await payroll(otherToken)).statusCode).toBe(401);
    expect((await payroll(tokens.MANAGER)).statusCode).toBe(200);
    const own = (await payroll(otherToken, otherHost)).rawPayload;
    expect(recordsOf(own).map((r) => r[2])).toContain('Yabancı Kişi');
    for (const ours of ['S-0042', cagriNationalId, 'Ayşe Şen', 'Yeni Başlayan'])
      expect(own.toString('utf8')).not.toContain(ours);
    expect((await payrollAudits()).length).toBe(before.length + 1);
  });

  it('payroll CSV: every download is in the audit log (who, which month, how many people), without a name or a national id', async () => {
    const before = await payrollAudits();
    expect((await payroll(tokens.ADMIN)).statusCode).toBe(200);
    const entries = await payrollAudits();
    expect(entries.length).toBe(before.length + 1);
    const entry = entries.at(-1)!;
    expect(entry).toMatchObject({
      actorKind: 'USER',
      actorLabel: 'ADMIN',
      targetType: 'organization',
      targetId: organizationId,
      after: { year: 2026, month: 3, people: ROLES.length + 4 },
    });
    expect(JSON.stringify(entry)).not.toContain(cagriNationalId);
    expect(JSON.stringify(entry)).not.toContain('Çağrı');
  });

  it('payroll CSV: a month out of range is a Turkish 4xx', async () => {
    const bad = await request(ctx.app, host, 'GET', '/api/monthly-report/payroll-csv?year=2026&month=13', {
      token: tokens.ADMIN,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Geçerli bir ay girin');
    const future = await request(ctx.app, host, 'GET', '/api/monthly-report/payroll-csv?year=2099&month=1', {
      token: tokens.ADMIN,
    });
    expect(future.statusCode).toBe(404);
  });
});

const payrollAudits = () =>
  ctx.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.organizationId, organizationId), eq(auditLog.action, 'monthly_report.payroll_export')))
    .orderBy(auditLog.createdAt);
