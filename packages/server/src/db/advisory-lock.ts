import { sql } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * Serializes the transactions that take the same key until they end (a sign-up's claimed
 * subdomain, the price list, the demo's one-time seeding): PostgreSQL's transaction-level
 * advisory lock on the key's hash, released by commit or rollback.
 */
export async function lockTransaction(tx: Executor, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
