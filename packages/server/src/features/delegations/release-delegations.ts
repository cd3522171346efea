import { istanbulToday } from '@paydos/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { approvalDelegations, organizations } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../platform/audit';
import {
  inTenant,
  ownOrganization,
  scopeOfOrganization,
  type OrganizationScope,
  type TenantScope,
} from '../../platform/tenant-scope';
import { mailDelegate, mailDelegateReleased } from './delegation-mails';
import { selectDelegationRows, type DelegationRow } from './delegation-store';

/** The name and subdomain the mails need (the staff toggle holds only the organization's id). */
export async function organizationScopeOf(db: Executor, tenant: TenantScope): Promise<OrganizationScope> {
  const [row] = await db
    .select({ id: organizations.id, name: organizations.name, subdomain: organizations.subdomain })
    .from(organizations)
    .where(ownOrganization(tenant));
  return scopeOfOrganization(row!);
}

/** Why a person's delegations end without anyone removing them. */
export type ReleaseCause = 'deactivated' | 'demoted';

/**
 * Deletes the delegations (rows locked by the caller) of a person who can no longer take part in
 * them, each audited with the cause; the other side of a delegation still in force is told: the
 * delegate that he decides no more for the approver, the approver that his delegate is gone.
 */
export async function releaseDelegations(
  tx: Executor,
  config: Config,
  scope: OrganizationScope,
  rows: DelegationRow[],
  release: { userId: string; actor: AuditActor; today: string; cause: ReleaseCause },
) {
  const { userId, actor, today, cause } = release;
  for (const row of rows) {
    await tx
      .delete(approvalDelegations)
      .where(inTenant(scope, approvalDelegations, eq(approvalDelegations.id, row.id)));
    const period = { startDate: row.startDate, endDate: row.endDate };
    await recordAudit(tx, actor, {
      action: 'delegation.delete',
      organizationId: scope.organizationId,
      targetType: 'approval_delegation',
      targetId: row.id,
      before: { approverId: row.approverId, delegateId: row.delegateId, ...period },
      after: { cause, userId },
    });
    if (row.endDate !== null && row.endDate < today) continue;
    if (row.approverId === userId)
      await mailDelegate(tx, config, scope, {
        delegate: { firstName: row.delegateFirstName, email: row.delegateEmail, language: row.delegateLanguage },
        approverName: row.approverName,
        period,
        change: 'removed',
      });
    else
      await mailDelegateReleased(tx, config, scope, {
        approver: { firstName: row.approverFirstName, email: row.approverEmail, language: row.approverLanguage },
        delegateName: row.delegateName,
        period,
        cause,
      });
  }
}

/**
 * Issue 23 item 4, called in the transaction that makes a MANAGER or ADMIN an EMPLOYEE (the
 * operator's edit), after the row is written: an EMPLOYEE stands in for nobody
 * (docs/approval-rules.md §3), so the delegations naming him as delegate end as a deactivated
 * delegate's do. Those he set as approver stay: they still hand over any step the engine gives him.
 */
export async function releaseDemotedDelegate(
  tx: Executor,
  config: Config,
  tenant: TenantScope,
  userId: string,
  actor: AuditActor,
  now: Date,
) {
  const scope = await organizationScopeOf(tx, tenant);
  const rows = await selectDelegationRows(tx, scope, eq(approvalDelegations.delegateId, userId), true);
  await releaseDelegations(tx, config, scope, rows, { userId, actor, today: istanbulToday(now), cause: 'demoted' });
}
