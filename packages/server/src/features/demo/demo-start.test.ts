import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../../config';
import { openDatabase } from '../../db/client';
import { databaseUrl } from '../../../test/postgres-template';
import { demoCredentialsPath, readDemoCredentials } from './demo-credentials';

/*
 * The real start (main.ts as `npm start` runs it: NODE_ENV=production). On the embedded PGlite the demo is on
 * by default; on PostgreSQL it takes DEMO_DATA=1, and its logins go to DATA_DIR as well. The start output says
 * it is a demo installation and prints the installation's own logins, which work; then the same data starts
 * without the demo's banner or logins (DEMO_DATA=0 on PGlite, DEMO_DATA unset with DATABASE_URL).
 */

const postgres = process.env.PAYDOS_TEST_DB === 'postgres';
const dir = mkdtempSync(path.join(tmpdir(), 'paydos-demo-start-'));
let child: ChildProcess | null = null;
let dropDatabase = async () => {};
afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGKILL');
    await once(child, 'exit');
  }
  rmSync(dir, { recursive: true, force: true });
  await dropDatabase();
});

/** The backend's environment for main.ts: a migrated copy of the template (the server has no migration to run). */
async function prepareDatabase(): Promise<{ on: Record<string, string>; off: Record<string, string> }> {
  if (!postgres) {
    const seed = await openDatabase({
      kind: 'pglite',
      dataDir: path.join(dir, 'pglite'),
      loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
    });
    await seed.close();
    return { on: {}, off: { DEMO_DATA: '0' } };
  }
  const { adminUrl, template, prefix } = inject('postgresTemplate');
  const name = `${prefix}demo_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}" template "${template}"`);
  await admin.end();
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
  };
  const url = databaseUrl(adminUrl, name);
  return { on: { DATABASE_URL: url, DEMO_DATA: '1' }, off: { DATABASE_URL: url } };
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

function call(port: number, host: string, method: string, url: string, body?: unknown): Promise<number> {
  const payload = body === undefined ? '' : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const headers = {
      host: `${host}:${port}`,
      ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
    };
    const req = http.request({ host: '127.0.0.1', port, method, path: url, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** Starts main.ts, waits for its start summary, stops it with SIGTERM; answers the output and the login checks made while it ran. */
async function start(env: Record<string, string>, whileRunning: (port: number) => Promise<void> = async () => {}) {
  const port = await freePort();
  child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'packages/server/src/main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: dir,
      DATABASE_URL: '',
      DEMO_DATA: '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 90_000;
  while (!output.includes('Paydos is running') || !/Veritaban/.test(output)) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`No start summary within 90 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  await new Promise((r) => setTimeout(r, 300)); // the rest of the summary
  await whileRunning(port);
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
  return output;
}

describe('the start of a demo installation (issue 20, item 1: no shared credentials)', () => {
  it('npm start (NODE_ENV=production), PGlite by default or PostgreSQL with DEMO_DATA=1: the output says it is a demo installation and prints this installation’s logins from DATA_DIR, which log in; without the demo, none of it', async () => {
    const env = await prepareDatabase();
    const statuses: number[] = [];
    const output = await start(env.on, async (port) => {
      const logins = readDemoCredentials(dir)!;
      statuses.push(await call(port, 'superadmin.localhost', 'POST', '/api/superadmin/login', logins.operator));
      statuses.push(
        await call(port, 'demo.localhost', 'POST', '/api/subdomain/login', {
          email: 'ayse.yilmaz@demo.paydos.test',
          password: logins.peoplePassword,
        }),
      );
    });
    expect(statSync(demoCredentialsPath(dir)).mode & 0o777).toBe(0o600);
    const logins = readDemoCredentials(dir)!;
    expect(output).toContain('BU BİR DEMO KURULUMUDUR');
    expect(output).toContain('THIS IS A DEMO INSTALLATION');
    for (const password of [logins.peoplePassword, logins.payingPeoplePassword, logins.operator.password])
      expect(output).toContain(password);
    expect(output).toContain(demoCredentialsPath(dir));
    expect(statuses).toEqual([200, 200]);

    const off = await start(env.off);
    expect(off).toContain('Paydos is running');
    expect(off).not.toContain('DEMO');
    expect(off).not.toContain(logins.operator.password);
  }, 240_000);
});
