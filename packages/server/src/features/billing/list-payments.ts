import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { coupons, payments } from '../../db/schema';
import { newestFirst } from '../../platform/keyset';
import type { PageRequest } from '@paydos/contract/page';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';

const lira = (kurus: number) => kurus / 100;

/** The organization's payment history, newest first, one keyset page at a time (product §D7). */
export async function listPayments(db: Executor, scope: TenantScope, page: PageRequest) {
  // The cursor is bound to the organization (platform/keyset.ts).
  const order = newestFirst(payments.createdAt, payments.id, scope.organizationId);
  const { rows: shown, nextCursor } = await order.readPage(
    db
      .select({ id: payments.id, key: order.key, payment: payments, couponCode: coupons.code })
      .from(payments)
      .leftJoin(coupons, eq(coupons.id, payments.couponId))
      .where(inTenant(scope, payments, order.after(page.cursor))),
    page.limit,
  );
  return {
    payments: shown.map(({ payment, couponCode }) => ({
      id: payment.id,
      createdAt: payment.createdAt.toISOString(),
      kind: payment.kind,
      status: payment.status,
      billingType: payment.billingType,
      userCount: payment.userCount,
      amountTL: lira(payment.amountKurus),
      discountPercent: payment.discountPercent,
      couponCode,
      periodStart: payment.periodStart?.toISOString() ?? null,
      periodEnd: payment.periodEnd?.toISOString() ?? null,
      cardLast4: payment.cardLast4,
    })),
    nextCursor,
  };
}
