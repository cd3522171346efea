import type { WorkingTimeBody } from '@paydos/contract/hourly-leave';
import type { Database, Executor } from '../../db/client';
import { organizations } from '../../db/schema';
import { recordAudit, type UserActor } from '../../platform/audit';
import { ownOrganization, type TenantScope } from '../../platform/tenant-scope';

/** The organization's working day in minutes and whether hourly excuse and unpaid leave are allowed (docs/decisions/015). */
export async function loadWorkingTimeSetting(db: Executor, scope: TenantScope) {
  const [row] = await db
    .select({ dailyMinutes: organizations.dailyWorkingMinutes, hourlyLeave: organizations.hourlyLeaveAllowed })
    .from(organizations)
    .where(ownOrganization(scope));
  return { dailyMinutes: row?.dailyMinutes ?? 450, hourlyLeave: row?.hourlyLeave ?? false };
}

/**
 * Sets the working day and the hourly-leave choice (ADMIN), audited as `organization.working_time`
 * with both values before and after; saving the same values writes nothing. Requests already made
 * keep their minutes: only new requests and their day equivalents use the new working day.
 */
export async function setWorkingTime(
  db: Database,
  scope: TenantScope,
  body: WorkingTimeBody,
  actor: UserActor,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ dailyMinutes: organizations.dailyWorkingMinutes, hourlyLeave: organizations.hourlyLeaveAllowed })
      .from(organizations)
      .where(ownOrganization(scope))
      .for('update');
    if (before && before.dailyMinutes === body.dailyMinutes && before.hourlyLeave === body.hourlyLeave) return before;
    await tx
      .update(organizations)
      .set({ dailyWorkingMinutes: body.dailyMinutes, hourlyLeaveAllowed: body.hourlyLeave, updatedAt: now })
      .where(ownOrganization(scope));
    await recordAudit(tx, actor, {
      action: 'organization.working_time',
      organizationId: scope.organizationId,
      targetType: 'organization',
      targetId: scope.organizationId,
      before: before ?? null,
      after: { ...body },
    });
    return { ...body };
  });
}
