import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { leaveLedgerEntries } from '../../db/schema';
import { createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, orgHost, request } from '../../../test/http';
import { ledgerBalance } from '../../../test/ledger-sums';
import { createTestApp, type TestContext } from '../../../test/test-app';

// The organization the leave tests share (leaves.test.ts, leaves-input.test.ts, leave-decisions.test.ts, leaves-permissions.test.ts): an
// ADMIN, a MANAGER and another organization, made anew for each test file by useLeavesOrganization().

export let ctx: TestContext;
export let host: string;
export let subdomain: string;
export let orgId: string;
export let adminToken: string;
export let managerToken: string;
export let adminEmail: string;
export let otherHost: string;
export let otherAdminToken: string;

export async function newEmployee(person: Parameters<typeof createUser>[2] = {}) {
  const user = await createUser(ctx.handle.db, orgId, person);
  return { ...user, token: await loginAs(ctx.app, subdomain, user.email, TEST_PASSWORD) };
}
export const balanceOf = (userId: string) => ledgerBalance(ctx.handle.db, userId);
export const entriesOf = (leaveId: string) =>
  ctx.handle.db.select().from(leaveLedgerEntries).where(eq(leaveLedgerEntries.leaveRequestId, leaveId));
export const ask = (token: string, body: unknown) => request(ctx.app, host, 'POST', '/api/leaves', { token, body });
/** An annual leave request from `startDate` to `endDate` by the holder of `token`. */
export const askAnnual = (token: string, startDate: string, endDate: string) =>
  ask(token, { leaveType: 'annual_paid', startDate, endDate, reason: 'x' });
export const put = (token: string, id: string, action: string, body?: unknown) =>
  request(ctx.app, host, 'PUT', `/api/leaves/${id}/${action}`, { token, ...(body !== undefined ? { body } : {}) });

/** Registers the test app and its fixtures for the calling test file. */
export function useLeavesOrganization() {
  beforeAll(async () => {
    ctx = await createTestApp();
    const org = await createOrganization(ctx.handle.db, { name: 'İzin Test A.Ş.' });
    orgId = org.id;
    subdomain = org.subdomain;
    host = orgHost(subdomain);
    const admin = await createUser(ctx.handle.db, orgId, { role: 'ADMIN', firstName: 'Ayşe' });
    adminEmail = admin.email;
    adminToken = await loginAs(ctx.app, subdomain, admin.email, TEST_PASSWORD);
    const manager = await createUser(ctx.handle.db, orgId, { role: 'MANAGER' });
    managerToken = await loginAs(ctx.app, subdomain, manager.email, TEST_PASSWORD);
    const other = await createOrganization(ctx.handle.db);
    otherHost = orgHost(other.subdomain);
    const otherAdmin = await createUser(ctx.handle.db, other.id, { role: 'ADMIN' });
    otherAdminToken = await loginAs(ctx.app, other.subdomain, otherAdmin.email, TEST_PASSWORD);
  });
  afterAll(() => ctx.close());
}
