import { addDays, addYearsClamped, HOURLY_TEXTS, travelLeaveDates } from '@paydos/domain';
import { messages } from '@paydos/contract/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, leaveRequests } from '../../db/schema';
import { TEST_PASSWORD } from '../../../test/factories';
import { loginAs, orgHost, request } from '../../../test/http';
import { cleanWeeks, today } from '../../../test/leave-dates';
import { ctx, employee, expectInvariant, op, org, useOperatorLeaves } from './operator-leaves-fixture';

// The operator's edit of an hourly leave and of a leave with travel days (issue 24 items 3 and 6): the
// requester's own rules (docs/leave-rules.md sections 15 and 16), on the operator's PUT.
useOperatorLeaves();

const [first, second, third] = cleanWeeks(14, 3);
const url = (id: string) => `/api/superadmin/leave-requests/${id}`;
const edit = (id: string, body: Record<string, unknown>) => op('PUT', url(id), { organizationId: org.id, ...body });

/** An employee's own request through the organization's API (the operator cannot create hours). */
async function asked(body: Record<string, unknown>) {
  const person = await employee();
  const token = await loginAs(ctx.app, org.subdomain, person.email, TEST_PASSWORD);
  const sent = await request(ctx.app, orgHost(org.subdomain), 'POST', '/api/leaves', {
    token,
    body: { reason: 'Talep', ...body },
  });
  expect(sent.statusCode).toBe(201);
  return { person, id: sent.json().leaveRequest.id as string };
}

const nursing = (childBirthDate: string) => ({
  leaveType: 'nursing',
  startDate: first!.monday,
  endDate: first!.friday,
  minutesPerDay: 90,
  childBirthDate,
});

describe('süt izni (4857 md. 74) edited by the operator: the requester’s rules, in minutes', () => {
  it('süt izni (4857 md. 74): the operator sets 60 minutes a day on three days, 3 sa, its leave days stay 0 and the audit has the minutes', async () => {
    const { id } = await asked(nursing(addDays(today(), -60)));
    const response = await edit(id, {
      leaveType: 'nursing',
      startDate: first!.monday,
      endDate: first!.day(2),
      status: 'APPROVED',
      minutesPerDay: 60,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().leaveRequest).toMatchObject({ days: 0, status: 'APPROVED' });
    expect(response.json().leaveRequest.hours).toMatchObject({ minutesPerDay: 60, minutes: 180 });
    const [row] = await ctx.handle.db.select().from(leaveRequests).where(eq(leaveRequests.id, id));
    expect(row).toMatchObject({ minutesPerDay: 60, minutes: 180, days: 0, daysOverrideReason: null });
    await expectInvariant(id);
    const [audit] = await ctx.handle.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit!.after).toMatchObject({ days: 0, minutes: 180 });
  });

  it('süt izni (4857 md. 74): more than 1 sa 30 dk a day is a Turkish 400 naming minutesPerDay; nothing changes', async () => {
    const { id } = await asked(nursing(addDays(today(), -60)));
    const response = await edit(id, { minutesPerDay: 120 });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.minutesPerDay).toBe(HOURLY_TEXTS.nursingOverAllowance(90));
    const [row] = await ctx.handle.db.select().from(leaveRequests).where(eq(leaveRequests.id, id));
    expect(row).toMatchObject({ minutesPerDay: 90, minutes: 450 });
  });

  it('süt izni (4857 md. 74) ends the day before the first birthday: moving it past is refused, naming the last day', async () => {
    // The child turns one in the second week: the first week is allowed, the third is not.
    const childBirthDate = addYearsClamped(second!.day(2), -1);
    const { id } = await asked(nursing(childBirthDate));
    const response = await edit(id, { startDate: third!.monday, endDate: third!.friday });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.endDate ?? response.json().fields.startDate).toBe(
      HOURLY_TEXTS.nursingAfterFirstBirthday(second!.day(2), second!.day(1)),
    );
  });

  it('hourly leave (docs/decisions/015): the operator’s edit without hours keeps them and recounts the minutes on the new dates; a day override or whole days on nursing leave is refused', async () => {
    const { id } = await asked(nursing(addDays(today(), -60)));
    const moved = await edit(id, { startDate: second!.monday, endDate: second!.day(1), reason: 'Operatör' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().leaveRequest.hours).toMatchObject({ minutesPerDay: 90, minutes: 180 });
    expect(moved.json().leaveRequest.days).toBe(0);

    const override = await edit(id, { days: 2, daysOverrideReason: 'Bordro' });
    expect(override.statusCode).toBe(400);
    expect(override.json().fields.days).toBe(messages.operatorPeople.hourlyDaysRefused);

    const wholeDays = await edit(id, { minutesPerDay: null });
    expect(wholeDays.statusCode).toBe(400);
    expect(wholeDays.json().fields.minutesPerDay).toBe(HOURLY_TEXTS.nursingNeedsMinutes);
  });

  it('the operator’s organization summary carries its working time (the hourly editor’s limits)', async () => {
    const response = await op('GET', `/api/superadmin/organizations/${org.id}/users`);
    expect(response.statusCode).toBe(200);
    expect(response.json().organization.workingTime).toEqual({ dailyMinutes: 450, hourlyLeave: false });
  });
});

describe('yol izni (4857 md. 56/4) under the operator’s edit', () => {
  it('yol izni (4857 md. 56/4): an operator moving an annual leave keeps its travel days after the new end; a leave on a travel day overlaps', async () => {
    const { person, id } = await asked({
      leaveType: 'annual_paid',
      startDate: first!.monday,
      endDate: first!.day(2),
      travelDays: 2,
      travelDestination: 'Van',
    });
    const moved = await edit(id, { startDate: second!.monday, endDate: second!.day(1), status: 'APPROVED' });
    expect(moved.statusCode).toBe(200);
    const travel = travelLeaveDates({ endDate: second!.day(1), travelDays: 2, workingDays: [1, 2, 3, 4, 5] });
    const [row] = await ctx.handle.db.select().from(leaveRequests).where(eq(leaveRequests.id, id));
    expect(row).toMatchObject({ days: 2, travelDays: 2, travelDestination: 'Van', travelEndDate: travel[1] });
    await expectInvariant(id);

    const clash = await op('POST', '/api/superadmin/leave-requests', {
      organizationId: org.id,
      userId: person.id,
      startDate: travel[0],
      endDate: travel[0],
    });
    expect(clash.statusCode).toBe(409);
  });
});
