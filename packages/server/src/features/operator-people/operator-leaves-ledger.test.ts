import { addDays } from '@paydos/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, leaveLedgerEntries, leaveRequests, mailOutbox } from '../../db/schema';
import { createOrganization } from '../../../test/factories';
import { cleanWeek, cleanWeeks, type CleanWeek } from '../../../test/leave-dates';
import {
  balance,
  ctx,
  employee,
  expectInvariant,
  op,
  org,
  other,
  ownLedger,
  useOperatorLeaves,
} from './operator-leaves-fixture';

useOperatorLeaves();

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
