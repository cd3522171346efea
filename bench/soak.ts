/**
 * npm run bench:soak [-- --minutes 10 --connections 200 --employees 2000]
 * A soak test of the real server (packages/server/src/main.ts, a child process): a large
 * organization is seeded into a fresh database (a PGlite directory, or with BENCH_DATABASE_URL a
 * new database created on that PostgreSQL server and dropped at the end), then `--connections`
 * virtual users run a closed loop of a realistic mix for `--minutes`: employees read their session,
 * balance and requests and ask for leave; admins read the dashboard, the pending list and count and
 * approve or reject the new requests. Every minute: requests, errors, p50/p99, the server process's
 * RSS. At the end: the RSS trend after the first minute and the database connections still in use.
 * All traffic goes to 127.0.0.1 with the site's Host header.
 */
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { loginResponse } from '@paydos/contract/auth';
import { leaveChangeResponse } from '@paydos/contract/leaves';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { benchDatabase } from './bench-database';
import { spawnBenchServer } from './bench-server';
import {
  largeAdminEmail,
  largeEmployeeEmail,
  randomReadablePassword,
  seedLargeOrganization,
} from '../packages/server/src/features/demo';
import { httpCall, type Answer } from './http-call';
import { futureWorkingDays } from './working-days';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    connections: { type: 'string', default: '200' },
    employees: { type: 'string', default: '2000' },
  },
});
const minutes = Number(values.minutes);
const connections = Number(values.connections);
const employeeCount = Number(values.employees);
// One admin session for every nine employees: enough decisions to keep up with the new requests, so the pending list stays
// near its seeded size and the run measures a steady state rather than a growing backlog.
const ADMIN_USERS = Math.max(1, Math.round(connections / 10));
const subdomain = `soak${Date.now().toString(36)}`;
/** The seeded people's password: random for each run, like every password the repository makes. */
const seededPassword = randomReadablePassword();

