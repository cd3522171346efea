import { addDays } from '@paydos/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leaveLedgerEntries, mailOutbox } from '../../db/schema';
import { cleanWeek, today } from '../../../test/leave-dates';
import { messages } from '@paydos/contract/messages';
import {
  adminToken,
  ask,
  balanceOf,
  ctx,
  entriesOf,
  newEmployee,
  orgId,
  put,
  useLeavesOrganization,
} from './leaves-fixture';

useLeavesOrganization();

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
    // 20 days: two 5-day parts leave 10, a part the 10-day rule still allows (4857 md. 56).
    const employee = await newEmployee({ startDate: addDays(today(), -(6 * 365 + 10)) });
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
      days: -13,
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
