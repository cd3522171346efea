import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leaveLedgerEntries, leaveRequests, teamManagers } from '../../db/schema';
import { ledgerBalance, ledgerSum } from '../../../test/ledger-sums';
import { cleanWeeks } from '../../../test/leave-dates';
import { useTestApp } from '../../../test/test-app';
import { annualLeave, approvalOrganization, type Person } from './approvals-fixture';

/**
 * Issue 23 item 6: deciders acting at once on the same step (like leaves-concurrency.test.ts): each
 * step decided once, each request decided once, the ledger exact. The employee's row, then the
 * request's, are locked by every decision, so the loser sees the winner's decision and gets a 409.
 */
const ctx = useTestApp();
const weeks = cleanWeeks(30, 8);
const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

/** The request's own ledger entries sum to minus its days when approved, to nothing otherwise. */
async function expectLedgerExact(leaveId: string) {
  const [leave] = await ctx.handle.db.select().from(leaveRequests).where(eq(leaveRequests.id, leaveId));
  const own = await ledgerSum(ctx.handle.db, eq(leaveLedgerEntries.leaveRequestId, leaveId));
  expect(own, leave!.status).toBe(leave!.status === 'APPROVED' ? -Number(leave!.days) : 0);
  return leave!;
}

describe('issue 23 item 6: approval races', () => {
  it('two managers of one team approve the manager step at once: one moves it on, the other gets 409', async () => {
    const o = await approvalOrganization(ctx);
    const second = await o.person('MANAGER', 'Mert', 'Can', o.teams.sales);
    await ctx.handle.db
      .insert(teamManagers)
      .values({ organizationId: o.org.id, teamId: o.teams.sales, userId: second.id });
    const id = (await o.ask(o.employee, annualLeave(weeks[0]!))).json().leaveRequest.id;
    const both = await Promise.all([o.approve(o.manager, id, { note: 'bir' }), o.approve(second, id, { note: 'iki' })]);
    expect(statuses(both)).toEqual([200, 409]);
    const rows = await o.stepRows(id);
    expect(rows.map((r) => r.outcome)).toEqual(['APPROVED', null]);
    expect([o.manager.id, second.id]).toContain(rows[0]!.decidedById);
    const leave = await expectLedgerExact(id);
    expect(leave).toMatchObject({ status: 'PENDING', version: 2 });
  });

  it('approve against reject at one step: exactly one decides it', async () => {
    const o = await approvalOrganization(ctx);
    for (const [i, week] of weeks.slice(0, 4).entries()) {
      const id = (await o.ask(o.employee, annualLeave(week))).json().leaveRequest.id;
      const calls = [() => o.approve(o.manager, id), () => o.reject(o.manager, id, { reason: 'yarış' })];
      const responses = await Promise.all((i % 2 ? calls.reverse() : calls).map((call) => call()));
      expect(statuses(responses)).toEqual([200, 409]);
      const rows = await o.stepRows(id);
      expect(rows[0]!.outcome).not.toBeNull();
      const leave = await expectLedgerExact(id);
      expect(leave.status).toBe(rows[0]!.outcome === 'REJECTED' ? 'REJECTED' : 'PENDING');
    }
  });

  it('the last İK approval three times at once: approved once, the ledger drawn once', async () => {
    const o = await approvalOrganization(ctx);
    const admins: Person[] = [o.admin, await o.person('ADMIN', 'Bora', 'Tan'), await o.person('ADMIN', 'Cem', 'Ay')];
    const opening = await ledgerBalance(ctx.handle.db, o.employee.id);
    const ids: string[] = [];
    for (const week of weeks.slice(0, 3)) {
      const id = (await o.ask(o.employee, annualLeave(week))).json().leaveRequest.id;
      expect((await o.approve(o.manager, id)).statusCode).toBe(200);
      ids.push(id);
    }
    const responses = await Promise.all(ids.flatMap((id) => admins.map((admin) => o.approve(admin, id))));
    for (const id of ids) {
      const leave = await expectLedgerExact(id);
      expect(leave.status).toBe('APPROVED');
      expect((await o.stepRows(id)).map((r) => r.outcome)).toEqual(['APPROVED', 'APPROVED']);
    }
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(6);
    expect(await ledgerBalance(ctx.handle.db, o.employee.id)).toBe(opening - 6);
  });

  it('the flow changed while requests are pending: each keeps the steps it was sent with and is decided once', async () => {
    const o = await approvalOrganization(ctx);
    const ids: string[] = [];
    for (const week of weeks.slice(0, 4)) ids.push((await o.ask(o.employee, annualLeave(week))).json().leaveRequest.id);
    const flows = ['ADMIN_ONLY', 'MANAGER_THEN_ADMIN', 'ADMIN_ONLY'].map(
      (kind) => () => o.call(o.admin.token, 'PUT', '/api/organization/approval-flow', { kind }),
    );
    const decisions = ids.flatMap((id) => [() => o.approve(o.manager, id), () => o.approve(o.admin, id)]);
    const responses = await Promise.all([...flows, ...decisions].map((call) => call()));
    for (const r of responses) expect([200, 403, 409]).toContain(r.statusCode);
    for (const id of ids) {
      expect((await o.stepRows(id)).map((r) => r.kind)).toEqual(['TEAM_MANAGER', 'ADMIN']);
      const leave = await expectLedgerExact(id);
      if (leave.status === 'PENDING') {
        // İK's call came before the manager's: it waits for İK still.
        expect((await o.approve(o.admin, id)).statusCode).toBe(200);
      }
      expect((await expectLedgerExact(id)).status).toBe('APPROVED');
    }
  });

  it('a team rule changed while requests are pending: a lock and a minimum set over their days neither move nor block them; each is decided once, the ledger exact', async () => {
    const o = await approvalOrganization(ctx);
    const asked = weeks.slice(4, 7);
    const ids: string[] = [];
    for (const week of asked) ids.push((await o.ask(o.employee, annualLeave(week))).json().leaveRequest.id);
    // The rules are checked when a request is sent (docs/approval-rules.md section 5): set later, at the same
    // time as the decisions, they apply to new requests only.
    const rules = [
      ...asked.map(
        (week) => () =>
          o.call(o.admin.token, 'POST', '/api/team-rules/lock-periods', {
            teamId: o.teams.sales,
            startDate: week.monday,
            endDate: week.day(4),
            mode: 'REFUSE',
            reason: 'Sayım',
          }),
      ),
      () =>
        o.call(o.admin.token, 'PUT', `/api/team-rules/teams/${o.teams.sales}/minimum`, {
          minimumAtWork: 3,
          mode: 'REFUSE',
        }),
    ];
    const decisions = ids.flatMap((id) => [() => o.approve(o.manager, id), () => o.approve(o.admin, id)]);
    const responses = await Promise.all([...rules, ...decisions].map((call) => call()));
    for (const r of responses.slice(0, rules.length)) expect([200, 201]).toContain(r.statusCode);
    for (const r of responses.slice(rules.length)) expect([200, 403, 409]).toContain(r.statusCode);
    for (const id of ids) {
      expect((await o.stepRows(id)).map((r) => r.kind)).toEqual(['TEAM_MANAGER', 'ADMIN']);
      if ((await expectLedgerExact(id)).status === 'PENDING') {
        const manager = (await o.stepRows(id))[0]!.outcome === null;
        if (manager) expect((await o.approve(o.manager, id)).statusCode).toBe(200);
        expect((await o.approve(o.admin, id)).statusCode).toBe(200);
      }
      expect((await expectLedgerExact(id)).status).toBe('APPROVED');
      // Decided once: a further approval is a conflict, and nothing moves.
      expect((await o.approve(o.admin, id)).statusCode).toBe(409);
      await expectLedgerExact(id);
    }
    // A new request on a locked day is refused by the rule now in force.
    const refused = await o.ask(o.colleague, annualLeave(asked[0]!));
    expect(refused.statusCode).toBe(400);
  });

  it('the last approval against a cancel: the request ends approved or cancelled, the ledger exact', async () => {
    const o = await approvalOrganization(ctx);
    const opening = await ledgerBalance(ctx.handle.db, o.employee.id);
    let drawn = 0;
    for (const [i, week] of weeks.slice(0, 4).entries()) {
      const id = (await o.ask(o.employee, annualLeave(week))).json().leaveRequest.id;
      await o.approve(o.manager, id);
      const calls = [() => o.approve(o.admin, id), () => o.call(o.admin.token, 'PUT', `/api/leaves/${id}/cancel`, {})];
      const responses = await Promise.all((i % 2 ? calls.reverse() : calls).map((call) => call()));
      for (const r of responses) expect([200, 409]).toContain(r.statusCode);
      const leave = await expectLedgerExact(id);
      expect(['APPROVED', 'CANCELLED']).toContain(leave.status);
      if (leave.status === 'APPROVED') drawn += Number(leave.days);
    }
    expect(await ledgerBalance(ctx.handle.db, o.employee.id)).toBe(opening - drawn);
  });
});
