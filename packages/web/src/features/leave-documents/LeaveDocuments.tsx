import { leaveTypeLabel } from '../../platform/format-lengths';
import { PROOF_DOCUMENTS_PER_LEAVE } from '@paydos/domain';
import type { LeaveDocument } from '@paydos/contract/leave-documents';
import { FileText, Paperclip, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { failureMessage } from '../../platform/api';
import { formatBytes } from '../../platform/format-bytes';
import { leaveDocumentMessages as m } from '../../platform/messages/leave-documents';
import { ConfirmDialog } from '../../ui/Dialog';
import { cn } from '../../ui/cn';
import { useToast } from '../../ui/Toast';
import { useDownloadAction } from '../../ui/use-download-action';
import { downloadLeaveDocument, useAttachLeaveDocument, useDeleteLeaveDocument } from './api';
import { proofFileProblem, PROOF_ACCEPT } from './ProofDocumentField';

/** What a leave answer carries about its proofs (contract leaveDocumentFields). */
export interface DocumentedLeave {
  id: string;
  leaveType: string;
  leaveTypeName: string;
  documentCount?: number;
  documents?: LeaveDocument[];
  canAttachDocument?: boolean;
}

function DocumentRow({ document, onRemove }: { document: LeaveDocument; onRemove: () => void }) {
  const { busy, start } = useDownloadAction(() => downloadLeaveDocument(document.id, document.fileName), {
    failed: m.downloadFailed,
  });
  return (
    <li className="flex flex-wrap items-center gap-x-1">
      <button
        type="button"
        className="inline-flex min-h-6 max-w-full items-center gap-1 rounded text-left text-brand-700 underline-offset-2 hover:underline disabled:text-muted"
        aria-label={m.download(document.fileName)}
        disabled={busy}
        onClick={start}
      >
        <FileText className="size-3.5 shrink-0" aria-hidden />
        <span className="wrap-anywhere">{document.fileName}</span>
      </button>
      <span className="whitespace-nowrap text-muted">({formatBytes(document.byteSize)})</span>
      {document.canDelete && (
        <button
          type="button"
          className="inline-flex size-6 shrink-0 items-center justify-center rounded text-muted hover:bg-slate-100 hover:text-red-700"
          aria-label={m.remove(document.fileName)}
          onClick={onRemove}
        >
          <Trash2 className="size-3.5" aria-hidden />
        </button>
      )}
    </li>
  );
}

/** "Belge ekle" on a listed leave: picks one file and sends it at once. */
function AttachButton({ leave }: { leave: DocumentedLeave }) {
  const inputId = useId();
  const toast = useToast();
  const attach = useAttachLeaveDocument();
  const send = async (file: File) => {
    const problem = proofFileProblem(file);
    if (problem) return toast(problem, 'error');
    try {
      toast((await attach.mutateAsync({ leaveId: leave.id, file })).message);
    } catch (error) {
      toast(failureMessage(error, m.attachFailed), 'error');
    }
  };
  return (
    <div>
      <input
        id={inputId}
        type="file"
        accept={PROOF_ACCEPT}
        className="peer sr-only"
        aria-label={m.attachLabel(leaveTypeLabel(leave))}
        disabled={attach.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
      />
      <label
        htmlFor={inputId}
        aria-hidden
        className="inline-flex min-h-6 cursor-pointer items-center gap-1 rounded text-brand-700 underline-offset-2 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 hover:underline peer-disabled:cursor-wait peer-disabled:text-muted"
      >
        <Paperclip className="size-3.5" aria-hidden />
        {m.attach}
      </label>
    </div>
  );
}

/**
 * A leave's proof documents in a list row (issue 24 item 5): for the requester and an ADMIN each file
 * with its download (and delete where allowed) and "Belge ekle" while one may be added; for a MANAGER
 * only how many there are (KVKK md. 6: health data); nothing when there is nothing to show.
 */
export function LeaveDocuments({ leave, className }: { leave: DocumentedLeave; className?: string }) {
  const documents = leave.documents ?? [];
  const hidden = leave.documents ? 0 : (leave.documentCount ?? 0);
  const canAttach = leave.canAttachDocument === true && documents.length < PROOF_DOCUMENTS_PER_LEAVE;
  // Most rows (annual leave) have nothing here: they render nothing and hold no hooks.
  if (!documents.length && !hidden && !canAttach) return null;
  return (
    <DocumentList leave={leave} documents={documents} hidden={hidden} canAttach={canAttach} className={className} />
  );
}

function DocumentList({
  leave,
  documents,
  hidden,
  canAttach,
  className,
}: {
  leave: DocumentedLeave;
  documents: LeaveDocument[];
  hidden: number;
  canAttach: boolean;
  className?: string;
}) {
  const toast = useToast();
  const remove = useDeleteLeaveDocument();
  const [removing, setRemoving] = useState<LeaveDocument | null>(null);
  const confirmRemove = async () => {
    if (!removing) return;
    try {
      toast((await remove.mutateAsync(removing.id)).message);
    } catch (error) {
      toast(failureMessage(error, m.removeFailed), 'error');
    } finally {
      setRemoving(null);
    }
  };
  return (
    // At least 10rem: a table's auto layout would otherwise squeeze the names to nothing beside wide columns.
    <div className={cn('min-w-40', className)} data-testid="leave-documents">
      {documents.length > 0 && (
        <ul className="space-y-0.5 text-xs" aria-label={m.listLabel}>
          {documents.map((document) => (
            <DocumentRow key={document.id} document={document} onRemove={() => setRemoving(document)} />
          ))}
        </ul>
      )}
      {hidden > 0 && (
        <p className="flex items-center gap-1 text-xs text-muted">
          <Paperclip className="size-3.5 shrink-0" aria-hidden />
          {m.hidden(hidden)}
        </p>
      )}
      {canAttach && (
        <div className="text-xs">
          <AttachButton leave={leave} />
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={m.removeTitle}
        description={removing ? m.removeBody(removing.fileName) : ''}
        confirmLabel={m.removeConfirm}
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
      />
    </div>
  );
}
