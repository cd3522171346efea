import { messages } from '@paydos/contract/messages';
import { istanbulToday, mayDecide, type ApprovalRoute, type ApprovalStepKind } from '@paydos/domain';
import type { Executor } from '../../db/client';
import { fail } from '../../platform/errors';
import type { TenantScope } from '../../platform/tenant-scope';
import { loadApprovalContext, personName, type LoadedApprovalContext } from './load-approval-context';
import { openStepOf, type OpenStep } from './open-step';
import type { ApprovalViewer } from './present-approval';
import { approvalsOf, routeLeave, stepKindsOf, type RoutedLeave } from './route-request';
import { decideStepRow, loadStepRows, writeStepRows, type StepRow } from './step-rows';

export interface StepDecisionInput {
  approve: boolean;
  /** The decider's note (an approval's note, a rejection's reason): the later step and the requester read it. */
  note: string | null;
}

export type StepResult =
  | { kind: 'REJECTED'; selfDecision: boolean }
  | { kind: 'APPROVED'; selfDecision: boolean }
  /** Approved this step; the request waits for the next one, whose deciders are mailed. */
  | { kind: 'MOVED'; selfDecision: boolean; decided: ApprovalStepKind; next: OpenStep };

/** Refuses an actor who is not a decider of the open step, saying why (docs/approval-rules.md section 2). */
function refuse(
  loaded: LoadedApprovalContext,
  leave: RoutedLeave,
  rows: readonly StepRow[],
  route: ApprovalRoute,
  actorId: string,
): never {
  // The step he meant was decided meanwhile by another of its deciders (two managers of one team): 409.
  rows.forEach((row, index) => {
    if (row.outcome !== 'APPROVED') return;
    const then = routeLeave(loaded, leave, rows, approvalsOf(rows.slice(0, index)));
    if (!mayDecide(then, actorId)) return;
    const decider = row.decidedById ? loaded.people.get(row.decidedById) : undefined;
    throw fail.conflict(messages.approvals.stepDecided(decider ? personName(decider) : messages.approvals.someone));
  });
  if (leave.userId === actorId) throw fail.forbidden(messages.leaves.ownDecision);
  const names = (route.current?.deciders ?? []).flatMap((d) => {
    const person = loaded.people.get(d.deciderId);
    return person ? [personName(person)] : [];
  });
  throw fail.forbidden(names.length ? messages.approvals.decidedBy(names) : messages.approvals.noDecider);
}

/**
 * Issue 23 item 2: the actor's decision on a pending request's open step, inside the decision's
 * transaction, after the caller locked the employee and the request (so the steps read here are the
 * last ones written: of two deciders of one step the second is refused with a 409). The actor must
 * be a decider of the open step today (mayDecide, delegates in place); the step row records the
 * outcome, the decider, the approver a delegate stood in for, the time and the note. A rejection
 * ends the request; an approval either leaves an open step (the request moves on, steps the route
 * passes over are skipped) or was the last one.
 */
export async function decideStep(
  db: Executor,
  scope: TenantScope,
  leave: RoutedLeave,
  actor: ApprovalViewer,
  input: StepDecisionInput,
  now: Date,
): Promise<StepResult> {
  let rows = (await loadStepRows(db, scope, [leave.id])).get(leave.id) ?? [];
  const loaded = await loadApprovalContext(
    db,
    scope,
    {
      requesterIds: [leave.userId],
      otherIds: [actor.id, ...rows.flatMap((row) => (row.decidedById ? [row.decidedById] : []))],
      route: true,
    },
    istanbulToday(now),
  );
  const route = routeLeave(loaded, leave, rows);
  const current = route.current;
  const decider = current?.deciders.find((d) => d.deciderId === actor.id);
  if (!current || !decider) refuse(loaded, leave, rows, route, actor.id);
  if (rows.length === 0) {
    // A request pending from before approval flows without its row: the spec's step is written now.
    await writeStepRows(db, scope, leave.id, stepKindsOf(leave, rows));
    rows = (await loadStepRows(db, scope, [leave.id])).get(leave.id) ?? [];
  }
  const row = rows[route.steps.indexOf(current)];
  if (!row) throw fail.conflict(messages.leaves.changedMeanwhile);
  const decided = await decideStepRow(db, scope, row.id, {
    outcome: input.approve ? 'APPROVED' : 'REJECTED',
    decidedById: actor.id,
    onBehalfOfId: decider.onBehalfOf,
    note: input.note,
    decidedAt: now,
  });
  if (!decided) throw fail.conflict(messages.leaves.changedMeanwhile);
  const selfDecision = current.selfDecision;
  if (!input.approve) return { kind: 'REJECTED', selfDecision };
  const after = routeLeave(loaded, leave, rows, [...approvalsOf(rows), { step: current.kind, deciderId: actor.id }]);
  const next = openStepOf(loaded, after, leave.userId);
  return next ? { kind: 'MOVED', selfDecision, decided: current.kind, next } : { kind: 'APPROVED', selfDecision };
}
