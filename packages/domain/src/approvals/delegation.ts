import { activePerson, covers, type ApprovalContext, type ApprovalDelegation } from './approval-context';

/** Who decides an approver's step today. */
export interface EffectiveDecider {
  deciderId: string;
  /** The approver the decider stands in for; null when the approver decides himself. */
  onBehalfOf: string | null;
}

function isAway(context: ApprovalContext, personId: string): boolean {
  return context.absences.some((a) => a.personId === personId && covers(a, context.today));
}

function appliesToday(context: ApprovalContext, delegation: ApprovalDelegation): boolean {
  const { startDate, endDate } = delegation;
  if (startDate === null || endDate === null) return isAway(context, delegation.approverId);
  return covers({ startDate, endDate }, context.today);
}

/** The person's delegate today: a delegation for a period covering today, or a standing one while away. */
export function delegateToday(context: ApprovalContext, personId: string): string | undefined {
  const own = context.delegations.filter((d) => d.approverId === personId && appliesToday(context, d));
  return (own.find((d) => d.startDate !== null) ?? own[0])?.delegateId;
}

/**
 * Issue 23 item 4: an approver with a delegate for today (a period he set, or a standing delegate
 * while he is on approved leave) hands his step to the delegate. The hand-over follows the
 * delegate's own delegate for today, and stops before anyone who would close a loop (A→B→A ends at
 * B), before anyone in `cannotDecide` (the requester: nobody decides their own request; the earlier
 * steps' deciders) and before an inactive person: the last one reached decides. An approver away
 * without a delegate keeps his step.
 */
export function effectiveDecider(
  context: ApprovalContext,
  approverId: string,
  cannotDecide: readonly string[],
): EffectiveDecider {
  const visited = new Set([approverId]);
  let current = approverId;
  for (let next = delegateToday(context, current); next !== undefined; next = delegateToday(context, current)) {
    if (visited.has(next) || cannotDecide.includes(next) || !activePerson(context, next)) break;
    visited.add(next);
    current = next;
  }
  return { deciderId: current, onBehalfOf: current === approverId ? null : approverId };
}
