import { operatorLoginResponse } from '@paydos/contract/auth';
import { addDays } from '@paydos/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { leaveLedgerEntries, leaveRequests } from '../../db/schema';
import { createOperator, createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { operatorHost, request } from '../../../test/http';
import { ledgerSum } from '../../../test/ledger-sums';
import { today } from '../../../test/leave-dates';
import { createTestApp, type TestContext } from '../../../test/test-app';

// What the operator leave tests share (operator-leaves.test.ts, operator-leaves-ledger.test.ts): the test app with two
// organizations and the operator's session, made anew for each test file by useOperatorLeaves(), and the ledger sums.

export let ctx: TestContext;
export let org: Awaited<ReturnType<typeof createOrganization>>;
export let other: Awaited<ReturnType<typeof createOrganization>>;
export let operatorToken = '';

export const op = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  request(ctx.app, operatorHost, method, url, { token: operatorToken, ...(body !== undefined ? { body } : {}) });

export const sum = (where: ReturnType<typeof eq>) => ledgerSum(ctx.handle.db, where);
export const ownLedger = (leaveId: string) => sum(eq(leaveLedgerEntries.leaveRequestId, leaveId));
export const balance = (userId: string) => sum(eq(leaveLedgerEntries.userId, userId));

/** The invariant of product §D4: own entries sum to minus the days while APPROVED (annual leave), else 0. */
export async function expectInvariant(leaveId: string) {
  const [leave] = await ctx.handle.db.select().from(leaveRequests).where(eq(leaveRequests.id, leaveId));
  const expected = leave!.status === 'APPROVED' && leave!.leaveType === 'annual_paid' ? -Number(leave!.days) : 0;
  expect(await ownLedger(leaveId)).toBe(expected);
  return leave!;
}

/** An employee with 20 days (16 years of service would give 26; 7 years gives 20). */
export const employee = (organizationId = org.id) =>
  createUser(ctx.handle.db, organizationId, { startDate: addDays(today(), -7 * 366) });

/** Registers the test app and its fixtures for the calling test file. */
export function useOperatorLeaves() {
  beforeAll(async () => {
    ctx = await createTestApp();
    org = await createOrganization(ctx.handle.db, { name: 'Çınar Lojistik A.Ş.' });
    other = await createOrganization(ctx.handle.db, { name: 'Başka Şirket' });
    const operator = await createOperator(ctx.handle.db);
    const login = await request(ctx.app, operatorHost, 'POST', '/api/superadmin/login', {
      body: { username: operator.username, password: TEST_PASSWORD },
    });
    operatorToken = operatorLoginResponse.parse(login.json()).token;
  });
  afterAll(() => ctx.close());
}
