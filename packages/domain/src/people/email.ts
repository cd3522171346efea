/**
 * An e-mail address as people type it: a local part (letters, digits, `_ ' + - .`, no leading, trailing
 * or double dot) and a domain of labels with a top level of at least two letters; at most 254
 * characters. The same pattern zod's `z.email()` uses, in one place for web and server.
 */
const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const EMAIL_MAX_LENGTH = 254;

export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** The address as it is stored and compared: trimmed, lower case. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
