import { leaveStatusLabel } from '../leave/status-labels';
import type { ApprovalFlowKind, ApprovalStepKind } from './approval-flow';

/** Issue 23 item 2: where a pending request stands in the two-step flow, as the requester reads it. */
export const APPROVAL_STAGE_LABELS: Readonly<Record<ApprovalStepKind, string>> = {
  TEAM_MANAGER: 'Yöneticide',
  ADMIN: "İK'da",
};

/**
 * The requester's label of a request: in the two-step flow a pending request is "Yöneticide" or
 * "İK'da" by its open step; otherwise the spec's status label (Beklemede, Onaylandı, Reddedildi,
 * İptal Edildi; an unknown status reads as pending, product §4).
 */
export function requestStageLabel(input: {
  status: string;
  flowKind: ApprovalFlowKind;
  currentStep: ApprovalStepKind | null;
}): string {
  const pending = leaveStatusLabel(input.status) === leaveStatusLabel('PENDING');
  if (pending && input.flowKind === 'MANAGER_THEN_ADMIN' && input.currentStep)
    return APPROVAL_STAGE_LABELS[input.currentStep];
  return leaveStatusLabel(input.status);
}
