import { Eye, EyeOff, Search } from 'lucide-react';
import {
  forwardRef,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { t } from '../platform/messages';
import { assignRef } from './assign-ref';
import { cn } from './cn';
import { formatCount } from '../platform/format-numbers';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The label for screen readers only (an inline edit whose row already names the field). */
  labelHidden?: boolean;
  error?: string;
  hint?: ReactNode;
  trailing?: ReactNode;
}

export const inputClass =
  'block h-10 w-full rounded-lg border border-line bg-white px-3 text-sm text-ink placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:bg-slate-50 aria-invalid:border-red-500 aria-invalid:ring-red-100';

/** The label, the control and its error or hint under it (and a counter at its end), wired for screen readers. */
export function FieldFrame({
  inputId,
  label,
  error,
  hint,
  counter,
  className,
  labelHidden,
  children,
}: {
  inputId: string;
  label: string;
  /** The label for screen readers only: a compact row whose column header already names the field (inline edit). */
  labelHidden?: boolean;
  error?: string;
  hint?: ReactNode;
  counter?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const note = error ? (
    <p id={`${inputId}-error`} className="text-sm text-red-600">
      {error}
    </p>
  ) : hint ? (
    <p id={`${inputId}-hint`} className="text-sm text-muted wrap-anywhere">
      {hint}
    </p>
  ) : null;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label
        id={`${inputId}-label`}
        htmlFor={inputId}
        className={cn('block text-sm font-medium text-ink', labelHidden && 'sr-only')}
      >
        {label}
      </label>
      {children}
      {counter ? (
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">{note}</div>
          {counter}
        </div>
      ) : (
        note
      )}
    </div>
  );
}

/** The id a field's control uses, and the attributes that tie it to its error or hint. */
export function useFieldIds(id: string | undefined, error: string | undefined, hint?: ReactNode) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  return {
    inputId,
    control: { id: inputId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy },
  };
}

/** A labelled input with its error under it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, trailing, className, id, labelHidden, ...props },
  ref,
) {
  const { inputId, control } = useFieldIds(id, error, hint);
  return (
    <FieldFrame
      inputId={inputId}
      label={label}
      labelHidden={labelHidden}
      error={error}
      hint={hint}
      className={className}
    >
      <div className="relative">
        <input ref={ref} {...control} className={cn(inputClass, trailing && 'pr-10')} {...props} />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-2">{trailing}</div>}
      </div>
    </FieldFrame>
  );
});

/** A list's search box: a text field of type search with the magnifier at its end. */
export const SearchField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type' | 'trailing'>>(
  function SearchField(props, ref) {
    return (
      <TextField ref={ref} type="search" trailing={<Search className="size-4 text-muted" aria-hidden />} {...props} />
    );
  },
);

export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type' | 'trailing'>>(
  function PasswordField(props, ref) {
    const [visible, setVisible] = useState(false);
    return (
      <TextField
        ref={ref}
        type={visible ? 'text' : 'password'}
        trailing={
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            className="rounded p-1 text-muted hover:text-ink"
            aria-label={visible ? t.common.hidePassword : t.common.showPassword}
          >
            {visible ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
          </button>
        }
        {...props}
      />
    );
  },
);

/** A labelled native select (reads well on phones), same look and error wiring as TextField. */
export const SelectField = forwardRef<
  HTMLSelectElement,
  InputHTMLAttributes<HTMLSelectElement> & {
    label: string;
    error?: string;
    hint?: ReactNode;
    labelHidden?: boolean;
    children: ReactNode;
  }
>(function SelectField({ label, error, hint, className, id, labelHidden, children, ...props }, ref) {
  const { inputId, control } = useFieldIds(id, error, hint);
  return (
    <FieldFrame
      inputId={inputId}
      label={label}
      error={error}
      hint={hint}
      className={className}
      labelHidden={labelHidden}
    >
      <select ref={ref} {...control} className={inputClass} {...props}>
        {children}
      </select>
    </FieldFrame>
  );
});

/**
 * A labelled multi-line text input. With `maxLength` it shows how much of the limit is used
 * ("120 / 1.000", read with the field by screen readers) and the browser stops at the limit; the
 * form's zod schema and the server refuse the same length with a message naming the field.
 */
export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string; hint?: ReactNode; rows?: number }
>(function TextAreaField({ label, error, hint, className, id, rows = 3, maxLength, onChange, ...props }, ref) {
  const { inputId, control } = useFieldIds(id, error, hint);
  const node = useRef<HTMLTextAreaElement | null>(null);
  const [typed, setTyped] = useState(0);
  // A form library may fill or empty the field without an event (react-hook-form's defaults, reset() after a
  // submit): read it after every render (React skips the update when the length is the same).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- after every render on purpose (above)
  useLayoutEffect(() => setTyped(node.current?.value.length ?? 0));
  const length = props.value !== undefined ? String(props.value).length : typed;
  const counterId = `${inputId}-count`;
  const counter =
    maxLength !== undefined ? (
      <p
        id={counterId}
        className={cn('shrink-0 text-xs tabular-nums', length >= maxLength ? 'font-medium text-red-700' : 'text-muted')}
      >
        <span className="sr-only">{t.form.characterCount}: </span>
        {t.form.characterCounter(formatCount(length), formatCount(maxLength))}
      </p>
    ) : undefined;
  const describedBy =
    [control['aria-describedby'], counter ? counterId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <FieldFrame inputId={inputId} label={label} error={error} hint={hint} counter={counter} className={className}>
      <textarea
        ref={(element) => {
          node.current = element;
          assignRef(ref, element);
        }}
        {...control}
        aria-describedby={describedBy}
        rows={rows}
        maxLength={maxLength}
        className={cn(inputClass, 'h-auto py-2')}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
          setTyped(event.target.value.length);
          onChange?.(event);
        }}
        {...props}
      />
    </FieldFrame>
  );
});
