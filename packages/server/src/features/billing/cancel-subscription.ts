import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import type { TenantScope } from '../../platform/tenant-scope';
import { lockSubscription } from './subscription-lock';

/** The admin cancels: the plan runs to its period's end, then the renewal worker ends it (CANCELLED). */
export async function cancelSubscription(db: Database, scope: TenantScope, actor: AuditActor, now: Date) {
  return db.transaction(async (tx) => {
    const s = await lockSubscription(tx, scope);
    if (s.status !== 'ACTIVE' || s.graceEndsAt || !s.currentPeriodEndsAt || s.currentPeriodEndsAt <= now)
      throw fail.conflict(messages.billing.notActive);
    if (s.cancelAtPeriodEnd) throw fail.conflict(messages.billing.alreadyCancelled);
    await tx.update(subscriptions).set({ cancelAtPeriodEnd: true, updatedAt: now }).where(eq(subscriptions.id, s.id));
    await recordAudit(tx, actor, {
      action: 'subscription.cancel',
      organizationId: scope.organizationId,
      targetType: 'subscription',
      targetId: s.id,
      before: { cancelAtPeriodEnd: false },
      after: { cancelAtPeriodEnd: true, endsAt: s.currentPeriodEndsAt },
    });
    return { currentPeriodEndsAt: s.currentPeriodEndsAt.toISOString() };
  });
}
