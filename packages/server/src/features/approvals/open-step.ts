import { istanbulToday, type ApprovalRoute, type ApprovalStepKind } from '@paydos/domain';
import type { Executor } from '../../db/client';
import type { TenantScope } from '../../platform/tenant-scope';
import { loadApprovalContext, type ApprovalPersonFacts, type LoadedApprovalContext } from './load-approval-context';
import { routeLeave, type RoutedLeave } from './route-request';
import { loadStepRows } from './step-rows';

/** Who decides the open step today, for the mail: the decider and the approver he stands in for. */
export interface OpenStepDecider extends ApprovalPersonFacts {
  onBehalfOf: ApprovalPersonFacts | null;
}

export interface OpenStep {
  kind: ApprovalStepKind;
  deciders: OpenStepDecider[];
}

/** The open step of a route with its deciders' facts (the requester left out: he is never mailed to decide). */
export function openStepOf(loaded: LoadedApprovalContext, route: ApprovalRoute, requesterId: string): OpenStep | null {
  if (!route.current) return null;
  const deciders = route.current.deciders.flatMap((d): OpenStepDecider[] => {
    const person = loaded.people.get(d.deciderId);
    if (!person || person.id === requesterId) return [];
    return [{ ...person, onBehalfOf: d.onBehalfOf ? (loaded.people.get(d.onBehalfOf) ?? null) : null }];
  });
  return { kind: route.current.kind, deciders };
}

/**
 * The open step of a request just sent, read back from its stored steps: the deciders its mail
 * goes to (in the one-step flow every active ADMIN but the requester; delegates in place).
 */
export async function openStepDeciders(
  db: Executor,
  scope: TenantScope,
  leave: RoutedLeave,
  now: Date,
): Promise<OpenStep | null> {
  const rows = (await loadStepRows(db, scope, [leave.id])).get(leave.id) ?? [];
  const loaded = await loadApprovalContext(
    db,
    scope,
    { requesterIds: [leave.userId], route: true },
    istanbulToday(now),
  );
  return openStepOf(loaded, routeLeave(loaded, leave, rows), leave.userId);
}
