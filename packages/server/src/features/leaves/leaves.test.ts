import { addDays } from '@paydos/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveLedgerEntries, leaveRequests, mailOutbox, users } from '../../db/schema';
import { createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, orgHost, request } from '../../../test/http';
import { cleanWeek, today } from '../../../test/leave-dates';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { messages } from '@paydos/contract/messages';

let ctx: TestContext;
let host: string;
let subdomain: string;
let orgId: string;
let adminToken: string;
let managerToken: string;
let adminEmail: string;
let otherHost: string;
let otherAdminToken: string;

async function newEmployee(person: Parameters<typeof createUser>[2] = {}) {
  const user = await createUser(ctx.handle.db, orgId, person);
  return { ...user, token: await loginAs(ctx.app, subdomain, user.email, TEST_PASSWORD) };
}
const balanceOf = async (userId: string) => {
  const [row] = await ctx.handle.db
    .select({ sum: sql<string>`coalesce(sum(${leaveLedgerEntries.days}),0)` })
    .from(leaveLedgerEntries)
    .where(eq(leaveLedgerEntries.userId, userId));
  return Number(row!.sum);
};
const entriesOf = (leaveId: string) =>
  ctx.handle.db.select().from(leaveLedgerEntries).where(eq(leaveLedgerEntries.leaveRequestId, leaveId));
const ask = (token: string, body: unknown) => request(ctx.app, host, 'POST', '/api/leaves', { token, body });
const put = (token: string, id: string, action: string, body?: unknown) =>
  request(ctx.app, host, 'PUT', `/api/leaves/${id}/${action}`, { token, ...(body !== undefined ? { body } : {}) });

beforeAll(async () => {
  ctx = await createTestApp();
  const org = await createOrganization(ctx.handle.db, { name: 'İzin Test A.Ş.' });
  orgId = org.id;
  subdomain = org.subdomain;
  host = orgHost(subdomain);
  const admin = await createUser(ctx.handle.db, orgId, { role: 'ADMIN', firstName: 'Ayşe' });
  adminEmail = admin.email;
  adminToken = await loginAs(ctx.app, subdomain, admin.email, TEST_PASSWORD);
  const manager = await createUser(ctx.handle.db, orgId, { role: 'MANAGER' });
  managerToken = await loginAs(ctx.app, subdomain, manager.email, TEST_PASSWORD);
  const other = await createOrganization(ctx.handle.db);
  otherHost = orgHost(other.subdomain);
  const otherAdmin = await createUser(ctx.handle.db, other.id, { role: 'ADMIN' });
  otherAdminToken = await loginAs(ctx.app, other.subdomain, otherAdmin.email, TEST_PASSWORD);
});
afterAll(() => ctx.close());

