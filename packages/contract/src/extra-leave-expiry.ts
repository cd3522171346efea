import { z } from 'zod';
import { extraLeaveExpiry as extraLeaveExpiryTexts } from './messages/termination';
import { requestObject } from './fields';

const m = extraLeaveExpiryTexts;

/** The longest period the organization may set (five years after the service year ends). */
export const EXTRA_LEAVE_EXPIRY_MAX_MONTHS = 60;

/**
 * PUT /admin/organizations/my/extra-leave-expiry (issue 24, art. 59): months after a service year
 * ends when its unused extra days (above the legal minimum) expire; null: they never expire.
 * Statutory days never expire whatever is set here.
 */
export const extraLeaveExpiryBody = requestObject({
  months: z
    .number({ error: m.monthsInvalid })
    .int(m.monthsInvalid)
    .min(0, m.monthsRange)
    .max(EXTRA_LEAVE_EXPIRY_MAX_MONTHS, m.monthsRange)
    .nullable(),
});
export type ExtraLeaveExpiryBody = z.infer<typeof extraLeaveExpiryBody>;

export const extraLeaveExpiryResponse = z.object({
  months: z.number().nullable(),
  /** The day the rule was set; expiry dates before it are never applied. */
  from: z.string().nullable(),
});
export type ExtraLeaveExpiryResponse = z.infer<typeof extraLeaveExpiryResponse>;
