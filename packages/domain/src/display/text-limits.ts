/**
 * Lengths of the free texts people type, shared by the web's forms (the counter under a text area,
 * the zod messages) and the server's schemas, so both refuse at the same character.
 */
export const TEXT_LIMITS = {
  /** First and last names, position, department. */
  name: 100,
  /** A leave request's reason (Açıklama) and the operator's leave reason; decision and rejection reasons too. */
  leaveReason: 1000,
  /** Why a day count or a legal length is overridden (Gerekçe). */
  overrideReason: 500,
  /** A person's or a company's address. */
  address: 500,
  /** A company's description. */
  description: 1000,
  /** The leave policy's description (Politika açıklaması), checked where a policy is entered. */
  policyDescription: 2000,
  /** The operator's notes on a completed upload. */
  uploadNotes: 2000,
  /** A coupon's description. */
  couponDescription: 500,
  /** Where an annual leave with travel days is spent (yol izni, 4857 md. 56/4). */
  travelDestination: 100,
  /** Other short texts of a person's record (emergency contact). */
  short: 200,
} as const;

export const LEAVE_REASON_MAX_LENGTH = TEXT_LIMITS.leaveReason;
