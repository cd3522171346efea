import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveRequests } from '../../db/schema';
import { createOrganization, createUser, leaveRow, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, orgHost, request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { spreadsheetSafe } from './write-csv';
import { DAY_FILLS } from './write-xlsx';
import { nationalIdWithCheckDigits, ROLES } from '@paydos/domain';

let ctx: TestContext;
let host: string;
const tokens: Record<string, string> = {};
let otherHost: string;
let otherToken: string;
let cagriId: string;
const cagriNationalId = nationalIdWithCheckDigits('104620378');

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.handle.db;
  const org = await createOrganization(db, {
    name: 'Güneş İnşaat A.Ş.',
    subdomain: `gunes-${Date.now().toString(36)}`,
  });
  host = orgHost(org.subdomain);
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
  cagriId = cagri.id;
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

describe('monthly report: access (product §6: ADMIN or MANAGER) and tenancy', () => {
  it('ADMIN and MANAGER read it; an EMPLOYEE gets 403 on every monthly-report route', async () => {
    for (const url of [
      '/api/monthly-report/available',
      march,
      `${march.replace('?', '/csv?')}`,
      `${march.replace('?', '/xlsx?')}`,
      `${march.replace('?', '/payroll-csv?')}`,
    ]) {
      expect((await request(ctx.app, host, 'GET', url, { token: tokens.MANAGER })).statusCode).toBe(200);
      const refused = await request(ctx.app, host, 'GET', url, { token: tokens.EMPLOYEE });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('Bu işlem için yetkiniz yok.');
    }
  });

  it('another organization’s admin is refused on this host, and its own report never includes this organization’s leave', async () => {
    expect((await request(ctx.app, host, 'GET', march, { token: otherToken })).statusCode).toBe(401);
    const own = (await request(ctx.app, otherHost, 'GET', march, { token: otherToken })).json().report;
    expect(own.employeeLeaveData.map((e: { firstName: string }) => e.firstName)).toEqual(['Yabancı']);
    expect(own.summary.totalLeaveDays).toBe(3);
  });

  it('a month out of range or not in the list is a Turkish 4xx', async () => {
    const bad = await request(ctx.app, host, 'GET', '/api/monthly-report?year=2026&month=13', { token: tokens.ADMIN });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Geçerli bir ay girin');
    const missing = await request(ctx.app, host, 'GET', '/api/monthly-report?year=2026', { token: tokens.ADMIN });
    expect(missing.statusCode).toBe(400);
    const future = await request(ctx.app, host, 'GET', '/api/monthly-report?year=2099&month=1', {
      token: tokens.ADMIN,
    });
    expect(future.statusCode).toBe(404);
    expect(future.json().error).toContain('Bu ay için rapor yok');
  });
});

describe('monthly report: figures (product §D7: approved leave, days inside the month, same day-count rule)', () => {
  it('lists the months from the first approved leave to this month, newest first', async () => {
    const { reports } = (
      await request(ctx.app, host, 'GET', '/api/monthly-report/available', { token: tokens.ADMIN })
    ).json();
    expect(reports[0].isCurrentMonth).toBe(true);
    expect(reports.at(-1)).toEqual({
      year: 2026,
      month: 2,
      monthName: 'Şubat',
      daysInMonth: 28,
      isCurrentMonth: false,
    });
    expect(reports.filter((r: { isCurrentMonth: boolean }) => r.isCurrentMonth)).toHaveLength(1);
  });

  it('counts arife as half, a bayram day as none, only March days of a crossing leave; an inactive employee is listed; rejected and other organizations’ leave are not', async () => {
    const { report } = (await request(ctx.app, host, 'GET', march, { token: tokens.ADMIN })).json();
    expect(report).toMatchObject({ organizationName: 'Güneş İnşaat A.Ş.', monthName: 'Mart', year: 2026, month: 3 });
    expect(
      report.employeeLeaveData.map((e: Record<string, unknown>) => [e.firstName, e.lastName, e.totalDays, e.isActive]),
    ).toEqual([
      ['Çağrı', 'Işıkoğlu', 11.5, true],
      ['Ayşe', 'Şen', 4, false],
    ]);
    const cagri = report.employeeLeaveData[0];
    expect(cagri).toMatchObject({ department: 'Şantiye', position: 'Şef' });
    expect(cagri.leaveDays).toContainEqual({ date: '2026-03-19', leaveType: 'annual_paid', days: 0.5 });
    expect(cagri.leaveDays.find((d: { date: string }) => d.date === '2026-03-20')).toBeUndefined();
    expect(report.employeeLeaveData[1].leaveDays[0]).toEqual({
      date: '2026-03-02',
      leaveType: 'sick_leave_reported',
      days: 1,
    });
    expect(report.summary).toEqual({
      totalEmployeesOnLeave: 2,
      totalLeaveDays: 15.5,
      leaveTypeStats: { annual_paid: 11.5, sick_leave_reported: 2, unpaid_leave: 2 },
      // No hourly leave this month (docs/decisions/015): no minutes.
      totalLeaveMinutes: 0,
      leaveTypeMinutes: {},
    });
  });
});

describe('monthly report downloads (product §9 CSV, product §D7 XLSX puantaj)', () => {
  it('CSV: BOM, `;`, dd.mm.yyyy, merged ranges (gap 3 merges, gap 4 does not), summary, Turkish letters intact, no-store, spec file name', async () => {
    const response = await request(ctx.app, host, 'GET', '/api/monthly-report/csv?year=2026&month=03', {
      token: tokens.ADMIN,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toMatch(/filename="gunes-[a-z0-9]+-izin-raporu-2026-03\.csv"/);
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records: string[][] = parse(response.rawPayload, {
      bom: true,
      delimiter: ';',
      relax_column_count: true,
      skip_empty_lines: true,
    });
    expect(records[0]).toEqual(['Organizasyon', 'Güneş İnşaat A.Ş.']);
    expect(records[1]).toEqual(['Dönem', 'Mart 2026']);
    const at = (first: string, second?: string) =>
      records.findIndex((r) => r[0] === first && (second === undefined || r[1] === second));
    const cagri = at('Personel', 'Çağrı Işıkoğlu');
    expect(records.slice(cagri + 1, cagri + 9)).toEqual([
      ['E-posta', expect.stringContaining('@ornek.com.tr')],
      ['Departman', 'Şantiye'],
      ['Pozisyon', 'Şef'],
      ['İzin türü', 'Başlangıç', 'Bitiş', 'Gün'],
      ['Yıllık İzin', '02.03.2026', '09.03.2026', '6'],
      ['Yıllık İzin', '16.03.2026', '19.03.2026', '3,5'],
      ['Yıllık İzin', '23.03.2026', '24.03.2026', '2'],
      ['Toplam', '', '', '11,5'],
    ]);
    const ayse = at('Personel', 'Ayşe Şen');
    expect(records.slice(ayse + 4, ayse + 8)).toEqual([
      ['Durum', 'Deaktif'],
      ['İzin türü', 'Başlangıç', 'Bitiş', 'Gün'],
      ['Hastalık İzni (SGK Raporlu)', '02.03.2026', '03.03.2026', '2'],
      ['Ücretsiz İzin', '04.03.2026', '05.03.2026', '2'],
    ]);
    const summary = at('Özet');
    expect(records.slice(summary + 1)).toEqual([
      ['İzinli personel sayısı', '2'],
      ['Toplam izin günü', '15,5'],
      ['İzin türü', 'Gün'],
      ['Yıllık İzin', '11,5'],
      ['Hastalık İzni (SGK Raporlu)', '2'],
      ['Ücretsiz İzin', '2'],
    ]);
    expect(response.rawPayload.toString('utf8')).not.toContain('Yabancı');
  });

  it('XLSX puantaj: one row per person, a code per leave day (½ on arife), weekends and holidays shaded, totals per type, legend', async () => {
    const response = await request(ctx.app, host, 'GET', '/api/monthly-report/xlsx?year=2026&month=3', {
      token: tokens.MANAGER,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toContain('-izin-puantaji-2026-03.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Puantaj')!;
    const header = sheet.getRow(2).values as unknown[];
    expect(header.slice(1, 4)).toEqual(['Personel', 'Departman', 1]);
    // 1 March 2026 is a Sunday; Cuma and Cumartesi are Cu and Ct.
    expect((sheet.getRow(3).values as unknown[]).slice(3, 10)).toEqual(['Pz', 'Pt', 'Sa', 'Ça', 'Pe', 'Cu', 'Ct']);
    expect(header.slice(-7)).toEqual([
      'Yıllık İzin',
      'Hastalık İzni (SGK Raporlu)',
      'Ücretsiz İzin',
      'Toplam',
      'Eksik gün',
      'Eksik gün nedeni',
      'SGK prim günü',
    ]);
    const rows = sheet.getColumn(1).values as unknown[];
    const rowOf = (name: string) => sheet.getRow(rows.indexOf(name));
    const day = (n: number) => 2 + n;
    const cagri = rowOf('Çağrı Işıkoğlu');
    expect(cagri.getCell(day(2)).value).toBe('Y');
    expect(cagri.getCell(day(19)).value).toBe('Y½');
    expect(cagri.getCell(day(20)).value).toBeNull();
    expect((cagri.getCell(day(20)).fill as ExcelJS.FillPattern).fgColor?.argb).toBe(DAY_FILLS.holiday);
    expect((cagri.getCell(day(7)).fill as ExcelJS.FillPattern).fgColor?.argb).toBe(DAY_FILLS.non_working);
    expect((cagri.getCell(day(19)).fill as ExcelJS.FillPattern).fgColor?.argb).toBe(DAY_FILLS.half_holiday);
    const totals = (cagri.values as unknown[]).slice(-7, -3);
    expect(totals).toEqual([11.5, 0, 0, 11.5]);
    expect(rowOf('Ayşe Şen (Deaktif)').getCell(day(2)).value).toBe('R01');
    expect(rowOf('Ayşe Şen (Deaktif)').getCell(day(4)).value).toBe('Ü21');
    // Everyone active is a row, with or without leave; no other organization's person.
    expect(rows).toContain('Rol EMPLOYEE');
    expect(rows).toContain('Reddedilen Kişi');
    expect(rows).not.toContain('Yabancı Kişi');
    expect(rows).toContain('Kısaltmalar');
    expect(rows).toContain('Y = Yıllık İzin');
  });
});

describe('spreadsheet cells typed by people (CSV injection)', () => {
  it.each([
    ['=HYPERLINK("x")', `'=HYPERLINK("x")`],
    ['+90 532', `'+90 532`],
    ['-1', `'-1`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['Çağrı', 'Çağrı'],
    [null, ''],
  ])('a cell starting with =, +, - or @ gets a leading apostrophe: %s', (value, expected) => {
    expect(spreadsheetSafe(value)).toBe(expected);
  });
});

/**
 * The statements one call sends, recorded from the database client while it runs (as
 * platform/query-plans.test.ts does), keeping those that read the organizations table (from or join).
 */
async function organizationReadsOf(url: string): Promise<string[]> {
  type QueryFn = (...args: unknown[]) => Promise<unknown>;
  const client = (ctx.handle.db as unknown as { $client: { query: QueryFn } }).$client;
  const query = client.query;
  const texts: string[] = [];
  client.query = (...args: unknown[]) => {
    texts.push(typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text);
    return query.apply(client, args);
  };
  try {
    const response = await request(ctx.app, host, 'GET', url, { token: tokens.ADMIN });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  } finally {
    client.query = query;
  }
  return texts.filter((text) => /\b(from|join) "organizations"/i.test(text));
}

describe('issue 22 item 7: the monthly report reads the organization once', () => {
  it('the report, its CSV, its XLSX and a person’s PDF each read the organization once besides the host lookup every request makes', async () => {
    for (const url of [
      march,
      march.replace('?', '/csv?'),
      march.replace('?', '/xlsx?'),
      march.replace('?', '/payroll-csv?'),
      `/api/employee/${cagriId}/export`,
    ]) {
      const reads = await organizationReadsOf(url);
      // One is the tenancy's host + session statement (platform/tenancy.ts); the other is the report's own.
      expect(
        reads.filter((text) => !/"sessions"/.test(text)),
        url,
      ).toHaveLength(1);
      expect(reads, url).toHaveLength(2);
    }
  });
});
