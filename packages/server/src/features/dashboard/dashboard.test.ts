import { addDays } from '@paydos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveRequests } from '../../db/schema';
import { createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, orgHost, request } from '../../../test/http';
import { today } from '../../../test/leave-dates';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/dashboard/summary (spec §2 dashboard cards)', () => {
  it('ADMIN: total staff, pending, active today (APPROVED with today inside), this month, six oldest staff; EMPLOYEE: own figures only', async () => {
    const db = ctx.handle.db;
    const org = await createOrganization(db);
    const admin = await createUser(db, org.id, { role: 'ADMIN' });
    const people = [];
    for (let i = 0; i < 7; i++) people.push(await createUser(db, org.id, { firstName: `Kişi${i}`, isActive: i !== 1 }));
    const on = (userId: string, status: 'PENDING' | 'APPROVED' | 'REJECTED', start: string, end: string) => ({
      organizationId: org.id, userId, leaveType: 'unpaid_leave', startDate: start, endDate: end, days: 1, status,
    });
    await db.insert(leaveRequests).values([
      on(people[0]!.id, 'APPROVED', addDays(today(), -1), addDays(today(), 1)),
      on(people[2]!.id, 'APPROVED', today(), today()),
      on(people[3]!.id, 'PENDING', addDays(today(), 3), addDays(today(), 3)),
      on(people[4]!.id, 'APPROVED', addDays(today(), 5), addDays(today(), 6)),
      on(people[5]!.id, 'REJECTED', today(), today()),
    ]);
    const token = await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD);
    const response = await request(ctx.app, orgHost(org.subdomain), 'GET', '/api/dashboard/summary', { token });
    expect(response.statusCode).toBe(200);
    const summary = response.json();
    expect(summary.organization).toMatchObject({ totalStaff: 8, activeStaff: 7, pendingRequests: 1, activeLeavesToday: 2, thisMonthRequests: 5 });
    expect(summary.organization.oldestStaff).toHaveLength(6);
    expect(summary.organization.oldestStaff[0].id).toBe(admin.id);
    expect(summary.organization.oldestStaff[2]).toMatchObject({ firstName: 'Kişi1', isActive: false });
    expect(summary.organization.onLeaveToday.map((p: { firstName: string }) => p.firstName).sort()).toEqual(['Kişi0', 'Kişi2']);

    const employeeToken = await loginAs(ctx.app, org.subdomain, people[3]!.email, TEST_PASSWORD);
    const mine = (await request(ctx.app, orgHost(org.subdomain), 'GET', '/api/dashboard/summary', { token: employeeToken })).json();
    expect(mine.organization).toBeNull();
    expect(mine.me).toMatchObject({ pendingRequests: 1, annualLeaveDays: 20, usedLeaveDays: 0, remainingLeaveDays: 20 });
  });
});
