import { APPROVAL_FLOW_KINDS, isLeaveTypeCode, TEAM_RULE_MODES, type LeaveTypeCode } from '@paydos/domain';
import { z } from 'zod';
import { requestObject, text } from './fields';
import { messages } from './messages';
import { catalogueText } from './catalogue-text';

/**
 * Issue 23: what a leave answer adds for the approval flow (who decides which step, the steps'
 * trail, the team rules a request broke, the substitute) and the organization's flow setting.
 * Every field here is added to the spec's LeaveRequest (product §7 shapes unchanged otherwise).
 */

const m = messages.approvalFlow;

/** A person named in an answer: enough to show, nothing private. */
export const personRef = z.object({ id: z.string(), name: z.string() });
export type PersonRef = z.infer<typeof personRef>;

export const approvalStepKind = z.enum(['TEAM_MANAGER', 'ADMIN']);
export const approvalStepState = z.enum(['DONE', 'CURRENT', 'WAITING', 'SKIPPED']);
export const stepSkipReason = z.enum(['OWN_REQUEST', 'NO_ACTIVE_MANAGER', 'DECIDED_IN_EARLIER_STEP']);

/** Who may decide the open step today: the approver himself, or his delegate (onBehalfOf the approver). */
export const stepDecider = z.object({ id: z.string(), name: z.string(), onBehalfOf: personRef.nullable() });
export type StepDecider = z.infer<typeof stepDecider>;

/**
 * One step of a request, in order (the rows written when it was sent, read through the domain's
 * routeApproval). A DONE step was approved or, for the last one decided, rejected (`outcome`); a
 * SKIPPED one says why; the CURRENT one lists its deciders; `note` is the decider's, shown to the
 * later steps and the requester.
 */
export const approvalStep = z.object({
  position: z.number(),
  kind: approvalStepKind,
  /** "Müdür onayı", "İK onayı". */
  label: catalogueText(),
  state: approvalStepState,
  outcome: z.enum(['APPROVED', 'REJECTED']).nullable(),
  skipReason: stepSkipReason.nullable(),
  decidedBy: personRef.nullable(),
  onBehalfOf: personRef.nullable(),
  decidedAt: z.string().nullable(),
  note: z.string().nullable(),
  deciders: z.array(stepDecider),
});
export type ApprovalStep = z.infer<typeof approvalStep>;

/** A team rule the request broke when it was sent or checked (domain TeamRuleBreak), with its days. */
export const ruleBreak = z.object({
  code: z.enum(['lock_period', 'minimum_staffing', 'minimum_notice']),
  mode: z.enum(TEAM_RULE_MODES),
  dates: z.array(z.string()),
  message: catalogueText(),
});
export type RuleBreak = z.infer<typeof ruleBreak>;

/** The fields every organization leave answer adds to the spec's LeaveRequest. */
export const approvalFields = {
  /** Empty for a request recorded without approval (an ADMIN's record, a NO_APPROVAL type). */
  steps: z.array(approvalStep),
  /** "Yöneticide", "İK'da" in the two-step flow; otherwise the spec's status label (domain requestStageLabel). */
  stageLabel: catalogueText(),
  /** The caller may decide the open step now (the approvals page shows its buttons only then). */
  canDecide: z.boolean(),
  ruleBreaks: z.array(ruleBreak),
  /** The colleague who stands in while the requester is away (vekil). */
  substitute: personRef.nullable(),
};

const leaveTypeRoute = z.enum(['ADMIN_ONLY', 'MANAGER_THEN_ADMIN', 'NO_APPROVAL'], { error: m.routeInvalid });

/** PUT /api/organization/approval-flow: the flow and the leave types that take another route. */
export const approvalFlowBody = requestObject({
  kind: z.enum(APPROVAL_FLOW_KINDS, { error: m.kindInvalid }),
  // The codes are checked on the record, not as its keys: zod reports a refused key only as "invalid key".
  leaveTypeRoutes: z
    .record(text('leaveTypeRoutes'), leaveTypeRoute)
    .refine((routes) => Object.keys(routes).every((code) => isLeaveTypeCode(code)), {
      error: messages.leaves.leaveTypeInvalid,
    })
    .default({}),
});
export type ApprovalFlowBody = z.infer<typeof approvalFlowBody>;
export type ApprovalFlowInput = z.input<typeof approvalFlowBody>;

export const approvalFlowSetting = z.object({
  kind: z.enum(APPROVAL_FLOW_KINDS),
  leaveTypeRoutes: z.record(z.string(), leaveTypeRoute),
});
export type ApprovalFlowSetting = z.infer<typeof approvalFlowSetting> & {
  leaveTypeRoutes: Partial<Record<LeaveTypeCode, z.infer<typeof leaveTypeRoute>>>;
};

/** GET and PUT answer: the setting, and the routes "Önerilen yolları uygula" offers with their reasons. */
export const approvalFlowResponse = z.object({
  flow: approvalFlowSetting,
  suggestedRoutes: z.array(z.object({ leaveType: z.string(), route: leaveTypeRoute, reason: catalogueText() })),
  message: catalogueText().optional(),
});
export type ApprovalFlowResponse = z.infer<typeof approvalFlowResponse>;

/** PUT /api/leaves/:id/approve: an optional note the later step and the requester read; an empty body still works. */
export const approveBody = requestObject({
  note: text('note', { multiline: true }).trim().max(1000, { error: messages.approvals.noteTooLong }).nullish(),
}).nullish();
export type ApproveInput = z.input<typeof approveBody>;
