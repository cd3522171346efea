/**
 * The load the cluster's drills and `npm run bench -- --cluster` send through the proxy of `npm run cluster`
 * (docs/SCALING.md, section 5): a large organization seeded into the primary over its direct URL, logins
 * through the proxy, and a closed loop of clients that write (one day of unpaid leave each turn, the id of
 * every acknowledged request kept) and read (their own requests, the month's report) while they count what
 * each answer was.
 */
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { loginResponse } from '@paydos/contract/auth';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../packages/server/src/db/client';
import { selectRows } from '../packages/server/src/db/rows';
import {
  largeAdminEmail,
  largeEmployeeEmail,
  randomReadablePassword,
  seedLargeOrganization,
} from '../packages/server/src/features/demo';
import { httpCall, type Answer } from './http-call';
import { futureWorkingDays } from './working-days';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
/** The cluster's ports (scripts/cluster.mjs reads the same variables). */
export const clusterPorts = {
  primary: env('CLUSTER_PRIMARY_PORT', 5440),
  replica: env('CLUSTER_REPLICA_PORT', 5441),
  proxy: env('CLUSTER_PROXY_PORT', 8150),
};
const root = path.resolve(import.meta.dirname, '..');

/** `npm run cluster -- <args>`: the drills stop and start pieces through the cluster script. */
export function clusterCommand(...args: string[]) {
  execFileSync(process.execPath, [path.join(root, 'scripts/cluster.mjs'), ...args], { stdio: 'inherit' });
}

export interface ClusterOrganization {
  primary: DatabaseHandle;
  subdomain: string;
  host: string;
  login(email: string): Promise<string>;
  adminToken: string;
  employeeTokens: string[];
}

