import { Loader2 } from 'lucide-react';
import { cn } from './cn';
import { t } from '../platform/messages/first-load';

export function Spinner({ className, label = t.common.loading }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2', className)}>
      <Loader2 className="size-5 animate-spin text-brand-600" aria-hidden />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** With a label, the text shows under the spinner (e.g. 'Giriş yapılıyor...'); without, it is for screen readers. */
export function FullPageSpinner({ label }: { label?: string } = {}) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4">
      <Spinner className="scale-150" label={label} />
      {label && (
        <p className="text-sm text-muted" aria-hidden>
          {label}
        </p>
      )}
    </div>
  );
}
