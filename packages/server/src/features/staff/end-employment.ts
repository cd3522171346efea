import { addYearsClamped, compareDates, istanbulToday } from '@paydos/domain';
import { termination as terminationTexts } from '@paydos/contract/messages/termination';
import type { EndEmploymentBody } from '@paydos/contract/termination';
import { messages } from '@paydos/contract/messages';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { recordAudit, type UserActor } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import { releaseDeactivatedPerson } from '../delegations';
import { loadTerminationStatement } from '../termination';
import { findTenantUser } from '../users';
import { afterActiveChange } from './toggle-user-active';

/**
 * Issue 24 (4857 md. 59): an ADMIN ends a person's employment on a last day of work. In one
 * transaction the end date is recorded, the person is deactivated like DELETE /admin/users/{id} does
 * (sessions revoked, approvals handed on), and the change is audited with the days to be paid. A
 * person already inactive only gets (or corrects) the end date. Not one's own row; the end date not
 * before the start date nor more than a year ahead.
 */
export async function endEmployment(
  db: Database,
  config: Config,
  scope: TenantScope,
  userId: string,
  body: EndEmploymentBody,
  actor: UserActor,
  now: Date,
) {
  if (userId === actor.id) throw fail.badRequest(messages.people.cannotToggleSelf);
  return db.transaction(async (tx) => {
    const user = await findTenantUser(tx, scope, userId);
    if (user.startDate && compareDates(body.endDate, user.startDate) < 0)
      throw fail.badRequest(terminationTexts.endDateBeforeStart, {
        endDate: terminationTexts.endDateBeforeStart,
      });
    if (compareDates(body.endDate, addYearsClamped(istanbulToday(now), 1)) > 0)
      throw fail.badRequest(terminationTexts.endDateTooLate, { endDate: terminationTexts.endDateTooLate });
    await tx
      .update(users)
      .set({ isActive: false, employmentEndDate: body.endDate, updatedAt: now })
      .where(inTenant(scope, users, eq(users.id, userId)));
    if (user.isActive) {
      await afterActiveChange(tx, config, scope, userId, false, actor.id, now);
      await releaseDeactivatedPerson(tx, config, scope, userId, actor, now);
    }
    const statement = user.startDate ? await loadTerminationStatement(tx, scope, userId, body.endDate) : null;
    const unusedDays = statement?.payout.unused.total ?? 0;
    await recordAudit(tx, actor, {
      action: 'staff.end_employment',
      organizationId: scope.organizationId,
      targetType: 'user',
      targetId: userId,
      before: { isActive: user.isActive, employmentEndDate: user.employmentEndDate },
      after: { isActive: false, employmentEndDate: body.endDate, unusedDays },
    });
    return {
      id: userId,
      isActive: false,
      employmentEndDate: body.endDate,
      unusedDays,
      message: terminationTexts.ended,
    };
  });
}
