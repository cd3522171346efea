import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leaveRequests, mailOutbox } from '../../db/schema';
import { createUser } from '../../../test/factories';
import { cleanWeek } from '../../../test/leave-dates';
import { ctx, employee, op, org, useOperatorLeaves } from './operator-leaves-fixture';

useOperatorLeaves();

/** The templates of the outbox's mails to this address, oldest first. */
const templatesTo = async (email: string) =>
  (await ctx.handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((mail) => mail.template);

/** A pending request of the person whose substitute is named, as the organization's leave form stores it. */
async function pendingWithSubstitute(week: { monday: string; friday: string }, substituteId: string) {
  const person = await employee();
  const created = await op('POST', '/api/superadmin/leave-requests', {
    organizationId: org.id,
    userId: person.id,
    startDate: week.monday,
    endDate: week.friday,
  });
  expect(created.statusCode).toBe(201);
  const id: string = created.json().leaveRequest.id;
  await ctx.handle.db
    .update(leaveRequests)
    .set({ substituteId })
    .where(and(eq(leaveRequests.id, id), eq(leaveRequests.organizationId, org.id)));
  return id;
}

describe('operator leave commands and the substitute (vekil, issue 23 item 4)', () => {
  it('issue 23 item 4: the substitute is told when the operator approves, moves the dates of and cancels the leave, as after the organization’s own commands', async () => {
    const substitute = await createUser(ctx.handle.db, org.id, { firstName: 'Vekil', lastName: 'Kişi' });
    const id = await pendingWithSubstitute(cleanWeek(60), substitute.id);
    const url = `/api/superadmin/leave-requests/${id}`;
    expect(await templatesTo(substitute.email)).toEqual([]);

    expect((await op('PUT', url, { status: 'APPROVED' })).statusCode).toBe(200);
    expect(await templatesTo(substitute.email)).toEqual(['substitute-approved']);
    const later = cleanWeek(90);
    expect((await op('PUT', url, { startDate: later.monday, endDate: later.friday })).statusCode).toBe(200);
    expect(await templatesTo(substitute.email)).toEqual(['substitute-approved', 'substitute-updated']);
    expect((await op('PUT', url, { reason: 'Yalnızca açıklama' })).statusCode).toBe(200);
    expect(await templatesTo(substitute.email)).toHaveLength(2);
    expect((await op('PUT', url, { status: 'CANCELLED' })).statusCode).toBe(200);
    expect(await templatesTo(substitute.email)).toEqual([
      'substitute-approved',
      'substitute-updated',
      'substitute-cancelled',
    ]);
  });

  it('issue 23 item 4: deleting an approved leave tells its substitute he no longer stands in; deleting a pending one tells him nothing', async () => {
    const substitute = await createUser(ctx.handle.db, org.id, { firstName: 'Vekil', lastName: 'İki' });
    const approved = await pendingWithSubstitute(cleanWeek(120), substitute.id);
    expect((await op('PUT', `/api/superadmin/leave-requests/${approved}`, { status: 'APPROVED' })).statusCode).toBe(
      200,
    );
    const pending = await pendingWithSubstitute(cleanWeek(150), substitute.id);

    expect((await op('DELETE', `/api/superadmin/leave-requests/${pending}`)).statusCode).toBe(200);
    expect(await templatesTo(substitute.email)).toEqual(['substitute-approved']);
    expect((await op('DELETE', `/api/superadmin/leave-requests/${approved}`)).statusCode).toBe(200);
    expect(await templatesTo(substitute.email)).toEqual(['substitute-approved', 'substitute-cancelled']);
  });
});
