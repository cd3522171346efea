import type { LeaveListQuery } from '@paydos/contract/leaves';
import { and, count, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { param, preparedStatements, shapeOf } from '../../db/prepared';
import { leaveRequests, users } from '../../db/schema';
import { newestFirst } from '../../platform/keyset';
import { inTenant, preparedScope, type TenantScope } from '../../platform/tenant-scope';
import { decidableBy, decidingOf, decidingShape, loadStandings, preparedDeciding } from '../approvals';
import { filterConditions, filterValuesOf, type Reader } from './leave-filters';
import { presentLeaves, selectLeaveRows } from './leave-views';

/** The conditions of one shape: how the viewer decides, which statuses (`pending`, `status`, neither), the filters. */
function teamConditions(shape: string): (SQL | undefined)[] {
  const parts = new Set(shape.split('+'));
  const pending = and(eq(leaveRequests.status, 'PENDING'), decidableBy(preparedDeciding(parts), preparedScope));
  const managedTeams = sql`(select tm.team_id from team_managers tm where tm.organization_id = ${preparedScope.organizationId}
    and tm.user_id = ${param('viewerId')})`;
  const ofMyTeams = inArray(users.teamId, managedTeams);
  const visible = parts.has('pending')
    ? pending
    : parts.has('status')
      ? and(sql`${leaveRequests.status} = ${param('status')}`, ofMyTeams)
      : or(pending, and(ne(leaveRequests.status, 'PENDING'), ofMyTeams));
  parts.delete('status');
  return [visible, ...filterConditions(parts, (name) => param(name))];
}

const order = newestFirst(leaveRequests.createdAt, leaveRequests.id, '');
const teamPage = preparedStatements((db, shape) =>
  selectLeaveRows(db, { key: order.key })
    .where(
      inTenant(
        preparedScope,
        leaveRequests,
        ...teamConditions(shape),
        shape.includes('cursor') ? order.afterParameters() : undefined,
      ),
    )
    .orderBy(...order.orderBy)
    .limit(param<number>('limit'))
    .prepare(`team_leaves_${shape}`),
);
const teamCount = preparedStatements((db, shape) =>
  db
    .select({ total: count() })
    .from(leaveRequests)
    .innerJoin(users, eq(users.id, leaveRequests.userId))
    .where(inTenant(preparedScope, leaveRequests, ...teamConditions(shape)))
    .prepare(`team_leaves_count_${shape}`),
);

/**
 * Issue 23 item 3, the two-step flow: a MANAGER's approvals list holds the pending requests whose
 * open step he may decide today (his teams' manager steps, and the steps of the approvers he stands
 * in for: decidableBy) and, for the other statuses, the decided requests of the teams he manages;
 * with his filters and the keyset order of the organization's list (platform/keyset.ts), `total` on
 * the first page. Nobody's own request is his to decide, so his own pending ones are not in it.
 * Prepared statements, one per shape (how he decides, the status, the filters; db/prepared.ts).
 */
export async function listTeamApprovalsPage(db: Executor, scope: TenantScope, query: LeaveListQuery, reader: Reader) {
  const standings = await loadStandings(db, scope, reader.viewer, reader.now);
  const deciding = decidingShape(decidingOf(reader.viewer, standings));
  const { status, ...filters } = filterValuesOf(query);
  const statusShape = status === 'PENDING' ? 'pending' : status ? 'status' : '';
  const shape = [deciding.shape, statusShape, shapeOf(filters)].filter((part) => part && part !== 'all').join('+');
  const given = {
    ...filters,
    ...deciding.values,
    viewerId: reader.viewer.id,
    status: statusShape === 'status' ? status : undefined,
    organizationId: scope.organizationId,
    limit: query.limit + 1,
  };
  const paged = newestFirst(leaveRequests.createdAt, leaveRequests.id, scope.organizationId);
  const rows = query.cursor
    ? await teamPage(db, `${shape}+cursor`).execute({ ...given, ...paged.cursorParameters(query.cursor) })
    : await teamPage(db, shape).execute(given);
  const { rows: shown, nextCursor } = paged.page(rows, query.limit);
  const page = { leaveRequests: await presentLeaves(db, scope, shown, reader.viewer, reader.now), nextCursor };
  if (query.cursor) return page;
  const [row] = await teamCount(db, shape).execute(given);
  return { ...page, total: row?.total ?? 0 };
}
