import {
  EMAIL_MAX_LENGTH,
  isEmailAddress,
  isTurkishNationalId,
  normalizeNationalId,
  normalizeTurkishPhone,
  PHONE_MAX_LENGTH,
} from '@paydos/domain';
import { z } from 'zod';
import { t } from './messages';

/**
 * The zod checks of the values people type, by the domain's rules (the server's request-fields use
 * the same ones): a form refuses what the server would, with the same field-naming messages.
 * Empty strings mean "not given" unless the field is required.
 */
const f = t.form;

/** Text with a limit: "Soyad en fazla 100 karakter olabilir"; `required` makes it mandatory with that message. */
export function limitedText(label: string, max: number, required?: string) {
  const text = z.string().trim().max(max, f.tooLong(label, max));
  return required ? text.min(1, required) : text;
}

/** A Turkish phone number ('0532 111 22 33', '+90 532 111 22 33'), optional unless `required` is given. */
export function phoneText(label: string, required?: string) {
  return z
    .string()
    .trim()
    .refine((value) => value !== '' || !required, required ?? '')
    .refine((value) => value.length <= PHONE_MAX_LENGTH, f.tooLong(label, PHONE_MAX_LENGTH))
    .refine(
      (value) => value === '' || value.length > PHONE_MAX_LENGTH || normalizeTurkishPhone(value) !== null,
      f.phoneInvalid(label),
    );
}

/** A TC Kimlik Numarası with its check digits, optional unless `required` is given. */
export function nationalIdText(required?: string) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const id = normalizeNationalId(value);
      if (id === '') {
        if (required) ctx.addIssue({ code: 'custom', message: required });
      } else if (!/^\d{11}$/.test(id)) ctx.addIssue({ code: 'custom', message: f.nationalIdLength });
      else if (!isTurkishNationalId(id)) ctx.addIssue({ code: 'custom', message: f.nationalIdInvalid });
    });
}

/** An e-mail address by the domain's rule. */
export function emailText(required: string, invalid: string) {
  return z
    .string()
    .trim()
    .min(1, required)
    .max(EMAIL_MAX_LENGTH, invalid)
    .refine((value) => isEmailAddress(value), invalid);
}
