import type { LockPeriod } from '@paydos/domain';
import { asc, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { lockPeriods } from '../../db/schema';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';

/**
 * The lock periods that overlap the dates: the organization's and those of the given teams
 * (lock_periods_organization_dates_idx). A refusing lock first, then by start: the form and the
 * calendar name the stricter rule of a day.
 */
export function lockPeriodsOver(
  db: Executor,
  scope: TenantScope,
  dates: { startDate: string; endDate: string },
  teamIds: readonly string[],
): Promise<LockPeriod[]> {
  return db
    .select({
      id: lockPeriods.id,
      teamId: lockPeriods.teamId,
      startDate: lockPeriods.startDate,
      endDate: lockPeriods.endDate,
      mode: lockPeriods.mode,
      reason: lockPeriods.reason,
    })
    .from(lockPeriods)
    .where(
      inTenant(
        scope,
        lockPeriods,
        gte(lockPeriods.endDate, dates.startDate),
        lte(lockPeriods.startDate, dates.endDate),
        teamIds.length
          ? or(isNull(lockPeriods.teamId), inArray(lockPeriods.teamId, [...teamIds]))
          : isNull(lockPeriods.teamId),
      ),
    )
    .orderBy(asc(lockPeriods.mode), asc(lockPeriods.startDate), asc(lockPeriods.id));
}
