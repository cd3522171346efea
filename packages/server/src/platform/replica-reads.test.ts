import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestApp, type TestContext } from '../../test/test-app';
import { request } from '../../test/http';
import {
  a,
  ctx,
  endsOwnSession,
  fill,
  homeHost,
  operations,
  operatorToken,
  ownToken,
  sampleBody,
  useAttackTargets,
  type Operation,
} from './attack-suite-fixture';
import { createReplicaReads, DATA_AGE_HEADER, DATA_SOURCE_HEADER } from './replica-reads';

/*
 * Issue 25 item 3 (docs/SCALING.md, section 3): the reads that tolerate lag go to the replica, a command
 * never does. The replica here is a spy over the test database (so its answers are the primary's data):
 * it counts every use of the handle and fails any write. A second app instance on the attack suite's
 * organization (every route, its own session, a valid sample) reads through it.
 */
const LAG_TOLERANT = new Set([
  'GET /api/monthly-report/available',
  'GET /api/monthly-report',
  'GET /api/monthly-report/csv',
  'GET /api/monthly-report/xlsx',
  'GET /api/monthly-report/payroll-csv',
  'GET /api/team-calendar',
  'GET /api/calendar-feeds/{token}/{file}',
  'GET /api/superadmin/stats',
  'GET /api/superadmin/stats/timeline',
]);

function spyReplica(primary: Database, { down = false } = {}) {
  const spy = { uses: 0, writes: [] as string[] };
  const db = new Proxy(primary, {
    get(target, property) {
      if (typeof property === 'string') {
        spy.uses++;
        if (down) throw new Error('connect ECONNREFUSED 127.0.0.1:5441 (the replica is stopped)');
        if (['insert', 'update', 'delete'].includes(property)) spy.writes.push(property);
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { spy, db };
}

const month = new Date().toISOString().slice(0, 7);
/** A valid query for the routes that require one. */
const sampleQuery = (path: string) =>
  path.startsWith('/api/monthly-report') && !path.endsWith('/available')
    ? `?year=${month.slice(0, 4)}&month=${Number(month.slice(5))}`
    : path === '/api/team-calendar'
      ? `?month=${month}`
      : '';

useAttackTargets();
let instance: TestContext;
let replica: ReturnType<typeof spyReplica>;
beforeAll(async () => {
  replica = spyReplica(ctx.handle.db);
  instance = await createTestApp(
    { LOGIN_RATE_LIMIT_PER_MINUTE: '1000000' },
    { handle: ctx.handle, replica: replica.db },
  );
});
afterAll(() => instance.close());

async function send(app: TestContext['app'], operation: Operation) {
  const url = fill(operation.path) + sampleQuery(operation.path);
  const before = replica.spy.uses;
  const answer = await request(app, homeHost(operation), operation.method, url, {
    token: ownToken(operation),
    body: sampleBody(operation) ?? (operation.method === 'GET' ? undefined : {}),
  });
  return { answer, readTheReplica: replica.spy.uses > before };
}

describe('Reads that tolerate lag go to the replica; commands never do (issue 25 item 3, docs/SCALING.md §3)', () => {
  it('every route with its own session: only the lag-tolerant reads use the replica, and say how fresh they are', async () => {
    const wrong: string[] = [];
    const gets = operations.filter((o) => o.method === 'GET');
    for (const operation of gets) {
      const name = `${operation.method} ${operation.path}`;
      const { answer, readTheReplica } = await send(instance.app, operation);
      const expected = LAG_TOLERANT.has(name) && answer.statusCode === 200;
      if (readTheReplica !== expected) wrong.push(`${name} (${answer.statusCode}): replica ${readTheReplica}`);
      if (expected && answer.headers[DATA_SOURCE_HEADER] !== 'replica') wrong.push(`${name}: no replica header`);
    }
    expect(wrong).toEqual([]);
    // Each lag-tolerant read that can answer without further set-up (the feeds need a token) did answer.
    const answered = gets.filter((o) => LAG_TOLERANT.has(`GET ${o.path}`) && !o.path.includes('{token}'));
    expect(answered.length).toBe(LAG_TOLERANT.size - 1);
  });

  it('the replica reader refuses a command outright, before any read', async () => {
    const reads = createReplicaReads({
      primary: ctx.handle.db,
      replica: replica.db,
      maxLagSeconds: 30,
      log: ctx.app.log,
    });
    const before = replica.spy.uses;
    const command = { method: 'POST', url: '/api/leaves' } as Parameters<typeof reads.read>[0];
    await expect(reads.read(command, {} as Parameters<typeof reads.read>[1], async () => 1)).rejects.toThrow(
      /a command reads the primary/,
    );
    expect(replica.spy.uses).toBe(before);
  });

  it('with the replica down, the report and the calendar come from the primary (data age 0) and the replica is left alone for a while', async () => {
    const stopped = spyReplica(ctx.handle.db, { down: true });
    const fallback = await createTestApp({}, { handle: ctx.handle, replica: stopped.db });
    try {
      const query = `?year=${month.slice(0, 4)}&month=${Number(month.slice(5))}`;
      for (const url of [`/api/monthly-report${query}`, `/api/team-calendar?month=${month}`]) {
        const answer = await request(fallback.app, a.host, 'GET', url, { token: a.tokens.ADMIN });
        expect(answer.statusCode).toBe(200);
        expect(answer.headers[DATA_SOURCE_HEADER]).toBe('primary');
        expect(answer.headers[DATA_AGE_HEADER]).toBe('0');
      }
      // One failure; the second read did not try the stopped replica again.
      expect(stopped.spy.uses).toBe(1);
      const stats = await request(fallback.app, 'superadmin.localhost:3000', 'GET', '/api/superadmin/stats', {
        token: operatorToken,
      });
      expect(stats.statusCode).toBe(200);
      expect(stats.headers[DATA_SOURCE_HEADER]).toBe('primary');
    } finally {
      await fallback.close();
    }
  });

  it('without a replica configured every such read is the primary’s, and says so', async () => {
    const answer = await request(ctx.app, a.host, 'GET', `/api/team-calendar?month=${month}`, {
      token: a.tokens.ADMIN,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers[DATA_SOURCE_HEADER]).toBe('primary');
  });
  // Last: the sweep's commands delete and erase what the reads above need.
  it('a command never reads the replica: every POST, PUT, PATCH and DELETE with a valid sample leaves it unused', async () => {
    const commands = operations.filter((o) => o.method !== 'GET' && !endsOwnSession(o));
    expect(commands.length).toBeGreaterThan(40);
    // The samples are the attack suite's (a wrong password, ids another command has since used up), so many
    // commands are refused by a rule, after reading the primary; the reader's own guard (above) holds the rest.
    const used: string[] = [];
    let answered = 0;
    for (const operation of commands) {
      const { answer, readTheReplica } = await send(instance.app, operation);
      if (answer.statusCode < 300) answered++;
      if (readTheReplica) used.push(`${operation.method} ${operation.path} (${answer.statusCode})`);
    }
    expect(used).toEqual([]);
    expect(answered, `${answered} of ${commands.length} commands answered 2xx`).toBeGreaterThanOrEqual(10);
    expect(replica.spy.writes).toEqual([]);
  });
});
