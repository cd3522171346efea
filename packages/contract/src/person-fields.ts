import { z } from 'zod';
import { calendarDate, requestObject, text, type FieldName } from './fields';
import { messages } from './messages';

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

/** `/:id` of a person or an invitation: a uuid, else 400 before any query runs. */
export const idParams = requestObject({ id: z.uuid({ error: p.idInvalid }) });

/** A file part of a multipart form, in the OpenAPI document (the route reads the file itself). */
export const fileField = () => z.any().meta({ type: 'string', format: 'binary' });
