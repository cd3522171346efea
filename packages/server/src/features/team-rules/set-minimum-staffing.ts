import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { teams } from '../../db/schema';
import { recordAudit, type UserActor } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import { messages } from '@paydos/contract/messages';
import type { MinimumStaffingInput } from '@paydos/contract/team-rules';

/**
 * PUT /api/team-rules/teams/:id/minimum (issue 23 item 5): at least this many of the team's active
 * members at work on each working day, and what a request that breaks it does; null clears the
 * rule. The team is the tenant's or a 404. Audited when something changed. Requests already
 * pending keep the breaks they were sent with; the rule acts on requests sent from now on.
 */
export async function setMinimumStaffing(
  db: Database,
  scope: TenantScope,
  teamId: string,
  input: MinimumStaffingInput,
  actor: UserActor,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: teams.name, minimumAtWork: teams.minimumAtWork, mode: teams.minimumStaffingMode })
      .from(teams)
      .where(inTenant(scope, teams, eq(teams.id, teamId)))
      .for('update');
    if (!before) throw fail.notFound(messages.teams.notFound);
    const after = { minimumAtWork: input.minimumAtWork, mode: input.mode };
    await tx
      .update(teams)
      .set({ minimumAtWork: after.minimumAtWork, minimumStaffingMode: after.mode })
      .where(inTenant(scope, teams, eq(teams.id, teamId)));
    if (before.minimumAtWork !== after.minimumAtWork || before.mode !== after.mode)
      await recordAudit(tx, actor, {
        organizationId: scope.organizationId,
        action: 'team_rules.minimum_staffing.update',
        targetType: 'team',
        targetId: teamId,
        before: { teamName: before.name, minimumAtWork: before.minimumAtWork, mode: before.mode },
        after: { teamName: before.name, ...after },
      });
    return after.minimumAtWork === null ? messages.teamRules.minimumCleared : messages.teamRules.minimumSaved;
  });
}
