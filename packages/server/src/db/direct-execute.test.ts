import { DrizzleQueryError, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser, leaveRow } from '../../test/factories';
import { openTestDatabase } from '../../test/test-app';
import type { DatabaseHandle, Executor } from './client';
import { param, preparedStatement } from './prepared';
import { leaveRequests, users } from './schema';

/**
 * A hot statement run without drizzle's per-run layers on PostgreSQL (direct-execute.ts) answers as
 * drizzle's `execute` does: the same rows and decoders, in and out of a transaction, and a failing
 * statement's error wrapped as drizzle wraps it. On PGlite the statement stays drizzle's.
 */
let handle: DatabaseHandle;
let organizationId: string;
let userId: string;
beforeAll(async () => {
  handle = await openTestDatabase();
  organizationId = (await createOrganization(handle.db)).id;
  userId = (await createUser(handle.db, organizationId, { firstName: 'Çağrı', lastName: 'Öztürk' })).id;
  await handle.db
    .insert(leaveRequests)
    .values([
      leaveRow(organizationId, userId, 'annual_paid', '2026-03-02', '2026-03-04', { days: 3, status: 'PENDING' }),
      leaveRow(organizationId, userId, 'annual_paid', '2026-04-06', '2026-04-06'),
    ]);
});
afterAll(() => handle?.close());

const build = (db: Executor) =>
  db
    .select({
      id: leaveRequests.id,
      startDate: leaveRequests.startDate,
      createdAt: leaveRequests.createdAt,
      decidedAt: leaveRequests.decidedAt,
      days: leaveRequests.days,
      person: { firstName: users.firstName, startDate: users.startDate },
      nights: sql<number>`${leaveRequests.endDate} - ${leaveRequests.startDate}`.mapWith(Number),
    })
    .from(leaveRequests)
    .innerJoin(users, eq(users.id, leaveRequests.userId))
    .where(eq(leaveRequests.organizationId, param('organizationId')))
    .orderBy(leaveRequests.startDate)
    .prepare(`direct_execute_test_${Math.random().toString(36).slice(2)}`);

describe('hot statements run directly on node-postgres (direct-execute.ts)', () => {
  const statement = preparedStatement(build);

  it('answers with the rows drizzle’s own execute gives, twice (the type parsers are shared after the first)', async () => {
    const byDrizzle = await build(handle.db).execute({ organizationId });
    expect(byDrizzle).toHaveLength(2);
    expect(await statement(handle.db).execute({ organizationId })).toEqual(byDrizzle);
    expect(await statement(handle.db).execute({ organizationId })).toEqual(byDrizzle);
    expect(byDrizzle[0]!.createdAt).toBeInstanceOf(Date);
    expect(byDrizzle[0]!.startDate).toBe('2026-03-02');
  });

  it('runs inside a transaction on the transaction’s connection (sees its own uncommitted row)', async () => {
    const rolledBack = new Error('roll back');
    await expect(
      handle.db.transaction(async (tx) => {
        await tx
          .insert(leaveRequests)
          .values(leaveRow(organizationId, userId, 'annual_paid', '2026-05-04', '2026-05-04'));
        expect(await statement(tx).execute({ organizationId })).toHaveLength(3);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await statement(handle.db).execute({ organizationId })).toHaveLength(2);
  });

  it('a failing run is a DrizzleQueryError whose cause is PostgreSQL’s error, as with drizzle’s execute', async () => {
    const error = await statement(handle.db)
      .execute({ organizationId: 'not-a-uuid' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DrizzleQueryError);
    expect((error as DrizzleQueryError).cause).toMatchObject({ code: '22P02' });
  });

  it('is used on PostgreSQL only; PGlite keeps drizzle’s execute', () => {
    const replaced = statement(handle.db).execute !== build(handle.db).execute;
    expect(replaced).toBe(handle.kind === 'postgres');
  });
});
