import { useId } from 'react';
import { CheckboxField } from './CheckboxField';

export type CheckboxOption<V extends string> = { value: V; label: string; hint?: string };

type CheckboxGroupFieldProps<V extends string> = {
  /** Names the group: a screen reader reads it with every box. */
  legend: string;
  options: readonly CheckboxOption<V>[];
  /** The ticked values, in the order they were ticked. */
  value: readonly V[];
  onChange: (next: V[]) => void;
  /** Why the choice is refused (e.g. none ticked). */
  error?: string;
};

/**
 * A subset of fixed values picked by ticking (API key scopes, webhook events): a fieldset named by
 * its legend, one CheckboxField per option, the error under the group. Controlled, so it sits in a
 * react-hook-form `Controller` as `value={field.value} onChange={field.onChange}`.
 */
export function CheckboxGroupField<V extends string>({
  legend,
  options,
  value,
  onChange,
  error,
}: CheckboxGroupFieldProps<V>) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-2 space-y-2">
        {options.map((option) => (
          <CheckboxField
            key={option.value}
            label={option.label}
            hint={option.hint}
            checked={value.includes(option.value)}
            onChange={(e) =>
              onChange(e.target.checked ? [...value, option.value] : value.filter((v) => v !== option.value))
            }
          />
        ))}
        {error && (
          <p id={errorId} role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
      </div>
    </fieldset>
  );
}
