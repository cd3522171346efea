import { delegateToday, istanbulToday, type ApprovalContext, type CalendarDate } from '@paydos/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { leaveRequests } from '../../db/schema';
import type { TenantScope } from '../../platform/tenant-scope';
import { loadTodaysDelegations, type TodaysDelegation } from './load-approval-context';
import type { ApprovalViewer } from './present-approval';

/**
 * One way the viewer may come to decide a step today: as the approver himself, or as the approver's
 * delegate down his chain of delegations (domain effectiveDecider). `before` are the chain's people
 * from the approver's first delegate down to the viewer and `after` the next one: the hand-over stops
 * before the requester and the request's earlier deciders, so the viewer decides a request when none
 * of `before` is one of them and the chain goes no further than him (`after` is none, or one of them).
 * Field names are the SQL record's columns (decidableBy).
 */
export interface DecisionStanding {
  approver_id: string;
  /** The approver is an active ADMIN (may decide an İK step); team manager steps are checked in SQL. */
  admin: boolean;
  before: string[];
  after_id: string | null;
}

/** The viewer's standings today from the organization's delegations in force (one statement). */
export async function loadStandings(
  db: Executor,
  scope: TenantScope,
  viewer: ApprovalViewer,
  now: Date,
): Promise<DecisionStanding[]> {
  const today = istanbulToday(now);
  return standingsOf(viewer, await loadTodaysDelegations(db, scope, today), today);
}

/** The viewer deciding as himself: his only standing while no delegation is in force (delegationInForceToday). */
export const ownStanding = (viewer: ApprovalViewer): DecisionStanding => ({
  approver_id: viewer.id,
  admin: viewer.role === 'ADMIN',
  before: [],
  after_id: null,
});

/** The chains of delegation that reach the viewer; the viewer himself first (the chain of one). */
export function standingsOf(
  viewer: ApprovalViewer,
  delegations: readonly TodaysDelegation[],
  today: CalendarDate,
): DecisionStanding[] {
  const facts = new Map<string, { role: string; isActive: boolean }>([
    [viewer.id, { role: viewer.role, isActive: true }],
  ]);
  for (const d of delegations) {
    facts.set(d.approverId, d.approver);
    facts.set(d.delegateId, d.delegate);
  }
  const context: ApprovalContext = {
    people: [...facts].map(([id, person]) => ({
      id,
      role: person.role as ApprovalViewer['role'],
      isActive: person.isActive,
    })),
    teams: [],
    delegations: delegations.map(({ approverId, delegateId, startDate, endDate }) => ({
      approverId,
      delegateId,
      startDate,
      endDate,
    })),
    absences: delegations
      .filter((d) => d.approverAway)
      .map((d) => ({ personId: d.approverId, startDate: today, endDate: today })),
    today,
  };
  const active = (id: string) => facts.get(id)?.isActive ?? false;
  const approvers = new Set([viewer.id, ...delegations.map((d) => d.approverId)]);
  const standings: DecisionStanding[] = [];
  for (const approverId of approvers) {
    if (!active(approverId)) continue;
    // The chain without a request's own stops (the domain's walk: no loop, no inactive person).
    const chain = [approverId];
    for (let next = delegateToday(context, approverId); next !== undefined; next = delegateToday(context, next)) {
      if (chain.includes(next) || !active(next)) break;
      chain.push(next);
    }
    const at = chain.indexOf(viewer.id);
    if (at < 0) continue;
    standings.push({
      approver_id: approverId,
      admin: facts.get(approverId)?.role === 'ADMIN',
      before: chain.slice(1, at + 1),
      after_id: chain[at + 1] ?? null,
    });
  }
  return standings;
}

const r = leaveRequests;

/**
 * The request's steps in one probe of its rows: the manager step still open, the İK step still
 * open, who approved the manager step, and how many rows it has (none: the spec's one İK step).
 */
const stepFacts = sql`select
    bool_or(st.kind = 'TEAM_MANAGER' and st.outcome is null) as manager_open,
    bool_or(st.kind = 'ADMIN' and st.outcome is null) as admin_open,
    (array_agg(st.decided_by_id) filter (where st.kind = 'TEAM_MANAGER' and st.outcome = 'APPROVED'))[1] as earlier_id,
    count(*) as rows
  from leave_approval_steps st where st.organization_id = ${r.organizationId} and st.leave_request_id = ${r.id}`;

/**
 * The requester's team in a condition: the team column of the statement's join of the requester
 * (users.team_id), or requesterTeamOfRequest where the statement does not join him.
 */
export type RequesterTeam = SQL | AnyPgColumn;
/** The requester's team read per request, for a statement without a join of the requester (an ADMIN's count). */
export const requesterTeamOfRequest: SQL = sql`(select ru.team_id from users ru where ru.id = ${r.userId})`;
/**
 * Whether the condition starts from the approvers' teams (a team manager's, `narrow` standings):
 * then the statement should join the requester and give his team column, so that PostgreSQL keeps
 * to the teams' requests first; an ADMIN's condition reads every pending request anyway.
 */
export const startsFromTeams = (deciding: Deciding) => ('own' in deciding ? !deciding.own.admin : deciding.narrow);

/**
 * The step conditions for the requester's team `team`: the column of the statement's own join of
 * the requester (users.team_id), which lets PostgreSQL keep to the team's requests before it probes
 * their steps (the manager's approvals page of the bench: a sixth of the buffers of a subquery per
 * request).
 */
