import { messages } from '@paydos/contract/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, organizations } from '../../db/schema';
import { cleanWeeks } from '../../../test/leave-dates';
import { useTestApp } from '../../../test/test-app';
import { annualLeave, approvalOrganization } from './approvals-fixture';

const ctx = useTestApp();
const [w1, w2] = cleanWeeks(30, 2);
const url = '/api/organization/approval-flow';
const ONE_STEP = { kind: 'ADMIN_ONLY', leaveTypeRoutes: {} } as const;

const suggested = [
  {
    leaveType: 'sick_leave_reported',
    route: 'NO_APPROVAL',
    reason: messages.approvalFlow.suggestedReasons.sick_leave_reported,
  },
  { leaveType: 'unpaid_leave', route: 'ADMIN_ONLY', reason: messages.approvalFlow.suggestedReasons.unpaid_leave },
];

describe('the approval flow setting (issue 23 item 2, docs/approval-rules.md section 1)', () => {
  it('reads as the spec’s one step by default, with the suggested routes and their Turkish reasons; ADMIN and MANAGER read it, an EMPLOYEE may not', async () => {
    const o = await approvalOrganization(ctx, ONE_STEP);
    for (const reader of [o.admin, o.manager]) {
      const response = await o.call(reader.token, 'GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ flow: ONE_STEP, suggestedRoutes: suggested });
    }
    expect(suggested[0]!.reason).toMatch(/hekim/);
    expect(suggested[1]!.reason).toMatch(/bordro/);
    expect((await o.call(o.employee.token, 'GET', url)).statusCode).toBe(403);
  });

  it('PUT (ADMIN) saves the flow and audits organization.approval_flow with before and after; a MANAGER may not', async () => {
    const o = await approvalOrganization(ctx, ONE_STEP);
    const body = {
      kind: 'MANAGER_THEN_ADMIN',
      leaveTypeRoutes: { sick_leave_reported: 'NO_APPROVAL', unpaid_leave: 'ADMIN_ONLY' },
    };
    expect((await o.call(o.manager.token, 'PUT', url, body)).statusCode).toBe(403);
    const saved = await o.call(o.admin.token, 'PUT', url, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ flow: body, suggestedRoutes: suggested, message: messages.approvalFlow.saved });
    expect((await o.call(o.manager.token, 'GET', url)).json().flow).toEqual(body);
    const entries = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, o.org.id), eq(auditLog.action, 'organization.approval_flow')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: o.admin.id, before: ONE_STEP, after: body });
    // Without routes: none.
    const plain = await o.call(o.admin.token, 'PUT', url, { kind: 'ADMIN_ONLY' });
    expect(plain.json().flow).toEqual(ONE_STEP);
  });

  it('refuses an unknown flow, route or leave type with a Turkish 400 and writes nothing', async () => {
    const o = await approvalOrganization(ctx, ONE_STEP);
    const cases: [unknown, string][] = [
      [{ kind: 'EVERYONE' }, messages.approvalFlow.kindInvalid],
      [{ kind: 'ADMIN_ONLY', leaveTypeRoutes: { annual_paid: 'NOBODY' } }, messages.approvalFlow.routeInvalid],
      [{ kind: 'ADMIN_ONLY', leaveTypeRoutes: { bayram_izni: 'NO_APPROVAL' } }, messages.leaves.leaveTypeInvalid],
    ];
    for (const [body, message] of cases) {
      const response = await o.call(o.admin.token, 'PUT', url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    const [row] = await ctx.handle.db.select().from(organizations).where(eq(organizations.id, o.org.id));
    expect(row!.approvalFlow).toEqual(ONE_STEP);
    expect(
      await ctx.handle.db.select().from(auditLog).where(eq(auditLog.action, 'organization.approval_flow')),
    ).not.toContainEqual(expect.objectContaining({ organizationId: o.org.id }));
  });

  it('a broken stored value reads as the one-step default, and a request sent then goes to İK alone', async () => {
    const o = await approvalOrganization(ctx, ONE_STEP);
    for (const broken of ['bozuk', { kind: 'HERKES' }, { kind: 'MANAGER_THEN_ADMIN', leaveTypeRoutes: 'x' }]) {
      await ctx.handle.db.update(organizations).set({ approvalFlow: broken }).where(eq(organizations.id, o.org.id));
      expect((await o.call(o.admin.token, 'GET', url)).json().flow).toEqual(ONE_STEP);
    }
    const sent = (await o.ask(o.employee, annualLeave(w1!))).json().leaveRequest;
    expect(sent.steps).toMatchObject([{ kind: 'ADMIN', state: 'CURRENT' }]);
    // A route of a leave type the product no longer knows is left out; the rest of the flow stands.
    const stale = {
      kind: 'MANAGER_THEN_ADMIN',
      leaveTypeRoutes: { eski_izin: 'NO_APPROVAL', unpaid_leave: 'ADMIN_ONLY' },
    };
    await ctx.handle.db.update(organizations).set({ approvalFlow: stale }).where(eq(organizations.id, o.org.id));
    expect((await o.call(o.admin.token, 'GET', url)).json().flow).toEqual({
      kind: 'MANAGER_THEN_ADMIN',
      leaveTypeRoutes: { unpaid_leave: 'ADMIN_ONLY' },
    });
  });

  it('a flow change never moves a pending request: it keeps the steps it was sent with', async () => {
    const o = await approvalOrganization(ctx, ONE_STEP);
    const before = (await o.ask(o.employee, annualLeave(w1!))).json().leaveRequest;
    await o.call(o.admin.token, 'PUT', url, { kind: 'MANAGER_THEN_ADMIN' });
    const after = (await o.ask(o.colleague, annualLeave(w2!))).json().leaveRequest;
    expect(after.steps.map((s: { kind: string }) => s.kind)).toEqual(['TEAM_MANAGER', 'ADMIN']);
    const list = (await o.call(o.admin.token, 'GET', '/api/leaves?status=PENDING')).json().leaveRequests;
    const kept = list.find((l: { id: string }) => l.id === before.id);
    expect(kept.steps.map((s: { kind: string }) => s.kind)).toEqual(['ADMIN']);
    expect(kept).toMatchObject({ canDecide: true, stageLabel: "İK'da" });
    expect((await o.approve(o.manager, before.id)).statusCode).toBe(403);
    expect((await o.approve(o.admin, before.id)).json().leaveRequest.status).toBe('APPROVED');
  });
});