// ── The database ────────────────────────────────────────────────────────────────────────────────
const benchDb = await benchDatabase('soak');
const { serverEnv, cleanup, databaseUrl: soakDatabaseUrl } = benchDb;
const seedHandle = await benchDb.open();
const kind = seedHandle.kind;
await seedHandle.migrate();
let started = Date.now();
await seedLargeOrganization(seedHandle.db, { count: employeeCount, subdomain, password: seededPassword });
// Statistics for the planner, as a database in service has them (otherwise autovacuum's first ANALYZE changes the plans mid-run).
await seedHandle.db.execute(sql`analyze`);
await seedHandle.close();
console.log(`Seeded ${employeeCount} people on ${kind} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

// ── The server ──────────────────────────────────────────────────────────────────────────────────
const { port, server, log: serverOutput } = await spawnBenchServer(serverEnv);
const serverExited = once(server, 'exit');
let finished = false;
server.once('exit', (code, signal) => {
  if (finished) return;
  console.error(`The server exited during the soak (code ${code}, signal ${signal}):\n${serverOutput().slice(-5000)}`);
  void cleanup().finally(() => process.exit(1));
});

const agent = new http.Agent({ keepAlive: true, maxSockets: connections + 10 });
const host = `${subdomain}.localhost:${port}`;

function call(
  method: string,
  url: string,
  options: { token?: string; body?: unknown; host?: string } = {},
): Promise<Answer> {
  return httpCall({ port, agent, host: options.host ?? host, method, url, token: options.token, body: options.body });
}

for (const deadline = Date.now() + 120_000; ;) {
  if (server.exitCode !== null) throw new Error(`The server exited:\n${serverOutput()}`);
  if (Date.now() > deadline) throw new Error(`The server did not answer within 120 s:\n${serverOutput()}`);
  const answer = await call('GET', '/api/site', { host: `localhost:${port}` }).catch(() => null);
  if (answer?.status === 200) break;
  await new Promise((r) => setTimeout(r, 250));
}

async function login(email: string): Promise<string> {
  const answer = await call('POST', '/api/subdomain/login', { body: { email, password: seededPassword } });
  if (answer.status !== 200) throw new Error(`login ${email}: ${answer.status} ${answer.body}`);
  return loginResponse.parse(JSON.parse(answer.body)).token;
}
// Logins eight at a time (argon2id): ADMIN_USERS sessions of the admin, and one session for each of up to ten employees per
// employee connection. A connection acts as its employees in turn, so each person's own list grows at a human pace
// (a few requests over the run) rather than by one request every few seconds.
const employeeConnections = connections - ADMIN_USERS;
const employeeSessions = Math.min(employeeCount, employeeConnections * 10);
const emails = [
  ...Array.from({ length: ADMIN_USERS }, () => largeAdminEmail(subdomain)),
  ...Array.from({ length: employeeSessions }, (_, i) => largeEmployeeEmail(subdomain, i + 1)),
];
started = Date.now();
const tokens: string[] = [];
for (let i = 0; i < emails.length; i += 8) tokens.push(...(await Promise.all(emails.slice(i, i + 8).map(login))));
console.log(`${emails.length} logins in ${((Date.now() - started) / 1000).toFixed(1)} s`);

// Single working days (no weekend, no public holiday) from 90 days ahead: past the seeded history.
const workingDays = futureWorkingDays(90, 2000);

// ── The load ────────────────────────────────────────────────────────────────────────────────────
interface Minute {
  latencies: number[];
  byRoute: Map<string, number[]>;
  errors: number;
  statuses: Map<string, number>;
  writes: number;
  rssMb: number[];
}
const minutesData: Minute[] = [];
const minuteOf = (t: number) => Math.floor((t - loadStarted) / 60_000);
const bucket = (i: number) =>
  (minutesData[i] ??= { latencies: [], byRoute: new Map(), errors: 0, statuses: new Map(), writes: 0, rssMb: [] });

async function timed(
  method: string,
  url: string,
  token: string,
  body?: unknown,
  write = false,
): Promise<Answer | null> {
  const t0 = performance.now();
  let answer: Answer | null = null;
  let label: string;
  try {
    answer = await call(method, url, { token, body });
    label = String(answer.status);
  } catch (error) {
    label = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
  }
  const end = Date.now();
  if (end >= loadEnds) return answer; // finished after the end: not counted
  const m = bucket(minuteOf(end));
  const ms = performance.now() - t0;
  const route = `${method} ${url.replace(/[0-9a-f-]{36}/, ':id')}`;
  m.latencies.push(ms);
  const list = m.byRoute.get(route);
  if (list) list.push(ms);
  else m.byRoute.set(route, [ms]);
  if (!answer || answer.status >= 400) {
    m.errors++;
    const key = `${route} → ${label}`;
    m.statuses.set(key, (m.statuses.get(key) ?? 0) + 1);
  } else if (write) m.writes++;
  return answer;
}

const pending: string[] = [];
let stopped = false;
const pick = <T>(weights: [number, T][]) => {
  let r = Math.random() * weights.reduce((s, [w]) => s + w, 0);
  for (const [w, v] of weights) if ((r -= w) < 0) return v;
  return weights.at(-1)![1];
};

async function employeeLoop(people: string[]) {
  const nextDay = new Map<string, number>();
  let turn = 0;
  while (!stopped) {
    const token = people[turn++ % people.length]!;
    const action = pick([
      [37, 'me'],
      [27, 'ledger'],
      [28, 'mine'],
      [8, 'request'],
    ] as const);
    if (action === 'me') await timed('GET', '/api/auth/me', token);
    else if (action === 'ledger') await timed('GET', '/api/ledger/me', token);
    else if (action === 'mine') await timed('GET', '/api/leaves/my-requests', token);
    else {
      const day = nextDay.get(token) ?? 0;
      nextDay.set(token, day + 1);
      const date = workingDays[day % workingDays.length]!;
      const answer = await timed(
        'POST',
        '/api/leaves',
        token,
        { leaveType: 'unpaid_leave', startDate: date, endDate: date, reason: 'Soak' },
        true,
      );
      if (answer?.status === 201) pending.push(leaveChangeResponse.parse(JSON.parse(answer.body)).leaveRequest.id);
    }
  }
}

async function adminLoop(token: string) {
  let decisions = 0;
  while (!stopped) {
    const action =
      pending.length > 0
        ? pick([
            [70, 'decide'],
            [10, 'dashboard'],
            [10, 'count'],
            [10, 'pending'],
          ] as const)
        : pick([
            [40, 'dashboard'],
            [30, 'count'],
            [30, 'pending'],
          ] as const);
    if (action === 'dashboard') await timed('GET', '/api/dashboard/summary', token);
    else if (action === 'count') await timed('GET', '/api/leaves/pending-count', token);
    else if (action === 'pending') await timed('GET', '/api/leaves?status=PENDING', token);
    else {
      const id = pending.shift()!;
      const reject = ++decisions % 5 === 0;
      await timed(
        'PUT',
        `/api/leaves/${id}/${reject ? 'reject' : 'approve'}`,
        token,
        reject ? { reason: 'Yoğun dönem' } : undefined,
        true,
      );
    }
  }
}

function rssMb(): number {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) / 1024;
}

console.log(
  `Soak on ${kind}: ${connections} connections (${ADMIN_USERS} admin sessions; ${employeeConnections} acting as ${employeeSessions} employees) for ${minutes} min`,
);
const loadStarted = Date.now();
const loadEnds = loadStarted + minutes * 60_000;
const rssTimer = setInterval(() => {
  if (Date.now() < loadEnds) bucket(minuteOf(Date.now())).rssMb.push(rssMb());
}, 5_000);
const employeeTokens = tokens.slice(ADMIN_USERS);
const loops = [
  ...tokens.slice(0, ADMIN_USERS).map(adminLoop),
  ...Array.from({ length: employeeConnections }, (_, i) =>
    employeeLoop(employeeTokens.filter((_, j) => j % employeeConnections === i)),
  ),
];
const progress = setInterval(() => {
  const i = minuteOf(Date.now()) - 1;
  const m = minutesData[i];
  if (m)
    console.log(
      `  minute ${i + 1}: ${m.latencies.length} requests, ${m.errors} errors, RSS ${m.rssMb.at(-1)?.toFixed(0)} MB`,
    );
}, 60_000);
await new Promise((r) => setTimeout(r, minutes * 60_000));
stopped = true;
clearInterval(rssTimer);
clearInterval(progress);
await Promise.all(loops);

// ── Figures ─────────────────────────────────────────────────────────────────────────────────────
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
const rows = minutesData.map((m, i) => {
  const sorted = [...m.latencies].sort((a, b) => a - b);
  return {
    minute: i + 1,
    requests: sorted.length,
    'req/s': Math.round(sorted.length / Math.min(60, minutes * 60 - i * 60)),
    writes: m.writes,
    errors: m.errors,
    'p50 ms': Math.round(percentile(sorted, 50)),
    'p99 ms': Math.round(percentile(sorted, 99)),
    'max ms': Math.round(sorted.at(-1) ?? 0),
    'RSS MB': Math.round(m.rssMb.reduce((s, v) => s + v, 0) / Math.max(1, m.rssMb.length)),
    'RSS max MB': Math.round(Math.max(0, ...m.rssMb)),
  };
});
console.table(rows);
const errorKinds = new Map<string, number>();
for (const m of minutesData) for (const [k, v] of m.statuses) errorKinds.set(k, (errorKinds.get(k) ?? 0) + v);
console.log(`Errors: ${[...errorKinds].map(([k, v]) => `${k} ×${v}`).join(', ') || 'none'}`);
// Per route over the whole run.
const routes = new Map<string, number[]>();
for (const m of minutesData)
  for (const [route, list] of m.byRoute) routes.set(route, (routes.get(route) ?? []).concat(list));
console.table(
  [...routes].map(([route, list]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return {
      route,
      requests: sorted.length,
      'p50 ms': Math.round(percentile(sorted, 50)),
      'p99 ms': Math.round(percentile(sorted, 99)),
    };
  }),
);
// Memory: the mean of the 5-second RSS samples of each minute; flat = every minute after the first within 10 % of the second.
const means = rows.map((r) => r['RSS MB']);
if (means.length > 2) {
  const base = means[1]!;
  const worst = Math.max(...means.slice(1).map((v) => Math.abs(v - base) / base)) * 100;
  console.log(
    `RSS per minute (mean): ${means.join(', ')} MB; after the first minute within ${worst.toFixed(1)} % of minute 2 (${worst <= 10 ? 'flat within 10 %' : 'NOT flat within 10 %'})`,
  );
} else
  console.log(
    `RSS per minute (mean): ${means.join(', ')} MB (too short a run to judge the trend after the first minute)`,
  );

// Database connections once the load has stopped: none may be left in use.
await new Promise((r) => setTimeout(r, 2000));
if (soakDatabaseUrl) {
  const client = new pg.Client({ connectionString: soakDatabaseUrl });
  await client.connect();
  const { rows: pool } = await client.query<{
    total: string;
    active: string;
    idle: string;
    idle_in_transaction: string;
  }>(
    `select count(*) as total,
            count(*) filter (where state = 'active') as active,
            count(*) filter (where state = 'idle') as idle,
            count(*) filter (where state like 'idle in transaction%') as idle_in_transaction
       from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  await client.end();
  console.log(
    `Server's PostgreSQL connections at the end: ${pool[0]!.total} open (pool max 10), ${pool[0]!.active} active, ${pool[0]!.idle_in_transaction} idle in transaction, ${pool[0]!.idle} idle`,
  );
} else console.log('PGlite: one embedded connection (no pool)');
const health = await call('GET', '/api/site', { host: `localhost:${port}` }).catch((e) => ({ status: String(e) }));
console.log(`Server still answering: GET /api/site → ${health.status}; RSS ${rssMb().toFixed(0)} MB`);

agent.destroy();
finished = true;
server.kill('SIGTERM');
await serverExited;
await cleanup();
