import { formatTurkishDate, istanbulToday, type Role } from '@paydos/domain';
import type { CreateDelegationBody } from '@paydos/contract/delegations';
import { messages } from '@paydos/contract/messages';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { approvalDelegations, users } from '../../db/schema';
import { recordAudit, type UserActor } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { inTenant, type OrganizationScope } from '../../platform/tenant-scope';
import { mailDelegate } from './delegation-mails';
import { presentDelegations, selectDelegations, type DelegationRow } from './delegation-store';

const m = messages.delegations;

/** Who is asking: the signed-in user as the audit names him, and his role. */
export interface DelegationCaller {
  actor: UserActor;
  role: Role;
}

async function tenantPerson(db: Executor, scope: OrganizationScope, id: string, lock = false) {
  const query = db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      isActive: users.isActive,
      language: users.language,
    })
    .from(users)
    .where(inTenant(scope, users, eq(users.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Refuses a period that meets another of the approver's, or a second standing delegate (409). */
function assertFree(existing: DelegationRow[], startDate: string | null, endDate: string | null) {
  if (startDate === null || endDate === null) {
    if (existing.some((d) => d.startDate === null)) throw fail.conflict(m.standingExists);
    return;
  }
  const clash = existing.find(
    (d) => d.startDate !== null && d.endDate !== null && d.startDate <= endDate && startDate <= d.endDate,
  );
  if (clash)
    throw fail.conflict(
      m.periodOverlaps(`${formatTurkishDate(clash.startDate!)} - ${formatTurkishDate(clash.endDate!)}`),
    );
}

/**
 * Issue 23 item 4 (docs/approval-rules.md §3): "X decides for me", for a period or, with no dates,
 * on the days the approver is on approved leave. A MANAGER or ADMIN sets his own; an ADMIN also
 * another approver's. The delegate is an active MANAGER or ADMIN of the organization other than
 * the approver (an EMPLOYEE decides no request, so he stands in for nobody); an approver's periods
 * do not overlap and he has at most one standing delegate (the approver's row is locked, so two
 * calls at once cannot both pass). Audited; the delegate is mailed.
 */
export async function createDelegation(
  db: Database,
  config: Config,
  scope: OrganizationScope,
  caller: DelegationCaller,
  input: CreateDelegationBody,
  now: Date,
) {
  const approverId = input.approverId ?? caller.actor.id;
  if (approverId !== caller.actor.id && caller.role !== 'ADMIN') throw fail.forbidden(m.onlyAdminForOthers);
  const startDate = input.startDate ?? null;
  const endDate = input.endDate ?? null;
  const today = istanbulToday(now);
  if (endDate !== null && endDate < today) throw fail.badRequest(m.endInPast, { endDate: m.endInPast });
  if (input.delegateId === approverId) throw fail.badRequest(m.delegateSelf, { delegateId: m.delegateSelf });

  return db.transaction(async (tx) => {
    const approver = await tenantPerson(tx, scope, approverId, true);
    if (!approver) throw fail.notFound(m.approverNotFound);
    if (!approver.isActive || approver.role === 'EMPLOYEE') throw fail.badRequest(m.approverNotApprover);
    const delegate = await tenantPerson(tx, scope, input.delegateId);
    if (!delegate) throw fail.notFound(m.delegateNotFound);
    if (!delegate.isActive) throw fail.badRequest(m.delegateInactive, { delegateId: m.delegateInactive });
    if (delegate.role === 'EMPLOYEE')
      throw fail.badRequest(m.delegateNotApprover, { delegateId: m.delegateNotApprover });
    const ofApprover = () => selectDelegations(tx, scope, today, eq(approvalDelegations.approverId, approverId));
    assertFree(await ofApprover(), startDate, endDate);

    const [row] = await tx
      .insert(approvalDelegations)
      .values({ organizationId: scope.organizationId, approverId, delegateId: delegate.id, startDate, endDate })
      .returning({ id: approvalDelegations.id });
    await recordAudit(tx, caller.actor, {
      action: 'delegation.create',
      organizationId: scope.organizationId,
      targetType: 'approval_delegation',
      targetId: row!.id,
      after: { approverId, delegateId: delegate.id, startDate, endDate },
    });
    const approverName = `${approver.firstName} ${approver.lastName}`;
    await mailDelegate(tx, config, scope, {
      delegate,
      approverName,
      period: { startDate, endDate },
      change: 'named',
    });
    // Presented among the approver's others: whether it stands in today depends on them too.
    const presented = await presentDelegations(tx, scope, await ofApprover(), today);
    return { delegation: presented.find((d) => d.id === row!.id)!, message: m.created };
  });
}
