import { addDays } from '@paydos/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, leaveRequests, mailOutbox, users } from '../../db/schema';
import { createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, orgHost, request } from '../../../test/http';
import { cleanWeek, cleanWeeks } from '../../../test/leave-dates';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { messages } from '@paydos/contract/messages';
import type { Role } from '@paydos/domain';

/** Issue 20, item 3; product §D8 "Everyone may take leave": nobody decides their own leave. */
let ctx: TestContext;

interface Person {
  id: string;
  email: string;
  token: string;
}
interface Org {
  id: string;
  host: string;
  subdomain: string;
}

async function newOrg(): Promise<Org> {
  const org = await createOrganization(ctx.handle.db);
  return { id: org.id, subdomain: org.subdomain, host: orgHost(org.subdomain) };
}
async function person(org: Org, role: Role = 'EMPLOYEE'): Promise<Person> {
  const user = await createUser(ctx.handle.db, org.id, { role, startDate: '2015-01-05' });
  return { id: user.id, email: user.email, token: await loginAs(ctx.app, org.subdomain, user.email, TEST_PASSWORD) };
}
const record = (org: Org, actor: Person, employeeId: string, body: Record<string, unknown>) =>
  request(ctx.app, org.host, 'POST', `/api/leaves/employee/${employeeId}`, { token: actor.token, body });
const decide = (org: Org, actor: Person, leaveId: string, action: 'approve' | 'reject') =>
  request(ctx.app, org.host, 'PUT', `/api/leaves/${leaveId}/${action}`, {
    token: actor.token,
    ...(action === 'reject' ? { body: {} } : {}),
  });
const auditOf = (leaveId: string) => ctx.handle.db.select().from(auditLog).where(eq(auditLog.targetId, leaveId));

const [w1, w2, w3, w4, w5, w6, w7] = cleanWeeks(30, 7);
const annual = (week: typeof w1) => ({
  leaveType: 'annual_paid',
  startDate: week!.monday,
  endDate: week!.day(1),
  reason: 'Tatil',
});

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('recording leave for oneself is a PENDING request (product §D8)', () => {
  it('a MANAGER recording leave for himself gets a PENDING request that mails the ADMIN, not an approved leave', async () => {
    const org = await newOrg();
    const admin = await person(org, 'ADMIN');
    const manager = await person(org, 'MANAGER');
    const response = await record(org, manager, manager.id, annual(w1));
    expect(response.statusCode).toBe(201);
    expect(response.json().leaveRequest.status).toBe('PENDING');
    expect(response.json().message).toBe(messages.leavesDone.recordedAsRequest);
    const mails = await ctx.handle.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, admin.email), eq(mailOutbox.template, 'leave-request')));
    expect(mails).toHaveLength(1);
  });

  it('a MANAGER cannot approve or reject his own request (403, Turkish), the ADMIN can', async () => {
    const org = await newOrg();
    const admin = await person(org, 'ADMIN');
    const manager = await person(org, 'MANAGER');
    const id = (await record(org, manager, manager.id, annual(w2))).json().leaveRequest.id;
    expect((await decide(org, manager, id, 'approve')).statusCode).toBe(403);
    const approved = await decide(org, admin, id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().leaveRequest.status).toBe('APPROVED');
  });

  it('an ADMIN’s own record is PENDING while another active ADMIN exists, and he may not decide it: 403 with the Turkish rule', async () => {
    const org = await newOrg();
    const admin = await person(org, 'ADMIN');
    const other = await person(org, 'ADMIN');
    const response = await record(org, admin, admin.id, annual(w3));
    expect(response.json().leaveRequest.status).toBe('PENDING');
    const id = response.json().leaveRequest.id;
    for (const action of ['approve', 'reject'] as const) {
      const refused = await decide(org, admin, id, action);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(messages.leaves.ownDecision);
    }
    // His own request through POST /api/leaves is the same request; the other ADMIN decides it.
    expect((await decide(org, other, id, 'approve')).json().leaveRequest.status).toBe('APPROVED');
    expect(await auditOf(id)).toHaveLength(0);
  });

  it('the only active ADMIN may approve his own request, and the self-approval is audited', async () => {
    const org = await newOrg();
    const admin = await person(org, 'ADMIN');
    const inactive = await person(org, 'ADMIN');
    await ctx.handle.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.id));
    const asked = await request(ctx.app, org.host, 'POST', '/api/leaves', { token: admin.token, body: annual(w4) });
    expect(asked.json().leaveRequest.status).toBe('PENDING');
    const id = asked.json().leaveRequest.id;
    expect((await decide(org, admin, id, 'approve')).json().leaveRequest.status).toBe('APPROVED');
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: 'leave.self_approve',
      actorKind: 'USER',
      actorId: admin.id,
      actorLabel: 'ADMIN',
      organizationId: org.id,
    });
    expect(entry!.after).toMatchObject({ status: 'APPROVED', days: 2 });

    // Recording his own leave on his page: approved at once, audited likewise.
    const recorded = await record(org, admin, admin.id, annual(w5));
    expect(recorded.json().leaveRequest.status).toBe('APPROVED');
    expect((await auditOf(recorded.json().leaveRequest.id)).map((e) => e.action)).toEqual(['leave.self_approve']);
  });
});

