/**
 * npm run bench [-- --employees 10000 --duration 10 --connections 10]
 * Seeds a large organization into a fresh database (in-memory PGlite, or BENCH_DATABASE_URL's
 * PostgreSQL), starts the real app on a loopback port and measures each scenario with autocannon.
 * Every request goes to 127.0.0.1 with the site's Host header; loops are bounded by --duration.
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { openDatabase } from '../packages/server/src/db/client';
import { and, eq } from 'drizzle-orm';
import { leaveRequests, users } from '../packages/server/src/db/schema';
import { LARGE_PASSWORD, largeAdminEmail, largeEmployeeEmail, seedLargeOrganization } from '../packages/server/src/features/demo/large-organization';
import { scenarios } from './scenarios';

const { values } = parseArgs({
  options: {
    employees: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    /** Only the scenarios whose name contains this text (e.g. `--only monthly-report`). */
    only: { type: 'string', default: '' },
  },
});
const employees = Number(values.employees);
const subdomain = `bench${Date.now().toString(36)}`;
const host = `${subdomain}.localhost`;

const handle = await openDatabase(
  process.env.BENCH_DATABASE_URL ? { kind: 'postgres', url: process.env.BENCH_DATABASE_URL } : { kind: 'pglite', dataDir: null },
);
await handle.migrate();
let started = Date.now();
await seedLargeOrganization(handle.db, { count: employees, subdomain });
console.log(`Seeded ${employees} people on ${handle.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', LOGIN_RATE_LIMIT_PER_MINUTE: '1000000' });
const app = await buildApp({ config, db: handle.db });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

async function login(email: string) {
  // fetch() drops a Host header, so the logins go through inject (the same handlers, no socket).
  const response = await app.inject({
    method: 'POST',
    url: '/api/subdomain/login',
    headers: { host, 'content-type': 'application/json' },
    payload: { email, password: LARGE_PASSWORD },
  });
  const token: string | undefined = response.json().token;
  if (!token) throw new Error(`login failed: ${response.body}`);
  return token;
}

const loginTimes: number[] = [];
let token = '';
for (let i = 0; i < 10; i++) {
  started = performance.now();
  token = await login(largeAdminEmail(subdomain));
  loginTimes.push(performance.now() - started);
}
loginTimes.sort((a, b) => a - b);
console.log(`login (argon2id verify + session): median ${loginTimes[5]!.toFixed(0)} ms over 10 sequential logins`);

const employeeEmail = largeEmployeeEmail(subdomain, 1);
const employeeToken = await login(employeeEmail);
const [employee] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, employeeEmail));
const employeeId = employee!.id;

const rows = [];
for (const scenario of scenarios.filter((s) => s.name.includes(values.only))) {
  const bearer = scenario.auth === 'employee' ? employeeToken : scenario.auth ? token : null;
  const result = await autocannon({
    url: `${address}${scenario.path.replace('{employeeId}', employeeId)}`,
    method: scenario.method ?? 'GET',
    headers: { host: scenario.host === 'main' ? 'localhost' : host, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    connections: scenario.connections ?? Number(values.connections),
    duration: Number(values.duration),
    timeout: 60,
  });
  const failed = result.non2xx + result.errors;
  rows.push({
    scenario: scenario.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    'KB/resp': result.requests.total ? Math.round(result.throughput.total / result.requests.total / 1024) : 0,
    failed,
  });
}
console.table(rows);

// Commands measured once each (they change data, so not under autocannon), through inject.
async function timed(name: string, method: 'PUT', path: string, body?: unknown) {
  const started = performance.now();
  const response = await app.inject({
    method,
    url: path,
    headers: { host, authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { payload: body as object } : {}),
  });
  const ms = performance.now() - started;
  if (response.statusCode >= 300) throw new Error(`${name} failed (${response.statusCode}): ${response.body}`);
  return { command: name, ms: Math.round(ms), response: response.json() };
}
const organization = (await app.inject({ url: '/api/admin/organizations/my', headers: { host, authorization: `Bearer ${token}` } })).json().organization;
const policy = JSON.parse(organization.leavePolicyJson);
// Every band one day more: everyone past their first year gets an ADJUSTMENT entry.
for (const band of Object.keys(policy.ranges)) policy.ranges[band] += 1;
const policySave = await timed('PUT /api/admin/organizations/my (every band +1 day: recalculate everyone)', 'PUT', '/api/admin/organizations/my', {
  name: organization.name,
  leavePolicyJson: JSON.stringify(policy),
});
const [pending] = await handle.db
  .select({ id: leaveRequests.id })
  .from(leaveRequests)
  .where(and(eq(leaveRequests.status, 'PENDING'), eq(leaveRequests.leaveType, 'annual_paid')))
  .limit(1);
const approve = await timed('PUT /api/leaves/:id/approve (one pending annual leave)', 'PUT', `/api/leaves/${pending!.id}/approve`);
console.table([
  { command: policySave.command, ms: policySave.ms, result: `${policySave.response.recalculatedEmployees ?? '?'} people recalculated` },
  { command: approve.command, ms: approve.ms, result: approve.response.leaveRequest?.status },
]);
await app.close();
await handle.close();
