import { teamNameKey, type Role } from '@paydos/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { auditLog, leaveRequests, mailOutbox, teamManagers, teams, users } from '../../db/schema';
import { createOrganization, createUser, leaveRow, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, orgHost, request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';

// The organization the delegation tests share (delegations.test.ts, substitute.test.ts,
// deactivated-approver.test.ts): made anew for each test file by useDelegationsOrganization(), with
// people made by each test as it needs them, so tests do not lean on each other's rows.

export let ctx: TestContext;
export const org = { id: '', subdomain: '', host: '' };
export const other = { id: '', host: '', adminToken: '', personId: '' };

export interface Person {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  name: string;
  token: string;
}

/** A person of the organization (logged in when active). */
export async function person(role: Role, firstName: string, lastName: string, more: { isActive?: boolean } = {}) {
  const user = await createUser(ctx.handle.db, org.id, { role, firstName, lastName, ...more });
  const token = more.isActive === false ? '' : await loginAs(ctx.app, org.subdomain, user.email, TEST_PASSWORD);
  return { id: user.id, email: user.email, firstName, lastName, name: `${firstName} ${lastName}`, token };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export const call = (who: Person | string, method: Method, url: string, body?: unknown) =>
  request(ctx.app, org.host, method, url, {
    token: typeof who === 'string' ? who : who.token,
    ...(body !== undefined ? { body } : {}),
  });

/** The outbox's mails to this person (of one template when named). */
export const mailsTo = (who: Person, template?: string) =>
  ctx.handle.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, who.email), template ? eq(mailOutbox.template, template) : undefined));

/** The audit entries of an action on one target. */
export const auditOf = (action: string, targetId: string) =>
  ctx.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

/** A team with members and managers, written as the teams feature would (its CRUD is issue 23 item 1). */
export async function team(name: string, members: Person[], managers: Person[] = []) {
  const db = ctx.handle.db;
  const [row] = await db
    .insert(teams)
    .values({ organizationId: org.id, name, nameKey: teamNameKey(name) })
    .returning({ id: teams.id });
  for (const member of members) await db.update(users).set({ teamId: row!.id }).where(eq(users.id, member.id));
  for (const manager of managers)
    await db.insert(teamManagers).values({ organizationId: org.id, teamId: row!.id, userId: manager.id });
  return row!.id;
}

/** An approved (or `status`) leave of the person, written directly (no ledger: the tests only need it to exist). */
export const leaveOf = (who: Person, startDate: string, endDate: string, status: 'APPROVED' | 'PENDING' = 'APPROVED') =>
  ctx.handle.db.insert(leaveRequests).values(leaveRow(org.id, who.id, 'annual_paid', startDate, endDate, { status }));

/** Registers the test app and its organizations for the calling test file. */
export function useDelegationsOrganization() {
  beforeAll(async () => {
    ctx = await createTestApp();
    const created = await createOrganization(ctx.handle.db, { name: 'Vekil Test A.Ş.' });
    Object.assign(org, { id: created.id, subdomain: created.subdomain, host: orgHost(created.subdomain) });
    const foreign = await createOrganization(ctx.handle.db);
    const foreignAdmin = await createUser(ctx.handle.db, foreign.id, { role: 'ADMIN' });
    const foreignPerson = await createUser(ctx.handle.db, foreign.id, { firstName: 'Yabancı', lastName: 'Kişi' });
    Object.assign(other, {
      id: foreign.id,
      host: orgHost(foreign.subdomain),
      adminToken: await loginAs(ctx.app, foreign.subdomain, foreignAdmin.email, TEST_PASSWORD),
      personId: foreignPerson.id,
    });
  });
  afterAll(() => ctx.close());
}
