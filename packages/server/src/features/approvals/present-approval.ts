import { ruleBreak, type ApprovalStep, type PersonRef, type RuleBreak } from '@paydos/contract/approvals';
import type { LeaveRequest } from '@paydos/contract/leaves';
import { messages } from '@paydos/contract/messages';
import {
  DEFAULT_APPROVAL_FLOW,
  istanbulToday,
  mayDecide,
  requestStageLabel,
  type ApprovalRoute,
  type ApprovalStepKind,
  type Role,
} from '@paydos/domain';
import type { Executor } from '../../db/client';
import type { TenantScope } from '../../platform/tenant-scope';
import { readApprovalFlow } from './approval-flow-setting';
import { loadApprovalContext, personName, type LoadedApprovalContext } from './load-approval-context';
import { routeLeave, stepKindsOf, type RoutedLeave } from './route-request';
import { loadStepRows, type StepRow } from './step-rows';

/** Who reads the answer: `canDecide` is said for him. */
export interface ApprovalViewer {
  id: string;
  role: Role;
}

/** A request as the presenter reads it (a leave_requests row has all of it). */
export interface PresentedLeave extends RoutedLeave {
  substituteId: string | null;
  ruleBreaks: unknown;
}

/** The approval fields every organization leave answer adds (contract approvalFields). */
export type ApprovalFieldsOf = Pick<LeaveRequest, 'steps' | 'stageLabel' | 'canDecide' | 'ruleBreaks' | 'substitute'>;
export type ApprovalPresenter = (leave: PresentedLeave) => ApprovalFieldsOf;

export const STEP_LABELS: Readonly<Record<ApprovalStepKind, string>> = {
  TEAM_MANAGER: messages.approvals.stepManager,
  ADMIN: messages.approvals.stepAdmin,
};

/** The stored breaks (domain TeamRuleBreak[]) as the contract shows them; anything else is left out. */
function ruleBreaksOf(stored: unknown): RuleBreak[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((item) => {
    const parsed = ruleBreak.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

function stepsOf(
  leave: PresentedLeave,
  rows: readonly StepRow[],
  route: ApprovalRoute | null,
  ref: (id: string | null) => PersonRef | null,
): ApprovalStep[] {
  return stepKindsOf(leave, rows).map((kind, index) => {
    const row = rows[index];
    const routed = route?.steps[index];
    // A decided request's steps never reached (after a rejection, or passed over) are shown as passed over.
    const state = routed?.state ?? (row?.outcome ? 'DONE' : 'SKIPPED');
    return {
      position: row?.position ?? index + 1,
      kind,
      label: STEP_LABELS[kind],
      state,
      outcome: row?.outcome ?? null,
      skipReason: routed?.skipReason ?? null,
      decidedBy: ref(row?.decidedById ?? null),
      onBehalfOf: ref(row?.onBehalfOfId ?? null),
      decidedAt: row?.decidedAt?.toISOString() ?? null,
      note: row?.note ?? null,
      deciders:
        state === 'CURRENT'
          ? (routed?.deciders ?? []).map((d) => ({
              id: d.deciderId,
              name: ref(d.deciderId)?.name ?? messages.approvals.someone,
              onBehalfOf: ref(d.onBehalfOf),
            }))
          : [],
    };
  });
}

/**
 * Issue 23 item 2: the approval fields of a page of requests, read once for the page (its steps in
 * one statement, the people, teams and delegations in three, the flow in one; none when no request
 * on it is pending beyond the steps and the names), never a statement per request. Pending requests
 * are routed by the domain's routeApproval on today's facts; decided ones show their stored steps.
 */
export async function loadApprovalPresenter(
  db: Executor,
  scope: TenantScope,
  viewer: ApprovalViewer | null,
  leaves: readonly PresentedLeave[],
  now: Date,
): Promise<ApprovalPresenter> {
  const stepRows = await loadStepRows(
    db,
    scope,
    leaves.map((leave) => leave.id),
  );
  const pending = leaves.filter((leave) => leave.status === 'PENDING');
  const named = [...stepRows.values()].flat().flatMap((row) => [row.decidedById, row.onBehalfOfId]);
  const otherIds = [...named, ...leaves.map((leave) => leave.substituteId)].filter((id): id is string => id !== null);
  const flow = pending.length ? await readApprovalFlow(db, scope) : DEFAULT_APPROVAL_FLOW;
  const loaded: LoadedApprovalContext = await loadApprovalContext(
    db,
    scope,
    { requesterIds: pending.map((leave) => leave.userId), otherIds, route: pending.length > 0 },
    istanbulToday(now),
  );
  const ref = (id: string | null): PersonRef | null => {
    const person = id ? loaded.people.get(id) : undefined;
    return person ? { id: person.id, name: personName(person) } : null;
  };
  return (leave) => {
    const rows = stepRows.get(leave.id) ?? [];
    const route = leave.status === 'PENDING' ? routeLeave(loaded, leave, rows) : null;
    const twoStep = flow.kind === 'MANAGER_THEN_ADMIN' || rows.some((row) => row.kind === 'TEAM_MANAGER');
    return {
      steps: stepsOf(leave, rows, route, ref),
      stageLabel: requestStageLabel({
        status: leave.status,
        flowKind: twoStep ? 'MANAGER_THEN_ADMIN' : 'ADMIN_ONLY',
        currentStep: route?.current?.kind ?? null,
      }),
      canDecide: viewer !== null && route !== null && mayDecide(route, viewer.id),
      ruleBreaks: ruleBreaksOf(leave.ruleBreaks),
      substitute: ref(leave.substituteId),
    };
  };
}
