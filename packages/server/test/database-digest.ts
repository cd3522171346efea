import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';

/** An order-free digest of every table (the attack suite's "a refused write changes nothing"). */
export async function tableChecksums(db: Database): Promise<Record<string, string>> {
  const tables = await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  // A refused login writes by design: its failure counts toward the account's wait (features/auth/login-throttle.ts).
  const names = (tables as { rows: Array<{ table_name: string }> }).rows
    .map((r) => r.table_name)
    .filter((name) => name !== 'login_throttles');
  // An order-free digest per table (sum of row hashes, and the count): cheap enough to take around every refused write.
  // A refused API key writes by design too: a revoked, foreign or under-scoped key is audited (features/api-keys).
  const byDesign = (name: string) => (name === 'audit_log' ? ` where t.action <> 'api_key.denied'` : '');
  const query = names
    .map(
      (name) =>
        `(select count(*) || ':' || coalesce(sum(hashtext(t::text)::bigint), 0) from "${name}" t${byDesign(name)}) as "${name}"`,
    )
    .join(', ');
  const result = await db.execute(sql.raw(`select ${query}`));
  return (result as { rows: Array<Record<string, string>> }).rows[0]!;
}

/**
 * The next transaction id: PostgreSQL assigns one only to a transaction that writes, so when it has
 * not moved, nothing was written and the table digests need not be taken again.
 */
export async function nextTransactionId(db: Database): Promise<string> {
  const result = await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`);
  return (result as { rows: Array<{ xmax: string }> }).rows[0]!.xmax;
}
