import type { ApprovalFlowInput, ApprovalFlowResponse } from '@paydos/contract/approvals';
import { DEFAULT_APPROVAL_FLOW, type ApprovalFlowKind } from '@paydos/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../platform/api';
import { useCurrentUser } from '../auth';

const approvalFlowKey = ['approval-flow'] as const;

/**
 * GET /organization/approval-flow (ADMIN and MANAGER): the flow and the routes the page suggests.
 * Kept for a few minutes: the menu, the dashboard and the approvals page read it on every visit.
 */
export const useApprovalFlow = (enabled = true) =>
  useQuery({
    queryKey: approvalFlowKey,
    enabled,
    staleTime: 5 * 60_000,
    queryFn: () => api<ApprovalFlowResponse>('/organization/approval-flow'),
  });

/**
 * The flow a MANAGER's pages follow (his menu entry, his dashboard card, the approvals page's notice):
 * null for the other roles (an ADMIN's pages do not depend on it, an EMPLOYEE may not read it) and while
 * it loads; the spec's one step when it could not be read.
 */
export function useApprovalFlowKind(): ApprovalFlowKind | null {
  const user = useCurrentUser();
  const reads = user.role === 'MANAGER' && !user.organization.subscription.paymentRequired;
  const flow = useApprovalFlow(reads);
  if (!reads || flow.isPending) return null;
  return flow.data?.flow.kind ?? DEFAULT_APPROVAL_FLOW.kind;
}

/** PUT /organization/approval-flow: the answer replaces the cached flow; lists re-read their stage labels. */
export function useSaveApprovalFlow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApprovalFlowInput) =>
      api<ApprovalFlowResponse>('/organization/approval-flow', { method: 'PUT', body }),
    onSuccess: (result) => {
      queryClient.setQueryData(approvalFlowKey, result);
      void queryClient.invalidateQueries({ queryKey: ['leaves'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
