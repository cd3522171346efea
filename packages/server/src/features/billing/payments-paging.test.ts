import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { messages } from '@paydos/contract/messages';
import { payingSetup } from './billing-test-support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function paid(organizationId: string, createdAt: Date) {
  const [row] = await ctx.handle.db
    .insert(payments)
    .values({
      organizationId,
      billingType: 'monthly',
      userCount: 3,
      amountKurus: 20700,
      provider: 'demo',
      status: 'SUCCEEDED',
      kind: 'CHECKOUT',
      createdAt,
    })
    .returning({ id: payments.id });
  return row!.id;
}

describe('GET /api/billing/payments (ADMIN or MANAGER)', () => {
  it('issue 22 item 3: the payment history pages by keyset (limit, cursor → nextCursor), the second page follows the first, a bad or foreign cursor is a Turkish 400', async () => {
    const mine = await payingSetup(ctx.app, ctx.handle.db);
    const theirs = await payingSetup(ctx.app, ctx.handle.db);
    const old = await paid(mine.org.id, new Date('2026-01-05T09:00:00Z'));
    // Two in the same instant: the id orders them, neither is skipped nor repeated.
    const sameA = await paid(mine.org.id, new Date('2026-03-05T09:00:00Z'));
    const sameB = await paid(mine.org.id, new Date('2026-03-05T09:00:00Z'));
    await paid(theirs.org.id, new Date('2026-02-05T09:00:00Z'));
    const list = (query: string, setup = mine) =>
      request(ctx.app, setup.host, 'GET', `/api/billing/payments?${query}`, { token: setup.managerToken });

    const first = await list('limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.json().payments).toHaveLength(2);
    expect(first.json().nextCursor).toEqual(expect.any(String));
    const second = await list(`limit=2&cursor=${first.json().nextCursor}`);
    expect(second.json().nextCursor).toBeNull();
    const ids = [...first.json().payments, ...second.json().payments].map((payment: { id: string }) => payment.id);
    expect(ids).toEqual([...[sameA, sameB].sort().reverse(), old]);

    // The summary keeps its `payments` (the first page) and says where the next one starts.
    const summary = (
      await request(ctx.app, mine.host, 'GET', '/api/billing/summary', { token: mine.managerToken })
    ).json();
    expect(summary.payments.map((payment: { id: string }) => payment.id)).toEqual(ids);
    expect(summary.paymentsNextCursor).toBeNull();

    for (const bad of ['bozuk', Buffer.from('[["dün"],"x",null]').toString('base64url')]) {
      const response = await list(`cursor=${bad}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(messages.paging.cursorInvalid);
    }
    // A cursor is bound to its organization: on another one's host it is refused.
    const foreign = await list(`cursor=${first.json().nextCursor}`, theirs);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(messages.paging.cursorInvalid);
    expect((await list('limit=501')).json().message).toBe(messages.paging.limitInvalid);
  });
});
