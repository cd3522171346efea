import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { repoRoot } from '../../config';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { databaseUrl } from '../../../test/postgres-template';
import { TEST_SECRETS_KEY } from '../../../test/test-app';

// The crash test's tools (crash-restart.test.ts): a database of the project's backend the child server can open, the
// real server (main.ts) as a child process, and HTTP calls to it with a site's Host header.

export interface TestDatabase {
  env: Record<string, string>;
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

/** A fresh database of the project's kind: a PostgreSQL database cloned from the migrated template, or a PGlite directory. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.PAYDOS_TEST_DB === 'postgres') {
    const { adminUrl, template, prefix } = inject('postgresTemplate');
    const name = `${prefix}crash_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}" template "${template}"`);
    await admin.end();
    const url = databaseUrl(adminUrl, name);
    return {
      env: { DATABASE_URL: url },
      open: () => openDatabase({ kind: 'postgres', url }),
      async drop() {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(`drop database if exists "${name}" with (force)`);
        await client.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'paydos-crash-'));
  let fresh = true;
  return {
    env: { DATA_DIR: dir, DATABASE_URL: '' },
    async open() {
      // The first open unpacks the migrated template into the directory the server will use (DATA_DIR/pglite).
      const loadDataDir = fresh ? new Blob([readFileSync(inject('pgliteTemplate'))]) : undefined;
      fresh = false;
      return openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pglite'), loadDataDir });
    },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers' shapes are read field by field in the assertions
  json: any;
}

/** One HTTP request to 127.0.0.1 with the site's Host header (fetch would drop it). */
export function call(
  port: number,
  host: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        timeout: 30_000,
        headers: {
          host: `${host}:${port}`,
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = text ? JSON.parse(text) : null;
          } catch {
            json = text;
          }
          resolve({ status: res.statusCode ?? 0, json });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

export interface RunningServer {
  child: ChildProcess;
  exited: Promise<unknown>;
  output(): string;
}

/** main.ts under node --import tsx (not the tsx CLI, whose wrapper process would survive a SIGKILL meant for the server). */
export async function startServer(port: number, env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'packages/server/src/main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      SECRETS_KEY: TEST_SECRETS_KEY,
      RESPONSE_SERIALIZER: 'checked',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const exited = once(child, 'exit');
  const deadline = performance.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${log}`);
    if (performance.now() > deadline) throw new Error(`The server did not answer within 60 s:\n${log}`);
    const answer = await call(port, 'localhost', 'GET', '/api/site').catch(() => null);
    if (answer?.status === 200) return { child, exited, output: () => log };
    await new Promise((r) => setTimeout(r, 200));
  }
}
