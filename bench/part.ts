/**
 * What every part of `npm run bench` gets and gives back. run.ts seeds the database, starts the app
 * and hands each part this context; each part answers rows for the one summary table.
 */
import autocannon from 'autocannon';
import type { App } from '../packages/server/src/app';
import type { DatabaseHandle } from '../packages/server/src/db/client';
import type { SqlRecorder } from './sql-capture';

export interface BenchContext {
  app: App;
  /** The app's listening address (`http://127.0.0.1:port`). */
  address: string;
  handle: DatabaseHandle;
  databaseUrl: string | undefined;
  subdomain: string;
  /** The large organization's host (`{subdomain}.localhost`). */
  host: string;
  employees: number;
  /** The admin, person 1 (an employee of Satış) and Satış's team manager (a MANAGER; the organization is in the two-step flow). */
  tokens: { admin: string; employee: string; manager: string };
  employeeId: string;
  login(email: string): Promise<string>;
  sql: SqlRecorder;
  /** Seconds per measurement. */
  duration: number;
  /** Default connections of the plain scenarios. */
  connections: number;
  /** `--only`: a part measures only the calls whose name contains it. */
  only: string;
  /** `--rounds`: app and floor runs alternate this many times per call and connection count. */
  rounds: number;
  /** `--show-sql`: print the statements captured for each hot read. */
  showSql: boolean;
}

/** One line of the summary table; parts fill the columns that apply to them. */
export type SummaryRow = { part: string; call: string } & Record<string, string | number>;

export interface BenchPart {
  name: string;
  run(context: BenchContext): Promise<SummaryRow[]>;
}

export interface Measured {
  rps: number;
  p50: number;
  p99: number;
  kb: number;
  requests: number;
  failed: number;
  /**
   * This process's CPU time per request (user + system, ms): the server measured plus autocannon,
   * which costs app and floor alike. Unlike req/s it hardly moves when other work loads the machine.
   */
  cpuMs: number;
}

/** One autocannon run against a URL (127.0.0.1 with the site's Host header). */
export async function measure(
  url: string,
  headers: Record<string, string>,
  connections: number,
  duration: number,
  method: 'GET' | 'POST' = 'GET',
): Promise<Measured> {
  const cpu = process.cpuUsage();
  const result = await autocannon({ url, method, headers, connections, duration, timeout: Math.max(10, duration * 2) });
  const used = process.cpuUsage(cpu);
  return {
    cpuMs: result.requests.total ? (used.user + used.system) / 1000 / result.requests.total : 0,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    kb: result.requests.total ? result.throughput.total / result.requests.total / 1024 : 0,
    requests: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

export const round = (value: number, digits = 0) => Number(value.toFixed(digits));
