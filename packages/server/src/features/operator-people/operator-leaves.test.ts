import { addDays } from '@paydos/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, leaveLedgerEntries, leaveRequests, mailOutbox } from '../../db/schema';
import { createOperator, createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, operatorHost, orgHost, request } from '../../../test/http';
import { cleanWeek, cleanWeeks, today, type CleanWeek } from '../../../test/leave-dates';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let org: Awaited<ReturnType<typeof createOrganization>>;
let other: Awaited<ReturnType<typeof createOrganization>>;
let operatorToken = '';

beforeAll(async () => {
  ctx = await createTestApp();
  org = await createOrganization(ctx.handle.db, { name: 'Çınar Lojistik A.Ş.' });
  other = await createOrganization(ctx.handle.db, { name: 'Başka Şirket' });
  const operator = await createOperator(ctx.handle.db);
  operatorToken = (
    await request(ctx.app, operatorHost, 'POST', '/api/superadmin/login', {
      body: { username: operator.username, password: TEST_PASSWORD },
    })
  ).json().token;
});
afterAll(() => ctx.close());

const op = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  request(ctx.app, operatorHost, method, url, { token: operatorToken, ...(body !== undefined ? { body } : {}) });

const sum = async (where: ReturnType<typeof eq>) =>
  Number(
    (
      await ctx.handle.db
        .select({ s: sql<string>`coalesce(sum(${leaveLedgerEntries.days}), 0)` })
        .from(leaveLedgerEntries)
        .where(where)
    )[0]!.s,
  );
const ownLedger = (leaveId: string) => sum(eq(leaveLedgerEntries.leaveRequestId, leaveId));
const balance = (userId: string) => sum(eq(leaveLedgerEntries.userId, userId));

/** The invariant of product §D4: own entries sum to minus the days while APPROVED (annual leave), else 0. */
async function expectInvariant(leaveId: string) {
  const [leave] = await ctx.handle.db.select().from(leaveRequests).where(eq(leaveRequests.id, leaveId));
  const expected = leave!.status === 'APPROVED' && leave!.leaveType === 'annual_paid' ? -Number(leave!.days) : 0;
  expect(await ownLedger(leaveId)).toBe(expected);
  return leave!;
}

/** An employee with 20 days (16 years of service would give 26; 7 years gives 20). */
const employee = (organizationId = org.id) =>
  createUser(ctx.handle.db, organizationId, { startDate: addDays(today(), -7 * 366) });

describe('operator leaves: access (product §6 super admin only)', () => {
  it('no token 401, an organization admin token 401, the operator token on an organization host 404', async () => {
    const admin = await createUser(ctx.handle.db, org.id, { role: 'ADMIN' });
    const adminToken = await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD);
    const url = `/api/superadmin/leave-requests?organizationId=${org.id}`;
    expect((await request(ctx.app, operatorHost, 'GET', url)).statusCode).toBe(401);
    expect((await request(ctx.app, operatorHost, 'GET', url, { token: adminToken })).statusCode).toBe(401);
    expect((await request(ctx.app, orgHost(org.subdomain), 'GET', url, { token: operatorToken })).statusCode).toBe(404);
  });
});

