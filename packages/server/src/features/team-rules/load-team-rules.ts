import { istanbulToday, leaveTypeName, TEAM_RULE_LEAVE_TYPES } from '@paydos/domain';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { lockPeriods, minimumNoticeRules, teams } from '../../db/schema';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import type { TeamRulesResponse } from '@paydos/contract/team-rules';
import { teamsWithMemberCounts } from './team-members';

/** A bound leave type's place in TEAM_RULE_LEAVE_TYPES (annual leave first); -1 for any other type. */
const boundOrder = (code: string) => (TEAM_RULE_LEAVE_TYPES as readonly string[]).indexOf(code);

/**
 * GET /api/team-rules (issue 23 item 5): every rule of the organization for the "Ekip kuralları"
 * card: the lock periods still running or to come (a past one acts on nothing), each team with its
 * active member count and minimum, and the notice per bound leave type.
 */
export async function loadTeamRules(db: Executor, scope: TenantScope, now: Date): Promise<TeamRulesResponse> {
  const locks = await db
    .select({
      id: lockPeriods.id,
      teamId: lockPeriods.teamId,
      teamName: teams.name,
      startDate: lockPeriods.startDate,
      endDate: lockPeriods.endDate,
      mode: lockPeriods.mode,
      reason: lockPeriods.reason,
    })
    .from(lockPeriods)
    .leftJoin(teams, and(eq(teams.id, lockPeriods.teamId), eq(teams.organizationId, lockPeriods.organizationId)))
    .where(inTenant(scope, lockPeriods, gte(lockPeriods.endDate, istanbulToday(now))))
    .orderBy(asc(lockPeriods.startDate), asc(lockPeriods.endDate), asc(lockPeriods.id));

  const teamRows = await teamsWithMemberCounts(db, scope);
  const collator = new Intl.Collator('tr');

  const notice = await db
    .select({ leaveType: minimumNoticeRules.leaveType, days: minimumNoticeRules.days, mode: minimumNoticeRules.mode })
    .from(minimumNoticeRules)
    .where(inTenant(scope, minimumNoticeRules));

  return {
    lockPeriods: locks,
    teams: teamRows
      .map((team) => ({ ...team, memberCount: Number(team.memberCount) }))
      .sort((a, b) => collator.compare(a.name, b.name)),
    minimumNotice: notice
      .filter((rule) => boundOrder(rule.leaveType) >= 0)
      .sort((a, b) => boundOrder(a.leaveType) - boundOrder(b.leaveType))
      .map((rule) => ({ ...rule, leaveTypeName: leaveTypeName(rule.leaveType) })),
  };
}
