import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historicalLeaveBatches, historicalLeaveRequests, leaveLedgerEntries, leaveRequests, mailOutbox } from '../../db/schema';
import { createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, mainHost, orgHost, request } from '../../../test/http';
import { cleanWeek, cleanWeekAfter } from '../../../test/leave-dates';
import { decodeQuotedPrintable, startSmtpSink } from '../../../test/smtp-sink';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { createMailWorker } from '../mail/delivery-worker';

let ctx: TestContext;
let org: Awaited<ReturnType<typeof createOrganization>>;
let other: Awaited<ReturnType<typeof createOrganization>>;
let host: string;
let adminToken: string;
let adminEmail: string;
let managerToken: string;
let otherAdminToken: string;

/** Past, holiday-free weeks: 30, 20 and 10 weeks back. */
const weekAgo = (weeks: number) => cleanWeek(-7 * weeks);

beforeAll(async () => {
  ctx = await createTestApp();
  org = await createOrganization(ctx.handle.db, { name: 'Geçmiş İzin A.Ş.' });
  other = await createOrganization(ctx.handle.db, { name: 'Başka Şirket' });
  host = orgHost(org.subdomain);
  const admin = await createUser(ctx.handle.db, org.id, { role: 'ADMIN', firstName: 'Yasemin', lastName: 'Kaya' });
  adminEmail = admin.email;
  adminToken = await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD);
  const manager = await createUser(ctx.handle.db, org.id, { role: 'MANAGER' });
  managerToken = await loginAs(ctx.app, org.subdomain, manager.email, TEST_PASSWORD);
  const otherAdmin = await createUser(ctx.handle.db, other.id, { role: 'ADMIN' });
  otherAdminToken = await loginAs(ctx.app, other.subdomain, otherAdmin.email, TEST_PASSWORD);
});
afterAll(() => ctx.close());

const newEmployee = (person: Parameters<typeof createUser>[2] = {}) => createUser(ctx.handle.db, org.id, { firstName: 'Ozan', lastName: 'Çelik', ...person });
const sendBatch = (userId: string, leaves: unknown[], token = adminToken, onHost = host) =>
  request(ctx.app, onHost, 'POST', '/api/historical-leaves/batch', { token, body: { userId, leaves } });

/** The consent link of the newest consent mail to this address, read out of the outbox as the employee would. */
async function mailedToken(email: string) {
  const [mail] = await ctx.handle.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, 'historical-leave-consent')))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return /\/leave-approval\/([\w-]+)/.exec(mail!.text)![1]!;
}
const getApproval = (token: string, onHost = host) => request(ctx.app, onHost, 'GET', `/api/historical-leaves/approval/${token}`);
const answer = (token: string, body: unknown, onHost = host) => request(ctx.app, onHost, 'POST', `/api/historical-leaves/approval/${token}`, { body });
const sumOf = async (where: ReturnType<typeof eq>) => {
  const [row] = await ctx.handle.db.select({ sum: sql<string>`coalesce(sum(${leaveLedgerEntries.days}),0)` }).from(leaveLedgerEntries).where(where);
  return Number(row!.sum);
};

