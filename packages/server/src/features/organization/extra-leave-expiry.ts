import { istanbulToday } from '@paydos/domain';
import type { ExtraLeaveExpiryBody } from '@paydos/contract/extra-leave-expiry';
import type { Database, Executor } from '../../db/client';
import { organizations } from '../../db/schema';
import { recordAudit, type UserActor } from '../../platform/audit';
import { ownOrganization, type TenantScope } from '../../platform/tenant-scope';

/** The organization's expiry period for extra days (issue 24, art. 59). */
export async function loadExtraLeaveExpiry(db: Executor, scope: TenantScope) {
  const [row] = await db
    .select({ months: organizations.extraLeaveExpiryMonths, from: organizations.extraLeaveExpiryFrom })
    .from(organizations)
    .where(ownOrganization(scope));
  return { months: row?.months ?? null, from: row?.from ?? null };
}

/**
 * Sets (or clears, with null) the period. A new period applies from today: an expiry date before the
 * day it is set is never applied (docs/leave-rules.md §14, no retroactive loss); saving the same months
 * keeps the original date. Audited as `organization.extra_leave_expiry`; the FOR UPDATE lock orders it
 * against the anniversary job's pass, which reads the rule FOR SHARE.
 */
export async function setExtraLeaveExpiry(
  db: Database,
  scope: TenantScope,
  body: ExtraLeaveExpiryBody,
  actor: UserActor,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ months: organizations.extraLeaveExpiryMonths, from: organizations.extraLeaveExpiryFrom })
      .from(organizations)
      .where(ownOrganization(scope))
      .for('update');
    const months = body.months;
    if (before && before.months === months) return { months, from: before.from };
    const from = months === null ? null : istanbulToday(now);
    await tx
      .update(organizations)
      .set({ extraLeaveExpiryMonths: months, extraLeaveExpiryFrom: from, updatedAt: now })
      .where(ownOrganization(scope));
    await recordAudit(tx, actor, {
      action: 'organization.extra_leave_expiry',
      organizationId: scope.organizationId,
      targetType: 'organization',
      targetId: scope.organizationId,
      before: { months: before?.months ?? null },
      after: { months, from },
    });
    return { months, from };
  });
}
