import { messages } from '@paydos/contract/messages';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { approvalDelegations } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { inTenant, type OrganizationScope } from '../../platform/tenant-scope';
import type { DelegationCaller } from './create-delegation';
import { mailDelegate } from './delegation-mails';
import { selectDelegationRows } from './delegation-store';

const m = messages.delegations;

/**
 * Issue 23 item 4: the approver himself, or an ADMIN, removes a delegation (another
 * organization's id is a 404). Audited; the delegate is told it ended.
 */
export async function deleteDelegation(
  db: Database,
  config: Config,
  scope: OrganizationScope,
  caller: DelegationCaller,
  id: string,
) {
  return db.transaction(async (tx) => {
    const [row] = await selectDelegationRows(tx, scope, eq(approvalDelegations.id, id), true);
    if (!row) throw fail.notFound(m.notFound);
    if (row.approverId !== caller.actor.id && caller.role !== 'ADMIN') throw fail.forbidden(m.onlyOwnOrAdmin);
    await tx.delete(approvalDelegations).where(inTenant(scope, approvalDelegations, eq(approvalDelegations.id, id)));
    const period = { startDate: row.startDate, endDate: row.endDate };
    await recordAudit(tx, caller.actor, {
      action: 'delegation.delete',
      organizationId: scope.organizationId,
      targetType: 'approval_delegation',
      targetId: row.id,
      before: { approverId: row.approverId, delegateId: row.delegateId, ...period },
    });
    await mailDelegate(tx, config, scope, {
      delegate: { firstName: row.delegateFirstName, email: row.delegateEmail, language: row.delegateLanguage },
      approverName: row.approverName,
      period,
      change: 'removed',
    });
    return { message: m.deleted };
  });
}
