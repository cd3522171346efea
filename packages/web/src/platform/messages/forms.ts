/**
 * The checks every form shares (platform/form-fields.ts): the same values the server refuses,
 * each message naming its field (issue 21).
 */
export const formMessages = {
  form: {
    required: (label: string) => `${label} gerekli`,
    tooLong: (label: string, max: number) => `${label} en fazla ${max} karakter olabilir`,
    phoneInvalid: (label: string) => `${label} geçerli bir Türkiye telefon numarası olmalıdır (örneğin 0532 123 45 67)`,
    nationalIdLength: 'TC Kimlik Numarası 11 haneli olmalı',
    nationalIdInvalid: 'TC Kimlik Numarası geçerli değil (kontrol haneleri tutmuyor). Lütfen numarayı kontrol edin.',
    /** The counter under a text area with a limit (ui/Field TextAreaField). */
    characterCount: 'Karakter sayısı',
    characterCounter: (used: string, max: string) => `${used} / ${max}`,
  },
} as const;
