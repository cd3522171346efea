import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Product §5: a phone is at most 17 characters, as '+90 532 123 45 67' is. */
export const PHONE_MAX_LENGTH = 17;

/**
 * A Turkish phone number as it is stored and shown, '+90 532 111 22 33', or null when the text is
 * not one (libphonenumber-js with its `min` metadata: the number's length and leading digits by
 * Türkiye's plan). Accepted: '+90 532 111 22 33', '0532 111 22 33', '532 111 2233', '(0212) 000 00 00'.
 * A number of another country is not a Turkish phone (product §5: Turkey only).
 */
export function normalizeTurkishPhone(value: string): string | null {
  const text = value.trim();
  if (text.length === 0 || text.length > PHONE_MAX_LENGTH + 3 || /[^\d\s()+.-]/.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text, 'TR');
  if (!parsed || parsed.country !== 'TR' || !parsed.isValid()) return null;
  return parsed.formatInternational();
}

export function isTurkishPhone(value: string): boolean {
  return normalizeTurkishPhone(value) !== null;
}
