import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historicalLeaveBatches, leaveRequests, mailOutbox } from '../../db/schema';
import { createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, orgHost, request } from '../../../test/http';
import { cleanWeek } from '../../../test/leave-dates';
import { messages } from '@paydos/contract/messages';
import { historicalCalls, historicalWorld, type HistoricalWorld } from './historical-world';

let ctx: HistoricalWorld['ctx'];
let org: HistoricalWorld['org'];
let other: HistoricalWorld['other'];
let host: string;
let adminToken: string;
let managerToken: string;
let otherAdminToken: string;
let world: HistoricalWorld;

/** Past, holiday-free weeks: 30, 20 and 10 weeks back. */
const weekAgo = (weeks: number) => cleanWeek(-7 * weeks);

beforeAll(async () => {
  world = await historicalWorld();
  ({ ctx, org, other, host, adminToken, managerToken, otherAdminToken } = world);
});
afterAll(() => ctx.close());

const { newEmployee, sendBatch, mailedToken, answer } = historicalCalls(() => world);

describe('POST /api/historical-leaves/batch (product §7, §D7)', () => {
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
    const [batch] = await ctx.handle.db
      .select()
      .from(historicalLeaveBatches)
      .where(eq(historicalLeaveBatches.userId, employee.id));
    expect(batch!.status).toBe('PENDING');
    expect((batch!.tokenExpiresAt.getTime() - batch!.createdAt.getTime()) / 86_400_000).toBeCloseTo(7, 1);
    const mails = await ctx.handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, employee.email));
    expect(mails).toHaveLength(1);
    const token = await mailedToken(employee.email);
    expect(batch!.tokenHash).not.toBe(token);
    expect(mails[0]!.text).toContain(`http://${org.subdomain}.localhost:3000/leave-approval/${token}`);
    expect(mails[0]!.text).toContain('KVKK');
    expect(await ctx.handle.db.select().from(leaveRequests).where(eq(leaveRequests.userId, employee.id))).toHaveLength(
      0,
    );
  });

  it('a MANAGER may send a batch; an EMPLOYEE is refused (403)', async () => {
    const employee = await newEmployee();
    const w = weekAgo(12);
    expect(
      (
        await sendBatch(
          employee.id,
          [{ startDate: w.monday, endDate: w.monday, leaveType: 'unpaid_leave' }],
          managerToken,
        )
      ).statusCode,
    ).toBe(201);
    const employeeToken = await loginAs(ctx.app, org.subdomain, employee.email, TEST_PASSWORD);
    const refused = await sendBatch(
      employee.id,
      [{ startDate: w.day(2), endDate: w.day(2), leaveType: 'unpaid_leave' }],
      employeeToken,
    );
    expect(refused.statusCode).toBe(403);
  });

  it('validates in Turkish: at least one leave, both dates, end not before start, no future start', async () => {
    const employee = await newEmployee();
    const w = weekAgo(14);
    expect((await sendBatch(employee.id, [])).json().error).toBe('Lütfen en az bir izin kaydı ekleyin');
    expect(
      (await sendBatch(employee.id, [{ startDate: '', endDate: w.monday, leaveType: 'annual_paid' }])).json().error,
    ).toBe('Lütfen başlangıç ve bitiş tarihlerini seçin');
    const backwards = await sendBatch(employee.id, [
      { startDate: w.day(2), endDate: w.monday, leaveType: 'annual_paid' },
    ]);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toBe('Bitiş tarihi başlangıç tarihinden önce olamaz');
    const future = cleanWeek(30);
    const ahead = await sendBatch(employee.id, [
      { startDate: future.monday, endDate: future.monday, leaveType: 'annual_paid' },
    ]);
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().error).toBe('Geçmiş izin kaydı bugünden sonra başlayamaz');
    expect(
      await ctx.handle.db.select().from(historicalLeaveBatches).where(eq(historicalLeaveBatches.userId, employee.id)),
    ).toHaveLength(0);
  });

  it('overlap rule (product §D7): a leave overlapping one on record, a pending batch or another leave of the batch is refused with the dates named (400)', async () => {
    const employee = await newEmployee();
    const w = weekAgo(25);
    const recorded = await request(ctx.app, host, 'POST', `/api/leaves/employee/${employee.id}`, {
      token: adminToken,
      body: { leaveType: 'annual_paid', startDate: w.day(1), endDate: w.day(2) },
    });
    expect(recorded.statusCode).toBe(201);
    const fmt = (d: string) => d.split('-').reverse().join('.');

    const onRecord = await sendBatch(employee.id, [
      { startDate: w.monday, endDate: w.day(1), leaveType: 'annual_paid' },
    ]);
    expect(onRecord.statusCode).toBe(400);
    expect(onRecord.json().error).toBe(
      `${fmt(w.monday)} - ${fmt(w.day(1))} tarihli izin, kayıtlı bir izinle çakışıyor (${fmt(w.day(1))} - ${fmt(w.day(2))}).`,
    );

    const inBatch = await sendBatch(employee.id, [
      { startDate: w.day(3), endDate: w.day(4), leaveType: 'annual_paid' },
      { startDate: w.day(4), endDate: w.day(4), leaveType: 'sick_leave_reported' },
    ]);
    expect(inBatch.statusCode).toBe(400);
    expect(inBatch.json().error).toContain('aynı listedeki başka bir izinle çakışıyor');
    expect(inBatch.json().error).toContain(fmt(w.day(3)));

    expect(
      (await sendBatch(employee.id, [{ startDate: w.day(3), endDate: w.day(4), leaveType: 'annual_paid' }])).statusCode,
    ).toBe(201);
    const pending = await sendBatch(employee.id, [
      { startDate: w.day(4), endDate: w.day(4), leaveType: 'unpaid_leave' },
    ]);
    expect(pending.statusCode).toBe(400);
    expect(pending.json().error).toBe(
      `${fmt(w.day(4))} - ${fmt(w.day(4))} tarihli izin, personelin onayını bekleyen başka bir geçmiş izin kaydıyla çakışıyor (${fmt(w.day(3))} - ${fmt(w.day(4))}).`,
    );
  });

  it("another organization's admin cannot record for this organization's employee (404), and writes nothing", async () => {
    const employee = await newEmployee();
    const w = weekAgo(15);
    const response = await sendBatch(
      employee.id,
      [{ startDate: w.monday, endDate: w.monday, leaveType: 'annual_paid' }],
      otherAdminToken,
      orgHost(other.subdomain),
    );
    expect(response.statusCode).toBe(404);
    expect(
      await ctx.handle.db.select().from(historicalLeaveBatches).where(eq(historicalLeaveBatches.userId, employee.id)),
    ).toHaveLength(0);
  });
});

