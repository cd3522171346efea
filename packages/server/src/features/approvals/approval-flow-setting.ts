import { approvalFlowSetting, type ApprovalFlowBody, type ApprovalFlowResponse } from '@paydos/contract/approvals';
import { messages } from '@paydos/contract/messages';
import {
  DEFAULT_APPROVAL_FLOW,
  isLeaveTypeCode,
  SUGGESTED_LEAVE_TYPE_ROUTES,
  type ApprovalFlow,
  type LeaveTypeRoute,
} from '@paydos/domain';
import type { Database, Executor } from '../../db/client';
import { organizations } from '../../db/schema';
import { recordAudit, type UserActor } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { preparedStatement } from '../../db/prepared';
import { ownOrganization, preparedScope, type TenantScope } from '../../platform/tenant-scope';

/**
 * The organization's approval flow as stored (organizations.approval_flow, docs/approval-rules.md
 * section 1). A value that is not a flow (hand-edited, an old shape) reads as the spec's one step,
 * DEFAULT_APPROVAL_FLOW, rather than failing every request; a route of a leave type the product no
 * longer knows is left out.
 */
export function parseApprovalFlow(stored: unknown): ApprovalFlow {
  const parsed = approvalFlowSetting.safeParse(stored);
  if (!parsed.success) return DEFAULT_APPROVAL_FLOW;
  const routes = Object.entries(parsed.data.leaveTypeRoutes).filter(([code]) => isLeaveTypeCode(code));
  return { kind: parsed.data.kind, leaveTypeRoutes: Object.fromEntries(routes) };
}

const flowOf = preparedStatement((db) =>
  db
    .select({ approvalFlow: organizations.approvalFlow })
    .from(organizations)
    .where(ownOrganization(preparedScope))
    .prepare('approval_flow'),
);

/** The one reader of the flow setting: every command and answer that needs the flow asks here (prepared: every list reads it). */
export async function readApprovalFlow(db: Executor, scope: TenantScope): Promise<ApprovalFlow> {
  const [row] = await flowOf(db).execute({ organizationId: scope.organizationId });
  if (!row) throw fail.notFound(messages.organizationNotFound);
  return parseApprovalFlow(row.approvalFlow);
}

/** The setting and the routes "Önerilen yolları uygula" offers, each with its reason. */
export function approvalFlowAnswer(flow: ApprovalFlow): ApprovalFlowResponse {
  const suggested = Object.entries<LeaveTypeRoute>(SUGGESTED_LEAVE_TYPE_ROUTES);
  return {
    flow,
    suggestedRoutes: suggested.map(([leaveType, route]) => ({
      leaveType,
      route,
      reason: messages.approvalFlow.suggestedReasons[leaveType] ?? '',
    })),
  };
}

/**
 * PUT /api/organization/approval-flow (ADMIN): the new flow, audited as `organization.approval_flow`.
 * Only requests sent from now on take it: a pending request keeps the steps written when it was sent.
 */
export async function saveApprovalFlow(
  db: Database,
  scope: TenantScope,
  input: ApprovalFlowBody,
  actor: UserActor,
  now: Date,
): Promise<ApprovalFlow> {
  const flow = parseApprovalFlow(input);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ approvalFlow: organizations.approvalFlow })
      .from(organizations)
      .where(ownOrganization(scope))
      .for('update');
    if (!current) throw fail.notFound(messages.organizationNotFound);
    const before = parseApprovalFlow(current.approvalFlow);
    await tx.update(organizations).set({ approvalFlow: flow, updatedAt: now }).where(ownOrganization(scope));
    await recordAudit(tx, actor, {
      action: 'organization.approval_flow',
      organizationId: scope.organizationId,
      targetType: 'organization',
      targetId: scope.organizationId,
      before: { kind: before.kind, leaveTypeRoutes: before.leaveTypeRoutes },
      after: { kind: flow.kind, leaveTypeRoutes: flow.leaveTypeRoutes },
    });
    return flow;
  });
}
