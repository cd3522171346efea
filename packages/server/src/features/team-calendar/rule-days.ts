import { eachDate, leaveDatesOf, type CalendarDate, type Weekday } from '@paydos/domain';
import { and, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leaveRequests, users } from '../../db/schema';
import { lockPeriodsOver, teamsWithMemberCounts } from '../team-rules';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import type { TeamCalendar } from '@paydos/contract/team-calendar';

type RuleDay = NonNullable<TeamCalendar['ruleDays']>[number];
type Lock = NonNullable<RuleDay['lock']>;

/**
 * Issue 23 item 5 on the team calendar: the month's days a team rule marks for the teams shown.
 * Lock days (the organization's and those teams' periods); and, for each shown team with a minimum,
 * the working days (leaveDatesOf: the days the staffing rule counts) on which its active members at
 * work, approved and pending leave counted, are at or under the minimum, so one more request would
 * break it (docs/approval-rules.md §5). Counts and team names only, never who. At most three
 * statements for the month, whatever its size: the teams' locks, and for the teams with a minimum
 * their active members counted and their leave.
 */
export async function loadRuleDays(
  db: Executor,
  scope: TenantScope,
  month: { first: CalendarDate; last: CalendarDate },
  shownTeams: readonly { id: string; name: string; minimumAtWork: number | null }[],
  workingDays: readonly Weekday[],
): Promise<RuleDay[]> {
  const teamName = new Map(shownTeams.map((t) => [t.id, t.name]));

  const locks = await lockPeriodsOver(db, scope, { startDate: month.first, endDate: month.last }, [...teamName.keys()]);

  const ruledIds = shownTeams.filter((t) => t.minimumAtWork !== null && t.minimumAtWork > 0).map((t) => t.id);
  const ruled = ruledIds.length ? await teamsWithMemberCounts(db, scope, ruledIds) : [];
  const away = ruled.length
    ? await awayByTeamAndDay(
        db,
        scope,
        month,
        ruled.map((t) => t.id),
      )
    : new Map<string, Map<CalendarDate, Set<string>>>();
  const workDays = ruled.length ? leaveDatesOf({ startDate: month.first, endDate: month.last, workingDays }) : [];
  const shortStaffed = new Map<CalendarDate, RuleDay['shortStaffed']>();
  for (const team of ruled) {
    for (const date of workDays) {
      const atWork = team.memberCount - (away.get(team.id)?.get(date)?.size ?? 0);
      if (atWork > team.minimumAtWork!) continue;
      const list = shortStaffed.get(date) ?? [];
      list.push({ teamName: team.name, atWork: Math.max(0, atWork), minimumAtWork: team.minimumAtWork! });
      shortStaffed.set(date, list);
    }
  }

  return eachDate(month.first, month.last).flatMap((date): RuleDay[] => {
    const found = locks.find((l) => l.startDate <= date && date <= l.endDate);
    const lock: Lock | null = found
      ? { reason: found.reason, mode: found.mode, teamName: found.teamId ? (teamName.get(found.teamId) ?? null) : null }
      : null;
    const short = (shortStaffed.get(date) ?? []).sort((a, b) => a.teamName.localeCompare(b.teamName, 'tr'));
    return lock || short.length ? [{ date, lock, shortStaffed: short }] : [];
  });
}

/** Who of each team's active members is away on each day of the month, approved and pending leave counted. */
async function awayByTeamAndDay(
  db: Executor,
  scope: TenantScope,
  month: { first: CalendarDate; last: CalendarDate },
  teamIds: string[],
) {
  const rows = await db
    .select({
      teamId: users.teamId,
      userId: leaveRequests.userId,
      startDate: leaveRequests.startDate,
      endDate: leaveRequests.endDate,
    })
    .from(leaveRequests)
    .innerJoin(users, and(eq(users.id, leaveRequests.userId), eq(users.organizationId, leaveRequests.organizationId)))
    .where(
      inTenant(
        scope,
        leaveRequests,
        inArray(users.teamId, teamIds),
        eq(users.isActive, true),
        inArray(leaveRequests.status, ['APPROVED', 'PENDING']),
        // Hourly leave keeps its person at work (docs/leave-rules.md §16): the minimum counts whole days only.
        isNull(leaveRequests.minutesPerDay),
        lte(leaveRequests.startDate, month.last),
        gte(leaveRequests.endDate, month.first),
      ),
    );
  const away = new Map<string, Map<CalendarDate, Set<string>>>();
  for (const row of rows) {
    const byDay = away.get(row.teamId!) ?? new Map<CalendarDate, Set<string>>();
    away.set(row.teamId!, byDay);
    const from = row.startDate < month.first ? month.first : row.startDate;
    const to = row.endDate > month.last ? month.last : row.endDate;
    for (const date of eachDate(from, to)) byDay.set(date, (byDay.get(date) ?? new Set()).add(row.userId));
  }
  return away;
}
