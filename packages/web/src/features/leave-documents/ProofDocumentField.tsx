import { isProofDocumentType, PROOF_DOCUMENT_MAX_BYTES } from '@paydos/domain';
import { Paperclip, X } from 'lucide-react';
import { useId } from 'react';
import { formatBytes } from '../../platform/format-bytes';
import { leaveDocumentsMessages } from '@paydos/contract/messages/leave-documents';
import { leaveDocumentMessages as m } from '../../platform/messages/leave-documents';

/** The server's own text for the same limit (one catalogue per text). */
const { leaveDocuments } = leaveDocumentsMessages;
import { FieldFrame } from '../../ui/Field';
import { cn } from '../../ui/cn';

/** The accept list of the picker; the server decides by the file's content (domain PROOF_DOCUMENT_TYPES). */
export const PROOF_ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

/** What is wrong with a chosen file before it is sent (size; a type the browser already knows is not a proof), or null. */
export function proofFileProblem(file: File): string | null {
  if (file.size > PROOF_DOCUMENT_MAX_BYTES) return leaveDocuments.tooLarge;
  if (file.type && !isProofDocumentType(file.type)) return m.wrongType;
  return null;
}

/**
 * A file picker for one proof document (the leave form's "Belge ekle", an existing leave's attach):
 * the native input stays for the keyboard and screen readers (hidden visually: its own text is in the
 * browser's language), a Turkish button-like label opens it, the chosen file shows with a way to clear it.
 */
export function ProofDocumentField({
  file,
  onChange,
  error,
  label = m.field,
  className,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  label?: string;
  className?: string;
}) {
  const inputId = useId();
  return (
    <FieldFrame inputId={inputId} label={label} error={error} hint={m.fieldHint} className={className}>
      <input
        id={inputId}
        type="file"
        accept={PROOF_ACCEPT}
        className="peer sr-only"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : `${inputId}-hint`}
        data-testid="proof-document-input"
        onChange={(event) => {
          onChange(event.target.files?.[0] ?? null);
          event.target.value = '';
        }}
      />
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <label
          htmlFor={inputId}
          className={cn(
            'inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-line bg-white px-4 text-sm font-medium text-ink hover:bg-slate-50',
            'peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2',
          )}
        >
          <Paperclip className="size-4" aria-hidden />
          {m.attach}
        </label>
        {file && (
          <span className="flex min-w-0 items-center gap-1 text-sm text-ink">
            <span className="wrap-anywhere">{m.chosen(file.name, formatBytes(file.size))}</span>
            <button
              type="button"
              className="rounded p-1 text-muted hover:bg-slate-100 hover:text-ink"
              aria-label={m.clear}
              onClick={() => onChange(null)}
            >
              <X className="size-4" aria-hidden />
            </button>
          </span>
        )}
      </div>
    </FieldFrame>
  );
}
