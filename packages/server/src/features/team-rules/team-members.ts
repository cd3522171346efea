import { and, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { teams, users } from '../../db/schema';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';

/**
 * The organization's teams (or the named ones) with their minimum-staffing rule and their active
 * member count, in one statement (the members by users_team_idx): what the settings card lists and
 * what the team calendar counts a team's people at work from.
 */
export function teamsWithMemberCounts(db: Executor, scope: TenantScope, teamIds?: readonly string[]) {
  return db
    .select({
      id: teams.id,
      name: teams.name,
      memberCount: count(users.id),
      minimumAtWork: teams.minimumAtWork,
      minimumStaffingMode: teams.minimumStaffingMode,
    })
    .from(teams)
    .leftJoin(
      users,
      and(eq(users.teamId, teams.id), eq(users.organizationId, teams.organizationId), eq(users.isActive, true)),
    )
    .where(inTenant(scope, teams, teamIds ? inArray(teams.id, [...teamIds]) : undefined))
    .groupBy(teams.id);
}
