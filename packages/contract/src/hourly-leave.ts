import { formatDuration, MAX_DAILY_WORKING_MINUTES, MIN_DAILY_WORKING_MINUTES } from '@paydos/domain';
import { z } from 'zod';
import { calendarDate, requestObject } from './fields';
import { hourlyLeaveTexts as m } from './messages/hourly-leave';

/**
 * Hourly leave (docs/decisions/015-hourly-leave-in-minutes.md): the fields a leave request may add to
 * product §7's shape (all optional: a request without them is a leave of whole days, unchanged) and
 * the organization's working-time setting.
 */

/** 'HH:MM', 00:00 to 23:59. */
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const hourlyLeaveFields = {
  /** Minutes taken on each working day of the range (nursing: at most 90); absent or null: whole days. */
  minutesPerDay: z
    .number({ error: m.minutesPerDayInvalid })
    .int({ error: m.minutesPerDayInvalid })
    .min(1, { error: m.minutesPerDayInvalid })
    .max(MAX_DAILY_WORKING_MINUTES, { error: m.minutesPerDayRange(formatDuration(MAX_DAILY_WORKING_MINUTES)) })
    .nullish(),
  /** When the hours start each day, Istanbul time; optional (nursing is split as the employee chooses). */
  startTime: z.string({ error: m.startTimeInvalid }).trim().regex(CLOCK_TIME, { error: m.startTimeInvalid }).nullish(),
  /** Nursing leave (4857 m. 74): the child's birth date. */
  childBirthDate: calendarDate('childBirthDate', m.childBirthDateInvalid).nullish(),
};

/** An hourly leave as answers show it; null on a leave of whole days (whose `days` counts). */
export const leaveHours = z
  .object({
    minutesPerDay: z.number(),
    /** All minutes of the request: minutesPerDay on each working day. */
    minutes: z.number(),
    startTime: z.string().nullable(),
    childBirthDate: z.string().nullable(),
  })
  .nullable();
export type LeaveHours = z.infer<typeof leaveHours>;

/** GET/PUT /admin/organizations/my/working-time: the working day in minutes and whether hourly leave is allowed. */
export const workingTimeBody = requestObject({
  dailyMinutes: z
    .number({ error: m.dailyMinutesInvalid })
    .int({ error: m.dailyMinutesInvalid })
    .min(MIN_DAILY_WORKING_MINUTES, {
      error: m.dailyMinutesRange(formatDuration(MIN_DAILY_WORKING_MINUTES), formatDuration(MAX_DAILY_WORKING_MINUTES)),
    })
    .max(MAX_DAILY_WORKING_MINUTES, {
      error: m.dailyMinutesRange(formatDuration(MIN_DAILY_WORKING_MINUTES), formatDuration(MAX_DAILY_WORKING_MINUTES)),
    })
    // Half-hour steps: half a day (an arife) is then whole minutes, and every sum stays an integer.
    .multipleOf(30, { error: m.dailyMinutesStep }),
  hourlyLeave: z.boolean({ error: m.hourlyLeaveInvalid }),
});
export type WorkingTimeBody = z.infer<typeof workingTimeBody>;
export const workingTimeResponse = z.object({ dailyMinutes: z.number(), hourlyLeave: z.boolean() });
export type WorkingTimeResponse = z.infer<typeof workingTimeResponse>;
