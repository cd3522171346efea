import type { LeaveListQuery } from '@paydos/contract/leaves';
import { and, count, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leaveRequests, teamManagers, users } from '../../db/schema';
import { newestFirst } from '../../platform/keyset';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import { decidableFor, loadStandings } from '../approvals';
import { filterConditions, filterValuesOf, type Reader } from './leave-filters';
import { presentLeaves, selectLeaveRows } from './leave-views';

/**
 * Issue 23 item 3, the two-step flow: a MANAGER's approvals list holds the pending requests whose
 * open step he may decide today (his teams' manager steps, and the steps of the approvers he stands
 * in for: decidableBy) and, for the other statuses, the decided requests of the teams he manages;
 * with his filters and the keyset order of the organization's list (platform/keyset.ts), `total` on
 * the first page. Nobody's own request is his to decide, so his own pending ones are not in it.
 */
export async function listTeamApprovalsPage(db: Executor, scope: TenantScope, query: LeaveListQuery, reader: Reader) {
  const standings = await loadStandings(db, scope, reader.viewer, reader.now);
  const pending = and(eq(leaveRequests.status, 'PENDING'), decidableFor(reader.viewer, standings, scope));
  const managedTeams = db
    .select({ teamId: teamManagers.teamId })
    .from(teamManagers)
    .where(inTenant(scope, teamManagers, eq(teamManagers.userId, reader.viewer.id)));
  const ofMyTeams = inArray(users.teamId, managedTeams);
  const { status, ...filters } = filterValuesOf(query);
  const visible: SQL | undefined =
    status === 'PENDING'
      ? pending
      : status
        ? and(eq(leaveRequests.status, status as 'APPROVED'), ofMyTeams)
        : or(pending, and(ne(leaveRequests.status, 'PENDING'), ofMyTeams));
  const present = new Set(Object.keys(filters).filter((name) => filters[name as keyof typeof filters] !== undefined));
  const conditions = [visible, ...filterConditions(present, (name) => filters[name as keyof typeof filters]!)];

  const order = newestFirst(leaveRequests.createdAt, leaveRequests.id, scope.organizationId);
  const { rows, nextCursor } = await order.readPage(
    selectLeaveRows(db, { key: order.key }).where(
      inTenant(scope, leaveRequests, ...conditions, order.after(query.cursor)),
    ),
    query.limit,
  );
  const page = { leaveRequests: await presentLeaves(db, scope, rows, reader.viewer, reader.now), nextCursor };
  if (query.cursor) return page;
  const [row] = await db
    .select({ total: count() })
    .from(leaveRequests)
    .innerJoin(users, eq(users.id, leaveRequests.userId))
    .where(inTenant(scope, leaveRequests, ...conditions));
  return { ...page, total: row?.total ?? 0 };
}
