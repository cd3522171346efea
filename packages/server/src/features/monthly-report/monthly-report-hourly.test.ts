import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveRequests } from '../../db/schema';
import { createOrganization, createUser, leaveRow, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, orgHost, request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';

/** Hourly leave in the monthly report (issue 24 item 6, docs/decisions/015): hours, exact, never an SGK missing day. */
let ctx: TestContext;
let host: string;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.handle.db;
  const org = await createOrganization(db, { name: 'Saat Test A.Ş.' });
  host = orgHost(org.subdomain);
  const admin = await createUser(db, org.id, { role: 'ADMIN', firstName: 'Yönetici', lastName: 'Kişi' });
  token = await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD);
  const elif = await createUser(db, org.id, { firstName: 'Elif', lastName: 'Süt', startDate: '2020-01-06' });
  const hourly = { days: 0 };
  await db.insert(leaveRequests).values([
    // 16-20 March 2026: 16, 17, 18 and the arife 19 (its morning is worked) take 90 minutes; 20 is Ramazan Bayramı.
    leaveRow(org.id, elif.id, 'nursing', '2026-03-16', '2026-03-20', {
      ...hourly,
      minutesPerDay: 90,
      minutes: 360,
      childBirthDate: '2025-12-01',
    }),
    leaveRow(org.id, elif.id, 'unpaid_leave', '2026-03-25', '2026-03-25', {
      ...hourly,
      minutesPerDay: 120,
      minutes: 120,
    }),
    leaveRow(org.id, elif.id, 'annual_paid', '2026-03-02', '2026-03-03', { days: 2 }),
  ]);
});
afterAll(() => ctx.close());

const get = (path: string) => request(ctx.app, host, 'GET', `/api/monthly-report${path}?year=2026&month=3`, { token });
const recordsOf = (payload: Buffer): string[][] =>
  parse(payload, { bom: true, delimiter: ';', relax_column_count: true, skip_empty_lines: true });

describe('süt izni (4857 md. 74) and hourly unpaid leave in the monthly report', () => {
  it('JSON: the days stay days, the hours are minutes per day, per person, per type and in all', async () => {
    const response = await get('');
    expect(response.statusCode).toBe(200);
    const { report } = response.json();
    const [elif] = report.employeeLeaveData;
    expect(elif).toMatchObject({ firstName: 'Elif', totalDays: 2, totalMinutes: 480 });
    expect(elif.leaveDays).toContainEqual({ date: '2026-03-19', leaveType: 'nursing', days: 0, minutes: 90 });
    expect(report.summary).toMatchObject({
      totalLeaveDays: 2,
      totalLeaveMinutes: 480,
      leaveTypeMinutes: { nursing: 360, unpaid_leave: 120 },
    });
  });

  it('CSV: the hourly ranges read "6 sa" and "2 sa", the total "2 gün + 8 sa", with a line of the month’s hours', async () => {
    const response = await get('/csv');
    expect(response.statusCode).toBe(200);
    const records = recordsOf(response.rawPayload);
    expect(records).toContainEqual(['Süt İzni (günde 1,5 saat)', '16.03.2026', '19.03.2026', '6 sa']);
    expect(records).toContainEqual(['Ücretsiz İzin', '25.03.2026', '25.03.2026', '2 sa']);
    expect(records).toContainEqual(['Toplam', '', '', '2 gün + 8 sa']);
    expect(records).toContainEqual(['Toplam saatlik izin', '8 sa']);
    expect(records).toContainEqual(['Süt İzni (günde 1,5 saat)', '6 sa']);
  });

  it('XLSX puantaj: a nursing day reads S1:30, the type’s column 6 sa; hours are no SGK missing day (30 premium days)', async () => {
    const response = await get('/xlsx');
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Puantaj')!;
    const header = sheet.getRow(2).values as unknown[];
    const rows = sheet.getColumn(1).values as unknown[];
    const elif = sheet.getRow(rows.indexOf('Elif Süt'));
    const day = (n: number) => 2 + n;
    expect(elif.getCell(day(16)).value).toBe('S1:30');
    expect(elif.getCell(day(19)).value).toBe('S1:30');
    expect(elif.getCell(day(20)).value).toBeNull();
    expect(elif.getCell(day(25)).value).toBe('Ü2:00');
    expect(elif.getCell(header.indexOf('Süt İzni (günde 1,5 saat)')).value).toBe('6 sa');
    expect(elif.getCell(header.indexOf('Ücretsiz İzin')).value).toBe('2 sa');
    expect(elif.getCell(header.indexOf('Eksik gün')).value).toBe(0);
    expect(elif.getCell(header.indexOf('SGK prim günü')).value).toBe(30);
    expect(rows).toContain('S = Süt İzni (günde 1,5 saat)');
    expect(rows.some((r) => typeof r === 'string' && r.startsWith('S1:30 = o gün 1 sa 30 dk saatlik izin'))).toBe(true);
  });
});