describe('POST /api/superadmin/leave-requests: validation (product §5)', () => {
  it.each([
    {},
    { startDate: '2030-01-07' },
    { userId: '00000000-0000-4000-8000-000000000000', startDate: '2030-01-07' },
  ])('user, start and end required: %j → Personel, Başlangıç ve Bitiş tarihleri zorunludur', async (body) => {
    const response = await op('POST', '/api/superadmin/leave-requests', { organizationId: org.id, ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Personel, Başlangıç ve Bitiş tarihleri zorunludur');
  });

  it('the user must belong to the named organization (404 otherwise)', async () => {
    const outsider = await employee(other.id);
    const week = cleanWeek(40);
    const response = await op('POST', '/api/superadmin/leave-requests', {
      organizationId: org.id,
      userId: outsider.id,
      startDate: week.monday,
      endDate: week.friday,
    });
    expect(response.statusCode).toBe(404);
  });

  it("defaults: annual_paid, PENDING, days by the working-day rule; the spec's leave type codes are accepted, others refused", async () => {
    const person = await employee();
    const week = cleanWeek(40);
    const response = await op('POST', '/api/superadmin/leave-requests', {
      organizationId: org.id,
      userId: person.id,
      startDate: week.monday,
      endDate: week.friday,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().leaveRequest).toMatchObject({
      leaveType: 'annual_paid',
      status: 'PENDING',
      days: 5,
      daysOverrideReason: null,
    });
    const bad = await op('POST', '/api/superadmin/leave-requests', {
      organizationId: org.id,
      userId: person.id,
      startDate: week.monday,
      endDate: week.friday,
      leaveType: 'tatil',
    });
    expect(bad.json().message).toBe('Geçersiz izin türü');
    const overlap = await op('POST', '/api/superadmin/leave-requests', {
      organizationId: org.id,
      userId: person.id,
      startDate: week.friday,
      endDate: week.friday,
      leaveType: 'excuse.marriage',
    });
    expect(overlap.statusCode).toBe(409);
  });

  it('the reason (1000) and the day-count reason (500) have the page’s limits, refused naming the field (issue 21)', async () => {
    const person = await employee();
    const week = cleanWeek(56);
    const base = {
      organizationId: org.id,
      userId: person.id,
      startDate: week.monday,
      endDate: week.friday,
      leaveType: 'unpaid_leave',
    };
    const reason = await op('POST', '/api/superadmin/leave-requests', { ...base, reason: 'a'.repeat(1001) });
    expect(reason.statusCode).toBe(400);
    expect(reason.json().error).toBe('Açıklama en fazla 1000 karakter olabilir');
    const override = await op('POST', '/api/superadmin/leave-requests', {
      ...base,
      days: 7,
      daysOverrideReason: 'a'.repeat(501),
    });
    expect(override.statusCode).toBe(400);
    expect(override.json().error).toBe('Gün sayısı değişikliği sebebi en fazla 500 karakter olabilir');
    const kept = await op('POST', '/api/superadmin/leave-requests', { ...base, reason: 'a'.repeat(1000) });
    expect(kept.statusCode).toBe(201);
    await op('DELETE', `/api/superadmin/leave-requests/${kept.json().leaveRequest.id}`);
  });

  it("product §D7: a day count other than the rule's is an override only with a reason; without one it is ignored and the rule's count answers", async () => {
    const person = await employee();
    const week = cleanWeek(54);
    const base = {
      organizationId: org.id,
      userId: person.id,
      startDate: week.monday,
      endDate: week.friday,
      leaveType: 'unpaid_leave',
    };
    const ignored = await op('POST', '/api/superadmin/leave-requests', { ...base, days: 7 });
    expect(ignored.statusCode).toBe(201);
    expect(ignored.json().leaveRequest).toMatchObject({ days: 5, daysOverrideReason: null });
    await op('DELETE', `/api/superadmin/leave-requests/${ignored.json().leaveRequest.id}`);
    const halfDay = await op('POST', '/api/superadmin/leave-requests', {
      ...base,
      days: 0.25,
      daysOverrideReason: 'x',
    });
    expect(halfDay.statusCode).toBe(400);
    const kept = await op('POST', '/api/superadmin/leave-requests', {
      ...base,
      days: 7,
      daysOverrideReason: 'Takvim günü sayıldı (SGK)',
    });
    expect(kept.statusCode).toBe(201);
    expect(kept.json().leaveRequest).toMatchObject({ days: 7, daysOverrideReason: 'Takvim günü sayıldı (SGK)' });
    // A status change keeps the override while the dates stay, even with a reasonless `days` of a spec client.
    const id = kept.json().leaveRequest.id;
    expect(
      (await op('PUT', `/api/superadmin/leave-requests/${id}`, { status: 'APPROVED' })).json().leaveRequest.days,
    ).toBe(7);
    expect(
      (await op('PUT', `/api/super-admin/leave-requests/${id}`, { status: 'APPROVED', days: 6 })).json().leaveRequest
        .days,
    ).toBe(7);
    // The rule's own figure clears the override (the page sends it when the field is emptied).
    expect(
      (await op('PUT', `/api/superadmin/leave-requests/${id}`, { days: 5, daysOverrideReason: null })).json()
        .leaveRequest,
    ).toMatchObject({ days: 5, daysOverrideReason: null });
  });

  it.each(['/api/superadmin/leave-requests', '/api/super-admin/leave-requests'])(
    "product §7 body {userId, leaveType, startDate, endDate, status, reason, days} on %s: the organization is the user's, days = calendar days + 1 is ignored for the rule's count",
    async (url) => {
      const person = await employee();
      const week = cleanWeek(url.includes('super-admin') ? 142 : 156);
      const sunday = addDays(week.monday, 6);
      const body = {
        userId: person.id,
        leaveType: 'annual_paid',
        startDate: week.monday,
        endDate: sunday,
        status: 'APPROVED',
        reason: 'Tatil',
        days: 7,
      };
      const response = await op('POST', url, body);
      expect(response.statusCode).toBe(201);
      expect(response.json().leaveRequest).toMatchObject({
        organizationId: org.id,
        userId: person.id,
        status: 'APPROVED',
        days: 5,
        daysOverrideReason: null,
      });
      await expectInvariant(response.json().leaveRequest.id);
      expect(await balance(person.id)).toBe(15);
      // With the organization named, another organization's user stays a 404.
      const foreign = await op('POST', url, {
        ...body,
        organizationId: other.id,
        startDate: addDays(week.monday, 14),
        endDate: addDays(sunday, 14),
      });
      expect(foreign.statusCode).toBe(404);
      // An unknown user is a 404 without an organization too.
      expect((await op('POST', url, { ...body, userId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    },
  );
});

describe('ledger invariants after operator leave edits (product §D4, the same checks as leaves-concurrency.test.ts)', () => {
  it('create APPROVED draws the days; PENDING → APPROVED draws; APPROVED → CANCELLED and → REJECTED return them; a date edit writes the difference; delete removes the effect', async () => {
    const person = await employee();
    const opening = await balance(person.id);
    expect(opening).toBe(20);
    const [w1, w2, w3, w4] = cleanWeeks(30, 4) as [CleanWeek, CleanWeek, CleanWeek, CleanWeek];
    const create = (week: typeof w1, status: string, end = week.friday) =>
      op('POST', '/api/superadmin/leave-requests', {
        organizationId: org.id,
        userId: person.id,
        startDate: week.monday,
        endDate: end,
        status,
        reason: 'Tatil',
      });

    // Create APPROVED: 5 days drawn at once.
    const approved = (await create(w1, 'APPROVED')).json().leaveRequest;
    await expectInvariant(approved.id);
    expect(await balance(person.id)).toBe(15);

    // PENDING → APPROVED: 3 days drawn.
    const pending = (await create(w2, 'PENDING', w2.day(2))).json().leaveRequest;
    expect(await ownLedger(pending.id)).toBe(0);
    expect((await op('PUT', `/api/superadmin/leave-requests/${pending.id}`, { status: 'APPROVED' })).statusCode).toBe(
      200,
    );
    await expectInvariant(pending.id);
    expect(await balance(person.id)).toBe(12);

    // APPROVED → CANCELLED: the 5 days come back.
    expect(
      (await op('PUT', `/api/superadmin/leave-requests/${approved.id}`, { status: 'CANCELLED' })).json().leaveRequest
        .status,
    ).toBe('CANCELLED');
    await expectInvariant(approved.id);
    expect(await balance(person.id)).toBe(17);

    // APPROVED → REJECTED: the 3 days come back.
    expect(
      (await op('PUT', `/api/superadmin/leave-requests/${pending.id}`, { status: 'REJECTED' })).json().leaveRequest
        .decisionReason,
    ).toBe('Red sebebi belirtilmedi');
    await expectInvariant(pending.id);
    expect(await balance(person.id)).toBe(20);

    // A date edit of an approved leave: 5 days → 2 days, the difference returned.
    const edited = (await create(w3, 'APPROVED')).json().leaveRequest;
    expect(await balance(person.id)).toBe(15);
    const edit = await op('PUT', `/api/superadmin/leave-requests/${edited.id}`, {
      startDate: w3.day(1),
      endDate: w3.day(2),
    });
    expect(edit.json().leaveRequest.days).toBe(2);
    await expectInvariant(edited.id);
    expect(await balance(person.id)).toBe(18);

    // Back and forth: REJECTED → APPROVED again draws once.
    expect((await op('PUT', `/api/superadmin/leave-requests/${pending.id}`, { status: 'APPROVED' })).statusCode).toBe(
      200,
    );
    await expectInvariant(pending.id);
    expect(await balance(person.id)).toBe(15);

    // Delete an approved leave: its effect is removed by an explained entry, and the balance is whole again.
    const deleted = (await create(w4, 'APPROVED')).json().leaveRequest;
    expect(await balance(person.id)).toBe(10);
    const removal = await op('DELETE', `/api/superadmin/leave-requests/${deleted.id}?organizationId=${org.id}`);
    expect(removal.statusCode).toBe(200);
    expect(removal.json().message).toBe('İzin talebi silindi.');
    expect(await balance(person.id)).toBe(15);
    const orphans = await ctx.handle.db
      .select()
      .from(leaveLedgerEntries)
      .where(
        and(
          eq(leaveLedgerEntries.userId, person.id),
          isNull(leaveLedgerEntries.leaveRequestId),
          eq(leaveLedgerEntries.kind, 'RETURN'),
        ),
      );
    expect(orphans.map((e) => e.reason)).toEqual([expect.stringContaining('İzin talebi operatör tarafından silindi')]);

    // Every remaining request keeps the invariant, and the balance is the opening minus what approved requests draw.
    const finals = await ctx.handle.db.select().from(leaveRequests).where(eq(leaveRequests.userId, person.id));
    let drawn = 0;
    for (const leave of finals) drawn += -(await ownLedger((await expectInvariant(leave.id)).id));
    expect(await balance(person.id)).toBe(opening - drawn);
  });

  it('a change of leave type away from annual leave returns its days; approval is refused past the balance (Turkish 400)', async () => {
    const person = await employee();
    const week = cleanWeek(86);
    const leave = (
      await op('POST', '/api/superadmin/leave-requests', {
        organizationId: org.id,
        userId: person.id,
        startDate: week.monday,
        endDate: week.friday,
        status: 'APPROVED',
      })
    ).json().leaveRequest;
    expect(await balance(person.id)).toBe(15);
    expect(
      (await op('PUT', `/api/superadmin/leave-requests/${leave.id}`, { leaveType: 'unpaid_leave' })).statusCode,
    ).toBe(200);
    await expectInvariant(leave.id);
    expect(await balance(person.id)).toBe(20);
    const long = cleanWeek(100);
    const tooLong = await op('POST', '/api/superadmin/leave-requests', {
      organizationId: org.id,
      userId: person.id,
      startDate: long.monday,
      endDate: addDays(long.friday, 28),
      status: 'APPROVED',
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('Yeterli yıllık izin bakiyesi yok');
  });

  it('the employee is mailed the decision, and every write leaves an audit entry with before and after', async () => {
    const person = await employee();
    const week = cleanWeek(114);
    const leave = (
      await op('POST', '/api/superadmin/leave-requests', {
        organizationId: org.id,
        userId: person.id,
        startDate: week.monday,
        endDate: week.day(1),
      })
    ).json().leaveRequest;
    await op('PUT', `/api/superadmin/leave-requests/${leave.id}`, { status: 'APPROVED' });
    const mails = await ctx.handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, person.email));
    expect(mails.map((m) => m.template)).toContain('leave-approved');
    await op('DELETE', `/api/superadmin/leave-requests/${leave.id}`);
    const entries = await ctx.handle.db.select().from(auditLog).where(eq(auditLog.targetId, leave.id));
    expect(entries.map((e) => e.action).sort()).toEqual(['leave.create', 'leave.delete', 'leave.update']);
    const update = entries.find((e) => e.action === 'leave.update')!;
    expect(update.before).toMatchObject({ status: 'PENDING' });
    expect(update.after).toMatchObject({ status: 'APPROVED', days: 2 });
  });
});

describe('tenancy of operator leave calls', () => {
  it("another organization's leave id is 404 when the organizationId does not match; the list shows only the organization's", async () => {
    const outsider = await employee(other.id);
    const week = cleanWeek(128);
    const foreign = (
      await op('POST', '/api/superadmin/leave-requests', {
        organizationId: other.id,
        userId: outsider.id,
        startDate: week.monday,
        endDate: week.monday,
      })
    ).json().leaveRequest;
    expect(
      (await op('PUT', `/api/superadmin/leave-requests/${foreign.id}`, { organizationId: org.id, status: 'APPROVED' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await op('DELETE', `/api/superadmin/leave-requests/${foreign.id}?organizationId=${org.id}`)).statusCode,
    ).toBe(404);
    const list = (await op('GET', `/api/superadmin/leave-requests?organizationId=${org.id}&limit=500`)).json();
    expect(list.leaveRequests.some((l: { id: string }) => l.id === foreign.id)).toBe(false);
    expect(list.leaveRequests.every((l: { organizationId: string }) => l.organizationId === org.id)).toBe(true);
  });

  it('the list pages by cursor, filters by status and user, and carries the user fields (product §3)', async () => {
    const listed = await createOrganization(ctx.handle.db);
    const person = await employee(listed.id);
    const weeks = cleanWeeks(30, 3);
    for (let i = 0; i < 3; i++) {
      const week = weeks[i]!;
      await op('POST', '/api/superadmin/leave-requests', {
        organizationId: listed.id,
        userId: person.id,
        startDate: week.monday,
        endDate: week.monday,
        status: i === 0 ? 'APPROVED' : 'PENDING',
      });
    }
    const first = (await op('GET', `/api/superadmin/leave-requests?organizationId=${listed.id}&limit=2`)).json();
    expect(first.leaveRequests).toHaveLength(2);
    const second = (
      await op('GET', `/api/superadmin/leave-requests?organizationId=${listed.id}&limit=2&cursor=${first.nextCursor}`)
    ).json();
    expect(second.leaveRequests).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    expect(second.leaveRequests[0].user).toMatchObject({ email: person.email, firstName: person.firstName });
    const approved = (
      await op('GET', `/api/superadmin/leave-requests?organizationId=${listed.id}&status=APPROVED&userId=${person.id}`)
    ).json();
    expect(approved.leaveRequests).toHaveLength(1);
  });
});
