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
import { LARGE_PASSWORD, largeAdminEmail, seedLargeOrganization } from '../packages/server/src/features/demo/large-organization';
import { scenarios } from './scenarios';

const { values } = parseArgs({
  options: {
    employees: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
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

const loginTimes: number[] = [];
let token = '';
for (let i = 0; i < 10; i++) {
  started = performance.now();
  // fetch() drops a Host header, so the logins go through inject (the same handlers, no socket).
  const response = await app.inject({
    method: 'POST',
    url: '/api/subdomain/login',
    headers: { host, 'content-type': 'application/json' },
    payload: { email: largeAdminEmail(subdomain), password: LARGE_PASSWORD },
  });
  loginTimes.push(performance.now() - started);
  token = response.json().token;
  if (!token) throw new Error(`login failed: ${response.body}`);
}
loginTimes.sort((a, b) => a - b);
console.log(`login (argon2id verify + session): median ${loginTimes[5]!.toFixed(0)} ms over 10 sequential logins`);

const rows = [];
for (const scenario of scenarios) {
  const result = await autocannon({
    url: `${address}${scenario.path}`,
    method: scenario.method ?? 'GET',
    headers: { host: scenario.host === 'main' ? 'localhost' : host, ...(scenario.auth ? { authorization: `Bearer ${token}` } : {}) },
    connections: Number(values.connections),
    duration: Number(values.duration),
  });
  const failed = result.non2xx + result.errors;
  rows.push({
    scenario: scenario.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    failed,
  });
}
console.table(rows);
await app.close();
await handle.close();
