import { useId, type InputHTMLAttributes } from 'react';
import { cn } from './cn';

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  /** A line under the label saying what the setting does. */
  hint?: string;
  /** Why the last change was not saved. */
  error?: string;
};

/** One on/off setting: a checkbox with its label and an explanation, the whole row clickable. */
export function CheckboxField({ label, hint, error, className, ...input }: CheckboxFieldProps) {
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label className={cn('flex items-start gap-3', input.disabled && 'opacity-70')}>
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-brand-700"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        <span className="min-w-0">
          <span className="block text-sm font-medium">{label}</span>
          {hint && (
            <span id={hintId} className="block text-sm text-muted">
              {hint}
            </span>
          )}
        </span>
      </label>
      {error && (
        <p id={errorId} role="alert" className="mt-1 ml-7 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
