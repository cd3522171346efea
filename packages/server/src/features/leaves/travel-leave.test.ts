import { travelLeaveDates, travelLeaveMessages } from '@paydos/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, leaveRequests } from '../../db/schema';
import { request } from '../../../test/http';
import { cleanWeeks, type CleanWeek } from '../../../test/leave-dates';
import { adminToken, ask, balanceOf, ctx, host, newEmployee, put, useLeavesOrganization } from './leaves-fixture';

// 4857 md. 56/4, docs/leave-rules.md section 15: an annual leave spent elsewhere may add up to 4 unpaid travel
// days with the destination; they follow the leave on the next working days and never draw on the balance.
useLeavesOrganization();

const [w1, w2, w3] = cleanWeeks(21, 3) as [CleanWeek, CleanWeek, CleanWeek];
const mondayToFriday = [1, 2, 3, 4, 5] as const;
const travelAfter = (endDate: string, travelDays: number) =>
  travelLeaveDates({ endDate, travelDays, workingDays: mondayToFriday });
const annual = (startDate: string, endDate: string, more: Record<string, unknown> = {}) => ({
  leaveType: 'annual_paid',
  startDate,
  endDate,
  reason: 'Memlekete gidiyorum',
  ...more,
});
const rowsOf = (userId: string) => ctx.handle.db.select().from(leaveRequests).where(eq(leaveRequests.userId, userId));
async function usageLine(employeeId: string, leaveId: string) {
  const ledger = await request(ctx.app, host, 'GET', `/api/employee/${employeeId}/ledger`, { token: adminToken });
  const entries = ledger.json().entries as Array<{ kind: string; leaveRequestId: string | null; reason: string }>;
  return entries.find((e) => e.kind === 'USAGE' && e.leaveRequestId === leaveId)?.reason;
}

