import { delegateToday, istanbulToday, type ApprovalContext, type CalendarDate } from '@paydos/domain';
import { sql, type SQL } from 'drizzle-orm';
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

/** The chains of delegation that reach the viewer; the viewer himself first (the chain of one). */
export function standingsOf(
  viewer: ApprovalViewer,
  delegations: readonly TodaysDelegation[],
  today: CalendarDate,
): DecisionStanding[] {
  const facts = new Map<string, { role: string; isActive: boolean }>([[viewer.id, { ...viewer, isActive: true }]]);
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
 * Issue 23 item 3: the SQL condition "the viewer may decide this pending request's open step
 * today", the set form of routeApproval + mayDecide for counts and lists (the answers' `canDecide`
 * comes from routeApproval itself). `standings` is the viewer's DecisionStanding[] as jsonb (a JSON
 * text, or a prepared statement's parameter); `scope` may be a prepared statement's.
 *
 * The open step is read from the request's rows (a pending request without rows: one İK step):
 * - the team manager step while undecided, unless passed over: the requester manages his team, or it
 *   has no active manager (or he has no team);
 * - the İK step once the manager step is approved or passed over: an active ADMIN decides, not the
 *   requester (unless he is the organization's only active ADMIN) and not the manager step's decider.
 * `narrow`: the viewer stands for no ADMIN, so only his approvers' teams' requests can be his; the
 * condition then also names them, which lets the database start from those teams.
 */
export function decidableBy(standings: unknown, scope: TenantScope, options: { narrow?: boolean } = {}): SQL {
  const org = scope.organizationId;
  const standingRows = sql`jsonb_to_recordset(${standings}::jsonb) as s(approver_id uuid, admin boolean, before jsonb, after_id uuid)`;
  const step = (kind: string, what: SQL, extra: SQL = sql``) =>
    sql`(select ${what} from leave_approval_steps st where st.organization_id = ${r.organizationId} and st.leave_request_id = ${r.id} and st.kind = ${kind}${extra})`;
  const facts = sql`select
      ru.team_id as team_id,
      ${step('TEAM_MANAGER', sql`st.outcome is null`)} as manager_open,
      ${step('TEAM_MANAGER', sql`st.decided_by_id`, sql` and st.outcome = 'APPROVED'`)} as earlier_id,
      ${step('ADMIN', sql`st.outcome is null`)} as admin_open,
      (ru.team_id is null
        or exists (select 1 from team_managers own where own.organization_id = ${r.organizationId}
          and own.team_id = ru.team_id and own.user_id = ${r.userId})
        or not exists (select 1 from team_managers tm join users mu on mu.id = tm.user_id
          where tm.organization_id = ${r.organizationId} and tm.team_id = ru.team_id and mu.is_active)) as manager_skipped
    from users ru where ru.id = ${r.userId}`;
  const soleAdmin = sql`(select count(*) from users ad where ad.organization_id = ${org} and ad.role = 'ADMIN' and ad.is_active) = 1`;
  const decidable = sql`exists (select 1 from (${facts}) f cross join ${standingRows}
    where not (s.before ?| array[${r.userId}::text, coalesce(f.earlier_id::text, '')])
      and (s.after_id is null or s.after_id = ${r.userId} or s.after_id = f.earlier_id)
      and (
        (f.manager_open and not f.manager_skipped and exists (select 1 from team_managers sm
          where sm.organization_id = ${r.organizationId} and sm.team_id = f.team_id and sm.user_id = s.approver_id))
        or (
          (f.admin_open or (f.admin_open is null and f.manager_open is null))
          and (f.manager_open is not true or f.manager_skipped)
          and s.admin
          and (s.approver_id <> ${r.userId} or ${soleAdmin})
          and s.approver_id is distinct from f.earlier_id)))`;
  if (!options.narrow) return decidable;
  const teamsOfApprovers = sql`${r.userId} in (select nu.id from users nu join team_managers nt on nt.team_id = nu.team_id
    where nt.organization_id = ${org} and nu.organization_id = ${org}
      and nt.user_id in (select (x->>'approver_id')::uuid from jsonb_array_elements(${standings}::jsonb) x))`;
  return sql`(${teamsOfApprovers} and ${decidable})`;
}

/** True when the standings can reach only team manager steps (see decidableBy's `narrow`). */
export const standsForNoAdmin = (standings: readonly DecisionStanding[]) => standings.every((s) => !s.admin);
