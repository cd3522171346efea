import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../packages/server/src/db/client';

/**
 * The database of one bench run that starts the real server: a fresh database on the PostgreSQL
 * server `BENCH_DATABASE_URL` names (dropped by `cleanup`), or an embedded PGlite in a temporary
 * DATA_DIR. `serverEnv` is what the server process needs to use it; `open` opens it for seeding.
 */
export async function benchDatabase(prefix: string) {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl) {
    const name = `paydos_${prefix}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();
    return {
      databaseUrl,
      serverEnv: { DATABASE_URL: databaseUrl } as Record<string, string>,
      open: () => openDatabase({ kind: 'postgres', url: databaseUrl }),
      cleanup: async () => {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(`drop database if exists "${name}" with (force)`);
        await client.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), `paydos-${prefix}-`));
  return {
    databaseUrl: null,
    serverEnv: { DATA_DIR: dir, DATABASE_URL: '' } as Record<string, string>,
    open: () => openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pglite') }),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}
