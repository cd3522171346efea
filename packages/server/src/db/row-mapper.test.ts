import { teamNameKey } from '@paydos/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser, leaveRow } from '../../test/factories';
import { openTestDatabase } from '../../test/test-app';
import type { DatabaseHandle } from './client';
import { param, preparedStatement } from './prepared';
import { compileRowMapper } from './row-mapper';
import { leaveRequests, organizations, teams, users } from './schema';

/**
 * The compiled row mapper (row-mapper.ts) gives what drizzle's own mapper gives, for the shapes the
 * hot statements select: flat columns with decoders (timestamps, dates, integers), nested objects,
 * SQL expressions with and without `mapWith`, an inner join, and an outer join (null when nothing joined).
 */
let handle: DatabaseHandle;
let organizationId: string;
let userId: string;
beforeAll(async () => {
  handle = await openTestDatabase();
  const organization = await createOrganization(handle.db);
  organizationId = organization.id;
  const user = await createUser(handle.db, organizationId, { firstName: 'Şule', lastName: 'Işık' });
  userId = user.id;
  await handle.db
    .insert(leaveRequests)
    .values([
      leaveRow(organizationId, userId, 'annual_paid', '2026-03-02', '2026-03-04', { days: 3, status: 'PENDING' }),
      leaveRow(organizationId, userId, 'annual_paid', '2026-04-06', '2026-04-06'),
    ]);
});
afterAll(() => handle?.close());

/** Runs a statement with drizzle's mapper, then with the compiled one, and returns both answers. */
async function bothWays<Statement extends { execute(values?: Record<string, unknown>): Promise<unknown> }>(
  build: () => Statement,
  values: Record<string, unknown>,
) {
  const byDrizzle = await build().execute(values);
  const compiled = compileRowMapper(build());
  expect((compiled as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf('function');
  return { byDrizzle, compiled: await compiled.execute(values) };
}

describe('the compiled row mapper', () => {
  it('maps flat columns with their decoders and SQL expressions as drizzle does', async () => {
    const { byDrizzle, compiled } = await bothWays(
      () =>
        handle.db
          .select({
            id: leaveRequests.id,
            startDate: leaveRequests.startDate,
            createdAt: leaveRequests.createdAt,
            decidedAt: leaveRequests.decidedAt,
            status: leaveRequests.status,
            days: sql<number>`${leaveRequests.endDate} - ${leaveRequests.startDate} + 1`.mapWith(Number),
            raw: sql<string>`'ğüşıöç'`,
          })
          .from(leaveRequests)
          .where(eq(leaveRequests.organizationId, param('organizationId')))
          .orderBy(leaveRequests.startDate)
          .prepare('row_mapper_flat'),
      { organizationId },
    );
    expect(byDrizzle).toHaveLength(2);
    expect(compiled).toEqual(byDrizzle);
    const [first] = compiled as { createdAt: unknown; days: unknown }[];
    expect(first!.createdAt).toBeInstanceOf(Date);
    expect(first!.days).toBe(3);
  });

  it('maps nested objects of an inner join and an aggregate as drizzle does', async () => {
    const { byDrizzle, compiled } = await bothWays(
      () =>
        handle.db
          .select({
            person: { id: users.id, firstName: users.firstName, lastName: users.lastName },
            organization: { name: organizations.name },
            requests: count(leaveRequests.id),
          })
          .from(users)
          .innerJoin(organizations, eq(organizations.id, users.organizationId))
          .innerJoin(leaveRequests, eq(leaveRequests.userId, users.id))
          .where(eq(users.id, param('userId')))
          .groupBy(users.id, organizations.name)
          .prepare('row_mapper_nested'),
      { userId },
    );
    expect(compiled).toEqual(byDrizzle);
    expect(compiled).toEqual([
      { person: { id: userId, firstName: 'Şule', lastName: 'Işık' }, organization: expect.any(Object), requests: 2 },
    ]);
  });

  it("makes a nested object of an outer join null when its first column is, as drizzle's mapper does", async () => {
    await handle.db.insert(teams).values({ organizationId, name: 'Satış', nameKey: teamNameKey('Satış') });
    for (const teamName of ['yok', 'Satış']) {
      const { byDrizzle, compiled } = await bothWays(
        () =>
          handle.db
            .select({
              id: users.id,
              team: { id: teams.id, name: teams.name },
              mixed: { teamName: teams.name, firstName: users.firstName },
              withExpression: { id: teams.id, label: sql<string>`'etiket'` },
            })
            .from(users)
            .leftJoin(teams, and(eq(teams.organizationId, users.organizationId), eq(teams.name, param('teamName'))))
            .where(eq(users.id, param('userId')))
            .prepare(`row_mapper_outer_${teamName === 'yok' ? 'none' : 'joined'}`),
        { userId, teamName },
      );
      expect(compiled).toEqual(byDrizzle);
      const [row] = compiled as { team: { name: string } | null; mixed: { firstName: string } }[];
      if (teamName === 'yok') expect(row!.team).toBeNull();
      else expect(row!.team!.name).toBe('Satış');
      expect(row!.mixed.firstName).toBe('Şule');
    }
  });

  it('is what preparedStatement sets on the statements it builds', async () => {
    const statement = preparedStatement((db) =>
      db
        .select({ id: users.id, createdAt: users.createdAt })
        .from(users)
        .where(eq(users.id, param('userId')))
        .prepare('row_mapper_prepared'),
    );
    const built = statement(handle.db);
    expect((built as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf('function');
    const [row] = (await built.execute({ userId })) as { id: string; createdAt: Date }[];
    expect(row!.id).toBe(userId);
    expect(row!.createdAt).toBeInstanceOf(Date);
  });
});
