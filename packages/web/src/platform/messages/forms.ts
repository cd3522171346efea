import { inputShared } from '@paydos/contract/messages/common';
import { catalogue } from '@paydos/contract/messages/catalogue';

/**
 * The checks every form shares (platform/form-fieldsShared.ts): the same values the server refuses,
 * each message naming its field (issue 21).
 */
export const formMessages = /* @__PURE__ */ catalogue('forms', {
  form: {
    required: (label: string) => `${label} gerekli`,
    tooLong: inputShared.tooLong,
    phoneInvalid: inputShared.phoneInvalid,
    nationalIdLength: inputShared.nationalIdLength,
    nationalIdInvalid: inputShared.nationalIdInvalid,
    /** The counter under a text area with a limit (ui/Field TextAreaField). */
    characterCount: 'Karakter sayısı',
    characterCounter: (used: string, max: string) => `${used} / ${max}`,
  },
} as const);
