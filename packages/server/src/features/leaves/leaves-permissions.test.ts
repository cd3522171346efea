import { addDays } from '@paydos/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leaveRequests, mailOutbox, users } from '../../db/schema';
import { request } from '../../../test/http';
import { cleanWeek, today } from '../../../test/leave-dates';
import { messages } from '@paydos/contract/messages';
import {
  adminToken,
  ask,
  balanceOf,
  ctx,
  host,
  managerToken,
  newEmployee,
  orgId,
  otherAdminToken,
  otherHost,
  put,
  useLeavesOrganization,
} from './leaves-fixture';

useLeavesOrganization();

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
