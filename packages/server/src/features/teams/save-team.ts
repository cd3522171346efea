import { eq } from 'drizzle-orm';
import { teamNameKey } from '@paydos/domain';
import type { z } from 'zod';
import type { createTeamBody, updateTeamBody } from '@paydos/contract/teams';
import type { Database, Executor } from '../../db/client';
import { invitations, teams, users } from '../../db/schema';
import { changedFields, recordAudit, type AuditActor } from '../../platform/audit';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import { assertNameFree, loadTeam, lockTeam, managerIdsOf, setManagers, uniqueName } from './team-store';
import { followRequesterTeam } from '../approvals';

type CreateTeamInput = z.output<typeof createTeamBody>;
type UpdateTeamInput = z.output<typeof updateTeamBody>;

const audit =
  (tx: Executor, actor: AuditActor, scope: TenantScope, action: string, teamId: string) =>
  (values: { before?: Record<string, unknown> | null; after?: Record<string, unknown> | null }) =>
    recordAudit(tx, actor, {
      action,
      organizationId: scope.organizationId,
      targetType: 'team',
      targetId: teamId,
      ...values,
    });

/** POST /api/teams (ADMIN): a new team with its managers; a name taken (by `teamNameKey`: Turkish İ/ı, case, spaces) is a 409. */
export function createTeam(db: Database, scope: TenantScope, actor: AuditActor, input: CreateTeamInput) {
  return uniqueName(input.name, () =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, scope, input.name);
      const [row] = await tx
        .insert(teams)
        .values({ organizationId: scope.organizationId, name: input.name, nameKey: teamNameKey(input.name) })
        .returning({ id: teams.id });
      const managerIds = await setManagers(tx, scope, row!.id, input.managerIds);
      await audit(tx, actor, scope, 'team.create', row!.id)({ after: { name: input.name, managerIds } });
      return loadTeam(tx, scope, row!.id);
    }),
  );
}

/**
 * PATCH /api/teams/:id (ADMIN): a new name, new managers, or both. A rename carries to the
 * department text of the team's members and invitations in the same transaction, so every read of
 * `department` (product §7 shapes) names the team as it is now called.
 */
export function updateTeam(
  db: Database,
  scope: TenantScope,
  actor: AuditActor,
  teamId: string,
  input: UpdateTeamInput,
) {
  const work = () =>
    db.transaction(async (tx) => {
      const before = await lockTeam(tx, scope, teamId);
      const managersBefore = await managerIdsOf(tx, scope, teamId);
      const name = input.name ?? before.name;
      if (name !== before.name) {
        await assertNameFree(tx, scope, name, teamId);
        await tx
          .update(teams)
          .set({ name, nameKey: teamNameKey(name) })
          .where(inTenant(scope, teams, eq(teams.id, teamId)));
        await tx
          .update(users)
          .set({ department: name })
          .where(inTenant(scope, users, eq(users.teamId, teamId)));
        await tx
          .update(invitations)
          .set({ department: name })
          .where(inTenant(scope, invitations, eq(invitations.teamId, teamId)));
      }
      const managerIds = input.managerIds
        ? (await setManagers(tx, scope, teamId, input.managerIds)).sort()
        : managersBefore;
      const changes = changedFields({ name: before.name, managerIds: managersBefore }, { name, managerIds });
      if (changes) await audit(tx, actor, scope, 'team.update', teamId)(changes);
      return loadTeam(tx, scope, teamId);
    });
  return input.name ? uniqueName(input.name, work) : work();
}

/**
 * DELETE /api/teams/:id (ADMIN): the team goes, its members and invitations keep no team and no
 * department (what a department they no longer have would say), its managers' rows go with it; their
 * pending requests follow them (no team: the manager step is passed over).
 */
export function deleteTeam(db: Database, scope: TenantScope, actor: AuditActor, teamId: string) {
  return db.transaction(async (tx) => {
    const before = await lockTeam(tx, scope, teamId);
    const managerIds = await managerIdsOf(tx, scope, teamId);
    const members = await tx
      .update(users)
      .set({ teamId: null, department: null })
      .where(inTenant(scope, users, eq(users.teamId, teamId)))
      .returning({ id: users.id });
    await followRequesterTeam(
      tx,
      scope,
      members.map((member) => member.id),
    );
    await tx
      .update(invitations)
      .set({ teamId: null, department: null })
      .where(inTenant(scope, invitations, eq(invitations.teamId, teamId)));
    await tx.delete(teams).where(inTenant(scope, teams, eq(teams.id, teamId)));
    await audit(
      tx,
      actor,
      scope,
      'team.delete',
      teamId,
    )({
      before: { name: before.name, managerIds, memberCount: members.length },
    });
  });
}
