import { istanbulToday } from '@paydos/domain';
import type { DelegationsResponse } from '@paydos/contract/delegations';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { approvalDelegations } from '../../db/schema';
import type { TenantScope } from '../../platform/tenant-scope';
import type { DelegationCaller } from './create-delegation';
import { presentDelegations, selectDelegations } from './delegation-store';

/**
 * GET /api/delegations (issue 23 item 4): the caller's own delegations as approver (an ADMIN's
 * list holds everyone's, so he can set and remove them for others), and those in which he is the
 * delegate (`standingInFor`, the profile's "X adına onay veriyorsunuz"). Ended periods are left out.
 */
export async function listDelegations(
  db: Executor,
  scope: TenantScope,
  caller: DelegationCaller,
  now: Date,
): Promise<DelegationsResponse> {
  const today = istanbulToday(now);
  const callerId = caller.actor.id;
  const own = await selectDelegations(
    db,
    scope,
    today,
    caller.role === 'ADMIN' ? undefined : eq(approvalDelegations.approverId, callerId),
  );
  const standingIn = await selectDelegations(db, scope, today, eq(approvalDelegations.delegateId, callerId));
  // Whether a delegation stands in today depends on its approver's others: an ADMIN's `own` holds
  // every approver's; anyone else's reads those of the approvers he stands in for.
  const others = [...new Set(standingIn.map((d) => d.approverId))].filter((id) => id !== callerId);
  const all =
    caller.role === 'ADMIN' || others.length === 0
      ? own
      : [...own, ...(await selectDelegations(db, scope, today, inArray(approvalDelegations.approverId, others)))];
  const presented = new Map((await presentDelegations(db, scope, all, today)).map((d) => [d.id, d]));
  return {
    delegations: own.map((d) => presented.get(d.id)!),
    standingInFor: standingIn.map((d) => presented.get(d.id)!),
  };
}