describe('GET /api/historical-leaves/batches (the sent batches on /historical-leave-data)', () => {
  const list = (token = adminToken, onHost = host, query = '?limit=100') =>
    request(ctx.app, onHost, 'GET', `/api/historical-leaves/batches${query}`, { token });
  type Listed = {
    id: string;
    status: string;
    employee: { id: string };
    leaveCount: number;
    totalDays: number;
    leaves: unknown[];
  };
  const ofEmployee = async (employeeId: string, token = adminToken) => {
    const response = await list(token);
    expect(response.statusCode).toBe(200);
    return (response.json().batches as Listed[]).filter((batch) => batch.employee.id === employeeId);
  };

  it('lists a new batch as PENDING with its leaves and days, an approved one as APPROVED, a pending one past its link as EXPIRED, newest first, never the token', async () => {
    const employee = await newEmployee({ firstName: 'Liste', lastName: 'Personeli' });
    const w = weekAgo(48);
    const v = weekAgo(44);
    expect(
      (
        await sendBatch(employee.id, [
          { startDate: w.monday, endDate: w.day(6), leaveType: 'annual_paid' },
          { startDate: v.monday, endDate: v.day(1), leaveType: 'unpaid_leave' },
        ])
      ).statusCode,
    ).toBe(201);
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
    expect(
      (
        await sendBatch(
          employee.id,
          [{ startDate: u.monday, endDate: u.monday, leaveType: 'unpaid_leave' }],
          managerToken,
        )
      ).statusCode,
    ).toBe(201);
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
    const [row] = await ctx.handle.db
      .select({ tokenHash: historicalLeaveBatches.tokenHash })
      .from(historicalLeaveBatches)
      .where(eq(historicalLeaveBatches.userId, employee.id))
      .limit(1);
    expect(text).not.toContain(row!.tokenHash);
  });

  it("tenant isolation: another organization's batches never appear, on either side", async () => {
    const outsider = await createUser(ctx.handle.db, other.id, { firstName: 'Dış', lastName: 'Personel' });
    const w = weekAgo(35);
    const sent = await sendBatch(
      outsider.id,
      [{ startDate: w.monday, endDate: w.monday, leaveType: 'unpaid_leave' }],
      otherAdminToken,
      orgHost(other.subdomain),
    );
    expect(sent.statusCode).toBe(201);
    const ours = (await list()).json().batches as Listed[];
    expect(ours.length).toBeGreaterThan(0);
    expect(ours.some((batch) => batch.employee.id === outsider.id || batch.id === sent.json().batchId)).toBe(false);
    const theirs = (await list(otherAdminToken, orgHost(other.subdomain))).json().batches as Listed[];
    expect(theirs.map((batch) => batch.id)).toEqual([sent.json().batchId]);
    // Our token on their host is not a session there.
    expect((await list(adminToken, orgHost(other.subdomain))).statusCode).toBe(401);
  });

  it('an EMPLOYEE is refused (403); the limit is validated in Turkish (1..500, product §D7) and honoured', async () => {
    const employee = await newEmployee();
    const employeeToken = await loginAs(ctx.app, org.subdomain, employee.email, TEST_PASSWORD);
    expect((await list(employeeToken)).statusCode).toBe(403);
    for (const query of ['?limit=0', '?limit=501', '?limit=abc', '?limit=1.5', '?sayfa=1']) {
      const bad = await list(adminToken, host, query);
      expect(bad.statusCode, query).toBe(400);
    }
    expect((await list(adminToken, host, '?limit=501')).json().error).toBe(messages.paging.limitInvalid);
    expect((await list(adminToken, host, '?limit=1')).json().batches).toHaveLength(1);
    expect((await list(adminToken, host, '')).statusCode).toBe(200);
  });

  it('issue 22 item 3: the batches page by keyset (limit, cursor → nextCursor), the second page follows the first, a bad or foreign cursor is a Turkish 400', async () => {
    const whole = (await list(adminToken, host, '?limit=500')).json();
    expect(whole.nextCursor).toBeNull();
    expect(whole.batches.length).toBeGreaterThanOrEqual(2);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { batches: Listed[]; nextCursor: string | null } = (
        await list(adminToken, host, `?limit=1${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      expect(page.batches).toHaveLength(1);
      seen.push(page.batches[0]!.id);
      cursor = page.nextCursor;
    } while (cursor);
    // Newest first, without gaps or repeats: the pages together are the whole list.
    expect(seen).toEqual(whole.batches.map((batch: Listed) => batch.id));
    const first = (await list(adminToken, host, '?limit=1')).json();
    for (const bad of ['bozuk', Buffer.from('[["dün"],"x",null]').toString('base64url')]) {
      const response = await list(adminToken, host, `?cursor=${bad}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(messages.paging.cursorInvalid);
    }
    // A cursor is bound to its organization: on another one's host it is refused.
    const foreign = await list(otherAdminToken, orgHost(other.subdomain), `?cursor=${first.nextCursor}`);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toBe(messages.paging.cursorInvalid);
  });
});
