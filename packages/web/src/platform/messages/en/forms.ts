import type { formMessages as turkish } from '../forms';
import type { Translation } from '@paydos/contract/messages/translation';
import { formatCount } from '../../format-numbers';

/**
 * The checks every form shares (platform/form-fieldsShared.ts): the same values the server refuses,
 * each message naming its field (issue 21).
 */
export const formMessages: Translation<typeof turkish> = {
  form: {
    required: (label: string) => `${label} is required`,
    tooLong: (label: string, max: number) => `${label} can be at most ${formatCount(max)} characters`,
    phoneInvalid: (label: string) => `${label} must be a valid Turkish phone number (for example 0532 123 45 67)`,
    nationalIdLength: 'TC Kimlik Numarası (Turkish ID number) must be 11 digits',
    nationalIdInvalid:
      'TC Kimlik Numarası (Turkish ID number) is not valid (the check digits do not match). Please check the number.',
    /** The counter under a text area with a limit (ui/Field TextAreaField). */
    characterCount: 'Character count',
    characterCounter: (used: string, max: string) => `${used} / ${max}`,
  },
};
