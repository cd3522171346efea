import { compareDates, completedServiceYears, monthBounds } from '@paydos/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { loginAs, request } from '../../../test/http';
import { pdfText } from '../../../test/pdf-text';
import { DEMO_MARRIAGE_PROOF, DEMO_SICK_REPORT } from './demo-leave-documents';
import { DEMO_PEOPLE } from './demo-organization';
import {
  adminEmail,
  ctx,
  host,
  logins,
  people,
  requests,
  today,
  useDemoOrganization,
} from './demo-organization-fixture';

useDemoOrganization();

describe('issue 24: the demo shows what a labour inspector and a payroll office ask for', () => {
  it('4857 md. 56/4: last month Zeynep took an annual leave with 2 travel days to Trabzon: on her leave record and in last month’s puantaj as Yİ20, SGK reason 20', async () => {
    const zeynep = people.find((p) => p.firstName === 'Zeynep')!;
    const travel = requests.find((r) => r.userId === zeynep.id && r.travelDays > 0)!;
    expect(travel).toMatchObject({
      leaveType: 'annual_paid',
      status: 'APPROVED',
      travelDays: 2,
      travelDestination: 'Trabzon',
    });
    const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
    const last = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
    const { first: monthStart, last: monthEnd } = monthBounds(last);
    expect(compareDates(travel.startDate, monthStart)).toBeGreaterThanOrEqual(0);
    expect(compareDates(travel.travelEndDate!, monthEnd)).toBeLessThanOrEqual(0);

    const token = await loginAs(ctx.app, 'demo', adminEmail, logins.peoplePassword);
    const serviceYear = completedServiceYears(zeynep.startDate!, travel.startDate);
    const record = await request(
      ctx.app,
      host,
      'GET',
      `/api/employee/${zeynep.id}/leave-record?serviceYear=${serviceYear}`,
      { token },
    );
    expect(record.statusCode).toBe(200);
    const text = await pdfText(record.rawPayload);
    const [y, m, d] = travel.startDate.split('-');
    expect(text).toMatch(new RegExp(`${d}\\.${m}\\.${y}\\s+\\S+\\s+${Number(travel.days)}\\s+2`));

    const xlsx = await request(ctx.app, host, 'GET', `/api/monthly-report/xlsx?year=${last.year}&month=${last.month}`, {
      token,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Puantaj')!;
    const header = sheet.getRow(2).values as unknown[];
    const names = sheet.getColumn(1).values as unknown[];
    const row = sheet.getRow(names.indexOf(`${zeynep.firstName} ${zeynep.lastName}`));
    const cells = (row.values as unknown[]).filter((v) => v === 'Yİ20');
    expect(cells).toHaveLength(2);
    expect(['20', '12']).toContain(row.getCell(header.indexOf('Eksik gün nedeni')).value);
  });

  it('issue 24 item 5: Emre’s sick leave carries his rest report and Gizem’s pending marriage leave its certificate; the ADMIN and the requester download them, a colleague and a MANAGER get 404', async () => {
    const adminToken = await loginAs(ctx.app, 'demo', adminEmail, logins.peoplePassword);
    const login = (firstName: string) =>
      loginAs(ctx.app, 'demo', DEMO_PEOPLE.find((p) => p.firstName === firstName)!.email, logins.peoplePassword);
    type Listed = {
      leaveType: string;
      documentCount?: number;
      documents?: Array<{ id: string; fileName: string; canDelete: boolean }>;
    };
    const documented = async (firstName: string, token: string) => {
      const person = people.find((p) => p.firstName === firstName)!;
      const page = await request(ctx.app, host, 'GET', `/api/leaves/employee/${person.id}?limit=500`, { token });
      return page.json<{ leaveRequests: Listed[] }>().leaveRequests.filter((l) => (l.documentCount ?? 0) > 0);
    };
    const [sick] = await documented('Emre', adminToken);
    expect(sick).toMatchObject({ leaveType: 'sick_leave_reported', documents: [{ fileName: DEMO_SICK_REPORT }] });
    const [marriage] = await documented('Gizem', adminToken);
    expect(marriage).toMatchObject({ leaveType: 'excuse.marriage', documents: [{ fileName: DEMO_MARRIAGE_PROOF }] });
    const report = `/api/leave-documents/${sick!.documents![0]!.id}`;
    for (const token of [adminToken, await login('Emre')]) {
      const file = await request(ctx.app, host, 'GET', report, { token });
      expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'application/pdf']);
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const mehmet = await login('Mehmet');
    for (const token of [await login('Zeynep'), mehmet])
      expect((await request(ctx.app, host, 'GET', report, { token })).statusCode).toBe(404);
    // The MANAGER sees that Emre's sick leave has a proof, not what it is.
    const [seen] = await documented('Emre', mehmet);
    expect(seen).not.toHaveProperty('documents');
    // Gizem's request is pending: she may still take her certificate back.
    const mine = await request(ctx.app, host, 'GET', '/api/leaves/my-requests', { token: await login('Gizem') });
    const own = mine.json<{ leaveRequests: Listed[] }>().leaveRequests.find((l) => l.leaveType === 'excuse.marriage')!;
    expect(own.documents).toMatchObject([{ fileName: DEMO_MARRIAGE_PROOF, canDelete: true }]);
  });
});
