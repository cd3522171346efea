import { istanbulToday } from '@paydos/domain';
import { and, eq, ne, notExists, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { approvalDelegations, teamManagers, teams, users } from '../../db/schema';
import type { AuditActor } from '../../platform/audit';
import { inTenant, type OrganizationScope, type TenantScope } from '../../platform/tenant-scope';
import { mailTeamsWithoutManager } from './delegation-mails';
import { selectDelegationRows } from './delegation-store';
import { organizationScopeOf, releaseDelegations } from './release-delegations';

const otherManager = alias(teamManagers, 'other_manager');
const otherUser = alias(users, 'other_manager_user');

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
  await releaseDelegations(tx, config, scope, rows, { userId, actor, today, cause: 'deactivated' });

  const teamNames = await teamsLeftWithoutManager(tx, scope, userId);
  if (teamNames.length === 0) return;
  const [person] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inTenant(scope, users, eq(users.id, userId)));
  const admins = await tx
    .select({ firstName: users.firstName, email: users.email, language: users.language })
    .from(users)
    .where(inTenant(scope, users, eq(users.role, 'ADMIN'), eq(users.isActive, true), ne(users.id, userId)));
  await mailTeamsWithoutManager(tx, config, scope, {
    admins,
    personName: person ? `${person.firstName} ${person.lastName}` : '',
    teamNames,
  });
}