describe('POST /api/leaves: new leave validation (product §5)', () => {
  it('requires leave type, both dates and a reason, with the Turkish messages', async () => {
    const { token } = await newEmployee();
    const response = await ask(token, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      leaveType: messages.leaves.leaveTypeRequired,
      startDate: messages.leaves.startDateRequired,
      endDate: messages.leaves.endDateRequired,
      reason: messages.leaves.reasonRequired,
    });
    const unknown = await ask(token, { leaveType: 'tatil', startDate: today(), endDate: today(), reason: 'x' });
    expect(unknown.json().fields.leaveType).toBe(messages.leaves.leaveTypeInvalid);
  });

  it('issue 21: a reason over 1000 characters is refused naming the field and its limit, not as missing', async () => {
    const { token } = await newEmployee();
    const response = await ask(token, {
      leaveType: 'annual_paid',
      startDate: today(),
      endDate: today(),
      reason: 'a'.repeat(1001),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.reason).toBe('Açıklama en fazla 1000 karakter olabilir');
  });

  it('start not before today in Istanbul: "Başlangıç tarihi bugünden önce olamaz!"', async () => {
    const { token } = await newEmployee();
    const response = await ask(token, {
      leaveType: 'annual_paid',
      startDate: addDays(today(), -1),
      endDate: today(),
      reason: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Başlangıç tarihi bugünden önce olamaz!');
  });

  it('end not before start: "Bitiş tarihi başlangıç tarihinden önce olamaz!"', async () => {
    const { token } = await newEmployee();
    const week = cleanWeek(20);
    const response = await ask(token, {
      leaveType: 'annual_paid',
      startDate: week.day(2),
      endDate: week.day(1),
      reason: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.endDate).toBe('Bitiş tarihi başlangıç tarihinden önce olamaz!');
  });

  it('a period with no working day (a weekend) counts 0 days and is refused', async () => {
    const { token } = await newEmployee();
    const week = cleanWeek(20);
    const response = await ask(token, {
      leaveType: 'annual_paid',
      startDate: week.day(5),
      endDate: week.day(6),
      reason: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(messages.leaves.zeroDays);
  });

  it('days are counted with the working days and the public holidays left out (29 October), and listed', async () => {
    const { token } = await newEmployee();
    const year = Number(today().slice(0, 4)) + 1;
    const response = await ask(token, {
      leaveType: 'unpaid_leave',
      startDate: `${year}-10-26`,
      endDate: `${year}-11-01`,
      reason: 'x',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    const labels = body.excluded.map((e: { label: string }) => e.label).join('\n');
    expect(labels).toContain('Cumhuriyet Bayramı');
    expect(body.leaveRequest.days).toBeLessThan(5);
    expect(body.leaveRequest.status).toBe('PENDING');
    expect(body.leaveRequest.leaveTypeName).toBe('Ücretsiz İzin');
  });

  it('accepts an ISO instant and reads it as the Istanbul calendar date', async () => {
    const { token } = await newEmployee();
    const week = cleanWeek(40);
    // 21:30 UTC the evening before is already that Monday in Istanbul (UTC+3).
    const start = `${addDays(week.monday, -1)}T21:30:00.000Z`;
    const response = await ask(token, {
      leaveType: 'unpaid_leave',
      startDate: start,
      endDate: week.day(1),
      reason: 'x',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().leaveRequest).toMatchObject({ startDate: week.monday, days: 2 });
  });

  it('overlap with an own PENDING or APPROVED request is refused (product §D4)', async () => {
    const { token } = await newEmployee();
    const week = cleanWeek(60);
    expect(
      (await ask(token, { leaveType: 'annual_paid', startDate: week.monday, endDate: week.day(2), reason: 'a' }))
        .statusCode,
    ).toBe(201);
    const clash = await ask(token, {
      leaveType: 'unpaid_leave',
      startDate: week.day(2),
      endDate: week.friday,
      reason: 'b',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toContain('çakışan');
  });

  it('annual leave beyond the remaining balance (pending requests included) is refused', async () => {
    // Started 2 years ago: 14 days.
    const start = addDays(today(), -800);
    const { token } = await newEmployee({ startDate: start });
    const week = cleanWeek(30);
    const second = cleanWeek(60);
    const third = cleanWeek(90);
    expect(
      (await ask(token, { leaveType: 'annual_paid', startDate: week.monday, endDate: week.friday, reason: 'a' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await ask(token, { leaveType: 'annual_paid', startDate: second.monday, endDate: second.friday, reason: 'b' }))
        .statusCode,
    ).toBe(201);
    const over = await ask(token, {
      leaveType: 'annual_paid',
      startDate: third.monday,
      endDate: third.friday,
      reason: 'c',
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toBe(messages.leaves.insufficientBalance('4', '5'));
    // Non-annual leave does not draw on the balance.
    expect(
      (await ask(token, { leaveType: 'unpaid_leave', startDate: third.monday, endDate: third.friday, reason: 'c' }))
        .statusCode,
    ).toBe(201);
  });

  it('returns the split-rule warning (not a block) for a short annual leave', async () => {
    const { token } = await newEmployee();
    const week = cleanWeek(30);
    const response = await ask(token, {
      leaveType: 'annual_paid',
      startDate: week.monday,
      endDate: week.day(1),
      reason: 'a',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().warnings.map((w: { code: string }) => w.code)).toContain('split_rule');
  });

  it('returns the qualifying-period warning for an employee in the first year', async () => {
    const { token } = await newEmployee({ startDate: addDays(today(), -30) });
    const week = cleanWeek(10);
    const response = await ask(token, {
      leaveType: 'unpaid_leave',
      startDate: week.monday,
      endDate: week.day(1),
      reason: 'a',
    });
    expect(response.statusCode).toBe(201);
    const annual = await ask(token, {
      leaveType: 'annual_paid',
      startDate: week.day(2),
      endDate: week.day(2),
      reason: 'a',
    });
    // No balance in the first year: refused, and the qualifying period is the reason.
    expect(annual.statusCode).toBe(400);
  });

  it('an inactive user cannot request leave', async () => {
    const employee = await newEmployee();
    await ctx.handle.db.update(users).set({ isActive: false }).where(eq(users.id, employee.id));
    const week = cleanWeek(20);
    const response = await ask(employee.token, {
      leaveType: 'annual_paid',
      startDate: week.monday,
      endDate: week.monday,
      reason: 'x',
    });
    // Deactivation ends the session at once (product §D3); the service refuses too.
    expect([401, 403]).toContain(response.statusCode);
  });

  it('mails every active ADMIN about the new request, through the outbox', async () => {
    const { token } = await newEmployee({ firstName: 'Şükrü' });
    const week = cleanWeek(120);
    const response = await ask(token, {
      leaveType: 'annual_paid',
      startDate: week.monday,
      endDate: week.friday,
      reason: 'Tatil',
    });
    expect(response.statusCode).toBe(201);
    const mails = await ctx.handle.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, 'leave-request'), eq(mailOutbox.toAddress, adminEmail)));
    expect(mails.some((m) => m.subject.includes('Şükrü'))).toBe(true);
  });
});

describe('approve, reject, edit, cancel (product §4; ledger per product §D4)', () => {
  it('5 days approved → balance −5 (USAGE); edit to 3 → +2 back; cancel → all days back (RETURN)', async () => {
    const employee = await newEmployee();
    const before = await balanceOf(employee.id);
    const week = cleanWeek(30);
    const created = await ask(employee.token, {
      leaveType: 'annual_paid',
      startDate: week.monday,
      endDate: week.friday,
      reason: 'Yaz',
    });
    const id = created.json().leaveRequest.id;
    expect(await balanceOf(employee.id)).toBe(before);

    const approved = await put(adminToken, id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().leaveRequest.status).toBe('APPROVED');
    expect(await balanceOf(employee.id)).toBe(before - 5);
    expect((await entriesOf(id)).map((e) => [e.kind, Number(e.days)])).toEqual([['USAGE', -5]]);

    const edited = await put(adminToken, id, 'update', {
      startDate: week.monday,
      endDate: week.day(2),
      reason: 'Kısaldı',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().leaveRequest).toMatchObject({ days: 3, reason: 'Kısaldı', status: 'APPROVED' });
    expect(await balanceOf(employee.id)).toBe(before - 3);

    const longer = await put(adminToken, id, 'update', { startDate: week.monday, endDate: week.day(3) });
    expect(longer.json().leaveRequest.days).toBe(4);
    expect(await balanceOf(employee.id)).toBe(before - 4);

    const cancelled = await put(adminToken, id, 'cancel', {});
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().leaveRequest).toMatchObject({
      status: 'CANCELLED',
      decisionReason: 'İzin yönetici tarafından iptal edildi',
    });
    expect(await balanceOf(employee.id)).toBe(before);
    const kinds = (await entriesOf(id)).map((e) => e.kind).sort();
    expect(kinds).toEqual(['RETURN', 'RETURN', 'USAGE', 'USAGE']);

    const mails = await ctx.handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, employee.email));
    expect(mails.map((m) => m.template).sort()).toEqual([
      'leave-approved',
      'leave-cancelled',
      'leave-updated',
      'leave-updated',
    ]);
  });

  it('reject: default reason "Red sebebi belirtilmedi", no ledger entry; a decided request cannot be decided again (409)', async () => {
    const employee = await newEmployee();
    const week = cleanWeek(30);
    const id = (
      await ask(employee.token, { leaveType: 'annual_paid', startDate: week.monday, endDate: week.day(1), reason: 'x' })
    ).json().leaveRequest.id;
    const rejected = await put(adminToken, id, 'reject');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().leaveRequest).toMatchObject({
      status: 'REJECTED',
      decisionReason: 'Red sebebi belirtilmedi',
    });
    expect(await entriesOf(id)).toHaveLength(0);
    const again = await put(adminToken, id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(messages.leaves.notPending);
    expect((await put(adminToken, id, 'cancel', {})).json().error).toBe(messages.leaves.notApproved);
  });

  it('reject with a reason keeps it; cancel with a reason keeps it', async () => {
    const employee = await newEmployee();
    const week = cleanWeek(30);
    const a = (
      await ask(employee.token, { leaveType: 'annual_paid', startDate: week.monday, endDate: week.monday, reason: 'x' })
    ).json().leaveRequest.id;
    expect((await put(adminToken, a, 'reject', { reason: 'Yoğun dönem' })).json().leaveRequest.decisionReason).toBe(
      'Yoğun dönem',
    );
    const b = (
      await ask(employee.token, { leaveType: 'annual_paid', startDate: week.day(1), endDate: week.day(1), reason: 'x' })
    ).json().leaveRequest.id;
    await put(adminToken, b, 'approve');
    expect((await put(adminToken, b, 'cancel', { reason: 'Plan değişti' })).json().leaveRequest.decisionReason).toBe(
      'Plan değişti',
    );
  });

  it('approval re-checks the balance: two pending requests that together exceed it cannot both be approved', async () => {
    const employee = await newEmployee({ startDate: addDays(today(), -800) });
    const a = cleanWeek(30);
    const b = cleanWeek(60);
    const first = (
      await ask(employee.token, { leaveType: 'annual_paid', startDate: a.monday, endDate: a.friday, reason: 'x' })
    ).json().leaveRequest.id;
    const second = (
      await ask(employee.token, { leaveType: 'annual_paid', startDate: b.monday, endDate: b.friday, reason: 'y' })
    ).json().leaveRequest.id;
    // An adjustment elsewhere lowers the balance to 7 after the requests were made.
    await ctx.handle.db.insert(leaveLedgerEntries).values({
      organizationId: orgId,
      userId: employee.id,
      kind: 'ADJUSTMENT',
      days: -7,
      effectiveDate: today(),
      reason: 'test',
    });
    expect((await put(adminToken, first, 'approve')).statusCode).toBe(200);
    const refused = await put(adminToken, second, 'approve');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(messages.leaves.insufficientBalance('2', '5'));
  });

  it('edit of an approved leave: overlap and zero days refused', async () => {
    const employee = await newEmployee();
    const week = cleanWeek(30);
    const a = (
      await ask(employee.token, { leaveType: 'annual_paid', startDate: week.monday, endDate: week.day(1), reason: 'x' })
    ).json().leaveRequest.id;
    await ask(employee.token, { leaveType: 'annual_paid', startDate: week.day(3), endDate: week.day(3), reason: 'x' });
    await put(adminToken, a, 'approve');
    expect((await put(adminToken, a, 'update', { startDate: week.monday, endDate: week.day(3) })).statusCode).toBe(409);
    expect((await put(adminToken, a, 'update', { startDate: week.day(5), endDate: week.day(6) })).json().error).toBe(
      messages.leaves.zeroDays,
    );
  });
});

describe('permissions (product §6, §D5) and tenancy', () => {
  it('EMPLOYEE calling approve/reject/update/cancel/list-all/pending-count → 403; MANAGER may read but not decide', async () => {
    const employee = await newEmployee();
    const week = cleanWeek(30);
    const id = (
      await ask(employee.token, { leaveType: 'annual_paid', startDate: week.monday, endDate: week.monday, reason: 'x' })
    ).json().leaveRequest.id;
    for (const action of ['approve', 'reject', 'cancel'])
      expect((await put(employee.token, id, action, {})).statusCode).toBe(403);
    expect((await put(employee.token, id, 'update', { startDate: week.monday, endDate: week.monday })).statusCode).toBe(
      403,
    );
    expect((await request(ctx.app, host, 'GET', '/api/leaves', { token: employee.token })).statusCode).toBe(403);
    expect(
      (await request(ctx.app, host, 'GET', '/api/leaves/pending-count', { token: employee.token })).statusCode,
    ).toBe(403);
    expect((await put(managerToken, id, 'approve')).statusCode).toBe(403);
    expect((await request(ctx.app, host, 'GET', '/api/leaves', { token: managerToken })).statusCode).toBe(200);
  });

  it('lists: own requests for everyone, all for ADMIN with a status filter, the pending count', async () => {
    const employee = await newEmployee();
    const week = cleanWeek(30);
    await ask(employee.token, { leaveType: 'annual_paid', startDate: week.monday, endDate: week.monday, reason: 'x' });
    const mine = (await request(ctx.app, host, 'GET', '/api/leaves/my-requests', { token: employee.token })).json()
      .leaveRequests;
    expect(mine).toHaveLength(1);
    expect(mine[0].user.email).toBe(employee.email);
    const pending = (await request(ctx.app, host, 'GET', '/api/leaves?status=PENDING', { token: adminToken })).json()
      .leaveRequests;
    expect(pending.every((l: { status: string }) => l.status === 'PENDING')).toBe(true);
    const [row] = await ctx.handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(leaveRequests)
      .where(and(eq(leaveRequests.organizationId, orgId), eq(leaveRequests.status, 'PENDING')));
    const count = (await request(ctx.app, host, 'GET', '/api/leaves/pending-count', { token: adminToken })).json()
      .count;
    expect(count).toBe(row!.n);
  });

  it("another organization's leave and employee ids → 404", async () => {
    const employee = await newEmployee();
    const week = cleanWeek(30);
    const id = (
      await ask(employee.token, { leaveType: 'annual_paid', startDate: week.monday, endDate: week.monday, reason: 'x' })
    ).json().leaveRequest.id;
    for (const action of ['approve', 'reject', 'cancel']) {
      expect(
        (await request(ctx.app, otherHost, 'PUT', `/api/leaves/${id}/${action}`, { token: otherAdminToken, body: {} }))
          .statusCode,
      ).toBe(404);
    }
    const update = await request(ctx.app, otherHost, 'PUT', `/api/leaves/${id}/update`, {
      token: otherAdminToken,
      body: { startDate: week.monday, endDate: week.monday },
    });
    expect(update.statusCode).toBe(404);
    expect(
      (await request(ctx.app, otherHost, 'GET', `/api/leaves/employee/${employee.id}`, { token: otherAdminToken }))
        .statusCode,
    ).toBe(404);
    const record = await request(ctx.app, otherHost, 'POST', `/api/leaves/employee/${employee.id}`, {
      token: otherAdminToken,
      body: { leaveType: 'annual_paid', startDate: week.monday, endDate: week.monday },
    });
    expect(record.statusCode).toBe(404);
  });
});

describe('POST /api/leaves/employee/:id: an ADMIN records a leave for someone else, approved at once (a MANAGER’s record: self-approval.test.ts)', () => {
  it('an inactive employee cannot be given a leave either: 403 with the Turkish reason', async () => {
    const employee = await newEmployee();
    await ctx.handle.db.update(users).set({ isActive: false }).where(eq(users.id, employee.id));
    const week = cleanWeek(30);
    const response = await request(ctx.app, host, 'POST', `/api/leaves/employee/${employee.id}`, {
      token: adminToken,
      body: { leaveType: 'annual_paid', startDate: week.monday, endDate: week.monday },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(messages.leaves.userInactive);
  });

  it('a recorded leave may lie in the past (sick leave reported afterwards), unlike a request', async () => {
    const employee = await newEmployee();
    const response = await request(ctx.app, host, 'POST', `/api/leaves/employee/${employee.id}`, {
      token: adminToken,
      body: {
        leaveType: 'sick_leave_reported',
        startDate: addDays(today(), -10),
        endDate: addDays(today(), -8),
        reason: 'Rapor',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().leaveRequest.status).toBe('APPROVED');
  });

  it('writes the USAGE entry, mails the employee, and the employee list shows it', async () => {
    const employee = await newEmployee();
    const before = await balanceOf(employee.id);
    const week = cleanWeek(30);
    const response = await request(ctx.app, host, 'POST', `/api/leaves/employee/${employee.id}`, {
      token: adminToken,
      body: { leaveType: 'annual_paid', startDate: week.monday, endDate: week.day(2) },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().leaveRequest).toMatchObject({ status: 'APPROVED', days: 3 });
    expect(await balanceOf(employee.id)).toBe(before - 3);
    const list = (
      await request(ctx.app, host, 'GET', `/api/leaves/employee/${employee.id}`, { token: adminToken })
    ).json().leaveRequests;
    expect(list).toHaveLength(1);
    const [mail] = await ctx.handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, employee.email));
    expect(mail!.template).toBe('leave-recorded');
    expect(
      (await request(ctx.app, host, 'POST', `/api/leaves/employee/${employee.id}`, { token: employee.token, body: {} }))
        .statusCode,
    ).toBe(403);
  });
});
