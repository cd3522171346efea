import { teamNameKey, type ApprovalFlow, type Role } from '@paydos/domain';
import { and, asc, eq } from 'drizzle-orm';
import {
  approvalDelegations,
  leaveApprovalSteps,
  mailOutbox,
  organizations,
  teamManagers,
  teams,
  users,
} from '../../db/schema';
import { createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, orgHost, request } from '../../../test/http';
import type { TestContext } from '../../../test/test-app';

/**
 * The approval tests' organization (approvals-*.test.ts): İK (Ayşe Yılmaz, ADMIN), the Satış team
 * managed by Mehmet Demir (MANAGER) with Eda Kaya and Zeynep Ak, the Destek team managed by Ali
 * Kaya (MANAGER) with Can Er; the flow as asked. Teams, managers and delegations are written to
 * their tables directly: their own APIs are other features'.
 */

export interface Person {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  token: string;
}

export const TWO_STEP: ApprovalFlow = { kind: 'MANAGER_THEN_ADMIN', leaveTypeRoutes: {} };

export async function approvalOrganization(ctx: TestContext, flow: ApprovalFlow = TWO_STEP) {
  const db = ctx.handle.db;
  const org = await createOrganization(db, { name: 'Onay Test A.Ş.' });
  const host = orgHost(org.subdomain);
  await db.update(organizations).set({ approvalFlow: flow }).where(eq(organizations.id, org.id));

  async function person(role: Role, firstName: string, lastName: string, teamId: string | null = null) {
    const user = await createUser(db, org.id, { role, firstName, lastName, startDate: '2015-01-05' });
    if (teamId) await db.update(users).set({ teamId }).where(eq(users.id, user.id));
    const token = await loginAs(ctx.app, org.subdomain, user.email, TEST_PASSWORD);
    return { id: user.id, email: user.email, firstName, lastName, token } satisfies Person;
  }
  async function team(name: string, managers: Person[]) {
    const [row] = await db
      .insert(teams)
      .values({ organizationId: org.id, name, nameKey: teamNameKey(name) })
      .returning();
    for (const manager of managers)
      await db.insert(teamManagers).values({ organizationId: org.id, teamId: row!.id, userId: manager.id });
    return row!.id;
  }

  const admin = await person('ADMIN', 'Ayşe', 'Yılmaz');
  const manager = await person('MANAGER', 'Mehmet', 'Demir');
  const otherManager = await person('MANAGER', 'Ali', 'Kaya');
  const sales = await team('Satış', [manager]);
  const support = await team('Destek', [otherManager]);
  await db.update(users).set({ teamId: sales }).where(eq(users.id, manager.id));
  await db.update(users).set({ teamId: support }).where(eq(users.id, otherManager.id));
  const employee = await person('EMPLOYEE', 'Eda', 'Kaya', sales);
  const colleague = await person('EMPLOYEE', 'Zeynep', 'Ak', sales);
  const supportEmployee = await person('EMPLOYEE', 'Can', 'Er', support);

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    request(ctx.app, host, method, url, { token, ...(body !== undefined ? { body } : {}) });
  return {
    org,
    host,
    admin,
    manager,
    otherManager,
    employee,
    colleague,
    supportEmployee,
    teams: { sales, support },
    person,
    team,
    call,
    ask: (who: Person, body: Record<string, unknown>) => call(who.token, 'POST', '/api/leaves', body),
    approve: (who: Person, id: string, body?: unknown) => call(who.token, 'PUT', `/api/leaves/${id}/approve`, body),
    reject: (who: Person, id: string, body: unknown = {}) => call(who.token, 'PUT', `/api/leaves/${id}/reject`, body),
    delegate: (approver: Person, delegate: Person, startDate: string | null = null, endDate: string | null = null) =>
      db
        .insert(approvalDelegations)
        .values({ organizationId: org.id, approverId: approver.id, delegateId: delegate.id, startDate, endDate }),
    mailsTo: (who: Person, template?: string) =>
      db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, who.email), template ? eq(mailOutbox.template, template) : undefined)),
    stepRows: (leaveId: string) =>
      db
        .select()
        .from(leaveApprovalSteps)
        .where(eq(leaveApprovalSteps.leaveRequestId, leaveId))
        .orderBy(asc(leaveApprovalSteps.position)),
  };
}

/** An annual leave of a working week's first two days. */
export const annualLeave = (week: { monday: string; day: (n: number) => string }) => ({
  leaveType: 'annual_paid',
  startDate: week.monday,
  endDate: week.day(1),
  reason: 'Tatil',
});
