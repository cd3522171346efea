import { isCalendarDate } from '@paydos/domain';
import { z } from 'zod';
import { messages } from '../../platform/messages';

const p = messages.people;

/** A `YYYY-MM-DD` calendar date that exists (2026-02-30 does not). */
export const calendarDateField = z.string({ error: p.dateInvalid }).refine(isCalendarDate, p.dateInvalid);

/** Free text of a person's record: trimmed, empty means "not given" (null). */
export const optionalText = (max = 200, message = p.textTooLong(max)) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));
