import { couponState, istanbulToday } from '@paydos/domain';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { coupons } from '../../db/schema';
import { fail, isUniqueViolation } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import type { Coupon } from '@paydos/contract/coupons';

type CouponRow = typeof coupons.$inferSelect;

/** The coupon as the operator sees it, with `state`: the rule checkout applies today (Istanbul), so the badge never says "Aktif" for a coupon payment refuses. */
export function couponView(row: CouponRow, now: Date): Coupon {
  const { createdAt, ...rest } = row;
  return { ...rest, state: couponState(row, istanbulToday(now)), createdAt: createdAt.toISOString() };
}

/** The audit's before/after of a coupon: its terms, without ids and timestamps. */
export function couponTerms(row: CouponRow) {
  const { id: _id, createdAt: _createdAt, ...terms } = row;
  return terms;
}

export async function listCoupons(db: Executor, now: Date): Promise<Coupon[]> {
  const rows = await db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id));
  return rows.map((row) => couponView(row, now));
}

/** The coupon row locked for the rest of the transaction, or a Turkish 404. */
export async function lockCoupon(tx: Executor, id: string): Promise<CouponRow> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
  if (!row) throw fail.notFound(messages.coupon.notFound);
  return row;
}

/** A unique violation on the code (two operators saving the same code at once) as the Turkish 409. */
export async function uniqueCode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw fail.conflict(messages.coupon.codeTaken);
    throw error;
  }
}
