import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  historicalLeaveBatches,
  historicalLeaveRequests,
  leaveLedgerEntries,
  leaveRequests,
  mailOutbox,
} from '../../db/schema';
import { createOrganization } from '../../../test/factories';
import { mainHost, orgHost, request } from '../../../test/http';
import { cleanWeek, cleanWeekAfter } from '../../../test/leave-dates';
import { decodeQuotedPrintable, startSmtpSink } from '../../../test/smtp-sink';
import { createTestApp } from '../../../test/test-app';
import { createMailWorker } from '../mail/delivery-worker';
import { historicalCalls, historicalWorld, type HistoricalWorld } from './historical-world';

let ctx: HistoricalWorld['ctx'];
let org: HistoricalWorld['org'];
let other: HistoricalWorld['other'];
let host: string;
let adminToken: string;
let adminEmail: string;
let world: HistoricalWorld;

/** Past, holiday-free weeks: 30, 20 and 10 weeks back. */
const weekAgo = (weeks: number) => cleanWeek(-7 * weeks);

beforeAll(async () => {
  world = await historicalWorld();
  ({ ctx, org, other, host, adminToken, adminEmail } = world);
});
afterAll(() => ctx.close());

const { newEmployee, sendBatch, mailedToken, getApproval, answer, sumOf } = historicalCalls(() => world);

describe('the consent link (/leave-approval/{token}, product §D3)', () => {
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
      expect(view.historicalLeaveRequests[3]).toMatchObject({
        leaveTypeName: 'Hastalık İzni (SGK Raporlu)',
        days: 2,
        reason: 'Grip',
      });
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
    const entries = await ctx.handle.db
      .select()
      .from(leaveLedgerEntries)
      .where(and(eq(leaveLedgerEntries.userId, employee.id), eq(leaveLedgerEntries.kind, 'HISTORICAL_USAGE')));
    expect(entries.map((e) => e.effectiveDate).sort()).toEqual([a.monday, b.monday, c.monday]);
    expect(entries[0]!.reason).toContain('bakiye eksiye düşebilir');
    const recorderMail = await ctx.handle.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, adminEmail), eq(mailOutbox.template, 'historical-leave-approved')));
    expect(recorderMail).toHaveLength(1);

    // Single use: the link is spent; the page shows the batch as processed (a notice, not an error).
    const again = await answer(token, { approved: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Bu talep zaten işlenmiş');
    expect((await getApproval(token)).json().historicalLeaveRequest.status).toBe('APPROVED');
    expect(await ctx.handle.db.select().from(leaveRequests).where(eq(leaveRequests.userId, employee.id))).toHaveLength(
      4,
    );
  });

  it('rejecting records nothing and tells the person who recorded it, with the reason (at most 1000 characters, the form’s counter)', async () => {
    const employee = await newEmployee();
    const w = weekAgo(18);
    expect(
      (await sendBatch(employee.id, [{ startDate: w.monday, endDate: w.day(2), leaveType: 'annual_paid' }])).statusCode,
    ).toBe(201);
    const token = await mailedToken(employee.email);
    const before = await sumOf(eq(leaveLedgerEntries.userId, employee.id));
    // The reason has the text area's 1000-character limit, refused naming the field (issue 21); the batch still waits.
    const tooLong = await answer(token, { approved: false, rejectedReason: 'a'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toBe('Red sebebi en fazla 1000 karakter olabilir');
    const rejected = await answer(token, { approved: false, rejectedReason: 'Bu tarihlerde çalışıyordum' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().status).toBe('REJECTED');
    expect(await ctx.handle.db.select().from(leaveRequests).where(eq(leaveRequests.userId, employee.id))).toHaveLength(
      0,
    );
    expect(await sumOf(eq(leaveLedgerEntries.userId, employee.id))).toBe(before);
    const [mail] = await ctx.handle.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, adminEmail), eq(mailOutbox.template, 'historical-leave-rejected')));
    expect(mail!.text).toContain('Red sebebi: Bu tarihlerde çalışıyordum');
    const shown = (await getApproval(token)).json();
    expect(shown.historicalLeaveRequest).toMatchObject({
      status: 'REJECTED',
      rejectedReason: 'Bu tarihlerde çalışıyordum',
    });
    // The rejected batch no longer blocks those dates.
    expect(
      (await sendBatch(employee.id, [{ startDate: w.monday, endDate: w.monday, leaveType: 'annual_paid' }])).statusCode,
    ).toBe(201);
  });

  it('an expired link (over 7 days) shows "Bu onay linki süresi dolmuş." and cannot be used; an unknown one is "İzin onay talebi bulunamadı."', async () => {
    const employee = await newEmployee();
    const w = weekAgo(19);
    await sendBatch(employee.id, [{ startDate: w.monday, endDate: w.monday, leaveType: 'annual_paid' }]);
    const token = await mailedToken(employee.email);
    await ctx.handle.db
      .update(historicalLeaveBatches)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(historicalLeaveBatches.userId, employee.id));
    const shown = await getApproval(token);
    expect(shown.statusCode).toBe(400);
    expect(shown.json().error).toBe('Bu onay linki süresi dolmuş.');
    const used = await answer(token, { approved: true });
    expect(used.statusCode).toBe(400);
    expect(used.json().error).toBe('Bu onay linki süresi dolmuş.');
    expect(await ctx.handle.db.select().from(leaveRequests).where(eq(leaveRequests.userId, employee.id))).toHaveLength(
      0,
    );
    // An expired batch no longer blocks its dates.
    expect(
      (await sendBatch(employee.id, [{ startDate: w.monday, endDate: w.monday, leaveType: 'annual_paid' }])).statusCode,
    ).toBe(201);

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
    expect(await ctx.handle.db.select().from(leaveRequests).where(eq(leaveRequests.userId, employee.id))).toHaveLength(
      1,
    );
    expect(
      await ctx.handle.db.select().from(historicalLeaveRequests).where(eq(historicalLeaveRequests.userId, employee.id)),
    ).toHaveLength(1);
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

describe('consent-link rate limit (product §D3: token endpoints are limited per address)', () => {
  it('answers 429 once an address has tried too many links in a minute', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const o = await createOrganization(limited.handle.db);
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push(
          (await request(limited.app, orgHost(o.subdomain), 'GET', `/api/historical-leaves/approval/tahmin-${i}`))
            .statusCode,
        );
      expect(statuses).toEqual([404, 404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});
