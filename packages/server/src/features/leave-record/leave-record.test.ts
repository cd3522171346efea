import { addDays, istanbulToday, serviceAnniversary } from '@paydos/domain';
import { and, eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, leaveLedgerEntries, leaveRequests } from '../../db/schema';
import { createOrganization, createUser, leaveRow, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, orgHost, request } from '../../../test/http';
import { pdfText } from '../../../test/pdf-text';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let orgId: string;
let subdomain: string;
let host: string;
let adminToken: string;
let managerToken: string;
let otherHost: string;
let otherAdminToken: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const org = await createOrganization(ctx.handle.db, { name: 'Kayıt Deneme A.Ş.' });
  orgId = org.id;
  subdomain = org.subdomain;
  host = orgHost(subdomain);
  const admin = await createUser(ctx.handle.db, orgId, { role: 'ADMIN', startDate: '2010-01-04' });
  adminToken = await loginAs(ctx.app, subdomain, admin.email, TEST_PASSWORD);
  const manager = await createUser(ctx.handle.db, orgId, { role: 'MANAGER' });
  managerToken = await loginAs(ctx.app, subdomain, manager.email, TEST_PASSWORD);
  const other = await createOrganization(ctx.handle.db);
  otherHost = orgHost(other.subdomain);
  const otherAdmin = await createUser(ctx.handle.db, other.id, { role: 'ADMIN' });
  otherAdminToken = await loginAs(ctx.app, other.subdomain, otherAdmin.email, TEST_PASSWORD);
});
afterAll(() => ctx.close());

const setRegistry = (token: string, id: string, registryNumber: unknown, onHost = host) =>
  request(ctx.app, onHost, 'PUT', `/api/employee/${id}/registry-number`, { token, body: { registryNumber } });
const record = (token: string, id: string, query = '', onHost = host) =>
  request(ctx.app, onHost, 'GET', `/api/employee/${id}/leave-record${query}`, { token });

/** A person in his 5th service year since 2019-04-01 (the year earned on 2024-04-01), with that year's leaves. */
async function personWithLeaves() {
  const db = ctx.handle.db;
  const person = await createUser(db, orgId, {
    firstName: 'Gülşen',
    lastName: 'Işıktaş',
    startDate: '2019-04-01',
    nationalId: '10000000146',
    position: 'Muhasebe Uzmanı',
  });
  const token = await loginAs(ctx.app, subdomain, person.email, TEST_PASSWORD);
  const [summer, autumn] = await db
    .insert(leaveRequests)
    .values([
      leaveRow(orgId, person.id, 'annual_paid', '2024-06-03', '2024-06-14', { days: 10 }),
      leaveRow(orgId, person.id, 'annual_paid', '2024-09-02', '2024-09-04', { days: 2.5 }),
      // Not on the record: an excuse leave, a rejected annual leave, the next service year's leave.
      leaveRow(orgId, person.id, 'excuse.marriage', '2024-07-01', '2024-07-03', { days: 3 }),
      leaveRow(orgId, person.id, 'annual_paid', '2024-10-07', '2024-10-08', { days: 2, status: 'REJECTED' }),
      leaveRow(orgId, person.id, 'annual_paid', '2025-04-07', '2025-04-08', { days: 2 }),
    ])
    .returning({ id: leaveRequests.id });
  return { person, token, summerId: summer!.id, autumnId: autumn!.id };
}

