import { acceptsProofDocument } from '@paydos/domain';
import { useState } from 'react';
import { failureMessage } from '../../platform/api';
import { leaveDocumentMessages as m } from '../../platform/messages/leave-documents';
import { useToast } from '../../ui/Toast';
import { useAttachLeaveDocument } from './api';
import { proofFileProblem, ProofDocumentField } from './ProofDocumentField';

/**
 * The leave form's optional proof (issue 24 item 5): the field, shown only for a type that takes one
 * (domain acceptsProofDocument: excuse, sick and maternity leave), and the chosen file to send once
 * the leave exists. `problem` holds the form back while the chosen file cannot be sent.
 */
export function useProofDocument(leaveType: string, className?: string) {
  const [file, setFile] = useState<File | null>(null);
  const shown = acceptsProofDocument(leaveType);
  const problem = shown && file ? proofFileProblem(file) : null;
  return {
    field: shown ? (
      <ProofDocumentField file={file} onChange={setFile} error={problem ?? undefined} className={className} />
    ) : null,
    /** The file to attach after the leave is sent (none for a type that takes no proof). */
    file: shown && !problem ? file : null,
    problem,
    reset: () => setFile(null),
  };
}

/**
 * Attaches the form's proof to the leave just created. The leave stands either way: a refused file
 * (the server reads its content) is told in a toast, to be attached again from the list.
 */
export function useAttachAfterCreate() {
  const attach = useAttachLeaveDocument();
  const toast = useToast();
  return async (leaveId: string, file: File | null) => {
    if (!file) return;
    try {
      await attach.mutateAsync({ leaveId, file });
    } catch (error) {
      toast(m.attachAfterCreateFailed(failureMessage(error, m.attachFailed)), 'error');
    }
  };
}
