import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: features never know which database they talk to. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A command takes either the database or a transaction it is already part of. */
export type Executor = Database | Transaction;

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export type DatabaseTarget =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseTarget['kind'];
  /**
   * Runs the migrations; several instances starting together take turns under an advisory lock.
   * A test of one migration gives a folder holding only the migrations before it (test/migrations-through.ts).
   */
  migrate(options?: { migrationsFolder?: string }): Promise<void>;
  close(): Promise<void>;
  /** The embedded database, for tests that snapshot it. */
  pglite?: PGlite;
}

const MIGRATION_LOCK_KEY = 724_190_311;

/** The app's session settings on PostgreSQL; the bench's floor opens its pool with the same. */
export const POSTGRES_SESSION_OPTIONS = '-c jit=off';

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    // No JIT: the app's statements are short (milliseconds), and PostgreSQL compiles one whose
    // estimate is high (a count with a correlated check per row, the approvals' pending count) for
    // seconds before running it in a few milliseconds.
    const pool = new pg.Pool({ connectionString: target.url, max: 10, options: POSTGRES_SESSION_OPTIONS });
    const db = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      async migrate({ migrationsFolder: folder = migrationsFolder } = {}) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migrateNodePg(drizzleNodePg(client, { casing: 'snake_case' }), { migrationsFolder: folder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = new PGlite({ dataDir: target.dataDir ?? undefined, loadDataDir: target.loadDataDir });
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: ({ migrationsFolder: folder = migrationsFolder } = {}) =>
      migratePglite(drizzlePglite(client, { casing: 'snake_case' }), { migrationsFolder: folder }),
    close: () => client.close(),
  };
}
