import { formatEnglishDate } from '@paydos/domain';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveRequests } from '../../db/schema';
import { createOrganization, createUser, leaveRow, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, orgHost, request } from '../../../test/http';
import { expectLanguage, flatPdfText, hasPhrase } from '../../../test/pdf-language';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { leaveRecordTexts as english } from './en/leave-record-texts';
import { leaveRecordTexts as turkish } from './leave-record-texts';

let ctx: TestContext;
let orgId: string;
let subdomain: string;
let host: string;
let adminToken: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const org = await createOrganization(ctx.handle.db, { name: 'Kayıt Deneme A.Ş.' });
  orgId = org.id;
  subdomain = org.subdomain;
  host = orgHost(subdomain);
  const admin = await createUser(ctx.handle.db, org.id, { role: 'ADMIN', startDate: '2010-01-04' });
  adminToken = await loginAs(ctx.app, subdomain, admin.email, TEST_PASSWORD);
});
afterAll(() => ctx.close());

const en = { 'accept-language': 'en-US,en;q=0.9' };

/** Gülşen in her 5th service year since 2019-04-01, with two annual leaves, one with travel days, one acknowledged. */
async function gulsen() {
  const db = ctx.handle.db;
  const person = await createUser(db, orgId, {
    firstName: 'Gülşen',
    lastName: 'Işıktaş',
    startDate: '2019-04-01',
    nationalId: '10000000146',
    position: 'Muhasebe Uzmanı',
  });
  const [summer] = await db
    .insert(leaveRequests)
    .values([
      leaveRow(orgId, person.id, 'annual_paid', '2024-06-03', '2024-06-07', {
        days: 5,
        travelDays: 2,
        travelDestination: 'Erzurum',
        travelEndDate: '2024-06-11',
      }),
      leaveRow(orgId, person.id, 'annual_paid', '2024-09-02', '2024-09-04', { days: 2.5 }),
    ])
    .returning({ id: leaveRequests.id });
  const token = await loginAs(ctx.app, subdomain, person.email, TEST_PASSWORD);
  await request(ctx.app, host, 'PUT', `/api/leaves/${summer!.id}/acknowledge`, { token });
  return { person, token };
}

const headings = [
  'title',
  'employer',
  'fullName',
  'registryNumber',
  'nationalId',
  'positionDepartment',
  'startDate',
  'serviceYear',
  'earnedOn',
  'serviceLength',
  'entitlement',
  'leavesTitle',
  'colStart',
  'colEnd',
  'colTravel',
  'totalUsed',
  'signatureEmployee',
  'signatureEmployer',
] as const;

describe('issue 26: a PDF speaks its reader’s language (the Yıllık Ücretli İzin Kayıt Belgesi, Yönetmelik art. 20)', () => {
  it('asked in English, the record has the English headings, the legal names in Turkish with their gloss and a note that the Turkish record is the legal one, and no Turkish heading; asked in Turkish, the Turkish ones and no note', async () => {
    const { person } = await gulsen();
    const url = `/api/employee/${person.id}/leave-record?serviceYear=5`;
    const response = await request(ctx.app, host, 'GET', url, { token: adminToken, headers: en });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    // The file name stays the ASCII Turkish one in every language (the web names its downloads itself).
    expect(response.headers['content-disposition']).toContain('izin-kayit-belgesi-gulsen-isiktas-5-hizmet-yili.pdf');
    const text = await flatPdfText(response.rawPayload);
    const turkishText = await flatPdfText((await request(ctx.app, host, 'GET', url, { token: adminToken })).rawPayload);
    expectLanguage({ english: text, turkish: turkishText }, { turkish, english }, headings);
    for (const legal of [
      'Yıllık Ücretli İzin Kayıt Belgesi (Annual Paid Leave Record)',
      'İş Kanunu (Labour Law) No. 4857, art. 56',
      'Yıllık Ücretli İzin Yönetmeliği (Annual Paid Leave Regulation), art. 20',
      'TC Kimlik No (Turkish ID number)',
      english.translationNote,
    ])
      expect(hasPhrase(text, legal), legal).toBe(true);
    expect(hasPhrase(turkishText, turkish.translationNote)).toBe(false);
    for (const expected of [
      'Gülşen Işıktaş',
      'Muhasebe Uzmanı',
      `Service year 5 (${formatEnglishDate('2024-04-01')} - ${formatEnglishDate('2025-03-31')})`,
      '5 years',
      formatEnglishDate('2024-06-03'),
      'Total taken 7.5 2',
    ])
      expect(text, expected).toContain(expected);
    expect(text).toMatch(/Acknowledged: \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/);
    expect(text).not.toMatch(/\d{2}\.\d{2}\.\d{4}/);
    expect(turkishText).toContain('5. hizmet yılı (01.04.2024 - 31.03.2025)');
    expect(turkishText).toContain('Toplam kullanılan 7,5 2');
  });

  it('the employee’s own record follows the employee’s language; ?language=tr gives an English reader the Turkish record, the legal one; a bad value is a 400 in Turkish', async () => {
    const { token } = await gulsen();
    const own = await request(ctx.app, host, 'GET', '/api/leave-record/me?serviceYear=5', { token, headers: en });
    expect(own.statusCode).toBe(200);
    expect(hasPhrase(await flatPdfText(own.rawPayload), english.title)).toBe(true);
    const legal = await request(ctx.app, host, 'GET', '/api/leave-record/me?serviceYear=5&language=tr', {
      token,
      headers: en,
    });
    expect(legal.statusCode).toBe(200);
    const text = await flatPdfText(legal.rawPayload);
    expect(hasPhrase(text, turkish.title)).toBe(true);
    expect(hasPhrase(text, english.title)).toBe(false);
    expect(hasPhrase(text, english.translationNote)).toBe(false);
    const bad = await request(ctx.app, host, 'GET', '/api/leave-record/me?serviceYear=5&language=fr', { token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.language).toBe('Belge dili "tr" (Türkçe) veya "en" (İngilizce) olmalıdır.');
  });

  it('the ZIP of a year holds every record in its reader’s language, under the same file names; ?language=tr the Turkish ones', async () => {
    const db = ctx.handle.db;
    const org = await createOrganization(db, { name: 'Arşiv Şirketi' });
    const admin = await createUser(db, org.id, { role: 'ADMIN', firstName: 'Ülkü', lastName: 'Şahin' });
    await createUser(db, org.id, { firstName: 'Ömer', lastName: 'Çelik', startDate: '2018-11-20' });
    const token = await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD);
    const archive = async (query: string) => {
      const response = await request(ctx.app, orgHost(org.subdomain), 'GET', `/api/admin/leave-records${query}`, {
        token,
        headers: en,
      });
      expect(response.statusCode).toBe(200);
      const zip = await JSZip.loadAsync(response.rawPayload);
      const name = 'izin-kayit-belgesi-omer-celik-6-hizmet-yili.pdf';
      expect(Object.keys(zip.files)).toContain(name);
      return flatPdfText(await zip.file(name)!.async('uint8array'));
    };
    const inEnglish = await archive('?year=2024');
    expect(inEnglish).toContain(
      `Service year 6 (${formatEnglishDate('2024-11-20')} - ${formatEnglishDate('2025-11-19')})`,
    );
    expect(hasPhrase(inEnglish, english.translationNote)).toBe(true);
    const inTurkish = await archive('?year=2024&language=tr');
    expect(inTurkish).toContain('6. hizmet yılı (20.11.2024 - 19.11.2025)');
    expect(hasPhrase(inTurkish, english.title)).toBe(false);
  });
});
