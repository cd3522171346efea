/**
 * npm run bench [-- --employees 10000 --duration 5 --connections 10 --rounds 2 --parts hot-reads,write-mix --only auth]
 * Seeds a large organization into a fresh database (in-memory PGlite, or BENCH_DATABASE_URL's
 * PostgreSQL), starts the real app on a loopback port, runs each part and prints one table: every
 * call's figures, its target and whether it is met (for hot reads, the ratio to their floor).
 * Every request goes to 127.0.0.1 with the site's Host header; loops are bounded by --duration.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { loginResponse } from '@paydos/contract/auth';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { openDatabase } from '../packages/server/src/db/client';
import { users } from '../packages/server/src/db/schema';
import {
  largeAdminEmail,
  largeEmployeeEmail,
  largeTeamManagerEmail,
  randomReadablePassword,
  seedLargeOrganization,
} from '../packages/server/src/features/demo';
import { commandsPart } from './commands';
import { hotReadsPart } from './hot-reads';
import { organizationInfoPart } from './organization-info';
import type { BenchContext, BenchPart, SummaryRow } from './part';
import { scenariosPart } from './scenario-table';
import { captureSql } from './sql-capture';
import { writeMixPart } from './write-mix';

/**
 * The parts, in the order they run. A part lives in its own file and answers rows for the summary
 * table; the frontend part (bundle sizes, Lighthouse; bench/frontend.ts) joins this list.
 */
const parts: BenchPart[] = [hotReadsPart, organizationInfoPart, writeMixPart, scenariosPart, commandsPart];

const { values } = parseArgs({
  options: {
    employees: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
    /** Only these parts (comma-separated names), e.g. `--parts hot-reads,write-mix`. */
    parts: { type: 'string', default: parts.map((p) => p.name).join(',') },
    /** Only the calls whose name contains this text (e.g. `--only monthly-report`). */
    only: { type: 'string', default: '' },
    'show-sql': { type: 'boolean', default: false },
    /** Through the proxy of the running `npm run cluster` instead of an app of its own (cluster-bench.ts). */
    cluster: { type: 'boolean', default: false },
  },
});

if (values.cluster) {
  const { runClusterBench } = await import('./cluster-bench');
  const clusterRows = await runClusterBench({
    employees: Number(values.employees),
    duration: Number(values.duration),
    connections: Number(values.connections),
  });
  console.table(clusterRows);
  const columns = [...new Set(clusterRows.flatMap((row) => Object.keys(row)))];
  console.log(`\n| ${columns.join(' | ')} |\n|${columns.map(() => '---').join('|')}|`);
  for (const row of clusterRows) console.log(`| ${columns.map((c) => String(row[c] ?? '')).join(' | ')} |`);
  process.exit(0);
}
const chosen = values.parts.split(',').map((name) => name.trim());
const unknown = chosen.filter((name) => !parts.some((p) => p.name === name));
if (unknown.length)
  throw new Error(`unknown part(s) ${unknown.join(', ')}; the parts are ${parts.map((p) => p.name).join(', ')}`);

const employees = Number(values.employees);
const subdomain = `bench${Date.now().toString(36)}`;
/** The seeded people's password: random for each run, like every password the repository makes. */
const seededPassword = randomReadablePassword();
const host = `${subdomain}.localhost`;
const databaseUrl = process.env.BENCH_DATABASE_URL;
const load = () =>
  loadavg()
    .map((v) => v.toFixed(1))
    .join(' / ');

const handle = await openDatabase(
  databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: null },
);
await handle.migrate();
let started = Date.now();
await seedLargeOrganization(handle.db, { count: employees, subdomain, password: seededPassword });
// Statistics for the planner and the visibility map of index-only scans, as a database in service has
// them (autovacuum runs after a bulk insert): without the map, every count reads the table's rows too.
await handle.db.execute(sql`vacuum analyze`);
console.log(
  `Seeded ${employees} people on ${handle.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s (load average ${load()})`,
);
const recorder = captureSql(handle);

const config = loadConfig({
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: '/nonexistent',
  LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
});
const app = await buildApp({ config, db: handle.db });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

async function login(email: string) {
  // fetch() drops a Host header, so the logins go through inject (the same handlers, no socket).
  const response = await app.inject({
    method: 'POST',
    url: '/api/subdomain/login',
    headers: { host, 'content-type': 'application/json' },
    payload: { email, password: seededPassword },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return loginResponse.parse(response.json()).token;
}

const loginTimes: number[] = [];
let adminToken = '';
for (let i = 0; i < 10; i++) {
  started = performance.now();
  adminToken = await login(largeAdminEmail(subdomain));
  loginTimes.push(performance.now() - started);
}
loginTimes.sort((a, b) => a - b);
const rows: SummaryRow[] = [
  {
    part: 'login',
    call: 'POST /api/subdomain/login (argon2id verify + session), median of 10',
    ms: Math.round(loginTimes[5]!),
  },
];

const employeeEmail = largeEmployeeEmail(subdomain, 1);
const [employee] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, employeeEmail));
const context: BenchContext = {
  app,
  address,
  handle,
  databaseUrl,
  subdomain,
  host,
  employees,
  tokens: {
    admin: adminToken,
    employee: await login(employeeEmail),
    manager: await login(largeTeamManagerEmail(subdomain)),
  },
  employeeId: employee!.id,
  login,
  sql: recorder,
  duration: Number(values.duration),
  connections: Number(values.connections),
  only: values.only,
  rounds: Number(values.rounds),
  showSql: values['show-sql'],
};

for (const part of parts.filter((p) => chosen.includes(p.name))) {
  const before = load();
  console.log(`\n── ${part.name} (load average ${before})`);
  const partRows = await part.run(context);
  rows.push(...partRows);
  console.log(`── ${part.name} done (load average ${load()}, before ${before})`);
}

console.log(
  `\n${handle.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${employees} people, ${context.duration} s per run, load average ${load()} (1 / 5 / 15 min)`,
);
console.table(rows);
const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
console.log(`\n| ${columns.join(' | ')} |\n|${columns.map(() => '---').join('|')}|`);
for (const row of rows) console.log(`| ${columns.map((c) => String(row[c] ?? '')).join(' | ')} |`);
await app.close();
await handle.close();