describe('issue 24 item 1: the registry number (sicil no) an ADMIN keeps for the leave record', () => {
  it('an ADMIN sets, shows and clears a registry number; audited with the old and the new value', async () => {
    const person = await createUser(ctx.handle.db, orgId);
    const set = await setRegistry(adminToken, person.id, ' P-0042 ');
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ registryNumber: 'P-0042', message: 'Sicil no kaydedildi' });
    const detail = await request(ctx.app, host, 'GET', `/api/employee/${person.id}`, { token: adminToken });
    expect(detail.json().employee.registryNumber).toBe('P-0042');
    const cleared = await setRegistry(adminToken, person.id, '');
    expect(cleared.json().registryNumber).toBeNull();
    const audit = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, person.id), eq(auditLog.action, 'employee.registry_number')));
    expect(audit.map((entry) => [entry.before, entry.after])).toEqual([
      [{ registryNumber: null }, { registryNumber: 'P-0042' }],
      [{ registryNumber: 'P-0042' }, { registryNumber: null }],
    ]);
  });

  it('a registry number is unique in the organization (409, in Turkish) but another organization may use it', async () => {
    const first = await createUser(ctx.handle.db, orgId);
    const second = await createUser(ctx.handle.db, orgId);
    expect((await setRegistry(adminToken, first.id, 'S-7')).statusCode).toBe(200);
    const clash = await setRegistry(adminToken, second.id, 'S-7');
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toBe('Bu sicil no başka bir personelde kayıtlı');
    const [otherAdmin] = (
      await request(ctx.app, otherHost, 'GET', '/api/admin/users', { token: otherAdminToken })
    ).json().users;
    expect((await setRegistry(otherAdminToken, otherAdmin.id, 'S-7', otherHost)).statusCode).toBe(200);
  });

  it('bad input is a 400 naming the field; only an ADMIN of the organization may set it (MANAGER 403, another organization 404)', async () => {
    const person = await createUser(ctx.handle.db, orgId);
    for (const bad of ['x'.repeat(31), 'P<1>', 42]) {
      const response = await setRegistry(adminToken, person.id, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.registryNumber).toBe(
        'Sicil no en fazla 30 karakter olabilir; harf, rakam, boşluk, "-", "/" ve "." içerebilir',
      );
    }
    expect((await setRegistry(managerToken, person.id, 'P-1')).statusCode).toBe(403);
    expect((await setRegistry(otherAdminToken, person.id, 'P-1', otherHost)).statusCode).toBe(404);
  });
});

