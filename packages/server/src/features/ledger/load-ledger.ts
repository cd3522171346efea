import { annualBalance, fromHalfDays, toHalfDays } from '@paydos/domain';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { leaveLedgerEntries, users } from '../../db/schema';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';

const author = alias(users, 'ledger_author');

/**
 * One employee's ledger in date order, each row with the balance after it (decisions §4: the
 * ledger shows why a balance is what it is). Sums run in half-day units so 0.5s stay exact.
 */
export async function loadLedger(db: Executor, scope: TenantScope, userId: string) {
  const rows = await db
    .select({
      id: leaveLedgerEntries.id,
      kind: leaveLedgerEntries.kind,
      days: leaveLedgerEntries.days,
      effectiveDate: leaveLedgerEntries.effectiveDate,
      serviceYear: leaveLedgerEntries.serviceYear,
      reason: leaveLedgerEntries.reason,
      leaveRequestId: leaveLedgerEntries.leaveRequestId,
      createdAt: leaveLedgerEntries.createdAt,
      authorFirstName: author.firstName,
      authorLastName: author.lastName,
    })
    .from(leaveLedgerEntries)
    .leftJoin(author, eq(author.id, leaveLedgerEntries.createdById))
    .where(inTenant(scope, leaveLedgerEntries, eq(leaveLedgerEntries.userId, userId)))
    .orderBy(asc(leaveLedgerEntries.effectiveDate), asc(leaveLedgerEntries.createdAt), asc(leaveLedgerEntries.id));

  let units = 0;
  const entries = rows.map(({ authorFirstName, authorLastName, createdAt, ...row }) => {
    const days = Number(row.days);
    units += toHalfDays(days);
    return {
      ...row,
      days,
      createdAt: createdAt.toISOString(),
      createdBy: authorFirstName ? `${authorFirstName} ${authorLastName ?? ''}`.trim() : null,
      runningBalance: fromHalfDays(units),
    };
  });
  const balance = annualBalance(entries);
  return { entries, total: balance.total, used: balance.used, remaining: balance.remaining };
}

export type Ledger = Awaited<ReturnType<typeof loadLedger>>;
