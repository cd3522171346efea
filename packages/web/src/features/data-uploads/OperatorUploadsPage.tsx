import { TEXT_LIMITS } from '@paydos/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Download, FileText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { limitedText } from '../../platform/form-fields';
import { t } from '../../platform/messages';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { LoadMore } from '../../ui/LoadMore';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/Dialog';
import { TextAreaField } from '../../ui/Field';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { Table, Td, Th } from '../../ui/Table';
import { useToast } from '../../ui/Toast';
import { formatBytes } from '../../platform/format-bytes';
import {
  useAllUploads,
  useCompleteUpload,
  useDeleteUpload,
  useDownloadUpload,
  type OperatorUpload,
} from './operator-api';
import { useDocumentTitle } from '../../platform/document-title';
import { formatInstantDate } from '../../platform/format-dates';

const m = t.operatorUploads;
const DAY = 86_400_000;
/** The notes: optional, at most TEXT_LIMITS.uploadNotes (the contract's `completeBody`). */
const completeSchema = z.object({ notes: limitedText(m.notes, TEXT_LIMITS.uploadNotes) });

/** Product §4: a completed upload shows the days left until its automatic deletion. */
function deletionText(upload: OperatorUpload, now: number) {
  if (!upload.isCompleted || !upload.scheduledDeleteAt) return '—';
  return m.daysLeft(Math.ceil((Date.parse(upload.scheduledDeleteAt) - now) / DAY));
}

function State({ upload }: { upload: OperatorUpload }) {
  return <Badge tone={upload.isCompleted ? 'green' : 'amber'}>{upload.isCompleted ? m.completed : m.pending}</Badge>;
}

/** Operator /data-uploads (product §2, §4, §8): every organization's uploads; download, complete with notes, delete. */
export function OperatorUploadsPage() {
  useDocumentTitle(m.title);
  const { query: uploads, rows: list, more } = useAllUploads();
  const complete = useCompleteUpload();
  const remove = useDeleteUpload();
  const download = useDownloadUpload();
  const toast = useToast();
  const [completing, setCompleting] = useState<OperatorUpload | null>(null);
  const completeForm = useForm({ resolver: zodResolver(completeSchema), defaultValues: { notes: '' } });
  const [deleting, setDeleting] = useState<OperatorUpload | null>(null);
  const now = Date.now();

  const onDownload = (upload: OperatorUpload) =>
    download.mutate(upload, {
      onSuccess: () => toast(m.downloadDone),
      onError: () => toast(m.downloadFailed, 'error'),
    });
  const onComplete = completeForm.handleSubmit(({ notes }) => {
    if (!completing) return;
    complete.mutate(
      { id: completing.id, notes },
      {
        onSuccess: () => {
          toast(m.completed30);
          setCompleting(null);
        },
        onError: () => toast(m.actionFailed, 'error'),
      },
    );
  });
  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast(m.deleted),
      onError: () => toast(m.deleteFailed, 'error'),
      onSettled: () => setDeleting(null),
    });
  };

  const actions = (upload: OperatorUpload) => (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="secondary"
        aria-label={m.downloadLabel(upload.fileName)}
        onClick={() => onDownload(upload)}
      >
        <Download className="size-4" aria-hidden />
        {m.download}
      </Button>
      {!upload.isCompleted && (
        <Button
          size="sm"
          onClick={() => {
            completeForm.reset();
            setCompleting(upload);
          }}
        >
          <CheckCircle2 className="size-4" aria-hidden />
          {m.completeShort}
        </Button>
      )}
      <Button size="sm" variant="ghost" aria-label={m.deleteLabel(upload.fileName)} onClick={() => setDeleting(upload)}>
        <Trash2 className="size-4 text-red-600" aria-hidden />
        <span className="sr-only md:not-sr-only">{m.delete}</span>
      </Button>
    </div>
  );

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={m.title} subtitle={m.subtitle} />
      {uploads.isPending ? (
        <Spinner />
      ) : uploads.isError ? (
        <Alert tone="error" title={m.loadFailed}>
          {uploads.error.message}
        </Alert>
      ) : list.length === 0 ? (
        <Card className="p-6 text-sm text-muted">{m.empty}</Card>
      ) : (
        <Card className="overflow-hidden">
          <div className="hidden md:block">
            <Table aria-label={m.title}>
              <thead>
                <tr>
                  <Th>{m.file}</Th>
                  <Th>{m.size}</Th>
                  <Th>{m.organization}</Th>
                  <Th>{m.uploadedAt}</Th>
                  <Th>{m.state}</Th>
                  <Th>{m.notes}</Th>
                  <Th>{m.deletion}</Th>
                  <Th>{m.actions}</Th>
                </tr>
              </thead>
              <tbody>
                {list.map((upload) => (
                  <tr key={upload.id}>
                    <Td>
                      <p className="font-medium wrap-anywhere text-ink">{upload.fileName}</p>
                    </Td>
                    <Td className="whitespace-nowrap">{formatBytes(upload.fileSize)}</Td>
                    <Td>
                      <p className="wrap-anywhere">{upload.organization.name}</p>
                      <p className="text-xs text-muted">{upload.organization.subdomain}</p>
                    </Td>
                    <Td className="whitespace-nowrap">{formatInstantDate(upload.uploadedAt)}</Td>
                    <Td>
                      <State upload={upload} />
                    </Td>
                    <Td className="max-w-56 text-sm wrap-anywhere whitespace-pre-line">{upload.notes ?? '—'}</Td>
                    <Td className="text-sm text-muted">{deletionText(upload, now)}</Td>
                    <Td>{actions(upload)}</Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
          <ul aria-label={m.title} className="divide-y divide-line md:hidden">
            {list.map((upload) => (
              <li key={upload.id} className="grid grid-cols-1 gap-2 p-4">
                <div className="flex items-start gap-3">
                  <FileText className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium wrap-anywhere text-ink">{upload.fileName}</p>
                    <p className="text-xs text-muted wrap-anywhere">
                      {formatBytes(upload.fileSize)} · {upload.organization.name} ·{' '}
                      {formatInstantDate(upload.uploadedAt)}
                    </p>
                  </div>
                  <State upload={upload} />
                </div>
                {upload.notes && <p className="text-sm wrap-anywhere whitespace-pre-line">{upload.notes}</p>}
                {upload.isCompleted && <p className="text-xs text-muted">{deletionText(upload, now)}</p>}
                {actions(upload)}
              </li>
            ))}
          </ul>
          <LoadMore {...more} />
        </Card>
      )}

      <ConfirmDialog
        open={!!completing}
        onOpenChange={(open) => !open && setCompleting(null)}
        title={m.completeTitle}
        description={completing ? m.completeDescription(completing.fileName) : undefined}
        confirmLabel={m.complete}
        busy={complete.isPending}
        onConfirm={() => void onComplete()}
      >
        <form noValidate onSubmit={(event) => void onComplete(event)}>
          <TextAreaField
            label={m.notesLabel}
            hint={m.notesHint}
            rows={3}
            maxLength={TEXT_LIMITS.uploadNotes}
            error={completeForm.formState.errors.notes?.message}
            {...completeForm.register('notes')}
          />
        </form>
      </ConfirmDialog>
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={m.deleteTitle}
        description={m.deleteConfirm}
        confirmLabel={m.delete}
        tone="danger"
        busy={remove.isPending}
        onConfirm={onDelete}
      />
    </div>
  );
}
