import { formatEnglishDate, formatTurkishDate } from '@paydos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveRequests } from '../../db/schema';
import { createOrganization, createUser, leaveRow, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, orgHost, request } from '../../../test/http';
import { cleanWeek } from '../../../test/leave-dates';
import { expectLanguage, flatPdfText, hasPhrase } from '../../../test/pdf-language';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { leaveReportTexts as english } from './en/leave-report-texts';
import { leaveReportTexts as turkish } from './leave-report-texts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const en = { 'accept-language': 'en-GB,en;q=0.9' };

/** A person with an approved annual leave with travel days, a pending marriage leave and an hourly nursing leave. */
async function personWithLeaves() {
  const db = ctx.handle.db;
  const org = await createOrganization(db, { name: 'Güneş İnşaat A.Ş.' });
  const employee = await createUser(db, org.id, { firstName: 'İlkay Ağça', lastName: 'Şıkışoğlu' });
  const admin = await createUser(db, org.id, { role: 'ADMIN' });
  const week = cleanWeek(30);
  const later = cleanWeek(40);
  await db.insert(leaveRequests).values([
    leaveRow(org.id, employee.id, 'annual_paid', week.monday, week.day(2), {
      days: 3,
      travelDays: 2,
      travelDestination: 'Trabzon',
      travelEndDate: week.friday,
    }),
    leaveRow(org.id, employee.id, 'excuse.marriage', later.monday, later.day(2), { days: 3, status: 'PENDING' }),
    leaveRow(org.id, employee.id, 'nursing', later.day(3), later.friday, {
      days: 0,
      minutesPerDay: 90,
      minutes: 180,
      startTime: '16:30',
    }),
  ]);
  return {
    host: orgHost(org.subdomain),
    employee,
    week,
    token: await loginAs(ctx.app, org.subdomain, employee.email, TEST_PASSWORD),
    adminToken: await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD),
  };
}

describe('issue 26: a PDF speaks its reader’s language (the leave report)', () => {
  it('asked in English, the leave report has the English headings, dates, days, statuses and glossed leave types, and no Turkish heading; asked in Turkish, the Turkish ones', async () => {
    const { host, token, week } = await personWithLeaves();
    const response = await request(ctx.app, host, 'GET', '/api/leaves/my-requests/pdf', { token, headers: en });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await flatPdfText(response.rawPayload);
    const turkishText = await flatPdfText(
      (await request(ctx.app, host, 'GET', '/api/leaves/my-requests/pdf', { token })).rawPayload,
    );
    expectLanguage({ english: text, turkish: turkishText }, { turkish, english }, [
      'title',
      'employee',
      'organization',
      'role',
      'period',
      'generatedOn',
      'balanceTitle',
      'total',
      'used',
      'remaining',
      'leavesTitle',
      'colType',
      'colStart',
      'colEnd',
      'colDays',
      'colStatus',
    ]);
    for (const expected of [
      'İlkay Ağça Şıkışoğlu',
      'Güneş İnşaat A.Ş.',
      'Yıllık İzin (annual leave)',
      'Evlilik (marriage leave, 3 days)',
      'Süt İzni (nursing leave, 1.5 hours a day)',
      formatEnglishDate(week.monday),
      '3 + 2 days of travel leave (Trabzon)',
      '1 h 30 min a day, 3 h in total',
      'Approved',
      'Pending',
    ])
      expect(text, expected).toContain(expected);
    expect(text).toMatch(/Remaining \d+ days/);
    expect(text).not.toContain(formatTurkishDate(week.monday));
    for (const expected of ['Yıllık İzin', 'Evlilik (3 gün)', formatTurkishDate(week.monday), 'Onaylandı'])
      expect(turkishText, expected).toContain(expected);
    expect(turkishText).toMatch(/Kalan \d+ gün/);
    expect(hasPhrase(turkishText, 'annual leave')).toBe(false);
  });

  it('the employee export follows its reader (the ADMIN), not the employee; the person’s own choice of language beats the browser’s', async () => {
    const { host, token, adminToken, employee } = await personWithLeaves();
    const exported = await request(ctx.app, host, 'GET', `/api/employee/${employee.id}/export`, {
      token: adminToken,
      headers: en,
    });
    expect(exported.statusCode).toBe(200);
    expect(hasPhrase(await flatPdfText(exported.rawPayload), english.title)).toBe(true);
    const chosen = await request(ctx.app, host, 'PUT', '/api/users/me', {
      token,
      body: { firstName: 'İlkay Ağça', lastName: 'Şıkışoğlu', language: 'en' },
    });
    expect(chosen.statusCode).toBe(200);
    const own = await request(ctx.app, host, 'GET', '/api/leaves/my-requests/pdf', {
      token,
      headers: { 'accept-language': 'tr-TR' },
    });
    expect(hasPhrase(await flatPdfText(own.rawPayload), english.title)).toBe(true);
  });

  it('?language=tr gives the Turkish report to an English reader, ?language=en the English one; any other value is a 400 naming the field, in Turkish', async () => {
    const { host, token } = await personWithLeaves();
    const asked = await request(ctx.app, host, 'GET', '/api/leaves/my-requests/pdf?language=tr', {
      token,
      headers: en,
    });
    expect(asked.statusCode).toBe(200);
    const text = await flatPdfText(asked.rawPayload);
    expect(hasPhrase(text, turkish.title)).toBe(true);
    expect(hasPhrase(text, english.title)).toBe(false);
    const inEnglish = await request(ctx.app, host, 'GET', '/api/leaves/my-requests/pdf?language=en', { token });
    expect(hasPhrase(await flatPdfText(inEnglish.rawPayload), english.title)).toBe(true);
    const bad = await request(ctx.app, host, 'GET', '/api/leaves/my-requests/pdf?language=de', { token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.language).toBe('Belge dili "tr" (Türkçe) veya "en" (İngilizce) olmalıdır.');
    const badInEnglish = await request(ctx.app, host, 'GET', '/api/leaves/my-requests/pdf?language=EN', {
      token,
      headers: en,
    });
    expect(badInEnglish.statusCode).toBe(400);
    expect(badInEnglish.json().fields.language).toBe('The document language must be "tr" (Turkish) or "en" (English).');
  });
});
