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

describe('GET /api/dashboard/summary (product §2 dashboard cards)', () => {
  it('ADMIN: total staff, pending, active today (APPROVED with today inside), this month, six oldest staff; EMPLOYEE: own figures only', async () => {
    const db = ctx.handle.db;
    const org = await createOrganization(db);
    const admin = await createUser(db, org.id, { role: 'ADMIN' });
    const people = [];
    for (let i = 0; i < 7; i++) people.push(await createUser(db, org.id, { firstName: `Kişi${i}`, isActive: i !== 1 }));
    const on = (userId: string, status: 'PENDING' | 'APPROVED' | 'REJECTED', start: string, end: string) => ({
      organizationId: org.id,
      userId,
      leaveType: 'unpaid_leave',
      startDate: start,
      endDate: end,
      days: 1,
      status,
    });
    await db
      .insert(leaveRequests)
      .values([
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
    expect(summary.organization).toMatchObject({
      totalStaff: 8,
      activeStaff: 7,
      pendingRequests: 1,
      activeLeavesToday: 2,
      thisMonthRequests: 5,
    });
    expect(summary.organization.oldestStaff).toHaveLength(6);
    expect(summary.organization.oldestStaff[0].id).toBe(admin.id);
    expect(summary.organization.oldestStaff[2]).toMatchObject({ firstName: 'Kişi1', isActive: false });
    expect(summary.organization.onLeaveToday.map((p: { firstName: string }) => p.firstName).sort()).toEqual([
      'Kişi0',
      'Kişi2',
    ]);

    const employeeToken = await loginAs(ctx.app, org.subdomain, people[3]!.email, TEST_PASSWORD);
    const mine = (
      await request(ctx.app, orgHost(org.subdomain), 'GET', '/api/dashboard/summary', { token: employeeToken })
    ).json();
    expect(mine.organization).toBeNull();
    expect(mine.me).toMatchObject({
      pendingRequests: 1,
      annualLeaveDays: 20,
      usedLeaveDays: 0,
      remainingLeaveDays: 20,
    });
  });

  it('on leave today is whole days only: an approved hourly leave today (nursing, 1,5 saat) keeps its person at work (docs/leave-rules.md §16)', async () => {
    const db = ctx.handle.db;
    const org = await createOrganization(db);
    const admin = await createUser(db, org.id, { role: 'ADMIN' });
    const zeynep = await createUser(db, org.id, { firstName: 'Zeynep' });
    const can = await createUser(db, org.id, { firstName: 'Can' });
    const base = { organizationId: org.id, status: 'APPROVED' as const, startDate: addDays(today(), -3) };
    await db.insert(leaveRequests).values([
      {
        ...base,
        userId: zeynep.id,
        leaveType: 'nursing',
        endDate: addDays(today(), 30),
        days: 0,
        minutesPerDay: 90,
        minutes: 1800,
      },
      { ...base, userId: can.id, leaveType: 'unpaid_leave', endDate: addDays(today(), 1), days: 4 },
    ]);
    const token = await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD);
    const summary = (await request(ctx.app, orgHost(org.subdomain), 'GET', '/api/dashboard/summary', { token })).json();
    expect(summary.organization.activeLeavesToday).toBe(1);
    expect(summary.organization.onLeaveToday.map((p: { firstName: string }) => p.firstName)).toEqual(['Can']);
  });

  it('the staff list is the six longest-serving people by start date, oldest first, admins included (issue 21; not the order they were added)', async () => {
    const db = ctx.handle.db;
    const org = await createOrganization(db);
    // Added in this order (the demo's id order gave 2026, 2016, 2023, …); one without a start date.
    for (const [name, startDate] of [
      ['Gizem', '2026-07-01'],
      ['Emre', '2016-06-20'],
      ['Zeynep', '2023-02-06'],
      ['Burak', '2009-01-05'],
      ['Elif', '2021-11-29'],
      ['Kimse', null],
    ] as const) {
      await createUser(db, org.id, { firstName: name, startDate });
    }
    const admin = await createUser(db, org.id, { role: 'ADMIN', firstName: 'Ayşe', startDate: '2011-03-01' });
    await createUser(db, org.id, { role: 'MANAGER', firstName: 'Mehmet', startDate: '2018-09-10' });
    const token = await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD);
    const summary = (await request(ctx.app, orgHost(org.subdomain), 'GET', '/api/dashboard/summary', { token })).json();
    const list = summary.organization.oldestStaff.map(
      (p: { firstName: string; startDate: string | null }) => `${p.firstName} ${p.startDate}`,
    );
    expect(list).toEqual([
      'Burak 2009-01-05',
      'Ayşe 2011-03-01',
      'Emre 2016-06-20',
      'Mehmet 2018-09-10',
      'Elif 2021-11-29',
      'Zeynep 2023-02-06',
    ]);
  });
});
