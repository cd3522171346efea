import { z } from 'zod';
import { requestObject, text } from './fields';
import { messages } from './messages';
import { idParams } from './person-fields';
import { catalogueText } from './catalogue-text';
import { documentLanguage } from './document-language';

const m = messages.leaveRecord;

/**
 * PUT /employee/{id}/registry-number (ADMIN): the employer's registry number (sicil no) on the leave
 * record and the payroll file; empty clears it. Letters, digits and the separators registries use.
 */
export const registryNumberBody = requestObject({
  registryNumber: text('registryNumber', { required: m.registryNumberInvalid })
    .trim()
    .max(30, { error: m.registryNumberInvalid })
    .regex(/^[\p{L}\p{N} ./-]*$/u, { error: m.registryNumberInvalid })
    .nullable()
    .transform((v) => v || null),
});
export type RegistryNumberBody = z.input<typeof registryNumberBody>;

export const registryNumberResponse = z.object({ registryNumber: z.string().nullable(), message: catalogueText() });
export type RegistryNumberResponse = z.infer<typeof registryNumberResponse>;

const wholeNumber = (field: 'serviceYear' | 'year', error: string, min: number, max: number) =>
  text(field, { required: error })
    .trim()
    .regex(/^\d{1,4}$/, { error })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error });

/** `?serviceYear=3`: which service year's record (0 is the first year, before the right is earned); left out: the latest earned; `?language=`: document-language.ts. */
export const leaveRecordQuery = requestObject({
  serviceYear: wholeNumber('serviceYear', m.serviceYearInvalid, 0, 80).optional(),
  language: documentLanguage,
});
export const leaveRecordParams = idParams;

/** `?year=2026`: everybody's record of the service year earned in that calendar year, one PDF each, in a ZIP (`?language=` for all of them). */
export const leaveRecordsArchiveQuery = requestObject({
  year: wholeNumber('year', m.yearInvalid, 2000, 2100),
  language: documentLanguage,
});
