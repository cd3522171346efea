import { daysInMonth } from '@paydos/domain';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { loginAs, request } from '../../../test/http';
import {
  adminEmail,
  ctx,
  host,
  logins,
  organizationId,
  today,
  useDemoOrganization,
} from '../demo/demo-organization-fixture';

useDemoOrganization();

/**
 * Issue 24 item 7 on the demo company: its current month (the busy month of demo-team-calendar.ts,
 * with Gizem's unpaid leave or Ayşe's sick day) shows SGK missing-day codes in the puantaj and in the
 * payroll CSV. The registry number is set here (the demo's own registry numbers are another change's).
 */
describe('the demo’s monthly report shows SGK missing-day codes (docs/leave-rules.md section 13)', () => {
  it('this month’s payroll CSV has a person with a reason code and missing days, whose SGK days are the month’s calendar days less the missing days, at most 30, and the puantaj marks the days', async () => {
    const db = ctx.handle.db;
    await db
      .update(users)
      .set({ registryNumber: 'D-0007' })
      .where(and(eq(users.organizationId, organizationId), eq(users.firstName, 'Gizem')));
    const token = await loginAs(ctx.app, 'demo', adminEmail, logins.peoplePassword);
    const month = `year=${Number(today.slice(0, 4))}&month=${Number(today.slice(5, 7))}`;

    const csv = await request(ctx.app, host, 'GET', `/api/monthly-report/payroll-csv?${month}`, { token });
    expect(csv.statusCode).toBe(200);
    const records: string[][] = parse(csv.rawPayload, { bom: true, delimiter: ';', skip_empty_lines: true });
    const coded = records.slice(1).filter((r) => /^(01|12|21)$/.test(r[7]!));
    expect(coded.length, JSON.stringify(records)).toBeGreaterThan(0);
    // A 31-day month with one missing day still gives 30 (docs/leave-rules.md section 13), so the
    // figure depends on the month and on which of the busy month's days are already past.
    const monthDays = daysInMonth(Number(today.slice(0, 4)), Number(today.slice(5, 7)));
    for (const row of coded) {
      expect(Number(row[6])).toBeGreaterThan(0);
      expect(Number(row[5])).toBe(Math.min(30, monthDays - Number(row[6])));
    }
    expect(records.find((r) => r[2]?.startsWith('Gizem '))?.[3]).toBe('D-0007');

    const xlsx = await request(ctx.app, host, 'GET', `/api/monthly-report/xlsx?${month}`, { token });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cells: unknown[] = [];
    workbook.getWorksheet('Puantaj')!.eachRow((row) => cells.push(...(row.values as unknown[])));
    expect(cells.some((value) => typeof value === 'string' && /^(R01|Ü21)½?$/.test(value))).toBe(true);
    expect(workbook.getWorksheet('Eksik Gün Nedenleri')).toBeDefined();
  });
});
