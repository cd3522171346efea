import { messages } from '@paydos/contract/messages';
import { addDays } from '@paydos/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leaveRequests, users } from '../../db/schema';
import { ledgerBalance } from '../../../test/ledger-sums';
import { cleanWeeks, today } from '../../../test/leave-dates';
import { useTestApp } from '../../../test/test-app';
import { annualLeave, approvalOrganization } from './approvals-fixture';

const ctx = useTestApp();
const [w1, w2, w3, w4, w5] = cleanWeeks(30, 5);

describe('issue 23 item 2: two steps, the team manager then İK', () => {
  it('the manager approves with a note → "İK\'da", İK reads the note and approves; each step mails its deciders and the requester; the ledger is drawn once', async () => {
    const o = await approvalOrganization(ctx);
    const before = await ledgerBalance(ctx.handle.db, o.employee.id);
    const sent = await o.ask(o.employee, annualLeave(w1!));
    expect(sent.statusCode).toBe(201);
    const leave = sent.json().leaveRequest;
    expect(leave.stageLabel).toBe('Yöneticide');
    expect(leave.steps).toMatchObject([
      {
        position: 1,
        kind: 'TEAM_MANAGER',
        label: 'Müdür onayı',
        state: 'CURRENT',
        deciders: [{ id: o.manager.id, name: 'Mehmet Demir', onBehalfOf: null }],
      },
      { position: 2, kind: 'ADMIN', label: 'İK onayı', state: 'WAITING', deciders: [] },
    ]);
    expect((await o.stepRows(leave.id)).map((row) => row.kind)).toEqual(['TEAM_MANAGER', 'ADMIN']);
    // Only the open step's decider is mailed, not İK.
    expect(await o.mailsTo(o.manager, 'leave-request')).toHaveLength(1);
    expect(await o.mailsTo(o.admin, 'leave-request')).toHaveLength(0);

    // İK may not take the manager's step: 403 naming who decides.
    const early = await o.approve(o.admin, leave.id);
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toBe('Bu adıma Mehmet Demir karar verir.');

    const moved = await o.approve(o.manager, leave.id, { note: 'Ekip planına uygun.' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().message).toBe(messages.approvals.movedToAdmin);
    const halfway = moved.json().leaveRequest;
    expect(halfway).toMatchObject({ status: 'PENDING', stageLabel: "İK'da", canDecide: false });
    expect(halfway.steps[0]).toMatchObject({
      state: 'DONE',
      outcome: 'APPROVED',
      decidedBy: { id: o.manager.id, name: 'Mehmet Demir' },
      onBehalfOf: null,
      note: 'Ekip planına uygun.',
    });
    expect(halfway.steps[1]).toMatchObject({ state: 'CURRENT', deciders: [{ id: o.admin.id, name: 'Ayşe Yılmaz' }] });
    expect(await ledgerBalance(ctx.handle.db, o.employee.id)).toBe(before);
    const [toAdmin] = await o.mailsTo(o.admin, 'leave-request');
    expect(toAdmin!.text).toContain('Ekip planına uygun.');
    expect(toAdmin!.text).toContain('Müdür onayı');
    const [toRequester] = await o.mailsTo(o.employee, 'leave-moved');
    expect(toRequester!.subject).toContain('İK onayına geçti');
    expect(toRequester!.text).toContain('Ekip planına uygun.');

    // The manager's step is his no more: a second click is a 409 naming who decided it.
    const again = await o.approve(o.manager, leave.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(messages.approvals.stepDecided('Mehmet Demir'));

    // İK sees the earlier step's note in the list and may decide now.
    const list = (await o.call(o.admin.token, 'GET', '/api/leaves?status=PENDING')).json().leaveRequests;
    const seen = list.find((l: { id: string }) => l.id === leave.id);
    expect(seen).toMatchObject({ canDecide: true, stageLabel: "İK'da" });
    expect(seen.steps[0].note).toBe('Ekip planına uygun.');
    const done = await o.approve(o.admin, leave.id, { note: 'Bordroya işlendi.' });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(messages.leavesDone.approved);
    expect(done.json().leaveRequest).toMatchObject({ status: 'APPROVED', stageLabel: 'Onaylandı' });
    expect(done.json().leaveRequest.steps.map((s: { state: string }) => s.state)).toEqual(['DONE', 'DONE']);
    expect(await ledgerBalance(ctx.handle.db, o.employee.id)).toBe(before - 2);
    const rows = await o.stepRows(leave.id);
    expect(rows.map((r) => [r.outcome, r.decidedById, r.note])).toEqual([
      ['APPROVED', o.manager.id, 'Ekip planına uygun.'],
      ['APPROVED', o.admin.id, 'Bordroya işlendi.'],
    ]);
    expect(rows.every((r) => r.decidedAt instanceof Date)).toBe(true);
    const [approvedMail] = await o.mailsTo(o.employee, 'leave-approved');
    expect(approvedMail!.text).toContain('Bordroya işlendi.');
  });

  it('a rejection at the manager step ends the request (REJECTED, the reason kept), İK is never asked', async () => {
    const o = await approvalOrganization(ctx);
    const id = (await o.ask(o.employee, annualLeave(w2!))).json().leaveRequest.id;
    const rejected = await o.reject(o.manager, id, { reason: 'Proje teslimi o hafta.' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().leaveRequest).toMatchObject({
      status: 'REJECTED',
      decisionReason: 'Proje teslimi o hafta.',
      stageLabel: 'Reddedildi',
    });
    expect(rejected.json().leaveRequest.steps).toMatchObject([
      { state: 'DONE', outcome: 'REJECTED', note: 'Proje teslimi o hafta.' },
      { state: 'SKIPPED', outcome: null },
    ]);
    expect(await o.mailsTo(o.admin, 'leave-request')).toHaveLength(0);
    expect((await o.approve(o.admin, id)).statusCode).toBe(409);
  });

  it("a manager's own request passes over the manager step (OWN_REQUEST) and goes to İK", async () => {
    const o = await approvalOrganization(ctx);
    const sent = (await o.ask(o.manager, annualLeave(w1!))).json().leaveRequest;
    expect(sent.stageLabel).toBe("İK'da");
    expect(sent.steps).toMatchObject([
      { kind: 'TEAM_MANAGER', state: 'SKIPPED', skipReason: 'OWN_REQUEST' },
      { kind: 'ADMIN', state: 'CURRENT', deciders: [{ id: o.admin.id }] },
    ]);
    expect(await o.mailsTo(o.admin, 'leave-request')).toHaveLength(1);
    expect((await o.approve(o.manager, sent.id)).json().error).toBe(messages.leaves.ownDecision);
    const done = await o.approve(o.admin, sent.id);
    expect(done.json().leaveRequest.status).toBe('APPROVED');
  });

  it('a team without an active manager goes to İK (NO_ACTIVE_MANAGER), and so does a deactivated manager’s open step', async () => {
    const o = await approvalOrganization(ctx);
    const open = (await o.ask(o.employee, annualLeave(w1!))).json().leaveRequest;
    expect(open.stageLabel).toBe('Yöneticide');
    await ctx.handle.db.update(users).set({ isActive: false }).where(eq(users.id, o.manager.id));
    const moved = (await o.call(o.admin.token, 'GET', '/api/leaves?status=PENDING')).json().leaveRequests[0];
    expect(moved).toMatchObject({ id: open.id, stageLabel: "İK'da", canDecide: true });
    expect(moved.steps[0]).toMatchObject({ state: 'SKIPPED', skipReason: 'NO_ACTIVE_MANAGER' });

    const sent = (await o.ask(o.colleague, annualLeave(w2!))).json().leaveRequest;
    expect(sent.steps[0]).toMatchObject({ state: 'SKIPPED', skipReason: 'NO_ACTIVE_MANAGER' });
    expect(await o.mailsTo(o.admin, 'leave-request')).toHaveLength(1);
    const done = await o.approve(o.admin, open.id);
    expect(done.json().leaveRequest.status).toBe('APPROVED');
    expect((await o.stepRows(open.id)).map((r) => r.outcome)).toEqual([null, 'APPROVED']);
  });

  it('a delegate decides on behalf of the manager (a period covering today): the step records both; the manager is refused naming the delegate', async () => {
    const o = await approvalOrganization(ctx);
    // Ali, Müdür of Destek, stands in for Mehmet: a delegate is a MANAGER or an ADMIN (docs/approval-rules.md §3).
    await o.delegate(o.manager, o.otherManager, addDays(today(), -1), addDays(today(), 3));
    const sent = (await o.ask(o.employee, annualLeave(w1!))).json().leaveRequest;
    expect(sent.steps[0].deciders).toEqual([
      { id: o.otherManager.id, name: 'Ali Kaya', onBehalfOf: { id: o.manager.id, name: 'Mehmet Demir' } },
    ]);
    const [mail] = await o.mailsTo(o.otherManager, 'leave-request');
    expect(mail!.text).toContain('Mehmet Demir adına');
    expect(await o.mailsTo(o.manager, 'leave-request')).toHaveLength(0);

    const refused = await o.approve(o.manager, sent.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('Bu adıma Ali Kaya karar verir.');
    // Not his team's request: the delegation, not his own teams, lets him decide it.
    const moved = await o.approve(o.otherManager, sent.id, { note: 'Mehmet Bey izinde, uygun.' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().leaveRequest.steps[0]).toMatchObject({
      decidedBy: { id: o.otherManager.id },
      onBehalfOf: { id: o.manager.id, name: 'Mehmet Demir' },
    });
    const [row] = await o.stepRows(sent.id);
    expect(row).toMatchObject({ decidedById: o.otherManager.id, onBehalfOfId: o.manager.id });
  });

  it('a standing delegate decides only while the manager is on approved leave today; a requester is never his own approver’s delegate', async () => {
    const o = await approvalOrganization(ctx);
    const stand = await o.person('MANAGER', 'Selin', 'Su', o.teams.support);
    await o.delegate(o.otherManager, stand);
    const first = (await o.ask(o.supportEmployee, annualLeave(w1!))).json().leaveRequest;
    expect(first.steps[0].deciders).toEqual([{ id: o.otherManager.id, name: 'Ali Kaya', onBehalfOf: null }]);
    await ctx.handle.db.insert(leaveRequests).values({
      organizationId: o.org.id,
      userId: o.otherManager.id,
      leaveType: 'unpaid_leave',
      startDate: addDays(today(), -1),
      endDate: addDays(today(), 1),
      days: 3,
      status: 'APPROVED',
    });
    // Away today: the open step is the delegate's now, for the request sent before too.
    const list = (await o.call(o.admin.token, 'GET', '/api/leaves?status=PENDING')).json().leaveRequests;
    expect(list[0].steps[0].deciders).toEqual([
      { id: stand.id, name: 'Selin Su', onBehalfOf: { id: o.otherManager.id, name: 'Ali Kaya' } },
    ]);
    expect((await o.approve(o.otherManager, first.id)).json().error).toBe('Bu adıma Selin Su karar verir.');
    expect((await o.approve(stand, first.id)).statusCode).toBe(200);

    // Mehmet's deputy, a MANAGER in his team, asks: his own request does not come back to him.
    const deputy = await o.person('MANAGER', 'Deniz', 'Yardımcı', o.teams.sales);
    await o.delegate(o.manager, deputy, addDays(today(), -1), addDays(today(), 1));
    const own = (await o.ask(deputy, annualLeave(w2!))).json().leaveRequest;
    expect(own.steps[0].deciders).toEqual([{ id: o.manager.id, name: 'Mehmet Demir', onBehalfOf: null }]);
  });
});

describe('issue 23 item 3: who may decide', () => {
  it('a MANAGER who is not the team’s manager gets 403, an EMPLOYEE 403, another organization’s ADMIN 404', async () => {
    const o = await approvalOrganization(ctx);
    const other = await approvalOrganization(ctx);
    const id = (await o.ask(o.employee, annualLeave(w1!))).json().leaveRequest.id;
    const stranger = await o.approve(o.otherManager, id);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error).toBe('Bu adıma Mehmet Demir karar verir.');
    expect((await o.approve(o.colleague, id)).statusCode).toBe(403);
    expect((await o.reject(o.employee, id)).json().error).toBe(messages.leaves.ownDecision);
    const foreign = await ctx.app.inject({
      method: 'PUT',
      url: `/api/leaves/${id}/approve`,
      headers: { host: other.host, authorization: `Bearer ${other.admin.token}` },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await o.stepRows(id)).every((row) => row.outcome === null)).toBe(true);
  });

  it('a MANAGER’s approvals list in the two-step flow: the pending requests he may decide, his teams’ decided ones; the badge and the dashboard count the same', async () => {
    const o = await approvalOrganization(ctx);
    const mine = (await o.ask(o.employee, annualLeave(w1!))).json().leaveRequest;
    const others = (await o.ask(o.supportEmployee, annualLeave(w1!))).json().leaveRequest;
    const own = (await o.ask(o.manager, annualLeave(w3!))).json().leaveRequest;
    const decided = (await o.ask(o.colleague, annualLeave(w2!))).json().leaveRequest;
    await o.reject(o.manager, decided.id, { reason: 'Yoğun dönem' });

    const list = (await o.call(o.manager.token, 'GET', '/api/leaves?status=PENDING')).json();
    expect(list.leaveRequests.map((l: { id: string }) => l.id)).toEqual([mine.id]);
    expect(list.total).toBe(1);
    expect(list.leaveRequests[0].canDecide).toBe(true);
    const all = (await o.call(o.manager.token, 'GET', '/api/leaves')).json();
    expect(all.leaveRequests.map((l: { id: string }) => l.id).sort()).toEqual([mine.id, decided.id].sort());
    const rejected = (await o.call(o.manager.token, 'GET', '/api/leaves?status=REJECTED')).json().leaveRequests;
    expect(rejected.map((l: { id: string }) => l.id)).toEqual([decided.id]);
    expect((await o.call(o.manager.token, 'GET', '/api/leaves/pending-count')).json()).toEqual({ count: 1 });
    const dashboard = (await o.call(o.manager.token, 'GET', '/api/dashboard/summary')).json();
    expect(dashboard.organization.pendingRequests).toBe(1);

    // İK sees every request; it may decide only the manager's own one (at its İK step) now.
    const adminList = (await o.call(o.admin.token, 'GET', '/api/leaves?status=PENDING')).json().leaveRequests;
    expect(adminList.map((l: { id: string }) => l.id).sort()).toEqual([mine.id, others.id, own.id].sort());
    expect(adminList.filter((l: { canDecide: boolean }) => l.canDecide).map((l: { id: string }) => l.id)).toEqual([
      own.id,
    ]);
    expect((await o.call(o.admin.token, 'GET', '/api/leaves/pending-count')).json()).toEqual({ count: 1 });
    expect((await o.call(o.admin.token, 'GET', '/api/dashboard/summary')).json().organization.pendingRequests).toBe(1);
  });

  it('in the one-step flow a MANAGER keeps the read-only view of every request and counts none', async () => {
    const o = await approvalOrganization(ctx, { kind: 'ADMIN_ONLY', leaveTypeRoutes: {} });
    const id = (await o.ask(o.employee, annualLeave(w1!))).json().leaveRequest.id;
    const list = (await o.call(o.manager.token, 'GET', '/api/leaves')).json().leaveRequests;
    expect(list.map((l: { id: string }) => l.id)).toEqual([id]);
    expect(list[0]).toMatchObject({ canDecide: false, stageLabel: 'Beklemede' });
    expect((await o.call(o.manager.token, 'GET', '/api/leaves/pending-count')).json()).toEqual({ count: 0 });
    expect((await o.call(o.admin.token, 'GET', '/api/leaves/pending-count')).json()).toEqual({ count: 1 });
  });
});

describe('issue 23 item 2: a route per leave type', () => {
  it('a type routed NO_APPROVAL is approved at once (the ledger drawn, İK told); one routed ADMIN_ONLY goes to İK alone ("İK\'da")', async () => {
    const o = await approvalOrganization(ctx, {
      kind: 'MANAGER_THEN_ADMIN',
      leaveTypeRoutes: { annual_paid: 'NO_APPROVAL', unpaid_leave: 'ADMIN_ONLY' },
    });
    const before = await ledgerBalance(ctx.handle.db, o.employee.id);
    const recorded = await o.ask(o.employee, annualLeave(w4!));
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json().message).toBe(messages.approvals.recordedWithoutApproval);
    expect(recorded.json().leaveRequest).toMatchObject({ status: 'APPROVED', steps: [], stageLabel: 'Onaylandı' });
    expect(await o.stepRows(recorded.json().leaveRequest.id)).toEqual([]);
    expect(await ledgerBalance(ctx.handle.db, o.employee.id)).toBe(before - 2);
    expect(await o.mailsTo(o.admin, 'leave-recorded-info')).toHaveLength(1);
    expect(await o.mailsTo(o.manager, 'leave-request')).toHaveLength(0);

    const unpaid = (await o.ask(o.employee, { ...annualLeave(w5!), leaveType: 'unpaid_leave' })).json().leaveRequest;
    expect(unpaid.stageLabel).toBe("İK'da");
    expect(unpaid.steps).toMatchObject([{ kind: 'ADMIN', state: 'CURRENT' }]);
    expect((await o.approve(o.manager, unpaid.id)).statusCode).toBe(403);
  });
});
