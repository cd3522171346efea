import { activePerson, type ApprovalContext } from './approval-context';
import { approvalStepsFor, type ApprovalFlow, type ApprovalStepKind } from './approval-flow';
import { effectiveDecider, type EffectiveDecider } from './delegation';

export interface ApprovalRequest {
  requesterId: string;
  leaveType: string;
  /** The requester's team the request belongs to; null when he has none. */
  teamId: string | null;
}

/** A step already approved (a rejection ends the request, so only approvals precede an open step). */
export interface StepApproval {
  step: ApprovalStepKind;
  deciderId: string;
}

export interface RouteApprovalInput extends ApprovalContext {
  flow: ApprovalFlow;
  request: ApprovalRequest;
  approvals: readonly StepApproval[];
  /** The request broke a team rule set to "needs an ADMIN" (checkTeamRules' outcome). */
  needsAdmin?: boolean;
}

/**
 * Why a step is passed over: the requester manages the team (nobody decides their own request), the
 * team has no active manager, or everyone who could decide it approved an earlier step already.
 */
export type StepSkipReason = 'OWN_REQUEST' | 'NO_ACTIVE_MANAGER' | 'DECIDED_IN_EARLIER_STEP';

export interface RoutedStep {
  kind: ApprovalStepKind;
  state: 'DONE' | 'CURRENT' | 'WAITING' | 'SKIPPED';
  skipReason: StepSkipReason | null;
  decidedBy: string | null;
  /** Who may decide the current step today, delegates in place; empty for the other steps. */
  deciders: EffectiveDecider[];
  /** The organization's only active ADMIN decides his own request: allowed, and audited (product §D8). */
  selfDecision: boolean;
}

export interface ApprovalRoute {
  steps: RoutedStep[];
  /** The open step; null when every step is done or skipped (the request may be approved). */
  current: RoutedStep | null;
}

type Approvers = { approverIds: string[]; selfDecision: boolean } | { skip: StepSkipReason };

function teamManagers(input: RouteApprovalInput): Approvers {
  const team = input.request.teamId ? input.teams.find((t) => t.id === input.request.teamId) : undefined;
  if (team?.managerIds.includes(input.request.requesterId)) return { skip: 'OWN_REQUEST' };
  // A manager made an EMPLOYEE later stays on the team's list until an ADMIN edits it; he no longer decides.
  const managers = (team?.managerIds ?? []).filter((id) => {
    const manager = activePerson(input, id);
    return manager !== undefined && manager.role !== 'EMPLOYEE';
  });
  return managers.length ? { approverIds: managers, selfDecision: false } : { skip: 'NO_ACTIVE_MANAGER' };
}

function admins(input: RouteApprovalInput, earlierDeciders: ReadonlySet<string>): Approvers {
  const { requesterId } = input.request;
  const active = input.people.filter((p) => p.isActive && p.role === 'ADMIN').map((p) => p.id);
  const others = active.filter((id) => id !== requesterId);
  const fresh = others.filter((id) => !earlierDeciders.has(id));
  if (fresh.length) return { approverIds: fresh, selfDecision: false };
  if (others.length) return { skip: 'DECIDED_IN_EARLIER_STEP' };
  // The only active ADMIN's own request: nobody else can decide it (product §D8).
  return { approverIds: active, selfDecision: active.length > 0 };
}

function decidersToday(
  input: RouteApprovalInput,
  approverIds: readonly string[],
  earlierDeciders: ReadonlySet<string>,
): EffectiveDecider[] {
  const cannotDecide = [input.request.requesterId, ...earlierDeciders];
  const byDecider = new Map<string, EffectiveDecider>();
  for (const id of approverIds) {
    const decider = effectiveDecider(input, id, cannotDecide);
    if (!byDecider.has(decider.deciderId)) byDecider.set(decider.deciderId, decider);
  }
  return [...byDecider.values()];
}

/**
 * One step as a literal of one shape: a page routes each of its requests, and V8 (Node 20) copies
 * `{ ...base, state }` on a slow path, about 0.7 µs a step (the bench's profile, issue 23).
 */
function routedStep(
  kind: ApprovalStepKind,
  state: RoutedStep['state'],
  fields: Partial<Pick<RoutedStep, 'skipReason' | 'decidedBy' | 'deciders' | 'selfDecision'>> = {},
): RoutedStep {
  return {
    kind,
    state,
    skipReason: fields.skipReason ?? null,
    decidedBy: fields.decidedBy ?? null,
    deciders: fields.deciders ?? [],
    selfDecision: fields.selfDecision ?? false,
  };
}

/**
 * Issue 23: the steps of a request and, for its open step, who may decide it today. The steps come
 * from the flow and the leave type (approvalStepsFor); a step already approved is done; the team
 * manager step is passed over on a manager's own request or in a team without an active manager
 * (the request goes on to İK, so a deactivated manager's open step lands with the ADMINs); the İK
 * step belongs to every active ADMIN but the requester and the earlier steps' deciders; each
 * approver's delegate for today stands in for him (effectiveDecider), never one of the earlier deciders.
 */
export function routeApproval(input: RouteApprovalInput): ApprovalRoute {
  const kinds = approvalStepsFor(input.flow, input.request.leaveType, { needsAdmin: input.needsAdmin ?? false });
  const earlierDeciders = new Set(input.approvals.map((a) => a.deciderId));
  const steps: RoutedStep[] = [];
  let current: RoutedStep | null = null;
  for (const kind of kinds) {
    const approval = input.approvals.find((a) => a.step === kind);
    if (approval) {
      steps.push(routedStep(kind, 'DONE', { decidedBy: approval.deciderId }));
      continue;
    }
    if (current) {
      steps.push(routedStep(kind, 'WAITING'));
      continue;
    }
    const approvers = kind === 'TEAM_MANAGER' ? teamManagers(input) : admins(input, earlierDeciders);
    if ('skip' in approvers) {
      steps.push(routedStep(kind, 'SKIPPED', { skipReason: approvers.skip }));
      continue;
    }
    const deciders = decidersToday(input, approvers.approverIds, earlierDeciders);
    const self = approvers.selfDecision && deciders.every((d) => d.deciderId === input.request.requesterId);
    current = routedStep(kind, 'CURRENT', { deciders, selfDecision: self });
    steps.push(current);
  }
  return { steps, current };
}

/** True when the person may decide the request's open step today. */
export function mayDecide(route: ApprovalRoute, personId: string): boolean {
  return route.current?.deciders.some((d) => d.deciderId === personId) ?? false;
}
