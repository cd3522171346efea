import { addDays } from '@paydos/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leaveLedgerEntries, leaveRequests } from '../../db/schema';
import { createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, operatorHost, operatorToken, orgHost, request } from '../../../test/http';
import { ledgerSum } from '../../../test/ledger-sums';
import { cleanWeeks, today } from '../../../test/leave-dates';
import { seededShuffle } from '../../../test/seeded-shuffle';
import { useTestApp } from '../../../test/test-app';

const ctx = useTestApp();

const shuffle = <T>(items: T[], seed = 5) => seededShuffle(items, seed);

describe("product §D4 under operator edits: a request's own ledger entries sum to minus its days while APPROVED annual leave and 0 otherwise, and the balance is the ledger sum", () => {
  it("the operator's status changes, edits and deletes race the organization admin's approve / reject / cancel on the same requests", async () => {
    const db = ctx.handle.db;
    const org = await createOrganization(db);
    const host = orgHost(org.subdomain);
    const admin = await createUser(db, org.id, { role: 'ADMIN' });
    const adminToken = await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD);
    const opToken = await operatorToken(ctx.app, db);
    // 16 years of service: a large balance, so most approvals can succeed and race each other.
    const employee = await createUser(db, org.id, { startDate: addDays(today(), -16 * 366) });
    const token = await loginAs(ctx.app, org.subdomain, employee.email, TEST_PASSWORD);
    const sumFor = (where: ReturnType<typeof eq>) => ledgerSum(db, where);
    const opening = await sumFor(eq(leaveLedgerEntries.userId, employee.id));

    const weeks = cleanWeeks(30, 6);
    const ids: string[] = [];
    for (const [i, week] of weeks.entries()) {
      const body = {
        leaveType: i === 4 ? 'unpaid_leave' : 'annual_paid',
        startDate: week.monday,
        endDate: week.day(1 + (i % 3)),
        reason: `t${i}`,
      };
      const response = await request(ctx.app, host, 'POST', '/api/leaves', { token, body });
      expect(response.statusCode).toBe(201);
      ids.push(response.json().leaveRequest.id);
    }

    const calls = shuffle(
      ids.flatMap((id, i) => {
        const orgPut = (action: string, body?: unknown) => () =>
          request(ctx.app, host, 'PUT', `/api/leaves/${id}/${action}`, {
            token: adminToken,
            ...(body ? { body } : {}),
          });
        const opPut = (body: unknown) => () =>
          request(ctx.app, operatorHost, 'PUT', `/api/superadmin/leave-requests/${id}`, { token: opToken, body });
        const week = weeks[i]!;
        return [
          orgPut('approve'),
          orgPut('approve'),
          orgPut('reject', { reason: 'yarış' }),
          orgPut('cancel', {}),
          opPut({ status: 'APPROVED' }),
          opPut({ status: 'APPROVED' }),
          opPut({ status: 'PENDING' }),
          opPut({ status: 'CANCELLED' }),
          opPut({ status: 'REJECTED' }),
          opPut({ startDate: week.monday, endDate: week.friday }),
          opPut({ startDate: week.day(1), endDate: week.day(2), status: 'APPROVED' }),
          opPut({ days: 4.5, daysOverrideReason: 'Yarım gün eklendi' }),
          ...(i === 2
            ? [opPut({ leaveType: 'unpaid_leave' }), opPut({ leaveType: 'annual_paid', status: 'APPROVED' })]
            : []),
          ...(i === 3 || i === 5
            ? [
                () =>
                  request(ctx.app, operatorHost, 'DELETE', `/api/superadmin/leave-requests/${id}`, { token: opToken }),
              ]
            : []),
        ];
      }),
    );
    // Two rounds: the second finds requests the first approved, edited or deleted while others still race.
    const responses = [
      ...(await Promise.all(calls.map((c) => c()))),
      ...(await Promise.all(shuffle(calls, 13).map((c) => c()))),
    ];
    for (const r of responses) expect([200, 400, 404, 409], r.body).toContain(r.statusCode);
    expect(responses.filter((r) => r.statusCode === 200).length).toBeGreaterThan(ids.length);

    const finals = await db.select().from(leaveRequests).where(eq(leaveRequests.userId, employee.id));
    expect(finals).toHaveLength(4);
    let drawn = 0;
    for (const leave of finals) {
      const own = await sumFor(eq(leaveLedgerEntries.leaveRequestId, leave.id));
      const expected = leave.status === 'APPROVED' && leave.leaveType === 'annual_paid' ? -Number(leave.days) : 0;
      expect(own, `${leave.status} ${leave.leaveType} ${leave.startDate} ${leave.days}`).toBe(expected);
      drawn -= expected;
    }
    // The deleted requests' entries stay in the ledger (unlinked) and cancel out: the balance is explained by the requests left.
    expect(await sumFor(eq(leaveLedgerEntries.userId, employee.id))).toBe(opening - drawn);
    const me = (await request(ctx.app, host, 'GET', '/api/auth/me', { token })).json().user;
    expect(me.annualLeaveDays - me.usedLeaveDays).toBe(opening - drawn);
  });
});
