import { and, eq, ne } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { coupons } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { couponTerms, couponView, lockCoupon, uniqueCode } from './coupon-store';
import type { couponBody } from '@paydos/contract/coupons';
import type { z } from 'zod';

/** The coupon as the schema leaves it: code upper-cased, defaults filled. */
type CouponInput = z.output<typeof couponBody>;

async function assertCodeFree(tx: Executor, code: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(exceptId ? and(eq(coupons.code, code), ne(coupons.id, exceptId)) : eq(coupons.code, code));
  if (taken) throw fail.conflict(messages.coupon.codeTaken);
}

const values = (input: CouponInput) => ({ ...input, description: input.description || null });

export function createCoupon(db: Database, actor: AuditActor, input: CouponInput, now: Date) {
  return uniqueCode(() =>
    db.transaction(async (tx) => {
      await assertCodeFree(tx, input.code);
      const [row] = await tx.insert(coupons).values(values(input)).returning();
      await recordAudit(tx, actor, {
        action: 'coupon.create',
        organizationId: null,
        targetType: 'coupon',
        targetId: row!.id,
        after: couponTerms(row!),
      });
      return couponView(row!, now);
    }),
  );
}

/** The inline edit saves the whole row; the usage count is the payments', never the form's. */
export function updateCoupon(db: Database, actor: AuditActor, id: string, input: CouponInput, now: Date) {
  return uniqueCode(() =>
    db.transaction(async (tx) => {
      const before = await lockCoupon(tx, id);
      await assertCodeFree(tx, input.code, id);
      const [row] = await tx.update(coupons).set(values(input)).where(eq(coupons.id, id)).returning();
      await recordAudit(tx, actor, {
        action: 'coupon.update',
        organizationId: null,
        targetType: 'coupon',
        targetId: id,
        before: couponTerms(before),
        after: couponTerms(row!),
      });
      return couponView(row!, now);
    }),
  );
}

export function toggleCoupon(db: Database, actor: AuditActor, id: string, now: Date) {
  return db.transaction(async (tx) => {
    const before = await lockCoupon(tx, id);
    const [row] = await tx.update(coupons).set({ isActive: !before.isActive }).where(eq(coupons.id, id)).returning();
    await recordAudit(tx, actor, {
      action: 'coupon.toggle',
      organizationId: null,
      targetType: 'coupon',
      targetId: id,
      before: { isActive: before.isActive },
      after: { isActive: row!.isActive },
    });
    return couponView(row!, now);
  });
}

/** Product §4: a coupon that has been used (usageCount > 0) is never deleted; it can be made inactive instead. */
export function deleteCoupon(db: Database, actor: AuditActor, id: string) {
  return db.transaction(async (tx) => {
    const before = await lockCoupon(tx, id);
    if (before.usageCount > 0) throw fail.conflict(messages.coupon.used);
    await tx.delete(coupons).where(eq(coupons.id, id));
    await recordAudit(tx, actor, {
      action: 'coupon.delete',
      organizationId: null,
      targetType: 'coupon',
      targetId: id,
      before: couponTerms(before),
    });
  });
}
