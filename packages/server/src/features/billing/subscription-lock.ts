import type { Executor } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';

type Subscription = typeof subscriptions.$inferSelect;

/** A new plan can be bought during the trial, after a cancellation or lapse, and during a failed renewal's grace. */
export function canBuyPlan(s: Subscription, now: Date): boolean {
  if (s.status !== 'ACTIVE') return true;
  if (s.graceEndsAt) return true;
  return !!s.currentPeriodEndsAt && s.currentPeriodEndsAt <= now && s.cancelAtPeriodEnd;
}

/** The organization's subscription; `FOR UPDATE` inside a transaction (every write to it takes this lock first). */
export async function lockSubscription(db: Executor, scope: TenantScope) {
  const [row] = await db.select().from(subscriptions).where(inTenant(scope, subscriptions)).for('update');
  if (!row) throw fail.notFound(messages.organizationNotFound);
  return row;
}
