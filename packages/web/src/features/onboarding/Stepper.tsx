import { Check } from 'lucide-react';
import { cn } from '../../ui/cn';

/** Five numbered steps; on a phone only the numbers show, the current label is in the card. */
export function Stepper({ step, labels }: { step: number; labels: readonly string[] }) {
  return (
    <ol className="mt-6 flex items-center gap-2" aria-label="Adımlar">
      {labels.map((label, index) => {
        const number = index + 1;
        const done = number < step;
        const current = number === step;
        return (
          <li key={label} className="flex flex-1 items-center gap-2" aria-current={current ? 'step' : undefined}>
            <span
              className={cn(
                'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                done && 'bg-brand-700 text-white',
                current && 'bg-white text-brand-800 ring-2 ring-brand-700',
                !done && !current && 'bg-slate-100 text-muted',
              )}
            >
              {done ? <Check className="size-4" aria-hidden /> : number}
            </span>
            <span className={cn('hidden text-sm lg:inline', current ? 'font-medium text-ink' : 'text-muted')}>
              {label}
            </span>
            {number < labels.length && (
              <span className={cn('h-px flex-1', done ? 'bg-brand-600' : 'bg-line')} aria-hidden />
            )}
          </li>
        );
      })}
    </ol>
  );
}
