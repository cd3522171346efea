import { messages } from '@paydos/contract/messages';
import { calendarDate, text, type FieldName } from '@paydos/contract/fields';

const p = messages.people;

/** A `YYYY-MM-DD` calendar date that exists (2026-02-30 does not), with the people pages' message. */
export const calendarDateField = (field: FieldName) => calendarDate(field, p.dateInvalid);

/** Free text of a person's record: trimmed, empty means "not given" (null); too long is a 400 naming the field. */
export const optionalText = (field: FieldName, max = 200, options: { multiline?: boolean } = {}) =>
  text(field, { multiline: options.multiline })
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
