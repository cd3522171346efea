import { FileUp, Paperclip, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatBytes } from '../../platform/format-bytes';
import { useCurrentUser } from '../auth';
import { t } from '../../platform/messages';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { cn } from '../../ui/cn';
import { PageHeader } from '../../ui/PageHeader';
import { dataUploadsKey, uploadDataFile } from './api';
import { UploadList } from './UploadList';
import { useDocumentTitle } from '../../platform/document-title';

const m = t.dataUploads;
/** Product §9: the upload's success banner stays 5 seconds. */
const SUCCESS_BANNER_MS = 5000;

type State = 'waiting' | 'uploading' | 'done' | 'failed';
interface Item {
  key: number;
  file: File;
  state: State;
  /** 0 to 100, from the bytes sent. */
  percent: number;
  error?: string;
}

/** /data-uploads (ADMIN): past-leave files of any format, one request per file, each with its progress (product §2, §4, §5). */
export function DataUploadsPage() {
  useDocumentTitle(m.title);
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const inputId = useId();
  const nextKey = useRef(0);
  const [items, setItems] = useState<Item[]>([]);
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => {
    if (notice?.tone !== 'success') return;
    const timer = setTimeout(() => setNotice(null), SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const add = (list: FileList | null) => {
    if (!list?.length || busy) return;
    const incoming = [...list].map((file) => ({ key: nextKey.current++, file, state: 'waiting' as const, percent: 0 }));
    setNotice(null);
    // Files already sent leave the list; those waiting or failed stay to be sent.
    setItems((current) => [...current.filter((item) => item.state !== 'done'), ...incoming]);
  };
  const update = (key: number, change: Partial<Item>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const send = async () => {
    const queue = items.filter((item) => item.state === 'waiting' || item.state === 'failed');
    if (queue.length === 0) return setNotice({ tone: 'error', text: m.noFile });
    setBusy(true);
    setNotice(null);
    let sent = 0;
    for (const item of queue) {
      update(item.key, { state: 'uploading', percent: 0, error: undefined });
      try {
        await uploadDataFile(item.file, user.organization.id, (loaded, total) => {
          if (total > 0) update(item.key, { percent: Math.min(99, Math.floor((loaded / total) * 100)) });
        });
        update(item.key, { state: 'done', percent: 100 });
        sent++;
      } catch (error) {
        update(item.key, { state: 'failed', error: error instanceof Error ? error.message : m.failed });
      }
    }
    setBusy(false);
    void queryClient.invalidateQueries({ queryKey: dataUploadsKey });
    setNotice(sent === queue.length ? { tone: 'success', text: m.success(sent) } : { tone: 'error', text: m.failed });
  };

  return (
    <div className="space-y-6">
      <PageHeader title={m.title} subtitle={m.subtitle} />
      <Alert tone="info">{m.importNote}</Alert>
      <Card className="space-y-4 p-5">
        {/* The input keeps the keyboard (Tab, then Space or Enter opens the picker); the label is the visible drop zone. */}
        <input
          id={inputId}
          type="file"
          multiple
          disabled={busy}
          className="peer sr-only"
          data-testid="data-upload-files"
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
        <label
          htmlFor={inputId}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            add(event.dataTransfer.files);
          }}
          className={cn(
            'flex cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed px-4 py-10 text-center transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2',
            dragging ? 'border-brand-600 bg-brand-50' : 'border-line bg-canvas hover:border-brand-300',
          )}
        >
          <FileUp className="size-10 text-brand-600" aria-hidden />
          <span className="mt-3 text-sm font-medium text-ink">{m.drop}</span>
          <span className="mt-1 text-xs text-muted">{m.dropHint}</span>
        </label>

        {items.length > 0 && (
          <div>
            <h2 className="mb-2 text-sm font-semibold text-ink">{m.selectedTitle}</h2>
            <ul className="divide-y divide-line rounded-xl border border-line">
              {items.map((item) => (
                <li key={item.key} className="space-y-2 px-4 py-3 text-sm">
                  <div className="flex items-start justify-between gap-3">
                    <span className="flex min-w-0 items-start gap-2">
                      <Paperclip className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden />
                      <span className="min-w-0">
                        <span className="block wrap-anywhere text-ink">{item.file.name}</span>
                        <span className="text-xs text-muted">
                          {formatBytes(item.file.size)} · {m.states[item.state]}
                        </span>
                      </span>
                    </span>
                    {(item.state === 'waiting' || item.state === 'failed') && !busy && (
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        aria-label={m.remove(item.file.name)}
                        onClick={() => setItems((current) => current.filter((other) => other.key !== item.key))}
                      >
                        <X className="size-4" aria-hidden />
                      </Button>
                    )}
                  </div>
                  {item.state !== 'waiting' && (
                    <div
                      role="progressbar"
                      aria-label={m.progressLabel(item.file.name)}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={item.percent}
                      aria-valuetext={`%${item.percent}`}
                      className="h-2 overflow-hidden rounded-full bg-slate-100"
                    >
                      <div
                        className={cn(
                          'h-full rounded-full transition-[width]',
                          item.state === 'failed'
                            ? 'bg-red-500'
                            : item.state === 'done'
                              ? 'bg-emerald-500'
                              : 'bg-brand-600',
                        )}
                        style={{ width: `${item.percent}%` }}
                      />
                    </div>
                  )}
                  {item.error && <p className="text-sm wrap-anywhere text-red-600">{item.error}</p>}
                </li>
              ))}
            </ul>
          </div>
        )}

        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <div className="flex justify-end">
          <Button type="button" onClick={() => void send()} loading={busy}>
            {m.upload}
          </Button>
        </div>
      </Card>
      <UploadList />
    </div>
  );
}
