import { useQueryClient } from '@tanstack/react-query';
import { t } from '../../platform/messages';
import { focusResult } from '../../ui/focus-result';
import { useDismissToast, useToast } from '../../ui/Toast';
import { decideLater, undoDecision, type Decision } from './decision-queue';

const m = t.approvals;

/**
 * Approve or reject with "Geri al" (issue 21): the status toast (which takes the focus, as every
 * result does) stays for the undo time and goes when the decision is sent; undo puts the request back
 * and the focus on it; a refusal from the server shows as an error toast.
 */
export function useDecideWithUndo() {
  const toast = useToast();
  const dismiss = useDismissToast();
  const queryClient = useQueryClient();
  return (decision: Decision) => {
    let toastId = 0;
    decideLater(decision, queryClient, (outcome) => {
      dismiss(toastId);
      if (!outcome.ok) {
        const error = outcome.error;
        toast(
          error instanceof Error && error.message
            ? error.message
            : decision.kind === 'approve'
              ? m.approveError
              : m.rejectError,
          'error',
        );
      }
    });
    toastId = toast(decision.kind === 'approve' ? m.approved : m.rejected, 'success', {
      action: {
        label: t.common.undo,
        onClick: () => {
          if (!undoDecision(decision.leaveId)) return;
          dismiss(toastId);
          focusResult(() => document.querySelector(`[data-leave-id="${CSS.escape(decision.leaveId)}"] button`));
        },
      },
    });
  };
}