describe('issue 24 item 1 (Yönetmelik art. 20): the Yıllık Ücretli İzin Kayıt Belgesi', () => {
  it('Yönetmelik art. 20: the record of a service year names the person, registry number, hire date, date earned, length of service, days earned; its annual leaves with days, travel days and acknowledgements; the signature lines', async () => {
    const { person, token, summerId } = await personWithLeaves();
    await setRegistry(adminToken, person.id, 'P-0107');
    expect((await request(ctx.app, host, 'PUT', `/api/leaves/${summerId}/acknowledge`, { token })).statusCode).toBe(
      200,
    );
    const response = await record(adminToken, person.id, '?serviceYear=5');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      'izin-kayit-belgesi-p-0107-gulsen-isiktas-5-hizmet-yili.pdf',
    );
    const text = await pdfText(response.rawPayload);
    const grant = await ctx.handle.db
      .select({ days: leaveLedgerEntries.days })
      .from(leaveLedgerEntries)
      .where(
        and(
          eq(leaveLedgerEntries.userId, person.id),
          eq(leaveLedgerEntries.kind, 'GRANT'),
          eq(leaveLedgerEntries.serviceYear, 5),
        ),
      );
    for (const expected of [
      'Yıllık Ücretli İzin Kayıt Belgesi',
      'Yıllık Ücretli İzin Yönetmeliği md. 20',
      'Kayıt Deneme A.Ş.',
      'Gülşen Işıktaş',
      'P-0107',
      '10000000146',
      'Muhasebe Uzmanı',
      '01.04.2019',
      '5. hizmet yılı (01.04.2024 - 31.03.2025)',
      '5 yıl',
      grant.length ? `${Number(grant[0]!.days)} gün` : 'Açılış bakiyesiyle devredildi',
      '03.06.2024',
      '14.06.2024',
      '02.09.2024',
      '2,5',
      'Onayladı:',
      'Beklemede',
      'Toplam kullanılan',
      '12,5',
      'Personel (adı soyadı, imza)',
      'İşveren veya yetkilisi (adı soyadı, imza)',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // The excuse leave, the rejected leave and the next year's leave are not on this record.
    for (const absent of ['01.07.2024', '07.10.2024', '07.04.2025']) expect(text).not.toContain(absent);
  });

  it('4857 md. 56/4 and Yönetmelik art. 20: a leave’s travel days show in the travel column and its total, apart from the leave days', async () => {
    const db = ctx.handle.db;
    const person = await createUser(db, orgId, { firstName: 'Yusuf', lastName: 'Yolcu', startDate: '2019-04-01' });
    await db.insert(leaveRequests).values([
      leaveRow(orgId, person.id, 'annual_paid', '2024-06-03', '2024-06-07', {
        days: 5,
        travelDays: 3,
        travelDestination: 'Erzurum',
        travelEndDate: '2024-06-12',
      }),
      leaveRow(orgId, person.id, 'annual_paid', '2024-09-02', '2024-09-02', { days: 1 }),
    ]);
    const text = await pdfText((await record(adminToken, person.id, '?serviceYear=5')).rawPayload);
    expect(text).toContain('Yol izni (gün)');
    // The row: no, start, end, leave days, travel days; then the other leave with 0 travel days; the totals 6 and 3.
    expect(text).toMatch(/1\s+03\.06\.2024\s+07\.06\.2024\s+5\s+3/);
    expect(text).toMatch(/2\s+02\.09\.2024\s+02\.09\.2024\s+1\s+0/);
    expect(text).toMatch(/Toplam kullanılan\s+6\s+3/);
  });

  it('without a service year the latest earned year is given; a year not yet earned and a bad value are 400s in Turkish', async () => {
    const { person } = await personWithLeaves();
    const today = istanbulToday(new Date());
    const latest = await record(adminToken, person.id);
    expect(latest.statusCode).toBe(200);
    const text = await pdfText(latest.rawPayload);
    const years = Number(today.slice(0, 4)) - 2019 - (today.slice(5) < '04-01' ? 1 : 0);
    expect(text).toContain(`${years}. hizmet yılı`);
    const future = await record(adminToken, person.id, `?serviceYear=${years + 1}`);
    expect(future.statusCode).toBe(400);
    expect(future.json().error).toBe('Bu hizmet yılı henüz tamamlanmadı');
    const bad = await record(adminToken, person.id, '?serviceYear=iki');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.serviceYear).toBe('Geçersiz hizmet yılı');
    // Someone in the first year of work has no earned year yet.
    const newcomer = await createUser(ctx.handle.db, orgId, { startDate: addDays(today, -30) });
    const none = await record(adminToken, newcomer.id);
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toContain('henüz tamamlanmış bir hizmet yılı yok');
  });

  it('the record carries personal data: ADMIN only (MANAGER 403, the employee 403, another organization 404)', async () => {
    const { person, token } = await personWithLeaves();
    expect((await record(managerToken, person.id, '?serviceYear=5')).statusCode).toBe(403);
    expect((await record(token, person.id, '?serviceYear=5')).statusCode).toBe(403);
    expect((await record(otherAdminToken, person.id, '?serviceYear=5', otherHost)).statusCode).toBe(404);
  });

  it('Yönetmelik art. 20: the ZIP of a year holds one record per active person whose service year was earned in it, read back; audited; an empty year is a 400', async () => {
    const db = ctx.handle.db;
    const org = await createOrganization(db, { name: 'Arşiv Şirketi' });
    const admin = await createUser(db, org.id, {
      role: 'ADMIN',
      firstName: 'Ülkü',
      lastName: 'Şahin',
      startDate: '2021-02-15',
    });
    const token = await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD);
    const onHost = orgHost(org.subdomain);
    await createUser(db, org.id, { firstName: 'Ömer', lastName: 'Çelik', startDate: '2018-11-20' });
    // Started in 2024: earns nothing in 2024, so no record for it; inactive people are left out.
    await createUser(db, org.id, { firstName: 'Yeni', lastName: 'Gelen', startDate: '2024-03-01' });
    await createUser(db, org.id, { firstName: 'Ayrılan', lastName: 'Kişi', startDate: '2015-05-05', isActive: false });
    const response = await request(ctx.app, onHost, 'GET', '/api/admin/leave-records?year=2024', { token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('arsiv-sirketi-izin-kayit-belgeleri-2024.zip');
    const zip = await JSZip.loadAsync(response.rawPayload);
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual([
      'izin-kayit-belgesi-omer-celik-6-hizmet-yili.pdf',
      'izin-kayit-belgesi-ulku-sahin-3-hizmet-yili.pdf',
    ]);
    const omer = await pdfText(await zip.file(names[0]!)!.async('uint8array'));
    expect(omer).toContain('Ömer Çelik');
    expect(omer).toContain('6. hizmet yılı (20.11.2024 - 19.11.2025)');
    expect(serviceAnniversary('2018-11-20', 6)).toBe('2024-11-20');
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, org.id), eq(auditLog.action, 'leave_record.export')));
    expect(audit.map((entry) => entry.after)).toEqual([{ year: 2024, people: 2 }]);

    const empty = await request(ctx.app, onHost, 'GET', '/api/admin/leave-records?year=2005', { token });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toContain('Bu yıl için düzenlenecek izin kayıt belgesi yok');
    const badYear = await request(ctx.app, onHost, 'GET', '/api/admin/leave-records?year=20x4', { token });
    expect(badYear.statusCode).toBe(400);
    expect(badYear.json().fields.year).toBe('Geçersiz yıl');
    expect(
      (await request(ctx.app, host, 'GET', '/api/admin/leave-records?year=2024', { token: managerToken })).statusCode,
    ).toBe(403);
  });
});

