import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { leaveLedgerEntries } from '../src/db/schema';

/** The sum of the ledger entries `where` picks (docs/decisions/007-leave-ledger.md: a balance is such a sum). */
export async function ledgerSum(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${leaveLedgerEntries.days}), 0)` })
    .from(leaveLedgerEntries)
    .where(where);
  return Number(row!.sum);
}

/** A person's balance: the sum of their ledger entries. */
export const ledgerBalance = (db: Database, userId: string) => ledgerSum(db, eq(leaveLedgerEntries.userId, userId));
