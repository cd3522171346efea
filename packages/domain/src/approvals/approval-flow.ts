import type { LeaveTypeCode } from '../leave/leave-types';

/**
 * An organization's approval flow (issue 23, product §D8 "Approval flows"): the spec's single step
 * (an ADMIN decides) by default, or two steps (the team's manager, then İK = an ADMIN), with a route
 * per leave type where it matters. Turkish labour law sets no approval chain: this is the
 * organization's choice (docs/approval-rules.md).
 */
export const APPROVAL_FLOW_KINDS = ['ADMIN_ONLY', 'MANAGER_THEN_ADMIN'] as const;
export type ApprovalFlowKind = (typeof APPROVAL_FLOW_KINDS)[number];

/** A leave type's own route: one of the flows, or recorded at once without approval. */
export type LeaveTypeRoute = ApprovalFlowKind | 'NO_APPROVAL';

/** One step of a request's flow: the requester's team manager, or İK (any ADMIN). */
export type ApprovalStepKind = 'TEAM_MANAGER' | 'ADMIN';

export interface ApprovalFlow {
  kind: ApprovalFlowKind;
  /** Leave types that take another route than `kind`. */
  leaveTypeRoutes: Partial<Record<LeaveTypeCode, LeaveTypeRoute>>;
}

/** The spec's flow: one step, an ADMIN decides every request. */
export const DEFAULT_APPROVAL_FLOW: ApprovalFlow = { kind: 'ADMIN_ONLY', leaveTypeRoutes: {} };

/**
 * The routes the organization page offers with the two-step flow: a sick leave on an SGK report is
 * the doctor's decision, so it is recorded without approval; unpaid leave changes payroll and the
 * SGK days (eksik gün), so İK decides it alone.
 */
export const SUGGESTED_LEAVE_TYPE_ROUTES: Readonly<Partial<Record<LeaveTypeCode, LeaveTypeRoute>>> = {
  sick_leave_reported: 'NO_APPROVAL',
  unpaid_leave: 'ADMIN_ONLY',
};

const STEPS_OF_ROUTE: Readonly<Record<LeaveTypeRoute, readonly ApprovalStepKind[]>> = {
  NO_APPROVAL: [],
  ADMIN_ONLY: ['ADMIN'],
  MANAGER_THEN_ADMIN: ['TEAM_MANAGER', 'ADMIN'],
};

/** The route a leave type takes in a flow (an unknown, legacy code takes the flow's own). */
export function routeOfLeaveType(flow: ApprovalFlow, leaveType: string): LeaveTypeRoute {
  const own = Object.hasOwn(flow.leaveTypeRoutes, leaveType)
    ? flow.leaveTypeRoutes[leaveType as LeaveTypeCode]
    : undefined;
  return own ?? flow.kind;
}

/**
 * The steps a request goes through, in order; empty when it is recorded without approval. A request
 * that breaks a team rule set to "needs an ADMIN" goes to İK alone, whatever its route
 * (checkTeamRules' outcome NEEDS_ADMIN).
 */
export function approvalStepsFor(
  flow: ApprovalFlow,
  leaveType: string,
  options: { needsAdmin?: boolean } = {},
): readonly ApprovalStepKind[] {
  if (options.needsAdmin) return STEPS_OF_ROUTE.ADMIN_ONLY;
  return STEPS_OF_ROUTE[routeOfLeaveType(flow, leaveType)];
}