function stepConditionsOf(team: RequesterTeam) {
  /** The requester manages his own team: nobody decides their own request. */
  const requesterManagesTeam = sql`exists (select 1 from team_managers own where own.organization_id = ${r.organizationId}
  and own.team_id = ${team} and own.user_id = ${r.userId})`;
  /** The manager step is passed over: the requester's own team, no team, or a team without an active manager. */
  const managerStepSkipped = sql`(${team} is null or ${requesterManagesTeam}
  or not exists (select 1 from team_managers tm join users mu on mu.id = tm.user_id
    where tm.organization_id = ${r.organizationId} and tm.team_id = ${team} and mu.is_active))`;
  /** The İK step is open: its row undecided (or no rows at all) and the manager step done or passed over. */
  const adminStepOpen = sql`(f.admin_open or f.rows = 0) and (f.manager_open is not true or ${managerStepSkipped})`;
  return { requesterManagesTeam, managerStepSkipped, adminStepOpen };
}

function soleActiveAdmin(scope: TenantScope) {
  return sql`(select count(*) from users ad where ad.organization_id = ${scope.organizationId} and ad.role = 'ADMIN' and ad.is_active) = 1`;
}

/** A delegation standing as the condition's viewer: the viewer himself, or his standings as jsonb. */
export type Deciding =
  | { own: { viewerId: unknown; admin: boolean } }
  /** DecisionStanding[] as jsonb (a JSON text or a prepared statement's parameter). */
  | { standings: unknown; narrow: boolean };

/**
 * Issue 23 item 3: the SQL condition "the viewer may decide this pending request's open step
 * today", the set form of routeApproval + mayDecide for counts and lists (the answers' `canDecide`
 * comes from routeApproval itself). The open step is read from the request's rows (a pending
 * request without rows: one İK step):
 * - the team manager step while undecided, unless passed over (the requester manages his team, or
 *   it has no active manager, or he has no team): the team's active managers decide;
 * - the İK step once the manager step is approved or passed over: an active ADMIN decides, not the
 *   requester (unless he is the organization's only active ADMIN) and not the manager step's decider.
 * `own`: the viewer decides as himself (no delegation reaches or leaves him today), the common and
 * cheap case; `standings`: the viewer's DecisionStanding[], delegates in place. `narrow`: the viewer
 * stands for no ADMIN, so only his approvers' teams' requests can be his; the condition then names
 * them, which lets the database start from those teams. `scope` may be a prepared statement's;
 * `requesterTeam`: the requester's team (RequesterTeam).
 */
export function decidableBy(deciding: Deciding, scope: TenantScope, requesterTeam: RequesterTeam): SQL {
  const org = scope.organizationId;
  const { requesterManagesTeam, managerStepSkipped, adminStepOpen } = stepConditionsOf(requesterTeam);
  if ('own' in deciding) {
    const viewer = deciding.own.viewerId;
    const managed = sql`f.manager_open and ${requesterTeam} in (select tv.team_id from team_managers tv
      where tv.organization_id = ${org} and tv.user_id = ${viewer}) and not ${requesterManagesTeam}`;
    const asAdmin = sql`${adminStepOpen} and (${r.userId} <> ${viewer} or ${soleActiveAdmin(scope)})
      and f.earlier_id is distinct from ${viewer}`;
    const own = sql`exists (select 1 from (${stepFacts}) f where ${deciding.own.admin ? sql`(${managed} or ${asAdmin})` : managed})`;
    return deciding.own.admin
      ? own
      : sql`(${requesterTeam} in (select nt.team_id from team_managers nt where nt.organization_id = ${org}
      and nt.user_id = ${viewer}) and ${own})`;
  }
  const standings = deciding.standings;
  const decidable = sql`exists (select 1 from (${stepFacts}) f
    cross join jsonb_to_recordset(${standings}::jsonb) as s(approver_id uuid, admin boolean, before jsonb, after_id uuid)
    where not (s.before ?| array[${r.userId}::text, coalesce(f.earlier_id::text, '')])
      and (s.after_id is null or s.after_id = ${r.userId} or s.after_id = f.earlier_id)
      and (
        (f.manager_open and not ${managerStepSkipped} and exists (select 1 from team_managers sm
          where sm.organization_id = ${r.organizationId} and sm.team_id = ${requesterTeam} and sm.user_id = s.approver_id))
        or (${adminStepOpen} and s.admin
          and (s.approver_id <> ${r.userId} or ${soleActiveAdmin(scope)})
          and s.approver_id is distinct from f.earlier_id)))`;
  if (!deciding.narrow) return decidable;
  const teamsOfApprovers = sql`${requesterTeam} in (select nt.team_id from team_managers nt where nt.organization_id = ${org}
      and nt.user_id in (select (x->>'approver_id')::uuid from jsonb_array_elements(${standings}::jsonb) x))`;
  return sql`(${teamsOfApprovers} and ${decidable})`;
}

/**
 * The condition for the viewer's standings: the cheap `own` form when he decides as himself only
 * (no delegation reaches him or takes his steps today), the general one otherwise.
 */
export function decidingOf(viewer: ApprovalViewer, standings: readonly DecisionStanding[]): Deciding {
  const [only, ...more] = standings;
  const own = !more.length && only?.approver_id === viewer.id && !only.before.length && only.after_id === null;
  if (own) return { own: { viewerId: viewer.id, admin: only.admin } };
  return { standings: JSON.stringify(standings), narrow: standings.every((s) => !s.admin) };
}
