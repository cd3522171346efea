import type * as turkish from '../hourly-leave';
import type { Translation } from '../translation';

/**
 * Hourly leave (docs/decisions/015, docs/leave-rules.md §16): the request schema's and the working-time
 * setting's texts.
 */
export const hourlyLeaveTexts: Translation<typeof turkish.hourlyLeaveTexts> = {
  minutesPerDayInvalid: 'The daily duration must be a positive whole number of minutes.',
  minutesPerDayRange: (max: string) => `The daily duration can be at most ${max}.`,
  startTimeInvalid: 'The start time must be in HH:MM format (e.g. 09:00).',
  childBirthDateInvalid: "The child's date of birth must be a valid date.",
  hoursOnlyForHourly: "The start time and the child's date of birth are sent only with hourly leave.",
  dailyMinutesInvalid: 'The daily working time must be a whole number of minutes.',
  dailyMinutesRange: (min: string, max: string) =>
    `The daily working time must be between ${min} and ${max} (Law 4857 art. 63: at most 11 hours a day).`,
  dailyMinutesStep: 'The daily working time must be a multiple of half an hour (e.g. 7 h 30 min).',
  hoursOnlyType: 'Nursing leave is recorded only as an hourly leave request (at most 1 h 30 min a day).',
  hourlyLeaveInvalid: 'The hourly leave setting must be yes or no.',
};

/** The monthly report's hourly leave (CSV and timesheet). */
export const hourlyReportTexts: Translation<typeof turkish.hourlyReportTexts> = {
  totalLeaveHours: 'Total hourly leave',
  hourlyCellMark:
    'S1:30 = 1 h 30 min of hourly leave that day (nursing leave counts as working time and is not an SGK missing day)',
};