export async function seedClusterOrganization(employees: number, clients: number): Promise<ClusterOrganization> {
  const primary = await openDatabase({
    kind: 'postgres',
    url: `postgres://postgres@127.0.0.1:${clusterPorts.primary}/paydos`,
  });
  const subdomain = `cluster${Date.now().toString(36)}`;
  const password = randomReadablePassword();
  await seedLargeOrganization(primary.db, { count: employees, subdomain, password });
  await primary.db.execute(sql`analyze`);
  const host = `${subdomain}.localhost:${clusterPorts.proxy}`;
  const agent = new http.Agent({ keepAlive: true });
  let logins = 0;
  // Each login as a client of its own address (the instances trust the proxy's X-Forwarded-For): the
  // login rate limit is per address (docs/SECURITY.md), and these are many people, not one guessing.
  const login = async (email: string) => {
    logins++;
    const answer = await httpCall({
      headers: { 'x-forwarded-for': `10.25.${Math.floor(logins / 250)}.${logins % 250}` },
      port: clusterPorts.proxy,
      agent,
      host,
      method: 'POST',
      url: '/api/subdomain/login',
      body: { email, password },
    });
    if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${answer.body}`);
    return loginResponse.parse(JSON.parse(answer.body)).token;
  };
  const adminToken = await login(largeAdminEmail(subdomain));
  const employeeTokens: string[] = [];
  // Employees from the middle of the organization, one per client.
  for (let i = 0; i < clients; i++) employeeTokens.push(await login(largeEmployeeEmail(subdomain, 10 + 3 * i)));
  agent.destroy();
  return { primary, subdomain, host, login, adminToken, employeeTokens };
}

export interface LoadCounts {
  requests: number;
  ok: number;
  /** 4xx: a rule refused the request (not an outage). */
  refused: number;
  /** 5xx: the proxy's 502/504 or the app's 500. */
  serverErrors: number;
  networkErrors: number;
  writesAcknowledged: number;
  reportsFromReplica: number;
  reportsFromPrimary: number;
  reportErrors: number;
  byStatus: Record<string, number>;
}

export interface RunningLoad {
  counts: LoadCounts;
  acknowledged: string[];
  latencies: number[];
  stop(): Promise<void>;
}

/**
 * A closed loop through the proxy until stopped: each employee client writes one day of unpaid leave (a new
 * day each turn) and reads its own requests; `reportReaders` admin clients read the month's report.
 */
/** Each client's next turn, kept from one load to the next so that no day is asked for twice (409). */
const nextTurn = new Map<number, number>();

export function startLoad(org: ClusterOrganization, { reportReaders = 2, writes = true } = {}): RunningLoad {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 500 });
  const counts: LoadCounts = {
    requests: 0,
    ok: 0,
    refused: 0,
    serverErrors: 0,
    networkErrors: 0,
    writesAcknowledged: 0,
    reportsFromReplica: 0,
    reportsFromPrimary: 0,
    reportErrors: 0,
    byStatus: {},
  };
  const acknowledged: string[] = [];
  const latencies: number[] = [];
  let running = true;
  const days = futureWorkingDays(150, 1500);
  const month = new Date().toISOString().slice(0, 7);

  const send = async (method: string, url: string, token: string, body?: unknown): Promise<Answer | null> => {
    const started = performance.now();
    counts.requests++;
    try {
      const answer = await httpCall({ port: clusterPorts.proxy, agent, host: org.host, method, url, token, body });
      latencies.push(performance.now() - started);
      counts.byStatus[answer.status] = (counts.byStatus[answer.status] ?? 0) + 1;
      if (answer.status < 400) counts.ok++;
      else if (answer.status < 500) counts.refused++;
      else counts.serverErrors++;
      return answer;
    } catch {
      counts.networkErrors++;
      counts.byStatus.network = (counts.byStatus.network ?? 0) + 1;
      return null;
    }
  };

  const employee = async (token: string, index: number) => {
    for (let turn = nextTurn.get(index) ?? 0; running; turn++) {
      nextTurn.set(index, turn + 1);
      if (writes) {
        const day = days[(index * 97 + turn) % days.length]!;
        const created = await send('POST', '/api/leaves', token, {
          leaveType: 'unpaid_leave',
          startDate: day,
          endDate: day,
          reason: 'Tatbikat',
        });
        if (created?.status === 201) {
          counts.writesAcknowledged++;
          acknowledged.push((JSON.parse(created.body) as { leaveRequest: { id: string } }).leaveRequest.id);
        }
      }
      await send('GET', '/api/leaves/my-requests', token);
    }
  };
  const reportReader = async () => {
    while (running) {
      const answer = await send(
        'GET',
        `/api/monthly-report?year=${month.slice(0, 4)}&month=${Number(month.slice(5))}`,
        org.adminToken,
      );
      if (answer?.status !== 200) counts.reportErrors++;
      else if (answer.headers['x-paydos-data-source'] === 'replica') counts.reportsFromReplica++;
      else counts.reportsFromPrimary++;
    }
  };
  const loops = [
    ...org.employeeTokens.map((token, i) => employee(token, i)),
    ...Array.from({ length: reportReaders }, reportReader),
  ];
  return {
    counts,
    acknowledged,
    latencies,
    async stop() {
      running = false;
      await Promise.all(loops);
      agent.destroy();
    },
  };
}

/** How many of the acknowledged leave requests the primary holds (every one, or a write was lost). */
export async function acknowledgedOnPrimary(org: ClusterOrganization, ids: string[]) {
  if (ids.length === 0) return 0;
  const [row] = await selectRows<{ found: number }>(
    org.primary.db,
    sql`select count(*)::int as found from leave_requests where id = any(${`{${ids.join(',')}}`}::uuid[])`,
  );
  return row!.found;
}

/** The replica's lag as the primary sees it: seconds of replay lag and bytes of WAL not yet replayed. */
export async function replicaLag(org: ClusterOrganization) {
  const [row] = await selectRows<{ seconds: number | null; bytes: number | null }>(
    org.primary.db,
    sql`select extract(epoch from replay_lag)::float8 as seconds,
               pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn)::float8 as bytes
        from pg_stat_replication limit 1`,
  );
  return { seconds: row?.seconds ?? null, bytes: row?.bytes ?? null };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
