import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveRequests } from '../../db/schema';
import { createOrganization, createUser, leaveRow, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, orgHost, request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { messages } from '@paydos/contract/messages';

// Issue 24 items 3 and the end date: travel days (4857 md. 56/4) are SGK reason 20 in the puantaj and the
// payroll CSV (docs/leave-rules.md sections 13 and 15); a leaver's days end with the last day of work.
let ctx: TestContext;
let host: string;
let adminToken: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.handle.db;
  const org = await createOrganization(db, {
    name: 'Yolcu Lojistik A.Ş.',
    subdomain: `yolcu-${Date.now().toString(36)}`,
  });
  host = orgHost(org.subdomain);
  const admin = await createUser(db, org.id, { role: 'ADMIN', firstName: 'Yönetici', lastName: 'Bey' });
  adminToken = await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD);
  const deniz = await createUser(db, org.id, { firstName: 'Deniz', lastName: 'Yolcu', registryNumber: 'Y-1' });
  const ece = await createUser(db, org.id, { firstName: 'Ece', lastName: 'Kara' });
  const fatma = await createUser(db, org.id, { firstName: 'Fatma', lastName: 'Öz' });
  // Left on Friday 20 March 2026, no leave in March; another left in February.
  await createUser(db, org.id, {
    firstName: 'Okan',
    lastName: 'Aydın',
    isActive: false,
    employmentEndDate: '2026-03-20',
  });
  await createUser(db, org.id, {
    firstName: 'Eski',
    lastName: 'Çalışan',
    isActive: false,
    employmentEndDate: '2026-02-27',
  });
  await db.insert(leaveRequests).values([
    // Mon 2 - Fri 6 March, 2 travel days: Mon 9 and Tue 10 March.
    leaveRow(org.id, deniz.id, 'annual_paid', '2026-03-02', '2026-03-06', {
      days: 5,
      travelDays: 2,
      travelDestination: 'Trabzon',
      travelEndDate: '2026-03-10',
    }),
    // Ends Tue 31 March; 2 travel days in April (Wed 1, Thu 2).
    leaveRow(org.id, ece.id, 'annual_paid', '2026-03-25', '2026-03-31', {
      days: 5,
      travelDays: 2,
      travelDestination: 'Van',
      travelEndDate: '2026-04-02',
    }),
    // One travel day and a report in one month: 12 Birden fazla.
    leaveRow(org.id, fatma.id, 'annual_paid', '2026-03-02', '2026-03-03', {
      days: 2,
      travelDays: 1,
      travelDestination: 'Kars',
      travelEndDate: '2026-03-04',
    }),
    leaveRow(org.id, fatma.id, 'sick_leave_reported', '2026-03-24', '2026-03-25', { days: 2 }),
  ]);
});
afterAll(() => ctx.close());

const xlsxOf = async (month: number) => {
  const response = await request(ctx.app, host, 'GET', `/api/monthly-report/xlsx?year=2026&month=${month}`, {
    token: adminToken,
  });
  expect(response.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook.getWorksheet('Puantaj')!;
};
const payrollOf = async (month: number): Promise<string[][]> => {
  const response = await request(ctx.app, host, 'GET', `/api/monthly-report/payroll-csv?year=2026&month=${month}`, {
    token: adminToken,
  });
  expect(response.statusCode).toBe(200);
  return parse(response.rawPayload, { bom: true, delimiter: ';', relax_column_count: true, skip_empty_lines: true });
};
const day = (n: number) => 2 + n;

describe('4857 md. 56/4: travel days in the puantaj and the payroll CSV are SGK reason 20', () => {
  it('XLSX: each travel day reads Yİ20, counted as a missing day with reason 20 (12 beside a report), the legend explains it; the annual days stay Y', async () => {
    const sheet = await xlsxOf(3);
    const header = sheet.getRow(2).values as unknown[];
    const col = (name: string) => header.indexOf(name);
    const names = sheet.getColumn(1).values as unknown[];
    const rowOf = (name: string) => sheet.getRow(names.indexOf(name));
    const deniz = rowOf('Deniz Yolcu');
    expect([6, 7, 8, 9, 10, 11].map((n) => deniz.getCell(day(n)).value)).toEqual([
      'Y',
      null,
      null,
      'Yİ20',
      'Yİ20',
      null,
    ]);
    expect(deniz.getCell(col('Eksik gün')).value).toBe(2);
    expect(deniz.getCell(col('Eksik gün nedeni')).value).toBe('20');
    expect(deniz.getCell(col('SGK prim günü')).value).toBe(29);
    const fatma = rowOf('Fatma Öz');
    expect(fatma.getCell(day(4)).value).toBe('Yİ20');
    expect(fatma.getCell(col('Eksik gün nedeni')).value).toBe('12');
    expect(fatma.getCell(col('Eksik gün')).value).toBe(3);
    // Ece's travel days fall in April: none in March.
    expect(rowOf('Ece Kara').getCell(col('Eksik gün')).value).toBe(0);
    expect(names).toContain(messages.monthlyReport.travelDayMark);
    expect(names).toContain('20 = Ücretsiz yol izni');
  });

  it('payroll CSV: reason 20 with its name and the premium days (31 - 2 = 29); travel days of a March leave falling in April count in April (30 - 2 = 28)', async () => {
    const march = await payrollOf(3);
    const deniz = march.find((r) => r[2] === 'Deniz Yolcu')!;
    expect(deniz.slice(3)).toEqual(['Y-1', '', '29', '2', '20', 'Ücretsiz yol izni']);
    expect(march.find((r) => r[2] === 'Fatma Öz')!.slice(5, 8)).toEqual(['28', '3', '12']);
    const april = await payrollOf(4);
    expect(april.find((r) => r[2] === 'Ece Kara')!.slice(5)).toEqual(['28', '2', '20', 'Ücretsiz yol izni']);
  });
});

describe('issue 24: the puantaj and the payroll CSV stop at a leaver’s last day of work', () => {
  it('XLSX: a person who left on 20 March is listed to that day; the days after it read Ç (neither worked nor missing), 20 SGK days; someone who left before the month is not listed', async () => {
    const sheet = await xlsxOf(3);
    const header = sheet.getRow(2).values as unknown[];
    const col = (name: string) => header.indexOf(name);
    const names = sheet.getColumn(1).values as unknown[];
    const okan = sheet.getRow(names.indexOf('Okan Aydın (Deaktif)'));
    expect([19, 20, 21, 31].map((n) => okan.getCell(day(n)).value)).toEqual([null, null, 'Ç', 'Ç']);
    expect(okan.getCell(col('Eksik gün')).value).toBe(0);
    expect(okan.getCell(col('SGK prim günü')).value).toBe(20);
    expect(names).toContain(messages.monthlyReport.afterEndMark);
    expect(names.some((n) => typeof n === 'string' && n.startsWith('Eski Çalışan'))).toBe(false);
  });

  it('payroll CSV: the leaver has 20 SGK days and no missing day (reason 16 is not for the days after the end); not listed in April', async () => {
    const march = await payrollOf(3);
    expect(march.find((r) => r[2] === 'Okan Aydın')!.slice(5)).toEqual(['20', '0', '', '']);
    expect(march.some((r) => r[2] === 'Eski Çalışan')).toBe(false);
    expect((await payrollOf(4)).some((r) => r[2] === 'Okan Aydın')).toBe(false);
  });
});