describe('POST /api/historical-leaves/batch (spec §7, decisions §7)', () => {
  it('records the batch as PENDING with days counted by the working days, and queues ONE consent mail with a 7-day link stored as a hash', async () => {
    const employee = await newEmployee();
    const w = weekAgo(30);
    const v = weekAgo(20);
    const response = await sendBatch(employee.id, [
      { startDate: w.monday, endDate: w.day(6), leaveType: 'annual_paid', reason: 'Yaz tatili' },
      { startDate: v.monday, endDate: v.day(1), leaveType: 'sick_leave_reported' },
    ]);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('2 adet geçmiş izin kaydı başarıyla eklendi. Personele onay e-postası gönderildi.');
    // Monday to Sunday with the default Monday-Friday working days: 5 days.
    expect(body.historicalLeaveRequests.map((l: { days: number }) => l.days)).toEqual([5, 2]);
    const [batch] = await ctx.handle.db.select().from(historicalLeaveBatches).where(eq(historicalLeaveBatches.userId, employee.id));
    expect(batch!.status).toBe('PENDING');
    expect((batch!.tokenExpiresAt.getTime() - batch!.createdAt.getTime()) / 86_400_000).toBeCloseTo(7, 1);
    const mails = await ctx.handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, employee.email));
    expect(mails).toHaveLength(1);
    const token = await mailedToken(employee.email);
    expect(batch!.tokenHash).not.toBe(token);
    expect(mails[0]!.text).toContain(`http://${org.subdomain}.localhost:3000/leave-approval/${token}`);
    expect(mails[0]!.text).toContain('KVKK');
    expect(await ctx.handle.db.select().from(leaveRequests).where(eq(leaveRequests.userId, employee.id))).toHaveLength(0);
  });

  it('a MANAGER may send a batch; an EMPLOYEE is refused (403)', async () => {
    const employee = await newEmployee();
    const w = weekAgo(12);
    expect((await sendBatch(employee.id, [{ startDate: w.monday, endDate: w.monday, leaveType: 'unpaid_leave' }], managerToken)).statusCode).toBe(201);
    const employeeToken = await loginAs(ctx.app, org.subdomain, employee.email, TEST_PASSWORD);
    const refused = await sendBatch(employee.id, [{ startDate: w.day(2), endDate: w.day(2), leaveType: 'unpaid_leave' }], employeeToken);
    expect(refused.statusCode).toBe(403);
  });

  it('validates in Turkish: at least one leave, both dates, end not before start, no future start', async () => {
    const employee = await newEmployee();
    const w = weekAgo(14);
    expect((await sendBatch(employee.id, [])).json().error).toBe('Lütfen en az bir izin kaydı ekleyin');
    expect((await sendBatch(employee.id, [{ startDate: '', endDate: w.monday, leaveType: 'annual_paid' }])).json().error).toBe(
      'Lütfen başlangıç ve bitiş tarihlerini seçin',
    );
    const backwards = await sendBatch(employee.id, [{ startDate: w.day(2), endDate: w.monday, leaveType: 'annual_paid' }]);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toBe('Bitiş tarihi başlangıç tarihinden önce olamaz');
    const future = cleanWeek(30);
    const ahead = await sendBatch(employee.id, [{ startDate: future.monday, endDate: future.monday, leaveType: 'annual_paid' }]);
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().error).toBe('Geçmiş izin kaydı bugünden sonra başlayamaz');
    expect(await ctx.handle.db.select().from(historicalLeaveBatches).where(eq(historicalLeaveBatches.userId, employee.id))).toHaveLength(0);
  });

  it('overlap rule (decisions §7): a leave overlapping one on record, a pending batch or another leave of the batch is refused with the dates named (400)', async () => {
    const employee = await newEmployee();
    const w = weekAgo(25);
    const recorded = await request(ctx.app, host, 'POST', `/api/leaves/employee/${employee.id}`, {
      token: adminToken,
      body: { leaveType: 'annual_paid', startDate: w.day(1), endDate: w.day(2) },
    });
    expect(recorded.statusCode).toBe(201);
    const fmt = (d: string) => d.split('-').reverse().join('.');

    const onRecord = await sendBatch(employee.id, [{ startDate: w.monday, endDate: w.day(1), leaveType: 'annual_paid' }]);
    expect(onRecord.statusCode).toBe(400);
    expect(onRecord.json().error).toBe(`${fmt(w.monday)} - ${fmt(w.day(1))} tarihli izin, kayıtlı bir izinle çakışıyor (${fmt(w.day(1))} - ${fmt(w.day(2))}).`);

    const inBatch = await sendBatch(employee.id, [
      { startDate: w.day(3), endDate: w.day(4), leaveType: 'annual_paid' },
      { startDate: w.day(4), endDate: w.day(4), leaveType: 'sick_leave_reported' },
    ]);
    expect(inBatch.statusCode).toBe(400);
    expect(inBatch.json().error).toContain('aynı listedeki başka bir izinle çakışıyor');
    expect(inBatch.json().error).toContain(fmt(w.day(3)));

    expect((await sendBatch(employee.id, [{ startDate: w.day(3), endDate: w.day(4), leaveType: 'annual_paid' }])).statusCode).toBe(201);
    const pending = await sendBatch(employee.id, [{ startDate: w.day(4), endDate: w.day(4), leaveType: 'unpaid_leave' }]);
    expect(pending.statusCode).toBe(400);
    expect(pending.json().error).toBe(
      `${fmt(w.day(4))} - ${fmt(w.day(4))} tarihli izin, personelin onayını bekleyen başka bir geçmiş izin kaydıyla çakışıyor (${fmt(w.day(3))} - ${fmt(w.day(4))}).`,
    );
  });

  it("another organization's admin cannot record for this organization's employee (404), and writes nothing", async () => {
    const employee = await newEmployee();
    const w = weekAgo(15);
    const response = await sendBatch(employee.id, [{ startDate: w.monday, endDate: w.monday, leaveType: 'annual_paid' }], otherAdminToken, orgHost(other.subdomain));
    expect(response.statusCode).toBe(404);
    expect(await ctx.handle.db.select().from(historicalLeaveBatches).where(eq(historicalLeaveBatches.userId, employee.id))).toHaveLength(0);
  });
});

