import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';
import { useToast } from './Toast';

type SecretOnceProps = {
  /** The secret the server answers this one time (it keeps only a hash or never answers it again). */
  secret: string;
  /** The "shown once" warning; left out where the dialog's description already says it. */
  notice?: string;
  /** The copy button's visible text. */
  copy: string;
  /** The copy button's accessible name, when it should say more than `copy`. */
  copyLabel?: string;
  /** The toast after a copy, and the one when the clipboard refuses. */
  copied: string;
  copyFailed: string;
  testId?: string;
};

/** A secret shown once: in a monospace box (selected whole on a click) with a copy button that toasts. */
export function SecretOnce({ secret, notice, copy, copyLabel, copied, copyFailed, testId }: SecretOnceProps) {
  const toast = useToast();
  const [done, setDone] = useState(false);
  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setDone(true);
      toast(copied);
    } catch {
      toast(copyFailed, 'error');
    }
  };
  return (
    <div className="space-y-4">
      {notice && <Alert tone="info">{notice}</Alert>}
      <div className="flex min-w-0 items-center gap-2">
        <code
          className="min-w-0 flex-1 rounded border border-line bg-slate-50 px-2 py-1.5 font-mono text-xs wrap-anywhere select-all"
          data-testid={testId}
        >
          {secret}
        </code>
        <Button size="sm" variant="secondary" onClick={() => void copySecret()} aria-label={copyLabel}>
          {done ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
          {copy}
        </Button>
      </div>
    </div>
  );
}
