/**
 * Lengths of the free texts people type, shared by the web's forms (the counter under a text area,
 * the zod messages) and the server's schemas, so both refuse at the same character.
 */
export const TEXT_LIMITS = {
  /** First and last names, position, department. */
  name: 100,
  /** A leave request's reason (Açıklama) and the operator's leave reason. */
  leaveReason: 1000,
  /** A person's or a company's address. */
  address: 500,
  /** A company's description. */
  description: 1000,
  /** Other short texts of a person's record (emergency contact). */
  short: 200,
} as const;

export const LEAVE_REASON_MAX_LENGTH = TEXT_LIMITS.leaveReason;