describe('the consent link (/leave-approval/{token}, decisions §3)', () => {
  it('the consent mail goes out over SMTP; its link shows the batch on the organization and main sites, and approving writes APPROVED leaves and the ledger (annual leave below zero allowed)', async () => {
    // A year of service: 14 days of annual leave; the batch records 15 annual days already taken.
    const employee = await newEmployee({ startDate: cleanWeek(-500).monday, email: 'onay.smtp@ornek.com.tr' });
    const a = weekAgo(30);
    const b = cleanWeekAfter(a);
    const c = cleanWeekAfter(b);
    const d = cleanWeekAfter(c);
    const sent = await sendBatch(employee.id, [
      { startDate: a.monday, endDate: a.friday, leaveType: 'annual_paid', reason: 'Tatil' },
      { startDate: b.monday, endDate: b.friday, leaveType: 'annual_paid' },
      { startDate: c.monday, endDate: c.friday, leaveType: 'annual_paid' },
      { startDate: d.monday, endDate: d.day(1), leaveType: 'sick_leave_reported', reason: 'Grip' },
    ]);
    expect(sent.statusCode, sent.body).toBe(201);
    const before = await sumOf(eq(leaveLedgerEntries.userId, employee.id));

    const smtp = await startSmtpSink();
    const worker = createMailWorker({ db: ctx.handle.db, smtpUrl: smtp.url, from: 'Paydos <bildirim@paydos.test>' });
    let token: string;
    try {
      await worker.runOnce();
      const mail = smtp.received.find((r) => r.to.includes('onay.smtp@ornek.com.tr'));
      expect(mail).toBeDefined();
      const link = /http:\/\/[\w.-]+:3000\/leave-approval\/([\w-]+)/.exec(decodeQuotedPrintable(mail!.raw));
      expect(link![0]).toContain(`${org.subdomain}.localhost:3000/leave-approval/`);
      token = link![1]!;
    } finally {
      await worker.stop();
      await smtp.close();
    }

    for (const onHost of [host, mainHost]) {
      const shown = await getApproval(token, onHost);
      expect(shown.statusCode).toBe(200);
      const view = shown.json();
      expect(view).toMatchObject({
        isBatch: true,
        totalCount: 4,
        totalDays: 17,
        employee: { firstName: 'Ozan', lastName: 'Çelik' },
        createdBy: { name: 'Yasemin Kaya', email: adminEmail, role: 'ADMIN' },
        organization: { subdomain: org.subdomain, name: 'Geçmiş İzin A.Ş.' },
        historicalLeaveRequest: { status: 'PENDING' },
      });
      expect(view.historicalLeaveRequests[3]).toMatchObject({ leaveTypeName: 'Hastalık İzni (SGK Raporlu)', days: 2, reason: 'Grip' });
    }

    const approved = await answer(token, { approved: true }, mainHost);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'APPROVED', organization: { subdomain: org.subdomain } });

    const leaves = await ctx.handle.db.select().from(leaveRequests).where(eq(leaveRequests.userId, employee.id));
    expect(leaves).toHaveLength(4);
    expect(leaves.every((l) => l.status === 'APPROVED')).toBe(true);
    for (const leave of leaves) {
      const own = await sumOf(eq(leaveLedgerEntries.leaveRequestId, leave.id));
      expect(own).toBe(leave.leaveType === 'annual_paid' ? -Number(leave.days) : 0);
    }
    const after = await sumOf(eq(leaveLedgerEntries.userId, employee.id));
    expect(after).toBe(before - 15);
    expect(after).toBeLessThan(0);
    const entries = await ctx.handle.db.select().from(leaveLedgerEntries).where(and(eq(leaveLedgerEntries.userId, employee.id), eq(leaveLedgerEntries.kind, 'HISTORICAL_USAGE')));
    expect(entries.map((e) => e.effectiveDate).sort()).toEqual([a.monday, b.monday, c.monday]);
    expect(entries[0]!.reason).toContain('bakiye eksiye düşebilir');
    const recorderMail = await ctx.handle.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, adminEmail), eq(mailOutbox.template, 'historical-leave-approved')));
    expect(recorderMail).toHaveLength(1);

    // Single use: the link is spent; the page shows the batch as processed (a notice, not an error).
    const again = await answer(token, { approved: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Bu talep zaten işlenmiş');
    expect((await getApproval(token)).json().historicalLeaveRequest.status).toBe('APPROVED');
    expect(await ctx.handle.db.select().from(leaveRequests).where(eq(leaveRequests.userId, employee.id))).toHaveLength(4);
  });

  it('rejecting records nothing and tells the person who recorded it, with the reason', async () => {
    const employee = await newEmployee();
    const w = weekAgo(18);
    expect((await sendBatch(employee.id, [{ startDate: w.monday, endDate: w.day(2), leaveType: 'annual_paid' }])).statusCode).toBe(201);
    const token = await mailedToken(employee.email);
    const before = await sumOf(eq(leaveLedgerEntries.userId, employee.id));
    const rejected = await answer(token, { approved: false, rejectedReason: 'Bu tarihlerde çalışıyordum' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().status).toBe('REJECTED');
    expect(await ctx.handle.db.select().from(leaveRequests).where(eq(leaveRequests.userId, employee.id))).toHaveLength(0);
    expect(await sumOf(eq(leaveLedgerEntries.userId, employee.id))).toBe(before);
    const [mail] = await ctx.handle.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, adminEmail), eq(mailOutbox.template, 'historical-leave-rejected')));
    expect(mail!.text).toContain('Red sebebi: Bu tarihlerde çalışıyordum');
    const shown = (await getApproval(token)).json();
    expect(shown.historicalLeaveRequest).toMatchObject({ status: 'REJECTED', rejectedReason: 'Bu tarihlerde çalışıyordum' });
    // The rejected batch no longer blocks those dates.
    expect((await sendBatch(employee.id, [{ startDate: w.monday, endDate: w.monday, leaveType: 'annual_paid' }])).statusCode).toBe(201);
  });

  it('an expired link (over 7 days) shows "Bu onay linki süresi dolmuş." and cannot be used; an unknown one is "İzin onay talebi bulunamadı."', async () => {
    const employee = await newEmployee();
    const w = weekAgo(19);
    await sendBatch(employee.id, [{ startDate: w.monday, endDate: w.monday, leaveType: 'annual_paid' }]);
    const token = await mailedToken(employee.email);
    await ctx.handle.db.update(historicalLeaveBatches).set({ tokenExpiresAt: new Date(Date.now() - 1000) }).where(eq(historicalLeaveBatches.userId, employee.id));
    const shown = await getApproval(token);
    expect(shown.statusCode).toBe(400);
    expect(shown.json().error).toBe('Bu onay linki süresi dolmuş.');
    const used = await answer(token, { approved: true });
    expect(used.statusCode).toBe(400);
    expect(used.json().error).toBe('Bu onay linki süresi dolmuş.');
    expect(await ctx.handle.db.select().from(leaveRequests).where(eq(leaveRequests.userId, employee.id))).toHaveLength(0);
    // An expired batch no longer blocks its dates.
    expect((await sendBatch(employee.id, [{ startDate: w.monday, endDate: w.monday, leaveType: 'annual_paid' }])).statusCode).toBe(201);

    const unknown = await getApproval('bilinmeyen-onay-linki');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('İzin onay talebi bulunamadı.');
    expect((await answer('bilinmeyen-onay-linki', { approved: true })).statusCode).toBe(404);
  });

  it("another organization's host does not know the link (404) and it stays usable at home", async () => {
    const employee = await newEmployee();
    const w = weekAgo(21);
    await sendBatch(employee.id, [{ startDate: w.monday, endDate: w.monday, leaveType: 'annual_paid' }]);
    const token = await mailedToken(employee.email);
    expect((await getApproval(token, orgHost(other.subdomain))).statusCode).toBe(404);
    expect((await answer(token, { approved: true }, orgHost(other.subdomain))).statusCode).toBe(404);
    expect((await answer(token, { approved: true })).statusCode).toBe(200);
  });

  it('one link answered from two tabs at once counts once (the token is spent by a conditional update)', async () => {
    const employee = await newEmployee();
    const w = weekAgo(22);
    await sendBatch(employee.id, [{ startDate: w.monday, endDate: w.day(1), leaveType: 'annual_paid' }]);
    const token = await mailedToken(employee.email);
    const answers = await Promise.all([answer(token, { approved: true }), answer(token, { approved: true })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await ctx.handle.db.select().from(leaveRequests).where(eq(leaveRequests.userId, employee.id))).toHaveLength(1);
    expect(await ctx.handle.db.select().from(historicalLeaveRequests).where(eq(historicalLeaveRequests.userId, employee.id))).toHaveLength(1);
  });

  it('a leave recorded on those dates while the link waited makes approval fail with the dates named, and the link stays unspent', async () => {
    const employee = await newEmployee();
    const w = weekAgo(23);
    await sendBatch(employee.id, [{ startDate: w.monday, endDate: w.day(1), leaveType: 'annual_paid' }]);
    const token = await mailedToken(employee.email);
    await request(ctx.app, host, 'POST', `/api/leaves/employee/${employee.id}`, {
      token: adminToken,
      body: { leaveType: 'sick_leave_reported', startDate: w.day(1), endDate: w.day(1) },
    });
    const refused = await answer(token, { approved: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toContain('kayıtlı bir izinle çakışıyor');
    expect((await getApproval(token)).json().historicalLeaveRequest.status).toBe('PENDING');
    expect((await answer(token, { approved: false })).statusCode).toBe(200);
  });

  it('validates the answer in Turkish', async () => {
    const bad = await answer('bir-link', { approved: 'evet' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Lütfen onaylayın veya reddedin');
  });
});

describe('GET /api/historical-leaves/batches (the sent batches on /historical-leave-data)', () => {
  const list = (token = adminToken, onHost = host, query = '?limit=100') =>
    request(ctx.app, onHost, 'GET', `/api/historical-leaves/batches${query}`, { token });
  type Listed = { id: string; status: string; employee: { id: string }; leaveCount: number; totalDays: number; leaves: unknown[] };
  const ofEmployee = async (employeeId: string, token = adminToken) => {
    const response = await list(token);
    expect(response.statusCode).toBe(200);
    return (response.json().batches as Listed[]).filter((batch) => batch.employee.id === employeeId);
  };

  it('lists a new batch as PENDING with its leaves and days, an approved one as APPROVED, a pending one past its link as EXPIRED, newest first, never the token', async () => {
    const employee = await newEmployee({ firstName: 'Liste', lastName: 'Personeli' });
    const w = weekAgo(48);
    const v = weekAgo(44);
    expect((await sendBatch(employee.id, [{ startDate: w.monday, endDate: w.day(6), leaveType: 'annual_paid' }, { startDate: v.monday, endDate: v.day(1), leaveType: 'unpaid_leave' }])).statusCode).toBe(201);
    const [pending] = await ofEmployee(employee.id);
    expect(pending).toMatchObject({
      status: 'PENDING',
      employee: { id: employee.id, firstName: 'Liste', lastName: 'Personeli' },
      recordedBy: { firstName: 'Yasemin', lastName: 'Kaya' },
      leaveCount: 2,
      totalDays: 7,
      processedAt: null,
      rejectedReason: null,
      leaves: [
        { startDate: w.monday, endDate: w.day(6), leaveType: 'annual_paid', days: 5 },
        { startDate: v.monday, endDate: v.day(1), leaveType: 'unpaid_leave', days: 2 },
      ],
    });

    expect((await answer(await mailedToken(employee.email), { approved: true })).statusCode).toBe(200);
    const [approved] = await ofEmployee(employee.id);
    expect(approved!.status).toBe('APPROVED');
    expect((approved as unknown as { processedAt: string }).processedAt).toEqual(expect.any(String));

    const u = weekAgo(40);
    expect((await sendBatch(employee.id, [{ startDate: u.monday, endDate: u.monday, leaveType: 'unpaid_leave' }], managerToken)).statusCode).toBe(201);
    await ctx.handle.db
      .update(historicalLeaveBatches)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(historicalLeaveBatches.userId, employee.id), eq(historicalLeaveBatches.status, 'PENDING')));
    const both = await ofEmployee(employee.id);
    // Newest first: the expired one was sent after the approved one.
    expect(both.map((batch) => batch.status)).toEqual(['EXPIRED', 'APPROVED']);
    // A MANAGER reads the same list.
    expect((await ofEmployee(employee.id, managerToken)).map((batch) => batch.status)).toEqual(['EXPIRED', 'APPROVED']);

    const text = (await list()).body;
    expect(text).not.toMatch(/token(?!ExpiresAt)/i);
    const [row] = await ctx.handle.db.select({ tokenHash: historicalLeaveBatches.tokenHash }).from(historicalLeaveBatches).where(eq(historicalLeaveBatches.userId, employee.id)).limit(1);
    expect(text).not.toContain(row!.tokenHash);
  });

  it("tenant isolation: another organization's batches never appear, on either side", async () => {
    const outsider = await createUser(ctx.handle.db, other.id, { firstName: 'Dış', lastName: 'Personel' });
    const w = weekAgo(35);
    const sent = await sendBatch(outsider.id, [{ startDate: w.monday, endDate: w.monday, leaveType: 'unpaid_leave' }], otherAdminToken, orgHost(other.subdomain));
    expect(sent.statusCode).toBe(201);
    const ours = (await list()).json().batches as Listed[];
    expect(ours.length).toBeGreaterThan(0);
    expect(ours.some((batch) => batch.employee.id === outsider.id || batch.id === sent.json().batchId)).toBe(false);
    const theirs = (await list(otherAdminToken, orgHost(other.subdomain))).json().batches as Listed[];
    expect(theirs.map((batch) => batch.id)).toEqual([sent.json().batchId]);
    // Our token on their host is not a session there.
    expect((await list(adminToken, orgHost(other.subdomain))).statusCode).toBe(401);
  });

  it('an EMPLOYEE is refused (403); the limit is validated in Turkish (1..100) and honoured', async () => {
    const employee = await newEmployee();
    const employeeToken = await loginAs(ctx.app, org.subdomain, employee.email, TEST_PASSWORD);
    expect((await list(employeeToken)).statusCode).toBe(403);
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?limit=1.5', '?sayfa=1']) {
      const bad = await list(adminToken, host, query);
      expect(bad.statusCode, query).toBe(400);
    }
    expect((await list(adminToken, host, '?limit=101')).json().error).toBe('Liste sınırı 1 ile 100 arasında bir tam sayı olmalıdır');
    expect((await list(adminToken, host, '?limit=1')).json().batches).toHaveLength(1);
    expect((await list(adminToken, host, '')).statusCode).toBe(200);
  });
});

describe('consent-link rate limit (decisions §3: token endpoints are limited per address)', () => {
  it('answers 429 once an address has tried too many links in a minute', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const o = await createOrganization(limited.handle.db);
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await request(limited.app, orgHost(o.subdomain), 'GET', `/api/historical-leaves/approval/tahmin-${i}`)).statusCode);
      expect(statuses).toEqual([404, 404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});

