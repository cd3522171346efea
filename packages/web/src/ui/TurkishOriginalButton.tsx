import { ScrollText } from 'lucide-react';
import { pageLanguage } from '../platform/page-language';
import { Button } from './Button';
import { useDownloadAction } from './use-download-action';

/**
 * Beside a legal document's download on an English page: the same document in Turkish, the legal
 * record (the English PDF says so, docs/features.md "Languages"). Nothing on a Turkish page, where the
 * download is already the Turkish one. `label` names the document for screen readers; `done` is the
 * toast that takes the focus when the file is saved (the button is disabled while it loads).
 */
export function TurkishOriginalButton({
  download,
  text,
  label,
  done,
  failed,
}: {
  download: () => Promise<unknown>;
  text: string;
  label: string;
  done: string;
  failed: string;
}) {
  const { busy, start } = useDownloadAction(download, { done, failed });
  if (pageLanguage() === 'tr') return null;
  return (
    <Button variant="ghost" size="sm" loading={busy} onClick={start} aria-label={label}>
      {!busy && <ScrollText className="size-4" aria-hidden />}
      {text}
    </Button>
  );
}
