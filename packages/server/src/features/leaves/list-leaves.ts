import { count, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { param, preparedStatements, shapeOf } from '../../db/prepared';
import { leaveRequests, users } from '../../db/schema';
import { keyset, likePattern, newestFirst } from '../../platform/keyset';
import type { PageRequest } from '@paydos/contract/page';
import { inTenant, preparedScope, type TenantScope } from '../../platform/tenant-scope';
import { presentLeave, selectLeaveRows } from './leave-store';
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
) {
  const { rows: shown, nextCursor } = await order.readPage(
    selectLeaveRows(db, { key: order.key }).where(
      inTenant(scope, leaveRequests, ...conditions, order.after(page.cursor)),
    ),
    page.limit,
  );
  return { leaveRequests: shown.map(presentLeave), nextCursor };
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

/**
 * The filters of the approvals list, all on the server: status, type, a date range the leave
 * touches, the person's name or e-mail, department; those a shape (db/prepared.ts) names, with
 * their values as parameters.
 */
function organizationConditions(shape: string): (SQL | undefined)[] {
  const present = new Set(shape.split('+'));
  return [
    present.has('status') ? sql`${leaveRequests.status} = ${param('status')}` : undefined,
    present.has('leaveType') ? eq(leaveRequests.leaveType, param('leaveType')) : undefined,
    present.has('from') ? gte(leaveRequests.endDate, param('from')) : undefined,
    present.has('to') ? lte(leaveRequests.startDate, param('to')) : undefined,
    present.has('department') ? eq(users.department, param('department')) : undefined,
    present.has('q')
      ? or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, param('q')), ilike(users.email, param('q')))
      : undefined,
  ];
}
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
 * filters (db/prepared.ts).
 */
export async function listOrganizationLeavePage(db: Executor, scope: TenantScope, query: LeaveListQuery) {
  const order = newestLeavesFirst(scope.organizationId);
  const q = query.q?.trim();
  const filters = {
    status: query.status,
    leaveType: query.leaveType,
    from: query.from,
    to: query.to,
    department: query.department || undefined,
    q: q ? likePattern(q) : undefined,
  };
  const shape = shapeOf(filters);
  const given = { ...filters, organizationId: scope.organizationId, limit: query.limit + 1 };
  const rows = query.cursor
    ? await organizationPage(db, `${shape}+cursor`).execute({ ...given, ...order.cursorParameters(query.cursor) })
    : await organizationPage(db, shape).execute(given);
  const { rows: shown, nextCursor } = order.page(rows, query.limit);
  const page = { leaveRequests: shown.map(presentLeave), nextCursor };
  if (query.cursor) return page;
  const [row] = await organizationCount(db, shape).execute(given);
  return { ...page, total: row?.total ?? 0 };
}

/**
 * One's own newest first (the list every employee opens), as prepared statements like the
 * organization's list (db/prepared.ts): one for the first page, one with the cursor's values.
 */
const ownPage = preparedNewestFirstPage('own_leaves', () => [eq(leaveRequests.userId, param('userId'))]);

/** Product §7 GET /leaves/my-requests: one's own requests, newest first. */
export async function listOwnLeavePage(db: Executor, scope: TenantScope, userId: string, page: PageRequest) {
  const order = newestLeavesFirst(`${scope.organizationId}/${userId}`);
  const given = { organizationId: scope.organizationId, userId, limit: page.limit + 1 };
  const rows = page.cursor
    ? await ownPage(db, 'cursor').execute({ ...given, ...order.cursorParameters(page.cursor) })
    : await ownPage(db, 'first').execute(given);
  const { rows: shown, nextCursor } = order.page(rows, page.limit);
  return { leaveRequests: shown.map(presentLeave), nextCursor };
}

/** An employee's history (the employee page): latest start first. */
export function listEmployeeLeavePage(db: Executor, scope: TenantScope, employeeId: string, page: PageRequest) {
  return leavePage(
    db,
    scope,
    latestStartFirst(`${scope.organizationId}/${employeeId}`),
    [eq(leaveRequests.userId, employeeId)],
    page,
  );
}
