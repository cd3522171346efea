import { FileUp, Paperclip, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { formatBytes } from '../../platform/format-bytes';
import { t } from '../../platform/messages';
import { Button } from '../../ui/Button';

const u = t.onboarding.upload;
/** The server's limits for the wizard (docs/SECURITY.md "Uploads"); more goes through the data-uploads page afterwards. */
export const MAX_FILES = 5;
export const MAX_TOTAL_BYTES = 10 * 1024 * 1024;

/** Step 4 (optional): past-leave files of any format, at most 5 files and 10 MB together; sent with step 5. */
export function UploadStep({ files, onChange }: { files: File[]; onChange(files: File[]): void }) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [rejected, setRejected] = useState<string[]>([]);
  const add = (list: FileList | null) => {
    if (!list) return;
    const kept = [...files];
    const refused: string[] = [];
    let total = files.reduce((sum, f) => sum + f.size, 0);
    for (const file of list) {
      if (kept.length >= MAX_FILES) refused.push(u.tooMany(file.name));
      else if (total + file.size > MAX_TOTAL_BYTES) refused.push(u.tooLarge(file.name));
      else {
        kept.push(file);
        total += file.size;
      }
    }
    setRejected(refused);
    onChange(kept);
  };
  return (
    <div className="space-y-4">
      <div
        onDragOver={(e) => (e.preventDefault(), setDragging(true))}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => (e.preventDefault(), setDragging(false), add(e.dataTransfer.files))}
        className={`flex flex-col items-center justify-center rounded-xl border-2 border-dashed px-4 py-10 text-center ${dragging ? 'border-brand-600 bg-brand-50' : 'border-line bg-canvas'}`}
      >
        <FileUp className="size-10 text-brand-600" aria-hidden />
        <p className="mt-3 text-sm text-ink">
          {u.drop}{' '}
          <button
            type="button"
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
            onClick={() => input.current?.click()}
          >
            {u.pick}
          </button>
        </p>
        <p className="mt-1 text-xs text-muted">{u.hint}</p>
        {/* Opened by the button above (the one control for keyboards and screen readers): out of the tab order and unnamed, so hidden from them. */}
        <input
          ref={input}
          type="file"
          multiple
          tabIndex={-1}
          aria-hidden
          className="sr-only"
          data-testid="onboarding-files"
          onChange={(e) => (add(e.target.files), (e.target.value = ''))}
        />
      </div>
      {rejected.map((text) => (
        <p key={text} className="text-sm text-red-600">
          {text}
        </p>
      ))}
      {files.length > 0 && (
        <ul className="divide-y divide-line rounded-xl border border-line bg-white">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm">
              <span className="flex min-w-0 items-center gap-2">
                <Paperclip className="size-4 shrink-0 text-muted" aria-hidden />
                <span className="min-w-0 wrap-anywhere">{file.name}</span>
                <span className="shrink-0 text-muted">{formatBytes(file.size)}</span>
              </span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={u.remove(file.name)}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                <X className="size-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
