import { FileText } from 'lucide-react';
import { formatBytes } from '../../platform/format-bytes';
import { t } from '../../platform/messages';
import { Badge } from '../../ui/Badge';
import { Card, CardHeader } from '../../ui/Card';
import { LoadMore } from '../../ui/LoadMore';
import { QueryBody } from '../../ui/QueryBody';
import { useMyUploads } from './api';
import { formatDateTime, formatInstantDate } from '../../platform/format-dates';

const m = t.dataUploads;

/** This organization's uploads, newest first, each Bekliyor or Tamamlandı (product §4). Cards: they fit a phone. */
export function UploadList() {
  const uploads = useMyUploads();
  return (
    <Card>
      <CardHeader title={m.listTitle} description={m.listDescription} />
      <QueryBody
        query={{ ...uploads.query, data: uploads.rows }}
        failed={m.loadFailed}
        empty={m.empty}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <>
            <ul aria-label={m.listTitle} className="divide-y divide-line">
              {list.map((upload) => (
                <li key={upload.id} className="flex items-start gap-3 px-5 py-3.5">
                  <FileText className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium wrap-anywhere text-ink">{upload.fileName}</p>
                    <p className="mt-0.5 text-xs text-muted">
                      {formatBytes(upload.fileSize)} ·{' '}
                      {m.uploadedOn(
                        formatDateTime(upload.uploadedAt),
                        upload.uploadedBy && `${upload.uploadedBy.firstName} ${upload.uploadedBy.lastName}`,
                      )}
                    </p>
                    {upload.isCompleted && upload.scheduledDeleteAt && (
                      <p className="mt-0.5 text-xs text-muted">
                        {m.deletesOn(formatInstantDate(upload.scheduledDeleteAt))}
                      </p>
                    )}
                    {upload.notes && (
                      <p className="mt-1 text-sm wrap-anywhere whitespace-pre-line text-ink">{upload.notes}</p>
                    )}
                  </div>
                  <Badge tone={upload.isCompleted ? 'green' : 'amber'} className="shrink-0">
                    {upload.isCompleted ? m.completed : m.pending}
                  </Badge>
                </li>
              ))}
            </ul>
            <LoadMore {...uploads.more} />
          </>
        )}
      </QueryBody>
    </Card>
  );
}
