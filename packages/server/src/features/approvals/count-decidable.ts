import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leaveRequests, users } from '../../db/schema';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import {
  decidableBy,
  decidingOf,
  loadStandings,
  requesterTeamOfRequest,
  startsFromTeams,
  type RequesterTeam,
} from './decidable';
import type { ApprovalViewer } from './present-approval';

/**
 * GET /api/leaves/pending-count (the sidebar badge): the pending requests whose open step the viewer
 * may decide today, in every flow (issue 23 item 3: a MANAGER counts his teams' manager steps, an
 * ADMIN the İK steps, a delegate the steps he stands in for; nobody his own request).
 */
export async function countDecidable(db: Executor, scope: TenantScope, viewer: ApprovalViewer, now: Date) {
  const deciding = decidingOf(viewer, await loadStandings(db, scope, viewer, now));
  const pending = (requesterTeam: RequesterTeam) =>
    inTenant(scope, leaveRequests, eq(leaveRequests.status, 'PENDING'), decidableBy(deciding, scope, requesterTeam));
  const counting = db.select({ n: count() }).from(leaveRequests);
  const [row] = startsFromTeams(deciding)
    ? await counting.innerJoin(users, eq(users.id, leaveRequests.userId)).where(pending(users.teamId))
    : await counting.where(pending(requesterTeamOfRequest));
  return Number(row?.n ?? 0);
}
