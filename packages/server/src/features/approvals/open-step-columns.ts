import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leaveRequests } from '../../db/schema';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';

const r = leaveRequests;
const whilePending = (value: SQL) => sql`case when ${r.status} = 'PENDING' then ${value} end`;

/**
 * The open step kept on a request (schema leaves.ts `open_step`, `open_step_team_id`,
 * `earlier_decider_id`), as its step rows, its status and its requester say now: the first undecided
 * step (ADMIN when it has no rows: the spec's one İK step), the requester's team, who approved an
 * earlier step; nulls once it is not PENDING. Migration 0024's backfill writes the same values.
 * What the rows do not say stays a read-time fact, so deactivating a manager or changing a team's
 * managers writes nothing here: decidable.ts passes a manager step over per team.
 */
const openStepValues = {
  openStep: whilePending(sql`coalesce((select st.kind from leave_approval_steps st
    where st.organization_id = ${r.organizationId} and st.leave_request_id = ${r.id} and st.outcome is null
    order by st.position limit 1), 'ADMIN')`),
  openStepTeamId: whilePending(sql`(select u.team_id from users u where u.id = ${r.userId})`),
  earlierDeciderId: whilePending(sql`(select st.decided_by_id from leave_approval_steps st
    where st.organization_id = ${r.organizationId} and st.leave_request_id = ${r.id} and st.outcome = 'APPROVED'
    order by st.position desc limit 1)`),
};

/**
 * Writes the open step of the given requests from their rows, in the command's transaction after it
 * wrote their steps or status (the request's row lock, which those commands hold, keeps two writers
 * apart). Without ids: every pending request of the organization (a bulk load of requests and steps).
 */
export async function syncOpenSteps(db: Executor, scope: TenantScope, leaveIds?: readonly string[]) {
  if (leaveIds?.length === 0) return;
  await db
    .update(leaveRequests)
    .set(openStepValues)
    .where(inTenant(scope, leaveRequests, leaveIds ? inArray(r.id, [...leaveIds]) : eq(r.status, 'PENDING')));
}

/**
 * People moved to another team (or none: their team deleted): their pending requests' manager step
 * goes to the new team's managers. Only the team column is written (the command holds their user
 * rows, not the requests': a decision in flight keeps the step columns it writes).
 */
export async function followRequesterTeam(db: Executor, scope: TenantScope, userIds: readonly string[]) {
  if (userIds.length === 0) return;
  await db
    .update(leaveRequests)
    .set({ openStepTeamId: openStepValues.openStepTeamId })
    .where(inTenant(scope, leaveRequests, and(inArray(r.userId, [...userIds]), eq(r.status, 'PENDING'))));
}
