import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leaveRequests } from '../../db/schema';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import { decidableBy, decidingOf, loadStandings } from './decidable';
import type { ApprovalViewer } from './present-approval';

/**
 * GET /api/leaves/pending-count (the sidebar badge): the pending requests whose open step the viewer
 * may decide today, in every flow (issue 23 item 3: a MANAGER counts his teams' manager steps, an
 * ADMIN the İK steps, a delegate the steps he stands in for; nobody his own request).
 */
export async function countDecidable(db: Executor, scope: TenantScope, viewer: ApprovalViewer, now: Date) {
  const deciding = decidingOf(viewer, await loadStandings(db, scope, viewer, now));
  const [row] = await db
    .select({ n: count() })
    .from(leaveRequests)
    .where(inTenant(scope, leaveRequests, eq(leaveRequests.status, 'PENDING'), decidableBy(deciding, scope)));
  return Number(row?.n ?? 0);
}
