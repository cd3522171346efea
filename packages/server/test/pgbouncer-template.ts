import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { freePort } from './free-port';
import setupPostgresTemplate, { databaseUrl } from './postgres-template';

/** Debian's PgBouncer (1.18: no prepared statements in transaction mode); PGBOUNCER_PATH points elsewhere. */
export const pgbouncerPath = () => process.env.PGBOUNCER_PATH ?? '/usr/sbin/pgbouncer';

/**
 * The PostgreSQL template of TEST_DATABASE_URL (postgres-template.ts), and a PgBouncer in transaction mode
 * in front of that server on a free port: the api-pgbouncer project's test apps connect through it
 * (`DATABASE_POOL_MODE=transaction`), while databases are created and migrated over the direct URL, as
 * in production (docs/SCALING.md, section 2).
 */
export default async function setup(project: TestProject) {
  const teardownTemplate = await setupPostgresTemplate(project, 'b');
  const server = new URL(process.env.TEST_DATABASE_URL!);
  const user = decodeURIComponent(server.username || 'postgres');
  const dir = mkdtempSync(path.join(tmpdir(), 'paydos-pgbouncer-'));
  const port = await freePort();
  writeFileSync(path.join(dir, 'userlist.txt'), `"${user}" ""\n`);
  writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      // Every test file's own database, by the name the client asks for.
      `* = host=${server.hostname} port=${server.port || '5432'}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      'max_client_conn = 2000',
      'default_pool_size = 10',
      // Every test file has a database of its own, so its pool here is done with once the file's app closes. PgBouncer's
      // default keeps those server connections open for 10 minutes (server_idle_timeout 600): with files side by side they
      // piled up to 90 idle connections to finished files' databases and PostgreSQL (max_connections 100) refused the rest.
      'server_idle_timeout = 2',
      'ignore_startup_parameters = extra_float_digits',
      '',
    ].join('\n'),
  );
  // PgBouncer refuses to run as root; as root (CI's container) it runs as the postgres user, which must read its files.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) for (const file of ['', 'userlist.txt', 'pgbouncer.ini']) chmodSync(path.join(dir, file), 0o755);
  const pgbouncer = spawn(pgbouncerPath(), [...(asRoot ? ['-u', 'postgres'] : []), path.join(dir, 'pgbouncer.ini')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  pgbouncer.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/`;
  await waitForPgbouncer(databaseUrl(url, 'postgres'), () => stderr);
  project.provide('pgbouncerUrl', url);

  return async () => {
    const exited = new Promise((resolve) => pgbouncer.once('exit', resolve));
    pgbouncer.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
    await teardownTemplate();
  };
}

async function waitForPgbouncer(url: string, log: () => string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  throw new Error(`PgBouncer did not accept connections within 10 s:\n${log()}`);
}
