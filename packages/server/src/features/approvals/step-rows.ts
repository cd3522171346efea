import type { ApprovalStepKind } from '@paydos/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { param, preparedStatement } from '../../db/prepared';
import { leaveApprovalSteps } from '../../db/schema';
import { inTenant, preparedScope, type TenantScope } from '../../platform/tenant-scope';
import { syncOpenSteps } from './open-step-columns';

/** One stored step of a request (leave_approval_steps), its decision once made. */
export type StepRow = typeof leaveApprovalSteps.$inferSelect;

// Prepared (db/prepared.ts): every leave answer reads it, and building it cost more than running it.
const stepsOfLeaves = preparedStatement((db) =>
  db
    .select()
    .from(leaveApprovalSteps)
    .where(
      inTenant(
        preparedScope,
        leaveApprovalSteps,
        sql`${leaveApprovalSteps.leaveRequestId} = any(${param('leaveIds')}::uuid[])`,
      ),
    )
    .orderBy(asc(leaveApprovalSteps.leaveRequestId), asc(leaveApprovalSteps.position))
    .prepare('approval_steps_of_leaves'),
);

/** The steps of the given requests, in order, by request id: one statement for a whole page. */
export async function loadStepRows(db: Executor, scope: TenantScope, leaveIds: readonly string[]) {
  const byLeave = new Map<string, StepRow[]>();
  if (leaveIds.length === 0) return byLeave;
  const rows = await stepsOfLeaves(db).execute({ organizationId: scope.organizationId, leaveIds: [...leaveIds] });
  for (const row of rows) {
    const list = byLeave.get(row.leaveRequestId);
    if (list) list.push(row);
    else byLeave.set(row.leaveRequestId, [row]);
  }
  return byLeave;
}

/**
 * The steps a request is sent with, fixed from then on (a later flow change does not move it), and
 * its open step kept on it (open-step-columns.ts), as every writer of step rows here does.
 */
export async function writeStepRows(
  db: Executor,
  scope: TenantScope,
  leaveRequestId: string,
  kinds: readonly ApprovalStepKind[],
) {
  if (kinds.length === 0) return;
  await db.insert(leaveApprovalSteps).values(
    kinds.map((kind, index) => ({
      organizationId: scope.organizationId,
      leaveRequestId,
      position: index + 1,
      kind,
    })),
  );
  await syncOpenSteps(db, scope, [leaveRequestId]);
}

export interface StepDecision {
  outcome: 'APPROVED' | 'REJECTED';
  decidedById: string;
  onBehalfOfId: string | null;
  note: string | null;
  decidedAt: Date;
}

/**
 * Records the decision on a step that is still open, and the request's open step after it; false
 * when it was decided meanwhile (the request's row lock makes that impossible for commands that take
 * it, the check keeps it true).
 */
export async function decideStepRow(db: Executor, scope: TenantScope, stepId: string, decision: StepDecision) {
  const rows = await db
    .update(leaveApprovalSteps)
    .set(decision)
    .where(
      inTenant(scope, leaveApprovalSteps, and(eq(leaveApprovalSteps.id, stepId), isNull(leaveApprovalSteps.outcome))),
    )
    .returning({ id: leaveApprovalSteps.id, leaveRequestId: leaveApprovalSteps.leaveRequestId });
  await syncOpenSteps(
    db,
    scope,
    rows.map((row) => row.leaveRequestId),
  );
  return rows.length === 1;
}

/**
 * A request put back to PENDING by the operator (product §4: any status, freely) waits for its steps
 * anew: the earlier decisions are gone (the operator's audit entry keeps them) and the steps are the
 * organization's flow for its type now, one İK step when the type needs no approval (the operator
 * asked for a decision).
 */
export async function restartStepRows(
  db: Executor,
  scope: TenantScope,
  leaveRequestId: string,
  kinds: readonly ApprovalStepKind[],
) {
  await db
    .delete(leaveApprovalSteps)
    .where(inTenant(scope, leaveApprovalSteps, eq(leaveApprovalSteps.leaveRequestId, leaveRequestId)));
  await writeStepRows(db, scope, leaveRequestId, kinds.length ? kinds : ['ADMIN']);
}
