import { DEFAULT_MONTHLY_PRICE_KURUS, DEFAULT_YEARLY_PRICE_KURUS } from '@paydos/domain';
import { desc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { prices } from '../../db/schema';

/** The newest row of the price history (kuruş), or the spec's defaults when the operator never set one. */
export async function currentPrice(db: Executor) {
  const [row] = await db.select().from(prices).orderBy(desc(prices.createdAt)).limit(1);
  if (!row)
    return {
      monthlyPriceKurus: DEFAULT_MONTHLY_PRICE_KURUS,
      yearlyPriceKurus: DEFAULT_YEARLY_PRICE_KURUS as number | null,
      updatedAt: null as Date | null,
    };
  return {
    monthlyPriceKurus: row.monthlyPriceKurus,
    yearlyPriceKurus: row.yearlyPriceKurus,
    updatedAt: row.createdAt as Date | null,
  };
}

/** The operator's view under the spec's names, in kuruş as stored (product §3, §D7: `monthlyPrice`/`yearlyPrice` are kuruş). */
export async function operatorPricing(db: Executor) {
  const price = await currentPrice(db);
  return {
    monthlyPrice: price.monthlyPriceKurus,
    yearlyPrice: price.yearlyPriceKurus,
    updatedAt: price.updatedAt?.toISOString() ?? null,
  };
}
