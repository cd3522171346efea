import { Loader2 } from 'lucide-react';
import { cn } from './cn';
import { t } from '../platform/messages';

export function Spinner({ className, label = t.common.loading }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2', className)}>
      <Loader2 className="size-5 animate-spin text-brand-600" aria-hidden />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner className="scale-150" />
    </div>
  );
}
