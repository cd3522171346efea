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

/**
 * How the connections of `url` reach PostgreSQL: `session` (directly, or a pooler that gives a client one
 * server connection for as long as it is connected) or `transaction` (a pooler such as PgBouncer in
 * transaction mode, where each transaction may run on another server connection).
 */
export type PoolMode = 'session' | 'transaction';

export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      /** `session` unless given (docs/decisions/002-named-prepared-statements-on-hot-paths.md). */
      poolMode?: PoolMode;
      /** A direct connection for the migrations (their advisory lock is held by one session); `url` unless given. */
      migrationUrl?: string;
      /** Give up connecting after this long (the replica's handle: a read falls back to the primary). */
      connectTimeoutMs?: number;
    }
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob };

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

/** A statement config as drizzle hands it to node-postgres; a named one is a prepared statement. */
const isNamedStatement = (config: unknown): config is { name: string } =>
  typeof config === 'object' && config !== null && typeof (config as { name?: unknown }).name === 'string';

/**
 * A node-postgres client that sends every statement unnamed, for a transaction-mode pooler without
 * prepared-statement support (Debian's PgBouncer 1.18). node-postgres prepares a name once per server
 * connection it believes it has; behind such a pooler the next statement may run on another server
 * connection, which has never seen the name ("prepared statement … does not exist"). An unnamed
 * statement is parsed, bound and executed in one round trip, so it lands on one server connection.
 * The statements stay built once per handle (db/prepared.ts); only PostgreSQL's plan cache is lost.
 */
export class UnnamedStatementClient extends pg.Client {}
const sendQuery = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
// One function for node-postgres's overloads: the arguments pass through unchanged but for the name.
UnnamedStatementClient.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
  return sendQuery.call(this, isNamedStatement(config) ? { ...config, name: undefined } : config, ...rest);
} as typeof pg.Client.prototype.query;

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    // No JIT: the app's statements are short (milliseconds), and PostgreSQL compiles one whose
    // estimate is high (a count with a correlated check per row, the approvals' pending count) for
    // seconds before running it in a few milliseconds.
    // Behind a transaction-mode pooler the session setting is not sent: PgBouncer refuses a startup
    // parameter it does not know, and a SET would hold for one transaction only. Set `jit = off` on the
    // server there (docs/SCALING.md, section 2).
    const transactionPooled = target.poolMode === 'transaction';
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      ...(target.connectTimeoutMs ? { connectionTimeoutMillis: target.connectTimeoutMs } : {}),
      ...(transactionPooled ? { Client: UnnamedStatementClient } : { options: POSTGRES_SESSION_OPTIONS }),
    });
    // An idle connection that dies (PostgreSQL or PgBouncer restarted, a replica stopped) is the pool's to
    // drop, and the next query opens a new one; unheard, node-postgres's 'error' event would end the process.
    pool.on('error', () => undefined);
    const db = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      async migrate({ migrationsFolder: folder = migrationsFolder } = {}) {
        // A client of its own on the migration URL (not through the pooler), or one of the pool's.
        const direct = target.migrationUrl ? new pg.Client({ connectionString: target.migrationUrl }) : null;
        if (direct) await direct.connect();
        const client = direct ?? (await pool.connect());
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migrateNodePg(drizzleNodePg(client, { casing: 'snake_case' }), { migrationsFolder: folder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
          if (direct) await direct.end();
          else (client as pg.PoolClient).release();
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
