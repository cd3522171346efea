import type { ApprovalContext, ApprovalTeam, CalendarDate, Language, Role } from '@paydos/domain';
import { and, asc, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { param, preparedStatement, preparedStatements } from '../../db/prepared';
import { approvalDelegations, leaveRequests, teamManagers, teams, users } from '../../db/schema';
import { inTenant, preparedScope, type TenantScope } from '../../platform/tenant-scope';

/** What the approval answers and mails need of a person: who they are and whether they may decide. */
export interface ApprovalPersonFacts {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  isActive: boolean;
  teamId: string | null;
  /** The language the person chose (issue 26), for the mails a decider gets; null: never chosen. */
  language: Language | null;
}

const approverTable = alias(users, 'approver');
const delegateTable = alias(users, 'delegate');
const columnsOf = (table: typeof users | typeof approverTable | typeof delegateTable) => ({
  id: table.id,
  firstName: table.firstName,
  lastName: table.lastName,
  email: table.email,
  role: table.role,
  isActive: table.isActive,
  teamId: table.teamId,
  language: table.language,
});
const personColumns = columnsOf(users);

export const personName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

/** A delegation in force today (docs/approval-rules.md section 3), with both people and whether the approver is away. */
export interface TodaysDelegation {
  approverId: string;
  delegateId: string;
  startDate: CalendarDate | null;
  endDate: CalendarDate | null;
  /** The approver is on approved leave today: a standing delegation (no dates) applies only then. */
  approverAway: boolean;
  approver: ApprovalPersonFacts;
  delegate: ApprovalPersonFacts;
}

const d = approvalDelegations;

/** The approver of the delegation row in hand is on approved leave today. */
function approverAwayToday(scope: TenantScope, today: CalendarDate | SQL) {
  return sql<boolean>`exists (select 1 from ${leaveRequests} where ${and(
    inTenant(scope, leaveRequests, eq(leaveRequests.status, 'APPROVED')),
    eq(leaveRequests.userId, d.approverId),
    gte(leaveRequests.endDate, today),
    lte(leaveRequests.startDate, today),
  )})`;
}

/** A period covering today, or a standing delegation (no dates). */
const mayApplyToday = (today: CalendarDate | SQL) =>
  or(and(isNull(d.startDate), isNull(d.endDate)), and(lte(d.startDate, today), gte(d.endDate, today)));

/**
 * True when a delegation is in force today somewhere in the organization (a period covering today,
 * or a standing one whose approver is away): without one, everyone decides as himself. A column the
 * dashboard's one statement can carry (`today` may be a prepared statement's parameter).
 */
export function delegationInForceToday(scope: TenantScope, today: CalendarDate | SQL) {
  return sql<boolean>`exists (select 1 from ${d} where ${inTenant(
    scope,
    d,
    or(
      and(lte(d.startDate, today), gte(d.endDate, today)),
      and(isNull(d.startDate), isNull(d.endDate), approverAwayToday(scope, today)),
    ),
  )})`;
}

// The reads below run for every leave answer and approvals page: prepared (db/prepared.ts), as
// building them with drizzle cost more than PostgreSQL's work (the bench's profile, issue 23).
const todaysDelegations = preparedStatement((db) => {
  const approver = approverTable;
  const delegate = delegateTable;
  const today = sql`${param('today')}::date`;
  return db
    .select({
      approverId: d.approverId,
      delegateId: d.delegateId,
      startDate: d.startDate,
      endDate: d.endDate,
      approverAway: approverAwayToday(preparedScope, today),
      approver: columnsOf(approver),
      delegate: columnsOf(delegate),
    })
    .from(d)
    .innerJoin(approver, eq(approver.id, d.approverId))
    .innerJoin(delegate, eq(delegate.id, d.delegateId))
    .where(inTenant(preparedScope, d, mayApplyToday(today)))
    .orderBy(asc(d.createdAt), asc(d.id))
    .prepare('todays_delegations');
});

/**
 * The organization's delegations that may apply today (a period covering today, or a standing one),
 * with both people and the approver's approved leave today, in one statement: the few rows the
 * delegation rules (domain delegateToday) read, oldest first (delegateToday takes the first that applies).
 */
export async function loadTodaysDelegations(
  db: Executor,
  scope: TenantScope,
  today: CalendarDate,
): Promise<TodaysDelegation[]> {
  return todaysDelegations(db).execute({ organizationId: scope.organizationId, today });
}

/** The named people and, when `admins` is in the shape, every active ADMIN. */
const peopleOf = preparedStatements((db, shape) => {
  const wanted = shape.includes('ids') ? sql`${users.id} = any(${param('ids')}::uuid[])` : undefined;
  const admins = shape.includes('admins') ? and(eq(users.role, 'ADMIN'), eq(users.isActive, true)) : undefined;
  return db
    .select(personColumns)
    .from(users)
    .where(inTenant(preparedScope, users, or(wanted, admins)))
    .prepare(`approval_people_${shape}`);
});

const managersOfTeams = preparedStatement((db) =>
  db
    .select({ teamId: teamManagers.teamId, teamName: teams.name, manager: personColumns })
    .from(teamManagers)
    .innerJoin(teams, eq(teams.id, teamManagers.teamId))
    .innerJoin(users, eq(users.id, teamManagers.userId))
    .where(inTenant(preparedScope, teamManagers, sql`${teamManagers.teamId} = any(${param('teamIds')}::uuid[])`))
    .prepare('approval_team_managers'),
);

/** The domain's context (people, teams, delegations, absences, today) plus the facts of everyone in it. */
export interface LoadedApprovalContext {
  context: ApprovalContext;
  people: ReadonlyMap<string, ApprovalPersonFacts>;
}

export interface ApprovalContextNeeds {
  /** The requesters of the requests to route. */
  requesterIds: readonly string[];
  /** Anyone else an answer names (earlier deciders, substitutes). */
  otherIds?: readonly string[];
  /** False: the answer routes no request (none is pending), so teams and delegations are not read. */
  route: boolean;
}

/**
 * Loads, once for a page or a command, what routeApproval reads about the organization: the
 * requesters, every active ADMIN (İK), the requesters' teams with their managers (users.team_id,
 * team_managers), today's delegations and who of their approvers is away. Three statements
 * whatever the page's size. A team's `memberIds` holds the requesters loaded, not the whole team:
 * routing reads only its managers.
 */
export async function loadApprovalContext(
  db: Executor,
  scope: TenantScope,
  needs: ApprovalContextNeeds,
  today: CalendarDate,
): Promise<LoadedApprovalContext> {
  const people = new Map<string, ApprovalPersonFacts>();
  const delegations = needs.route ? await loadTodaysDelegations(db, scope, today) : [];
  for (const delegation of delegations) {
    people.set(delegation.approverId, delegation.approver);
    people.set(delegation.delegateId, delegation.delegate);
  }
  const ids = [...new Set([...needs.requesterIds, ...(needs.otherIds ?? [])])].filter((id) => !people.has(id));
  const shape = [ids.length ? 'ids' : '', needs.route ? 'admins' : ''].filter(Boolean).join('+');
  if (shape) {
    const rows = await peopleOf(db, shape).execute({ organizationId: scope.organizationId, ids });
    for (const row of rows) people.set(row.id, row);
  }
  const teamIds = needs.route
    ? [...new Set(needs.requesterIds.map((id) => people.get(id)?.teamId).filter((id) => id != null))]
    : [];
  const teamList: ApprovalTeam[] = [];
  if (teamIds.length) {
    const rows = await managersOfTeams(db).execute({ organizationId: scope.organizationId, teamIds });
    const byTeam = new Map<string, ApprovalTeam & { managerIds: string[] }>();
    for (const row of rows) {
      people.set(row.manager.id, people.get(row.manager.id) ?? row.manager);
      const team = byTeam.get(row.teamId);
      if (team) team.managerIds.push(row.manager.id);
      else byTeam.set(row.teamId, { id: row.teamId, name: row.teamName, memberIds: [], managerIds: [row.manager.id] });
    }
    for (const team of byTeam.values()) {
      team.memberIds = needs.requesterIds.filter((id) => people.get(id)?.teamId === team.id);
      teamList.push(team);
    }
  }
  const context: ApprovalContext = {
    people: [...people.values()].map(({ id, role, isActive }) => ({ id, role, isActive })),
    teams: teamList,
    delegations: delegations.map(({ approverId, delegateId, startDate, endDate }) => ({
      approverId,
      delegateId,
      startDate,
      endDate,
    })),
    // An approver away today is all the delegation rule asks of his leave (domain delegateToday).
    absences: delegations
      .filter((d) => d.approverAway)
      .map((d) => ({ personId: d.approverId, startDate: today, endDate: today })),
    today,
  };
  return { context, people };
}
