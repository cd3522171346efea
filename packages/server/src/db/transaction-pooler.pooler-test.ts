import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { organizationWithRoles, request } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { UnnamedStatementClient } from './client';

/*
 * Only in the api-pgbouncer project (vitest.config.ts), where the test app reaches PostgreSQL through
 * PgBouncer 1.18 in transaction mode. Decision 002: behind such a pooler the named prepared statements of
 * db/prepared.ts run unnamed. The scenario is made certain: a client prepares a name on the one server
 * connection PgBouncer has, a second client then holds that connection in a transaction, so the first
 * client's next statement runs on a new server connection that has never seen the name.
 */
const ctx = await createTestApp();
afterAll(() => ctx.close());
// The test database through PgBouncer, as the app reaches it.
const pooledUrl = () => (ctx.handle.db as unknown as { $client: pg.Pool }).$client.options.connectionString!;

async function secondStatementWhileItsConnectionIsTaken(first: pg.Client) {
  const other = new pg.Client({ connectionString: pooledUrl() });
  await Promise.all([first.connect(), other.connect()]);
  const statement = { name: 'pooler_probe', text: 'select $1::int + 1 as answer', values: [41] };
  try {
    await first.query(statement);
    await other.query('begin');
    await other.query('select 1');
    return await first.query<{ answer: number }>(statement);
  } finally {
    await other.query('commit').catch(() => undefined);
    await Promise.all([first.end(), other.end()]);
  }
}

describe('Prepared statements behind PgBouncer in transaction mode (decision 002, issue 25 item 2)', () => {
  it('a named statement breaks once the next transaction lands on another server connection', async () => {
    await expect(
      secondStatementWhileItsConnectionIsTaken(new pg.Client({ connectionString: pooledUrl() })),
    ).rejects.toThrow(/prepared statement "pooler_probe" does not exist/);
  });

  it('the transaction-mode client sends it unnamed, and it answers on any server connection', async () => {
    const result = await secondStatementWhileItsConnectionIsTaken(
      new UnnamedStatementClient({ connectionString: pooledUrl() }),
    );
    expect(result.rows).toEqual([{ answer: 42 }]);
  });

  it("the app's hot statements (the access statement, auth/me, the dashboard, the lists), 60 at once beside transactions", async () => {
    const { host, adminToken, employeeToken, employee } = await organizationWithRoles(ctx.app, ctx.handle.db);
    const calls = Array.from({ length: 60 }, (_, i) => {
      const [url, token] = (
        [
          ['/api/auth/me', employeeToken],
          ['/api/dashboard/summary', adminToken],
          ['/api/leaves/my-requests', employeeToken],
          ['/api/admin/users', adminToken],
        ] as const
      )[i % 4]!;
      return request(ctx.app, host, 'GET', url, { token });
    });
    // A command's transaction among them holds a server connection while the reads run.
    const profileSave = request(ctx.app, host, 'PUT', '/api/users/me', {
      token: employeeToken,
      body: { firstName: employee.firstName, lastName: employee.lastName, phone: '0532 000 00 00' },
    });
    const answers = await Promise.all([...calls, profileSave]);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect(answers[0].json()).toMatchObject({ user: { email: employee.email } });
  });
});
