import {
  checkTeamRules,
  istanbulToday,
  parseLeavePolicy,
  TEAM_RULE_LEAVE_TYPES,
  type ApprovalPerson,
  type ApprovalTeam,
  type CountedLeave,
  type MinimumNoticeRule,
  type MinimumStaffingRule,
  type RuleCheckedRequest,
  type TeamRuleCheck,
} from '@paydos/domain';
import { and, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leaveRequests, minimumNoticeRules, organizations, teams, users } from '../../db/schema';
import { inTenant, ownOrganization, type TenantScope } from '../../platform/tenant-scope';
import { lockPeriodsOver } from './lock-periods-over';

/** The request to check: a new one, or an edit's new dates (its own row left out of the counts). */
export type CheckedRequest = RuleCheckedRequest & { leaveId?: string | null };

const ALLOWED: TeamRuleCheck = { outcome: 'ALLOWED', breaks: [] };

/**
 * Issue 23 item 5: a request against the organization's team rules (lock periods, minimum staffing,
 * minimum notice; docs/approval-rules.md §5), pending and approved leave counted. Loads only what
 * the request's dates need, each read bounded by an index: the lock periods overlapping the dates
 * (the organization's and the requester's team's), the requester's team with its active members and
 * its minimum, those members' approved and pending leave over the dates, the notice rule of the
 * leave type and the working days. A leave type no rule binds (sick report, excuse leave) reads nothing.
 */
export async function checkRequestAgainstTeamRules(
  db: Executor,
  scope: TenantScope,
  request: CheckedRequest,
  now: Date,
): Promise<TeamRuleCheck> {
  if (!(TEAM_RULE_LEAVE_TYPES as readonly string[]).includes(request.leaveType)) return ALLOWED;
  const [requester] = await db
    .select({ teamId: users.teamId })
    .from(users)
    .where(inTenant(scope, users, eq(users.id, request.requesterId)));
  const teamId = requester?.teamId ?? null;

  const locks = await lockPeriodsOver(db, scope, request, teamId ? [teamId] : []);
  const team = teamId ? await teamWithMembers(db, scope, teamId, request.requesterId) : null;
  const leaves = team?.rule ? await countedLeaves(db, scope, team.team.id, request) : [];
  const notice = await db
    .select({ leaveType: minimumNoticeRules.leaveType, days: minimumNoticeRules.days, mode: minimumNoticeRules.mode })
    .from(minimumNoticeRules)
    .where(inTenant(scope, minimumNoticeRules, eq(minimumNoticeRules.leaveType, request.leaveType)));
  if (!locks.length && !team?.rule && !notice.length) return ALLOWED;

  return checkTeamRules({
    request,
    rules: {
      lockPeriods: locks,
      minimumStaffing: team?.rule ? [team.rule] : [],
      minimumNotice: notice as MinimumNoticeRule[],
    },
    teams: team ? [team.team] : [],
    people: team?.people ?? [],
    leaves,
    workingDays: await workingDaysOf(db, scope),
    today: istanbulToday(now),
  });
}

/**
 * The requester's team as the rules read it: its minimum (none when unset or 0), and, only when
 * there is one, its active members (users_team_idx). The requester is a member whatever his state.
 */
async function teamWithMembers(db: Executor, scope: TenantScope, teamId: string, requesterId: string) {
  const [row] = await db
    .select({
      id: teams.id,
      name: teams.name,
      minimumAtWork: teams.minimumAtWork,
      mode: teams.minimumStaffingMode,
    })
    .from(teams)
    .where(inTenant(scope, teams, eq(teams.id, teamId)));
  if (!row) return null;
  const rule: MinimumStaffingRule | null =
    row.minimumAtWork !== null && row.minimumAtWork > 0
      ? { teamId: row.id, minimumAtWork: row.minimumAtWork, mode: row.mode }
      : null;
  const people: ApprovalPerson[] = rule
    ? await db
        .select({ id: users.id, role: users.role, isActive: users.isActive })
        .from(users)
        .where(inTenant(scope, users, eq(users.teamId, teamId), eq(users.isActive, true)))
    : [];
  const memberIds = new Set(people.map((p) => p.id)).add(requesterId);
  const team: ApprovalTeam = { id: row.id, name: row.name, memberIds: [...memberIds], managerIds: [] };
  return { team, rule, people };
}

/**
 * The approved and pending leave of the team's members over the dates, the requester's own and the
 * edited row left out: the team's people by users_team_idx, each one's leave by leave_requests_user_dates_idx.
 */
async function countedLeaves(
  db: Executor,
  scope: TenantScope,
  teamId: string,
  request: CheckedRequest,
): Promise<CountedLeave[]> {
  const rows = await db
    .select({
      personId: leaveRequests.userId,
      startDate: leaveRequests.startDate,
      endDate: leaveRequests.endDate,
      status: leaveRequests.status,
      minutesPerDay: leaveRequests.minutesPerDay,
    })
    .from(leaveRequests)
    .innerJoin(users, and(eq(users.id, leaveRequests.userId), eq(users.organizationId, leaveRequests.organizationId)))
    .where(
      inTenant(
        scope,
        leaveRequests,
        eq(users.teamId, teamId),
        eq(users.isActive, true),
        inArray(leaveRequests.status, ['APPROVED', 'PENDING']),
        lte(leaveRequests.startDate, request.endDate),
        gte(leaveRequests.endDate, request.startDate),
        ne(leaveRequests.userId, request.requesterId),
        request.leaveId ? ne(leaveRequests.id, request.leaveId) : undefined,
      ),
    );
  return rows.map((row) => ({ ...row, status: row.status as CountedLeave['status'] }));
}

/**
 * The organization's working days (policy.workingDays), as leaves' organizationWorkingDays reads
 * them; read here because create-leave calls this check, so team-rules cannot import leaves (no cycles).
 */
async function workingDaysOf(db: Executor, scope: TenantScope) {
  const [row] = await db
    .select({ leavePolicy: organizations.leavePolicy })
    .from(organizations)
    .where(ownOrganization(scope));
  return parseLeavePolicy(row?.leavePolicy).workingDays;
}
