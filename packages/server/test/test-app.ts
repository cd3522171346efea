import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client';
import { databaseUrl } from './postgres-template';

/**
 * The tests' installation key (docs/SECURITY.md "Secrets at rest"): one for every test app, worker and
 * child server, so that a second instance on a test's database opens what the first sealed, and no
 * test writes a key file into the repository's data folder.
 */
export const TEST_SECRETS_KEY = Buffer.from('paydos-test-secrets-key-32-bytes').toString('base64');

/** On PostgreSQL, directly or (the api-pgbouncer project) through PgBouncer in transaction mode. */
const onPostgres = () => process.env.PAYDOS_TEST_DB === 'postgres' || process.env.PAYDOS_TEST_DB === 'pgbouncer';

/** The database `name` of the template's server, as the project's app reaches it; migrations go direct. */
function openPostgresTestDatabase(adminUrl: string, name: string) {
  const direct = databaseUrl(adminUrl, name);
  if (process.env.PAYDOS_TEST_DB !== 'pgbouncer') return openDatabase({ kind: 'postgres', url: direct });
  const pooled = databaseUrl(inject('pgbouncerUrl'), name);
  return openDatabase({ kind: 'postgres', url: pooled, poolMode: 'transaction', migrationUrl: direct });
}

/** A database of its own, copied from the migrated template of the project's kind (PGlite or PostgreSQL). */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (onPostgres()) {
    const { adminUrl, template, prefix } = inject('postgresTemplate');
    const name = `${prefix}${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}" template "${template}"`);
    await admin.end();
    return openPostgresTestDatabase(adminUrl, name);
  }
  const dump = readFileSync(inject('pgliteTemplate'));
  return openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: new Blob([dump]) });
}

/** A database of its own with nothing in it, not even the migrations: for the tests of a migration. */
export async function openEmptyTestDatabase(): Promise<DatabaseHandle> {
  if (onPostgres()) {
    const { adminUrl, prefix } = inject('postgresTemplate');
    const name = `${prefix}${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    return openPostgresTestDatabase(adminUrl, name);
  }
  return openDatabase({ kind: 'pglite', dataDir: null });
}

export interface TestContext {
  app: App;
  handle: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * The real app on a real database, without the web build; requests go through `app.inject`.
 * `now` moves the app's clock; `handle` builds a second instance on another test app's database
 * (its `close` then closes only the app); `replica` is the handle the reads that tolerate lag use. Its DATA_DIR is a temporary folder of its own (the demo's
 * credentials file goes there), removed on close.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { now?: () => Date; handle?: DatabaseHandle; replica?: Database } = {},
): Promise<TestContext> {
  const handle = options.handle ?? (await openTestDatabase());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'paydos-test-data-'));
  const config = loadConfig({
    BASE_DOMAIN: 'localhost',
    WEB_DIST_DIR: '/nonexistent',
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    PAYMENT_DELAY_MS: '0',
    DATA_DIR: dataDir,
    SECRETS_KEY: TEST_SECRETS_KEY,
    // Every answer written both ways and compared (platform/response-serializer.ts).
    RESPONSE_SERIALIZER: 'checked',
    ...env,
  });
  const app = await buildApp({ config, db: handle.db, replica: options.replica, now: options.now });
  return {
    app,
    handle,
    async close() {
      await app.close();
      if (!options.handle) await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test app for the calling test file: made before its tests (`beforeAll`), closed after them. The
 * returned context is filled in when the file's tests run, so read its fields only inside hooks and tests.
 */
export function useTestApp(...args: Parameters<typeof createTestApp>): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(ctx, await createTestApp(...args));
  });
  afterAll(() => ctx.close());
  return ctx;
}
