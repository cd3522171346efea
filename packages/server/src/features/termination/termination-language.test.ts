import { formatEnglishDate } from '@paydos/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { leaveLedgerEntries, organizations } from '../../db/schema';
import { createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, orgHost, request } from '../../../test/http';
import { expectLanguage, flatPdfText, hasPhrase } from '../../../test/pdf-language';
import { useTestApp } from '../../../test/test-app';
import { terminationStatementTexts as english } from './en/termination-statement-texts';
import { terminationStatementTexts as turkish } from './termination-statement-texts';

const ctx = useTestApp();
let host: string;
let adminToken: string;
let url: string;

const en = { 'accept-language': 'en' };

/** docs/leave-rules.md §14's worked example (as termination.test.ts): 32 unused days (28 statutory + 4 extra). */
beforeAll(async () => {
  const db = ctx.handle.db;
  const org = await createOrganization(db, { name: 'Çıkış Deneme Şirketi A.Ş.' });
  host = orgHost(org.subdomain);
  await db
    .update(organizations)
    .set({ extraLeaveExpiryMonths: 6, extraLeaveExpiryFrom: '2022-01-01' })
    .where(eq(organizations.id, org.id));
  const admin = await createUser(db, org.id, { role: 'ADMIN' });
  adminToken = await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD);
  const person = await createUser(db, org.id, {
    firstName: 'Gülşen',
    lastName: 'Işıktaş',
    startDate: '2022-03-01',
    registryNumber: 'SCL-042',
    nationalId: '10000000146',
  });
  await db.delete(leaveLedgerEntries).where(eq(leaveLedgerEntries.userId, person.id));
  const row = (kind: 'GRANT' | 'USAGE' | 'EXPIRY', days: number, effectiveDate: string, serviceYear: number | null) =>
    ({ organizationId: org.id, userId: person.id, kind, days, effectiveDate, serviceYear, reason: kind }) as const;
  await db
    .insert(leaveLedgerEntries)
    .values([
      row('GRANT', 0, '2022-03-01', 0),
      row('GRANT', 18, '2023-03-01', 1),
      row('USAGE', -3, '2023-07-10', null),
      row('GRANT', 18, '2024-03-01', 2),
      row('EXPIRY', -1, '2024-09-01', 1),
    ]);
  const ended = await request(ctx.app, host, 'PUT', `/api/admin/users/${person.id}/employment-end`, {
    token: adminToken,
    body: { endDate: '2024-12-31' },
  });
  expect(ended.statusCode).toBe(200);
  url = `/api/employee/${person.id}/termination-statement`;
});

describe('issue 26: a PDF speaks its reader’s language (the Kullanılmayan Yıllık İzin Ücreti Hesap Belgesi, art. 59)', () => {
  it('asked in English, the statement has the English headings, the legal names in Turkish with their gloss and a note that the Turkish statement is the legal one, and no Turkish heading; asked in Turkish, the Turkish ones and no note', async () => {
    const response = await request(ctx.app, host, 'GET', url, { token: adminToken, headers: en });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('izin-ucreti-hesap-belgesi-scl-042-gulsen-isiktas.pdf');
    const text = await flatPdfText(response.rawPayload);
    const turkishText = await flatPdfText((await request(ctx.app, host, 'GET', url, { token: adminToken })).rawPayload);
    expectLanguage({ english: text, turkish: turkishText }, { turkish, english }, [
      'title',
      'employer',
      'fullName',
      'registryNumber',
      'nationalId',
      'startDate',
      'endDate',
      'serviceLength',
      'daysTitle',
      'colItem',
      'colStatutory',
      'colExtra',
      'colTotal',
      'rowEntitled',
      'rowUsed',
      'rowExpired',
      'rowUnused',
      'signatureEmployee',
      'signatureEmployer',
    ]);
    for (const legal of [
      'Kullanılmayan Yıllık İzin Ücreti Hesap Belgesi (Statement of Pay for Unused Annual Leave)',
      'İş Kanunu (Labour Law) No. 4857, art. 59',
      'TC Kimlik No (Turkish ID number)',
      'Statutory leave (art. 53)',
      english.translationNote,
    ])
      expect(hasPhrase(text, legal), legal).toBe(true);
    expect(hasPhrase(turkishText, turkish.translationNote)).toBe(false);
    for (const expected of [
      'Gülşen Işıktaş',
      'SCL-042',
      formatEnglishDate('2022-03-01'),
      formatEnglishDate('2024-12-31'),
      '2 years 10 months',
      'Unused 28 4 32',
      english.toBePaid('32'),
    ])
      expect(text, expected).toContain(expected);
    expect(text).not.toMatch(/\d{2}\.\d{2}\.\d{4}/);
    expect(turkishText).toContain('2 yıl 10 ay');
    expect(turkishText).toContain('Ücreti ödenecek kullanılmayan yıllık izin: 32 gün');
  });

  it('?language=tr gives an English reader the Turkish statement, the legal one; a bad value is a 400 naming the field, in Turkish', async () => {
    const legal = await request(ctx.app, host, 'GET', `${url}?language=tr`, { token: adminToken, headers: en });
    expect(legal.statusCode).toBe(200);
    const text = await flatPdfText(legal.rawPayload);
    expect(hasPhrase(text, turkish.title)).toBe(true);
    expect(hasPhrase(text, english.title)).toBe(false);
    const bad = await request(ctx.app, host, 'GET', `${url}?language=tr-TR`, { token: adminToken });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.language).toBe('Belge dili "tr" (Türkçe) veya "en" (İngilizce) olmalıdır.');
    const unknown = await request(ctx.app, host, 'GET', `${url}?dil=tr`, { token: adminToken });
    expect(unknown.statusCode).toBe(400);
  });
});
