import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedStatements } from '../../db/prepared';
import { leaveRequests } from '../../db/schema';
import { inTenant, preparedScope, type TenantScope } from '../../platform/tenant-scope';
import { decidableBy, decidingOf, decidingShape, loadStandings, preparedDeciding } from './decidable';
import type { ApprovalViewer } from './present-approval';

// Prepared per way of deciding (db/prepared.ts): the badge asks on every page, and the dashboard
// while a delegation is in force; building the condition cost more than running it.
const decidableCount = preparedStatements((db, shape) =>
  db
    .select({ n: count() })
    .from(leaveRequests)
    .where(
      inTenant(
        preparedScope,
        leaveRequests,
        eq(leaveRequests.status, 'PENDING'),
        decidableBy(preparedDeciding(new Set(shape.split('+'))), preparedScope),
      ),
    )
    .prepare(`decidable_count_${shape}`),
);

/**
 * GET /api/leaves/pending-count (the sidebar badge): the pending requests whose open step the viewer
 * may decide today, in every flow (issue 23 item 3: a MANAGER counts his teams' manager steps, an
 * ADMIN the İK steps, a delegate the steps he stands in for; nobody his own request).
 */
export async function countDecidable(db: Executor, scope: TenantScope, viewer: ApprovalViewer, now: Date) {
  const { shape, values } = decidingShape(decidingOf(viewer, await loadStandings(db, scope, viewer, now)));
  const [row] = await decidableCount(db, shape).execute({
    organizationId: scope.organizationId,
    viewerId: viewer.id,
    ...values,
  });
  return Number(row?.n ?? 0);
}
