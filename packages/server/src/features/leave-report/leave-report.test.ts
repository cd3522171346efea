import { addDays, formatTurkishDate } from '@paydos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveRequests } from '../../db/schema';
import { createOrganization, createUser, leaveRow, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, orgHost, request } from '../../../test/http';
import { cleanWeek } from '../../../test/leave-dates';
import { pdfText } from '../../../test/pdf-text';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { fileSlug } from './build-leave-report';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('leave report PDF (product §D5: Turkish glyphs from the embedded Roboto font)', () => {
  it('my report and the employee export carry the Turkish name (ğ, ş, ı, İ), the organization, balance and the rows', async () => {
    const db = ctx.handle.db;
    const org = await createOrganization(db, { name: 'Güneş İnşaat A.Ş.' });
    const host = orgHost(org.subdomain);
    const admin = await createUser(db, org.id, { role: 'ADMIN' });
    const employee = await createUser(db, org.id, { firstName: 'İlkay Ağça', lastName: 'Şıkışoğlu' });
    const token = await loginAs(ctx.app, org.subdomain, employee.email, TEST_PASSWORD);
    const adminToken = await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD);
    const week = cleanWeek(30);
    const created = await request(ctx.app, host, 'POST', '/api/leaves', {
      token,
      body: { leaveType: 'annual_paid', startDate: week.monday, endDate: week.day(2), reason: 'Tatil' },
    });
    await request(ctx.app, host, 'PUT', `/api/leaves/${created.json().leaveRequest.id}/approve`, { token: adminToken });
    await request(ctx.app, host, 'POST', '/api/leaves', {
      token,
      body: { leaveType: 'excuse.marriage', startDate: week.day(3), endDate: week.friday, reason: 'Düğün' },
    });

    const own = await request(ctx.app, host, 'GET', '/api/leaves/my-requests/pdf', { token });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toContain('izin-raporu-ilkay-agca-sikisoglu-');
    const raw = own.rawPayload.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Roboto/);
    expect(raw).not.toContain('Helvetica');
    const text = await pdfText(own.rawPayload);
    expect(text).toContain('İlkay Ağça Şıkışoğlu');
    expect(text).toContain('Güneş İnşaat A.Ş.');
    expect(text).toContain('İzin Raporu');
    expect(text).toMatch(/Yıllık İzin\s+/);
    expect(text).toContain(formatTurkishDate(week.monday));
    expect(text).toContain(formatTurkishDate(week.day(2)));
    expect(text).toContain('Onaylandı');
    expect(text).toContain('Evlilik (3 gün)');
    expect(text).toContain('Beklemede');
    expect(text).toMatch(/Kalan\s+17 gün/);

    const exported = await request(ctx.app, host, 'GET', `/api/employee/${employee.id}/export`, { token: adminToken });
    expect(exported.statusCode).toBe(200);
    expect(await pdfText(exported.rawPayload)).toContain('İlkay Ağça Şıkışoğlu');
  });

  it('an hourly leave (süt izni, docs/leave-rules.md §16) shows its hours, not 0 days', async () => {
    const db = ctx.handle.db;
    const org = await createOrganization(db);
    const employee = await createUser(db, org.id, { firstName: 'Zeynep', lastName: 'Kaya' });
    const week = cleanWeek(40);
    const hours = { days: 0, minutesPerDay: 90, minutes: 450, startTime: '16:30' };
    await db.insert(leaveRequests).values(leaveRow(org.id, employee.id, 'nursing', week.monday, week.friday, hours));
    const token = await loginAs(ctx.app, org.subdomain, employee.email, TEST_PASSWORD);
    const own = await request(ctx.app, orgHost(org.subdomain), 'GET', '/api/leaves/my-requests/pdf', { token });
    expect(own.statusCode).toBe(200);
    expect(await pdfText(own.rawPayload)).toMatch(/günde\s+1\s+sa\s+30\s+dk,\s+toplam\s+7\s+sa\s+30\s+dk/);
  });

  it('yol izni (4857 md. 56/4): an annual leave’s unpaid travel days are written beside its days, with the destination', async () => {
    const db = ctx.handle.db;
    const org = await createOrganization(db);
    const employee = await createUser(db, org.id, { firstName: 'Zeynep', lastName: 'Kaya' });
    const week = cleanWeek(40);
    const travel = { days: 4, travelDays: 2, travelDestination: 'Trabzon', travelEndDate: addDays(week.friday, 3) };
    await db
      .insert(leaveRequests)
      .values(leaveRow(org.id, employee.id, 'annual_paid', week.monday, week.day(3), travel));
    const token = await loginAs(ctx.app, org.subdomain, employee.email, TEST_PASSWORD);
    const own = await request(ctx.app, orgHost(org.subdomain), 'GET', '/api/leaves/my-requests/pdf', { token });
    expect(own.statusCode).toBe(200);
    expect(await pdfText(own.rawPayload)).toMatch(/4\s+\+\s+2\s+gün\s+yol\s+izni\s+\(Trabzon\)/);
  });

  it('employee export: EMPLOYEE → 403, another organization’s employee → 404', async () => {
    const db = ctx.handle.db;
    const org = await createOrganization(db);
    const other = await createOrganization(db);
    const employee = await createUser(db, org.id);
    const stranger = await createUser(db, other.id);
    const token = await loginAs(ctx.app, org.subdomain, employee.email, TEST_PASSWORD);
    const host = orgHost(org.subdomain);
    expect((await request(ctx.app, host, 'GET', `/api/employee/${employee.id}/export`, { token })).statusCode).toBe(
      403,
    );
    const admin = await createUser(db, org.id, { role: 'MANAGER' });
    const managerToken = await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD);
    expect(
      (await request(ctx.app, host, 'GET', `/api/employee/${stranger.id}/export`, { token: managerToken })).statusCode,
    ).toBe(404);
  });

  it('file names are ASCII slugs of the Turkish name', () => {
    expect(fileSlug('Çağrı IŞIKOĞLU')).toBe('cagri-isikoglu');
  });
});
