import { istanbulToday, monthBounds, parseLeavePolicy, teamNameKey, TURKISH_MONTH_NAMES } from '@paydos/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { param, preparedStatement } from '../../db/prepared';
import { organizations, teams } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { inTenant, preparedScope, type TenantScope } from '../../platform/tenant-scope';
import { loadCalendarPeople } from './calendar-people';
import { leaveAsSeenBy, seesLeaveTypes, type Viewer } from './leave-visibility';
import { loadRuleDays } from './rule-days';
import { monthDays } from './month-days';
import type { CalendarPerson, TeamCalendar, TeamCalendarQuery } from '@paydos/contract/team-calendar';

// The first page's two reads of what the month needs once, as prepared statements (a hot read, decision 002).
const organizationPolicy = preparedStatement((db) =>
  db
    .select({ leavePolicy: organizations.leavePolicy })
    .from(organizations)
    .where(eq(organizations.id, param('organizationId')))
    .prepare('team_calendar_policy'),
);
const organizationTeams = preparedStatement((db) =>
  db
    .select({ id: teams.id, name: teams.name, minimumAtWork: teams.minimumAtWork })
    .from(teams)
    .where(inTenant(preparedScope, teams))
    .prepare('team_calendar_teams'),
);
const byTurkishName = new Intl.Collator('tr');

async function workingDaysOf(db: Executor, scope: TenantScope) {
  const [row] = await organizationPolicy(db).execute({ organizationId: scope.organizationId });
  if (!row) throw fail.notFound(messages.organizationNotFound);
  return parseLeavePolicy(row.leavePolicy).workingDays;
}

/**
 * The team a filter names: `teamId`, or `department`, the filter's older spelling, a team by its name
 * compared as team names are (teamNameKey). A name no team has filters to nobody.
 */
async function teamOfFilter(db: Executor, scope: TenantScope, query: TeamCalendarQuery) {
  if (query.teamId) return query.teamId;
  if (!query.department) return undefined;
  const [team] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(inTenant(scope, teams, eq(teams.nameKey, teamNameKey(query.department))));
  return team?.id ?? NO_TEAM;
}
/** A team id no row has: a department that names no team lists nobody. */
const NO_TEAM = '00000000-0000-0000-0000-000000000000';

/**
 * One month of one organization, one page of people at a time (issues 16 and 25): at most `limit`
 * people in Turkish alphabetical order (the whole organization, a team, a name search), each with their
 * approved and pending leave overlapping the month as the viewer may see it (leave-visibility), and the
 * next page's cursor. The first page (no cursor) also answers what the month needs once: its days
 * (weekends, holidays and arifes named, by the organization's working days), the teams, and the days a
 * team rule marks for the team filtered to (else every team). No answer grows with the company.
 */
export async function loadTeamCalendar(
  db: Executor,
  scope: TenantScope,
  viewer: Viewer,
  query: TeamCalendarQuery,
  now: Date,
): Promise<TeamCalendar> {
  const today = istanbulToday(now);
  const monthText = query.month ?? today.slice(0, 7);
  const month = { year: Number(monthText.slice(0, 4)), month: Number(monthText.slice(5, 7)) };
  const { first, last } = monthBounds(month);
  const teamId = await teamOfFilter(db, scope, query);

  const page = await loadCalendarPeople(db, scope, {
    month: { first, last },
    teamId,
    q: query.q || undefined,
    withPending: seesLeaveTypes(viewer),
    limit: query.limit,
    cursor: query.cursor,
  });
  const leavesOf = new Map<string, CalendarPerson['leaves']>();
  for (const row of page.leave) {
    const seen = leaveAsSeenBy(viewer, row.userId, row);
    if (!seen) continue;
    const list = leavesOf.get(row.userId) ?? [];
    list.push({
      startDate: row.startDate,
      endDate: row.endDate,
      status: row.status,
      ...seen,
      // Only an hourly leave carries it: a leave of whole days answers as it always did.
      ...(row.minutesPerDay ? { minutesPerDay: row.minutesPerDay } : {}),
      substitute: row.substitute,
    });
    leavesOf.set(row.userId, list);
  }
  const people = page.people.map((person) => ({
    userId: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    department: person.department,
    isSelf: person.id === viewer.userId,
    leaves: leavesOf.get(person.id) ?? [],
  }));

  const answer = {
    month: monthText,
    monthName: TURKISH_MONTH_NAMES[month.month - 1]!,
    year: month.year,
    today,
    showsLeaveTypes: seesLeaveTypes(viewer),
    people,
    nextCursor: page.nextCursor,
  };
  if (query.cursor) return answer;

  const workingDays = await workingDaysOf(db, scope);
  const teamRows = (await organizationTeams(db).execute({ organizationId: scope.organizationId })).sort((a, b) =>
    byTurkishName.compare(a.name, b.name),
  );
  const shownTeams = teamId ? teamRows.filter((t) => t.id === teamId) : teamRows;
  return {
    ...answer,
    days: monthDays(month, workingDays),
    teams: teamRows.map((t) => ({ id: t.id, name: t.name })),
    departments: teamRows.map((t) => t.name),
    ruleDays: await loadRuleDays(db, scope, { first, last }, shownTeams, workingDays),
  };
}
