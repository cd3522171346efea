import { istanbulToday } from '@paydos/domain';
import { and, eq, ne, notExists, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { approvalDelegations, organizations, teamManagers, teams, users } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../platform/audit';
import {
  inTenant,
  ownOrganization,
  scopeOfOrganization,
  type OrganizationScope,
  type TenantScope,
} from '../../platform/tenant-scope';
import { mailDelegate, mailDelegateDeactivated, mailTeamsWithoutManager } from './delegation-mails';
import { selectDelegationRows } from './delegation-store';

const otherManager = alias(teamManagers, 'other_manager');
const otherUser = alias(users, 'other_manager_user');

/** The name and subdomain the mails need (the staff toggle holds only the organization's id). */
async function organizationScopeOf(db: Executor, tenant: TenantScope): Promise<OrganizationScope> {
  const [row] = await db
    .select({ id: organizations.id, name: organizations.name, subdomain: organizations.subdomain })
    .from(organizations)
    .where(ownOrganization(tenant));
  return scopeOfOrganization(row!);
}

/** The teams this person managed that have no other active manager now. */
async function teamsLeftWithoutManager(db: Executor, scope: OrganizationScope, userId: string) {
  const rows = await db
    .select({ name: teams.name })
    .from(teamManagers)
    .innerJoin(teams, eq(teams.id, teamManagers.teamId))
    .where(
      and(
        inTenant(scope, teamManagers, eq(teamManagers.userId, userId)),
        notExists(
          db
            .select({ one: otherManager.userId })
            .from(otherManager)
            .innerJoin(otherUser, eq(otherUser.id, otherManager.userId))
            .where(
              and(
                eq(otherManager.organizationId, teamManagers.organizationId),
                eq(otherManager.teamId, teamManagers.teamId),
                ne(otherManager.userId, userId),
                eq(otherUser.isActive, true),
              ),
            ),
        ),
      ),
    )
    .orderBy(teams.name);
  return rows.map((row) => row.name);
}

/**
 * Issue 23 item 4, called in the transaction that deactivates a person (the organization's toggle
 * and the operator's edit), after the row is written: his delegations, as approver and as
 * delegate, are deleted and audited (an inactive person neither hands over nor takes steps; the
 * engine already routes his open steps to the ADMINs, docs/approval-rules.md §2); the other side
 * of a delegation still in force is told; and the ADMINs get one mail naming the teams he leaves
 * without an active manager.
 */
export async function releaseDeactivatedPerson(
  tx: Executor,
  config: Config,
  tenant: TenantScope,
  userId: string,
  actor: AuditActor,
  now: Date,
) {
  const today = istanbulToday(now);
  const scope = await organizationScopeOf(tx, tenant);
  const rows = await selectDelegationRows(
    tx,
    scope,
    or(eq(approvalDelegations.approverId, userId), eq(approvalDelegations.delegateId, userId)),
    true,
  );
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
      after: { cause: 'deactivated', userId },
    });
    if (row.endDate !== null && row.endDate < today) continue;
    if (row.approverId === userId)
      await mailDelegate(tx, config, scope, {
        delegate: { firstName: row.delegateFirstName, email: row.delegateEmail },
        approverName: row.approverName,
        period,
        change: 'removed',
      });
    else
      await mailDelegateDeactivated(tx, config, scope, {
        approver: { firstName: row.approverFirstName, email: row.approverEmail },
        delegateName: row.delegateName,
        period,
      });
  }

  const teamNames = await teamsLeftWithoutManager(tx, scope, userId);
  if (teamNames.length === 0) return;
  const [person] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inTenant(scope, users, eq(users.id, userId)));
  const admins = await tx
    .select({ firstName: users.firstName, email: users.email })
    .from(users)
    .where(inTenant(scope, users, eq(users.role, 'ADMIN'), eq(users.isActive, true), ne(users.id, userId)));
  await mailTeamsWithoutManager(tx, config, scope, {
    admins,
    personName: person ? `${person.firstName} ${person.lastName}` : '',
    teamNames,
  });
}