describe('recording leave for someone else (product §5 employee page; product §D8)', () => {
  it('an ADMIN’s record for a colleague is APPROVED and audited: who recorded what for whom, past leave marked', async () => {
    const org = await newOrg();
    const admin = await person(org, 'ADMIN');
    const employee = await person(org);
    // A working Monday about six weeks back: a fixed -40 days fell on a Saturday some evenings.
    const pastDay = cleanWeek(-42).monday;
    const past = {
      leaveType: 'annual_paid',
      startDate: pastDay,
      endDate: pastDay,
      reason: 'Eski kayıt',
    };
    const response = await record(org, admin, employee.id, past);
    expect(response.statusCode).toBe(201);
    expect(response.json().leaveRequest.status).toBe('APPROVED');
    const [entry] = await auditOf(response.json().leaveRequest.id);
    expect(entry).toMatchObject({
      action: 'leave.record',
      actorId: admin.id,
      actorLabel: 'ADMIN',
      targetType: 'leave_request',
    });
    expect(entry!.after).toMatchObject({
      userId: employee.id,
      leaveType: 'annual_paid',
      startDate: past.startDate,
      status: 'APPROVED',
      past: true,
    });
  });

  it('a MANAGER’s record for a colleague is a PENDING request for the ADMIN; past leave is refused towards the consent flow', async () => {
    const org = await newOrg();
    await person(org, 'ADMIN');
    const manager = await person(org, 'MANAGER');
    const employee = await person(org);
    const future = await record(org, manager, employee.id, annual(w6));
    expect(future.statusCode).toBe(201);
    expect(future.json().leaveRequest.status).toBe('PENDING');
    expect(await auditOf(future.json().leaveRequest.id)).toHaveLength(0);
    const past = await record(org, manager, employee.id, {
      leaveType: 'annual_paid',
      startDate: cleanWeek(-24).monday,
      endDate: cleanWeek(-24).monday,
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toBe(messages.leaves.pastForColleague);
    const rows = await ctx.handle.db.select().from(leaveRequests).where(eq(leaveRequests.userId, employee.id));
    expect(rows.map((r) => r.status)).toEqual(['PENDING']);
  });
});

describe('excuse leaves keep their legal length (4857 ek m. 2)', () => {
  const marriage = (days: number) => ({
    leaveType: 'excuse.marriage',
    startDate: w7!.monday,
    endDate: addDays(w7!.monday, days - 1),
    reason: 'Düğün',
  });

  it('31 days of marriage leave are refused with a 400 naming the legal length of 3 days, for the employee and the ADMIN alike', async () => {
    const org = await newOrg();
    const admin = await person(org, 'ADMIN');
    const employee = await person(org);
    const own = await request(ctx.app, org.host, 'POST', '/api/leaves', { token: employee.token, body: marriage(31) });
    expect(own.statusCode).toBe(400);
    expect(own.json().error).toMatch(/yasal süre 3 gündür/);
    const recorded = await record(org, admin, employee.id, marriage(31));
    expect(recorded.statusCode).toBe(400);
    expect(recorded.json().error).toMatch(/yasal süre 3 gündür.*gerekçe/);
    expect(await ctx.handle.db.select().from(leaveRequests).where(eq(leaveRequests.userId, employee.id))).toHaveLength(
      0,
    );
    // Within the legal length: fine.
    expect(
      (await request(ctx.app, org.host, 'POST', '/api/leaves', { token: employee.token, body: marriage(3) }))
        .statusCode,
    ).toBe(201);
  });

  it('an ADMIN’s override with a reason is accepted, kept on the leave and audited; a MANAGER’s override is refused (403)', async () => {
    const org = await newOrg();
    const admin = await person(org, 'ADMIN');
    const manager = await person(org, 'MANAGER');
    const employee = await person(org);
    const managerTry = await record(org, manager, employee.id, {
      ...marriage(5),
      overrideReason: 'Toplu sözleşme 5 gün veriyor',
    });
    expect(managerTry.statusCode).toBe(403);
    expect(managerTry.json().error).toBe(messages.leaves.overrideAdminOnly);

    const response = await record(org, admin, employee.id, {
      ...marriage(5),
      overrideReason: 'Toplu sözleşme 5 gün veriyor',
    });
    expect(response.statusCode).toBe(201);
    const leave = response.json().leaveRequest;
    expect(leave).toMatchObject({ status: 'APPROVED', days: 5 });
    const [row] = await ctx.handle.db.select().from(leaveRequests).where(eq(leaveRequests.id, leave.id));
    expect(row!.legalOverrideReason).toBe('Toplu sözleşme 5 gün veriyor');
    const entries = await auditOf(leave.id);
    expect(entries.map((e) => e.action).sort()).toEqual(['leave.legal_override', 'leave.record']);
    const override = entries.find((e) => e.action === 'leave.legal_override')!;
    expect(override.after).toMatchObject({ legalDays: 3, days: 5, leaveType: 'excuse.marriage', reason: '***' });

    // Editing the overridden leave keeps the override; the spec's body shape still works unchanged.
    const edit = await request(ctx.app, org.host, 'PUT', `/api/leaves/${leave.id}/update`, {
      token: admin.token,
      body: { startDate: w7!.monday, endDate: addDays(w7!.monday, 3), reason: 'Düğün' },
    });
    expect(edit.statusCode).toBe(200);
  });
});
