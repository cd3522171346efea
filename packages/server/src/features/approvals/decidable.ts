import { delegateToday, istanbulToday, type ApprovalContext, type CalendarDate } from '@paydos/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { param } from '../../db/prepared';
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
/** The requester's team, kept on the pending request (open-step-columns.ts). */
const team = r.openStepTeamId;

/**
 * The open step's conditions on the columns kept on the request (open-step-columns.ts: the step its
 * rows leave open, the requester's team, the earlier step's decider). What changes without a write to
 * the request is read here per team, from subqueries that do not depend on the request (PostgreSQL
 * runs each once and looks the request's team up in it): whether the requester manages his team and
 * whether the team has an active manager, so a deactivated manager's open steps are İK's at once.
 */
function openStepConditions(org: unknown) {
  /** The requester manages his own team: nobody decides their own request. */
  const requesterManagesTeam = sql`(${team}, ${r.userId}) in (select own.team_id, own.user_id from team_managers own
    where own.organization_id = ${org})`;
  /** A manager who is active and no EMPLOYEE (one made EMPLOYEE stays on the list until an ADMIN edits it; domain routeApproval). */
  const teamsWithActiveManager = sql`(select tm.team_id from team_managers tm join users mu on mu.id = tm.user_id
    where tm.organization_id = ${org} and mu.is_active and mu.role <> 'EMPLOYEE')`;
  /** The manager step is passed over: the requester's own team, no team, or a team without an active manager. */
  const managerStepSkipped = sql`(${team} is null or ${requesterManagesTeam} or ${team} not in ${teamsWithActiveManager})`;
  /** The rows leave the manager step open (whether it is passed over is managerStepSkipped). */
  const managerStepOpen = sql`${r.openStep} = 'TEAM_MANAGER'`;
  /** The İK step is open: the rows say so (null: written without rows, the spec's one İK step), or the manager step is passed over. */
  const adminStepOpen = sql`(${r.openStep} is distinct from 'TEAM_MANAGER' or ${managerStepSkipped})`;
  return { requesterManagesTeam, managerStepSkipped, managerStepOpen, adminStepOpen };
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
 * comes from routeApproval itself). The open step is the one kept on the request (open-step-columns.ts):
 * - the team manager step while its row is undecided, unless passed over (the requester manages his
 *   team, or it has no active manager, or he has no team): the team's active managers decide;
 * - the İK step once the manager step is approved or passed over: an active ADMIN decides, not the
 *   requester (unless he is the organization's only active ADMIN) and not the manager step's decider.
 * `own`: the viewer decides as himself (no delegation reaches or leaves him today), the common and
 * cheap case; `standings`: the viewer's DecisionStanding[], delegates in place. `narrow`: the viewer
 * stands for no ADMIN, so only manager steps of his approvers' teams can be his. A team manager's
 * condition names his teams' manager steps, a range of `leave_requests_open_step_idx`; an İK viewer's
 * reads the organization's pending entries of that index, with no look at any request's rows.
 * `scope` may be a prepared statement's.
 */
export function decidableBy(deciding: Deciding, scope: TenantScope): SQL {
  const org = scope.organizationId;
  const { requesterManagesTeam, managerStepSkipped, managerStepOpen, adminStepOpen } = openStepConditions(org);
  if ('own' in deciding) {
    const viewer = deciding.own.viewerId;
    const managed = sql`(${managerStepOpen} and ${team} in (select tv.team_id from team_managers tv
      where tv.organization_id = ${org} and tv.user_id = ${viewer}) and not ${requesterManagesTeam})`;
    if (!deciding.own.admin) return managed;
    const asAdmin = sql`(${adminStepOpen} and (${r.userId} <> ${viewer} or ${soleActiveAdmin(scope)})
      and ${r.earlierDeciderId} is distinct from ${viewer})`;
    return sql`(${managed} or ${asAdmin})`;
  }
  const standings = deciding.standings;
  const decidable = sql`exists (select 1
    from jsonb_to_recordset(${standings}::jsonb) as s(approver_id uuid, admin boolean, before jsonb, after_id uuid)
    where not (s.before ?| array[${r.userId}::text, coalesce(${r.earlierDeciderId}::text, '')])
      and (s.after_id is null or s.after_id = ${r.userId} or s.after_id = ${r.earlierDeciderId})
      and (
        (${managerStepOpen} and not ${managerStepSkipped} and (${team}, s.approver_id) in (select sm.team_id, sm.user_id
          from team_managers sm where sm.organization_id = ${org}))
        or (${adminStepOpen} and s.admin
          and (s.approver_id <> ${r.userId} or ${soleActiveAdmin(scope)})
          and s.approver_id is distinct from ${r.earlierDeciderId})))`;
  if (!deciding.narrow) return decidable;
  const teamsOfApprovers = sql`${team} in (select nt.team_id from team_managers nt where nt.organization_id = ${org}
      and nt.user_id in (select (x->>'approver_id')::uuid from jsonb_array_elements(${standings}::jsonb) x))`;
  return sql`(${managerStepOpen} and ${teamsOfApprovers} and ${decidable})`;
}

/**
 * How the viewer decides as a part of a prepared statement's shape (`own`, `own+admin`, `standings`,
 * `standings+narrow`; db/prepared.ts) and the values it runs with besides `viewerId`.
 */
export function decidingShape(deciding: Deciding) {
  if ('own' in deciding) return { shape: deciding.own.admin ? 'own+admin' : 'own', values: {} };
  return { shape: deciding.narrow ? 'standings+narrow' : 'standings', values: { standings: deciding.standings } };
}

/** The Deciding of a prepared statement whose shape has these parts (decidingShape), its values as parameters. */
export function preparedDeciding(parts: ReadonlySet<string>): Deciding {
  return parts.has('own')
    ? { own: { viewerId: param('viewerId'), admin: parts.has('admin') } }
    : { standings: param('standings'), narrow: parts.has('narrow') };
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