describe('4857 md. 56/4: travel leave with an annual leave request (the API)', () => {
  it('an annual request with 2 travel days and a destination: stored, answered, placed on the working days after the leave; the approval draws only the annual days and the ledger says why', async () => {
    const employee = await newEmployee();
    const before = await balanceOf(employee.id);
    const created = await ask(
      employee.token,
      annual(w1.monday, w1.friday, { travelDays: 2, travelDestination: ' Trabzon ' }),
    );
    expect(created.statusCode).toBe(201);
    const travelDates = travelAfter(w1.friday, 2);
    expect(created.json().leaveRequest).toMatchObject({
      days: 5,
      travelDays: 2,
      travelDestination: 'Trabzon',
      travelEndDate: travelDates[1],
    });
    const id = created.json().leaveRequest.id as string;
    expect((await put(adminToken, id, 'approve')).statusCode).toBe(200);
    expect(await balanceOf(employee.id)).toBe(before - 5);
    expect(await usageLine(employee.id, id)).toMatch(
      /; ayrıca 2 gün ücretsiz yol izni \(Trabzon\): bakiyeden düşmez \(4857 md\. 56\)/,
    );
    // İzin Taleplerim and the approvals list answer the travel days too.
    const mine = await request(ctx.app, host, 'GET', '/api/leaves/my-requests', { token: employee.token });
    expect(mine.json().leaveRequests[0]).toMatchObject({ travelDays: 2, travelDestination: 'Trabzon' });
    const list = await request(ctx.app, host, 'GET', `/api/leaves?q=${encodeURIComponent(employee.lastName)}`, {
      token: adminToken,
    });
    expect(list.json().leaveRequests.find((l: { id: string }) => l.id === id)).toMatchObject({ travelDays: 2 });
  });

  it('a request in product §7’s shape (no travel fields) keeps working: no travel days', async () => {
    const employee = await newEmployee();
    const created = await ask(employee.token, annual(w1.monday, w1.day(1)));
    expect(created.statusCode).toBe(201);
    expect(created.json().leaveRequest).toMatchObject({ travelDays: 0, travelDestination: null, travelEndDate: null });
  });

  it.each([
    {
      rule: 'more than 4 travel days',
      body: { travelDays: 5, travelDestination: 'İzmir' },
      field: 'travelDays',
      message: travelLeaveMessages.daysRange(4),
    },
    {
      rule: 'a fraction of a travel day',
      body: { travelDays: 1.5, travelDestination: 'İzmir' },
      field: 'travelDays',
      message: travelLeaveMessages.daysRange(4),
    },
    {
      rule: 'a negative number',
      body: { travelDays: -1, travelDestination: 'İzmir' },
      field: 'travelDays',
      message: travelLeaveMessages.daysRange(4),
    },
    {
      rule: 'a number as text',
      body: { travelDays: '2', travelDestination: 'İzmir' },
      field: 'travelDays',
      message: travelLeaveMessages.daysRange(4),
    },
    {
      rule: 'travel days without the destination',
      body: { travelDays: 2 },
      field: 'travelDestination',
      message: travelLeaveMessages.destinationRequired,
    },
    {
      rule: 'a blank destination',
      body: { travelDays: 2, travelDestination: '   ' },
      field: 'travelDestination',
      message: travelLeaveMessages.destinationRequired,
    },
    {
      rule: 'a destination over 100 characters',
      body: { travelDays: 2, travelDestination: 'x'.repeat(101) },
      field: 'travelDestination',
      message: travelLeaveMessages.destinationTooLong,
    },
    {
      rule: 'travel days on unpaid leave',
      body: { leaveType: 'unpaid_leave', travelDays: 1, travelDestination: 'İzmir' },
      field: 'travelDays',
      message: travelLeaveMessages.onlyAnnual,
    },
  ])(
    '4857 md. 56/4 refuses $rule: a Turkish 400 naming the field, nothing written',
    async ({ body, field, message }) => {
      const employee = await newEmployee();
      const refused = await ask(employee.token, annual(w2.monday, w2.friday, body));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields?.[field]).toBe(message);
      expect(await rowsOf(employee.id)).toEqual([]);
    },
  );

  it('the travel days belong to the leave’s span: another request on a travel day overlaps (409)', async () => {
    const employee = await newEmployee();
    const created = await ask(
      employee.token,
      annual(w2.monday, w2.friday, { travelDays: 2, travelDestination: 'Van' }),
    );
    expect(created.statusCode).toBe(201);
    const onTravelDay = travelAfter(w2.friday, 2)[1]!;
    const clash = await ask(employee.token, {
      leaveType: 'unpaid_leave',
      startDate: onTravelDay,
      endDate: onTravelDay,
      reason: 'x',
    });
    expect(clash.statusCode).toBe(409);
  });

  it('an ADMIN records an annual leave with travel days for someone: approved at once, balance drawn by the annual days only; editing moves the travel days with the new end and keeps them when left out', async () => {
    const employee = await newEmployee();
    const before = await balanceOf(employee.id);
    const recorded = await request(ctx.app, host, 'POST', `/api/leaves/employee/${employee.id}`, {
      token: adminToken,
      body: annual(w3.monday, w3.day(2), { travelDays: 1, travelDestination: 'Kars' }),
    });
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json().leaveRequest).toMatchObject({ status: 'APPROVED', days: 3, travelDays: 1 });
    expect(await balanceOf(employee.id)).toBe(before - 3);
    const id = recorded.json().leaveRequest.id as string;

    const edited = await request(ctx.app, host, 'PUT', `/api/leaves/${id}/update`, {
      token: adminToken,
      body: { startDate: w3.monday, endDate: w3.day(3), travelDays: 3, travelDestination: 'Erzurum' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().leaveRequest).toMatchObject({
      days: 4,
      travelDays: 3,
      travelDestination: 'Erzurum',
      travelEndDate: travelAfter(w3.day(3), 3)[2],
    });
    expect(await balanceOf(employee.id)).toBe(before - 4);

    const datesOnly = await request(ctx.app, host, 'PUT', `/api/leaves/${id}/update`, {
      token: adminToken,
      body: { startDate: w3.monday, endDate: w3.day(2) },
    });
    expect(datesOnly.json().leaveRequest).toMatchObject({
      travelDays: 3,
      travelDestination: 'Erzurum',
      travelEndDate: travelAfter(w3.day(2), 3)[2],
    });
    const refused = await request(ctx.app, host, 'PUT', `/api/leaves/${id}/update`, {
      token: adminToken,
      body: { startDate: w3.monday, endDate: w3.day(2), travelDays: 5 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.travelDays).toBe(travelLeaveMessages.daysRange(4));
    const removed = await request(ctx.app, host, 'PUT', `/api/leaves/${id}/update`, {
      token: adminToken,
      body: { startDate: w3.monday, endDate: w3.day(2), travelDays: 0 },
    });
    expect(removed.json().leaveRequest).toMatchObject({ travelDays: 0, travelDestination: null, travelEndDate: null });
    const audits = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'leave.record')));
    expect(audits[0]!.after).toMatchObject({ travelDays: 1 });
  });

  it('4857 md. 56/4: adding travel days on the edit of an approved leave draws only the new annual days, and the edit’s ledger line says the travel days are unpaid', async () => {
    const employee = await newEmployee();
    const before = await balanceOf(employee.id);
    const recorded = await request(ctx.app, host, 'POST', `/api/leaves/employee/${employee.id}`, {
      token: adminToken,
      body: annual(w2.monday, w2.day(2)),
    });
    expect(recorded.statusCode).toBe(201);
    const id = recorded.json().leaveRequest.id as string;
    const edited = await request(ctx.app, host, 'PUT', `/api/leaves/${id}/update`, {
      token: adminToken,
      body: { startDate: w2.monday, endDate: w2.day(1), travelDays: 2, travelDestination: 'Muş' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().leaveRequest).toMatchObject({ days: 2, travelDays: 2, travelDestination: 'Muş' });
    expect(await balanceOf(employee.id)).toBe(before - 2);
    const ledger = await request(ctx.app, host, 'GET', `/api/employee/${employee.id}/ledger`, { token: adminToken });
    const lines = ledger.json().entries as Array<{ kind: string; leaveRequestId: string | null; reason: string }>;
    const editLine = lines.find((e) => e.kind === 'RETURN' && e.leaveRequestId === id)?.reason;
    expect(editLine).toMatch(/^Onaylı izin düzenlendi: .*; ayrıca 2 gün ücretsiz yol izni \(Muş\): bakiyeden düşmez/);
    const withoutPlace = await request(ctx.app, host, 'PUT', `/api/leaves/${id}/update`, {
      token: adminToken,
      body: { startDate: w2.monday, endDate: w2.day(1), travelDays: 1, travelDestination: '' },
    });
    expect(withoutPlace.statusCode).toBe(400);
    expect(withoutPlace.json().fields.travelDestination).toBe(travelLeaveMessages.destinationRequired);
  });
});
