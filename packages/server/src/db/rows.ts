import type { SQL } from 'drizzle-orm';
import type { Executor } from './client';

/** Runs raw SQL and answers its rows: both drivers (node-postgres and PGlite) answer `{ rows }`. */
export async function selectRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
