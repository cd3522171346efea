import { count, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { param, preparedStatements, shapeOf } from '../../db/prepared';
import { leaveRequests, users } from '../../db/schema';
import { keyset, newestFirst } from '../../platform/keyset';
import type { PageRequest } from '@paydos/contract/page';
import { inTenant, preparedScope, type TenantScope } from '../../platform/tenant-scope';
import { readApprovalFlow } from '../approvals';
import { presentLeaves, selectLeaveRows } from './leave-views';
import { filterConditions, filterValuesOf, type Reader } from './leave-filters';
import { listTeamApprovalsPage } from './list-team-approvals';
import type { LeaveListQuery } from '@paydos/contract/leaves';

/**
 * The leave lists that grow with the organization, in keyset pages (platform/keyset.ts), each
 * on an index that starts with its filter: the organization's requests newest first
 * (`(organization_id[, status], created_at, id)`), one person's own newest first
 * (`(user_id, created_at, id)`), an employee's history by start date
 * (`(user_id, start_date, created_at, id)`). Cursors are bound to the organization and, for
 * one person's lists, to that person.
 */

const newestLeavesFirst = (scope: string) => newestFirst(leaveRequests.createdAt, leaveRequests.id, scope);

const latestStartFirst = (scope: string) =>
  keyset({
    sorts: [
      { expression: leaveRequests.startDate, type: 'date' },
      { expression: leaveRequests.createdAt, type: 'timestamptz' },
    ],
    id: leaveRequests.id,
    direction: 'desc',
    scope,
  });

async function leavePage(
  db: Executor,
  scope: TenantScope,
  order: ReturnType<typeof keyset>,
  conditions: (SQL | undefined)[],
  page: PageRequest,
  reader: Reader,
) {
  const { rows: shown, nextCursor } = await order.readPage(
    selectLeaveRows(db, { key: order.key }).where(
      inTenant(scope, leaveRequests, ...conditions, order.after(page.cursor)),
    ),
    page.limit,
  );
  return { leaveRequests: await presentLeaves(db, scope, shown, reader.viewer, reader.now), nextCursor };
}

/**
 * Prepared pages of the tenant's requests newest first (db/prepared.ts), one statement per shape:
 * `conditions` are the shape's filters; a shape with `cursor` starts after the cursor's row.
 */
function preparedNewestFirstPage(name: string, conditions: (shape: string) => (SQL | undefined)[]) {
  return preparedStatements((db, shape) => {
    // The order's SQL does not depend on its scope; the request's own order checks the cursor's.
    const order = newestLeavesFirst('');
    return selectLeaveRows(db, { key: order.key })
      .where(
        inTenant(
          preparedScope,
          leaveRequests,
          ...conditions(shape),
          shape.includes('cursor') ? order.afterParameters() : undefined,
        ),
      )
      .orderBy(...order.orderBy)
      .limit(param<number>('limit'))
      .prepare(`${name}_${shape}`);
  });
}

const organizationConditions = (shape: string) => filterConditions(new Set(shape.split('+')), (name) => param(name));
const organizationPage = preparedNewestFirstPage('org_leaves', organizationConditions);
const organizationCount = preparedStatements((db, shape) =>
  db
    .select({ total: count() })
    .from(leaveRequests)
    .innerJoin(users, eq(users.id, leaveRequests.userId))
    .where(inTenant(preparedScope, leaveRequests, ...organizationConditions(shape)))
    .prepare(`org_leaves_count_${shape}`),
);

/**
 * Product §7 GET /leaves (ADMIN, MANAGER): the organization's requests of every status, newest
 * first. The first page (no cursor) also answers `total`, the number of requests the filters
 * match, counted once rather than on every page. Prepared statements, one per combination of
 * filters (db/prepared.ts). In the two-step flow a MANAGER's list is his approvals instead
 * (list-team-approvals.ts, issue 23 item 3); an ADMIN sees all.
 */
export async function listOrganizationLeavePage(
  db: Executor,
  scope: TenantScope,
  query: LeaveListQuery,
  reader: Reader,
) {
  if (reader.viewer.role === 'MANAGER' && (await readApprovalFlow(db, scope)).kind === 'MANAGER_THEN_ADMIN') {
    return listTeamApprovalsPage(db, scope, query, reader);
  }
  const order = newestLeavesFirst(scope.organizationId);
  const filters = filterValuesOf(query);
  const shape = shapeOf(filters);
  const given = { ...filters, organizationId: scope.organizationId, limit: query.limit + 1 };
  const rows = query.cursor
    ? await organizationPage(db, `${shape}+cursor`).execute({ ...given, ...order.cursorParameters(query.cursor) })
    : await organizationPage(db, shape).execute(given);
  const { rows: shown, nextCursor } = order.page(rows, query.limit);
  const page = { leaveRequests: await presentLeaves(db, scope, shown, reader.viewer, reader.now), nextCursor };
  if (query.cursor) return page;
  const [row] = await organizationCount(db, shape).execute(given);
  return { ...page, total: row?.total ?? 0 };
}

/**
 * One's own newest first (the list every employee opens), as prepared statements like the
 * organization's list (db/prepared.ts): one for the first page, one with the cursor's values.
 */
const ownPage = preparedNewestFirstPage('own_leaves', () => [eq(leaveRequests.userId, param('userId'))]);

/** Product §7 GET /leaves/my-requests: the reader's own requests, newest first. */
export async function listOwnLeavePage(db: Executor, scope: TenantScope, page: PageRequest, reader: Reader) {
  const userId = reader.viewer.id;
  const order = newestLeavesFirst(`${scope.organizationId}/${userId}`);
  const given = { organizationId: scope.organizationId, userId, limit: page.limit + 1 };
  const rows = page.cursor
    ? await ownPage(db, 'cursor').execute({ ...given, ...order.cursorParameters(page.cursor) })
    : await ownPage(db, 'first').execute(given);
  const { rows: shown, nextCursor } = order.page(rows, page.limit);
  return { leaveRequests: await presentLeaves(db, scope, shown, reader.viewer, reader.now), nextCursor };
}

/** An employee's history (the employee page): latest start first. */
export function listEmployeeLeavePage(
  db: Executor,
  scope: TenantScope,
  employeeId: string,
  page: PageRequest,
  reader: Reader,
) {
  return leavePage(
    db,
    scope,
    latestStartFirst(`${scope.organizationId}/${employeeId}`),
    [eq(leaveRequests.userId, employeeId)],
    page,
    reader,
  );
}
