import { istanbulToday, PHONE_MAX_LENGTH, TEXT_LIMITS } from '@paydos/domain';
import type { Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { DateField } from './DateField';
import { TextAreaField, TextField } from './Field';

type TextName = 'phone' | 'nationalId' | 'address' | 'emergencyContact' | 'emergencyPhone';
type PersonFieldName = TextName | 'birthDate';

export interface PersonFieldsProps {
  /** Each field's label (the pages word them as the spec does). */
  labels: Record<PersonFieldName, string>;
  /** The form's `register` (react-hook-form), for the text fields. */
  register: (name: TextName) => UseFormRegisterReturn;
  /** The birth date's controlled field (`useController(…).field`). */
  birthDate: {
    value: string;
    onChange: (value: string) => void;
    onBlur: () => void;
    name: string;
    ref: Ref<HTMLInputElement>;
  };
  /** The form's errors (`formState.errors`), by the names above. */
  errors: Partial<Record<PersonFieldName, { message?: string }>>;
  /** Headings over the personal and the emergency fields (registration); without them, the fields alone. */
  headings?: { personal: string; emergency: string };
}

/**
 * A person's own record, the same on the profile and on registration from an invitation: phone, TC
 * identity number, birth date (not in the future), address and the emergency contact. Laid out in
 * the caller's two-column grid; the schemas' rules come from platform/form-fields.
 */
export function PersonFields({ labels, register, birthDate, errors, headings }: PersonFieldsProps) {
  const heading = (text: string) => <h2 className="pt-2 text-sm font-semibold text-ink sm:col-span-2">{text}</h2>;
  return (
    <>
      {headings && heading(headings.personal)}
      <TextField
        label={labels.phone}
        type="tel"
        autoComplete="tel"
        maxLength={PHONE_MAX_LENGTH}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label={labels.nationalId}
        inputMode="numeric"
        maxLength={11}
        error={errors.nationalId?.message}
        {...register('nationalId')}
      />
      <DateField
        {...birthDate}
        label={labels.birthDate}
        max={istanbulToday(new Date())}
        yearNavigation
        error={errors.birthDate?.message}
      />
      <TextAreaField
        label={labels.address}
        rows={2}
        autoComplete="street-address"
        maxLength={TEXT_LIMITS.address}
        error={errors.address?.message}
        className="sm:col-span-2"
        {...register('address')}
      />
      {headings && heading(headings.emergency)}
      <TextField
        label={labels.emergencyContact}
        error={errors.emergencyContact?.message}
        {...register('emergencyContact')}
      />
      <TextField
        label={labels.emergencyPhone}
        type="tel"
        maxLength={PHONE_MAX_LENGTH}
        error={errors.emergencyPhone?.message}
        {...register('emergencyPhone')}
      />
    </>
  );
}
