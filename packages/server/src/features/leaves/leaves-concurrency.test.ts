import { addDays } from '@paydos/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leaveLedgerEntries, leaveRequests } from '../../db/schema';
import { createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, orgHost, request } from '../../../test/http';
import { ledgerSum } from '../../../test/ledger-sums';
import { cleanWeeks, today } from '../../../test/leave-dates';
import { seededShuffle } from '../../../test/seeded-shuffle';
import { useTestApp } from '../../../test/test-app';

const ctx = useTestApp();

const shuffle = <T>(items: T[], seed = 7) => seededShuffle(items, seed);

describe('product §D4: two admins acting at once never count a day twice', () => {
  it('many parallel approve / reject / edit / cancel calls: ledger sums and balances stay exact', async () => {
    const db = ctx.handle.db;
    const org = await createOrganization(db);
    const host = orgHost(org.subdomain);
    const admins = await Promise.all(
      [1, 2, 3].map(async () => {
        const admin = await createUser(db, org.id, { role: 'ADMIN' });
        return loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD);
      }),
    );
    // 16 years of service: a large balance, so most approvals can succeed and race each other.
    const employee = await createUser(db, org.id, { startDate: addDays(today(), -16 * 366) });
    const token = await loginAs(ctx.app, org.subdomain, employee.email, TEST_PASSWORD);
    const sumFor = (where: ReturnType<typeof eq>) => ledgerSum(db, where);
    const opening = await sumFor(eq(leaveLedgerEntries.userId, employee.id));

    const ids: string[] = [];
    const weeks = cleanWeeks(30, 5);
    for (let i = 0; i < 5; i++) {
      const week = weeks[i]!;
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
        const put =
          (action: string, body?: unknown, admin = 0) =>
          () =>
            request(ctx.app, host, 'PUT', `/api/leaves/${id}/${action}`, {
              token: admins[admin % 3]!,
              ...(body ? { body } : {}),
            });
        return [
          put('approve', undefined, 0),
          put('approve', undefined, 1),
          put('approve', undefined, 2),
          ...(i === 1 ? [put('reject', { reason: 'yarış' }, 1)] : []),
          put('update', { startDate: weeks[i]!.monday, endDate: weeks[i]!.friday }, 1),
          put('update', { startDate: weeks[i]!.day(1), endDate: weeks[i]!.day(2) }, 2),
          ...(i % 2 === 0 ? [put('cancel', {}, 0), put('cancel', { reason: 'iki kez' }, 2)] : []),
        ];
      }),
    );
    // Two rounds: the second finds approved requests to edit and cancel while others still race.
    const responses = [
      ...(await Promise.all(calls.map((c) => c()))),
      ...(await Promise.all(shuffle(calls, 11).map((c) => c()))),
    ];
    for (const r of responses) expect([200, 400, 409]).toContain(r.statusCode);
    expect(responses.some((r) => r.statusCode === 409)).toBe(true);

    const finals = await db.select().from(leaveRequests).where(eq(leaveRequests.userId, employee.id));
    let drawn = 0;
    for (const leave of finals) {
      const own = await sumFor(eq(leaveLedgerEntries.leaveRequestId, leave.id));
      const expected = leave.status === 'APPROVED' && leave.leaveType === 'annual_paid' ? -Number(leave.days) : 0;
      expect(own, `${leave.status} ${leave.startDate}`).toBe(expected);
      drawn -= expected;
      // Each successful state change bumped the version once; an approved request was approved exactly once.
      const approvals = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(leaveLedgerEntries)
        .where(
          sql`${leaveLedgerEntries.leaveRequestId} = ${leave.id} and ${leaveLedgerEntries.reason} like 'Yıllık izin kullanımı%'`,
        );
      expect(approvals[0]!.n).toBeLessThanOrEqual(1);
    }
    expect(await sumFor(eq(leaveLedgerEntries.userId, employee.id))).toBe(opening - drawn);
    const me = (await request(ctx.app, host, 'GET', '/api/auth/me', { token })).json().user;
    expect(me.annualLeaveDays - me.usedLeaveDays).toBe(opening - drawn);
  });
});
