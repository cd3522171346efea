import { monthBounds, type ReportMonth } from '@paydos/domain';
import { and, gte, isNotNull, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import { loadTerminationStatement } from '../termination';

/**
 * Issue 24 (4857 md. 59): the people whose last day of work falls in the month, each with the unused
 * annual leave to be paid as the termination statement computes it (people without a start date have none) (payroll pays it with that
 * month's wages). Few people leave in a month, so one statement each.
 */
export async function monthTerminations(db: Executor, scope: TenantScope, month: ReportMonth) {
  const { first, last } = monthBounds(month);
  const leavers = await db
    .select({ id: users.id })
    .from(users)
    .where(
      inTenant(
        scope,
        users,
        and(gte(users.employmentEndDate, first), lte(users.employmentEndDate, last), isNotNull(users.startDate)),
      ),
    )
    .orderBy(users.employmentEndDate, users.lastName, users.firstName);
  const lines = [];
  for (const leaver of leavers) {
    const { person, payout } = await loadTerminationStatement(db, scope, leaver.id);
    lines.push({
      userId: person.id,
      firstName: person.firstName,
      lastName: person.lastName,
      registryNumber: person.registryNumber,
      endDate: payout.endDate,
      unusedStatutoryDays: payout.unused.statutory,
      unusedExtraDays: payout.unused.extra,
      unusedDays: payout.unused.total,
    });
  }
  return lines;
}
