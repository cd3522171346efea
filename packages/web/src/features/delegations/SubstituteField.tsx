import { useController, type FieldValues, type UseControllerProps } from 'react-hook-form';
import { delegationsMessages } from '../../platform/messages/delegations';
import { PersonPicker } from '../../ui/PersonPicker';
import { searchColleagues } from './api';

const m = delegationsMessages.substitute;

/**
 * The leave form's optional substitute (vekil, issue 23 item 4): a colleague picked from GET
 * /api/colleagues (the asker's team first), sent as `substituteId`; '' is none. The server checks
 * him (active, not the asker, not away on those days) and names the problem under the box.
 */
export function SubstituteField<T extends FieldValues>({
  className,
  ...controller
}: UseControllerProps<T> & { className?: string }) {
  const { field, fieldState } = useController(controller);
  return (
    <PersonPicker
      ref={field.ref}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={m.label}
      hint={m.hint}
      placeholder={m.placeholder}
      fetcher={searchColleagues}
      error={fieldState.error?.message}
      className={className}
    />
  );
}
