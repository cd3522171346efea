import {
  routeApproval,
  type ApprovalFlow,
  type ApprovalRoute,
  type ApprovalStepKind,
  type StepApproval,
} from '@paydos/domain';
import type { LoadedApprovalContext } from './load-approval-context';
import type { StepRow } from './step-rows';

/** What routing needs of a request. */
export interface RoutedLeave {
  id: string;
  userId: string;
  leaveType: string;
  status: string;
}

/**
 * The steps of a request: its stored rows; a pending request without rows (sent before approval
 * flows, or written by hand) waits for the spec's one step, an ADMIN, as migration 0017 wrote them.
 */
export function stepKindsOf(leave: RoutedLeave, rows: readonly StepRow[]): ApprovalStepKind[] {
  if (rows.length) return rows.map((row) => row.kind);
  return leave.status === 'PENDING' ? ['ADMIN'] : [];
}

/**
 * The flow whose steps are the request's rows: routeApproval works the steps out of a flow, so the
 * request is routed through the flow it was sent with, never the organization's current one
 * (a flow change does not move a pending request). The domain's flows give [ADMIN] or
 * [TEAM_MANAGER, ADMIN], so the rows name their flow.
 */
function flowOfSteps(kinds: readonly ApprovalStepKind[]): ApprovalFlow {
  return { kind: kinds.includes('TEAM_MANAGER') ? 'MANAGER_THEN_ADMIN' : 'ADMIN_ONLY', leaveTypeRoutes: {} };
}

/** A deleted decider still approved his step: the step stays done, whoever it was. */
const DELETED_DECIDER = 'deleted';

/** The approvals given so far, from the rows (a rejection ends the request, so only approvals route). */
export function approvalsOf(rows: readonly StepRow[]): StepApproval[] {
  return rows
    .filter((row) => row.outcome === 'APPROVED')
    .map((row) => ({ step: row.kind, deciderId: row.decidedById ?? DELETED_DECIDER }));
}

/**
 * Issue 23: where a request stands and who may decide its open step today, by the domain's
 * routeApproval over its stored steps (`approvals`: the done ones, or the ones a command is about
 * to add). A request recorded without approval has no steps and no open step.
 */
export function routeLeave(
  loaded: LoadedApprovalContext,
  leave: RoutedLeave,
  rows: readonly StepRow[],
  approvals: readonly StepApproval[] = approvalsOf(rows),
): ApprovalRoute {
  const kinds = stepKindsOf(leave, rows);
  if (kinds.length === 0) return { steps: [], current: null };
  const { people, teams, delegations, absences, today } = loaded.context;
  // Named rather than spread: `{ ...context, flow }` takes V8's slow copy, once per request on a page.
  return routeApproval({
    people,
    teams,
    delegations,
    absences,
    today,
    flow: flowOfSteps(kinds),
    request: {
      requesterId: leave.userId,
      leaveType: leave.leaveType,
      teamId: loaded.people.get(leave.userId)?.teamId ?? null,
    },
    approvals,
  });
}
