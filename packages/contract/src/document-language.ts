import { LANGUAGES } from '@paydos/domain';
import { z } from 'zod';
import { requestObject } from './fields';
import { input } from './messages/common';

/**
 * `?language=tr`: a PDF in this language rather than its reader's (issue 26). An English reader reads the legal
 * records in English, and downloads the Turkish one, the legal record, with `?language=tr`.
 */
export const documentLanguage = z.enum(LANGUAGES, { error: input.documentLanguageInvalid }).optional();

/** The query of a PDF route that takes nothing else. */
export const documentQuery = requestObject({ language: documentLanguage });