describe('issue 24 item 1 (Yönetmelik art. 20): each person downloads his own leave record', () => {
  const own = (token: string, query = '', onHost = host) =>
    request(ctx.app, onHost, 'GET', `/api/leave-record/me${query}`, { token });

  it('Yönetmelik art. 20: an employee downloads his own record of a service year, the same PDF the ADMIN gets, with his acknowledgement', async () => {
    const { person, token, summerId } = await personWithLeaves();
    await setRegistry(adminToken, person.id, 'P-0311');
    await request(ctx.app, host, 'PUT', `/api/leaves/${summerId}/acknowledge`, { token });
    const response = await own(token, '?serviceYear=5');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      'izin-kayit-belgesi-p-0311-gulsen-isiktas-5-hizmet-yili.pdf',
    );
    const text = await pdfText(response.rawPayload);
    for (const expected of ['Yıllık Ücretli İzin Kayıt Belgesi', 'Gülşen Işıktaş', 'P-0311', '03.06.2024', 'Onayladı:'])
      expect(text, expected).toContain(expected);
    const asAdmin = await pdfText((await record(adminToken, person.id, '?serviceYear=5')).rawPayload);
    expect(text).toBe(asAdmin);
  });

  it('only his own record: the route names no one (another id is refused, the ADMIN route is 403 to him) and another person’s leaves never appear', async () => {
    const { token } = await personWithLeaves();
    const colleague = await personWithLeaves();
    const withId = await own(token, `?serviceYear=5&userId=${colleague.person.id}`);
    expect(withId.statusCode).toBe(400);
    expect(withId.json().error).toContain('userId');
    expect((await record(token, colleague.person.id, '?serviceYear=5')).statusCode).toBe(403);
    // A MANAGER, too, gets only his own: his name, none of their leaves.
    const managerOwn = await own(managerToken, '?serviceYear=5');
    expect(managerOwn.statusCode).toBe(200);
    const text = await pdfText(managerOwn.rawPayload);
    expect(text).toContain('5. hizmet yılı (15.01.2025 - 14.01.2026)');
    for (const absent of ['Gülşen', '03.06.2024', '02.09.2024']) expect(text).not.toContain(absent);
  });

  it('a year not yet earned and a bad value are 400s in Turkish; no session is a 401 and another organization’s host knows no such session', async () => {
    const { token } = await personWithLeaves();
    const future = await own(token, '?serviceYear=60');
    expect(future.statusCode).toBe(400);
    expect(future.json().error).toBe('Bu hizmet yılı henüz tamamlanmadı');
    const bad = await own(token, '?serviceYear=-1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.serviceYear).toBe('Geçersiz hizmet yılı');
    expect((await request(ctx.app, host, 'GET', '/api/leave-record/me')).statusCode).toBe(401);
    expect((await own(token, '?serviceYear=5', otherHost)).statusCode).toBe(401);
  });
});
