import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prices } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { operatorPricing } from './current-price';
import { lockTransaction } from '../../db/advisory-lock';

/**
 * A new row of the price history (the newest is the current price, read by `GET /pricing/current` at
 * once). Subscriptions keep the price they were bought at (`subscriptions.price_per_user_kurus`):
 * nothing here touches them. A transaction-level lock orders two operators saving at once, and the
 * row's `created_at` is the clock at insert time (under the lock), not `now()` (the transaction's
 * start): a save that began first but waited for the lock commits last and must be the newest.
 */
/** `input` is in kuruş, as the operator's call speaks it (product §3). */
export async function setPrice(
  db: Database,
  actor: AuditActor,
  operatorId: string,
  input: { monthlyPrice: number; yearlyPrice?: number | null },
) {
  return db.transaction(async (tx) => {
    await lockTransaction(tx, 'paydos-prices');
    const before = await operatorPricing(tx);
    const yearlyPrice = input.yearlyPrice ?? null;
    await tx.insert(prices).values({
      monthlyPriceKurus: input.monthlyPrice,
      yearlyPriceKurus: yearlyPrice,
      updatedByOperatorId: operatorId,
      createdAt: sql`clock_timestamp()`,
    });
    const after = await operatorPricing(tx);
    await recordAudit(tx, actor, {
      action: 'pricing.update',
      organizationId: null,
      targetType: 'prices',
      before: { monthlyPrice: before.monthlyPrice, yearlyPrice: before.yearlyPrice },
      after: { monthlyPrice: after.monthlyPrice, yearlyPrice: after.yearlyPrice },
    });
    return after;
  });
}
