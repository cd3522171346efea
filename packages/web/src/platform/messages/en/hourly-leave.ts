import type { hourlyLeaveMessages as turkish } from '../hourly-leave';
import type { Translation } from '@paydos/contract/messages/translation';
import { formatCount } from '../../format-numbers';

/**
 * Hourly leave (issue 24 item 6; docs/decisions/015, docs/leave-rules.md §16): the leave form's hours, the lists'
 * durations and the organization page's working-time card. Not part of `t`: only these components load them.
 */
export const hourlyLeaveMessages: Translation<typeof turkish> = {
  hourlyToggle: 'Hourly leave',
  hourlyToggleHint: 'In hours instead of days: the same amount of time is used on each selected working day.',
  minutesPerDay: 'Time per day',
  nursingMinutesHint:
    'The legal entitlement is 1.5 hours a day (Law No. 4857, art. 74); you decide the hours and how many parts to split it into.',
  minutesPerDayHint: (max: string) => `Time used on each working day; at most ${max} (the daily working time).`,
  nursingFull: (duration: string) => `${duration} (the full legal entitlement)`,
  startTime: 'Start time (optional)',
  startTimeHint: 'For example 16:30: the time the leave starts each day.',
  childBirthDate: "Child's date of birth",
  childBirthDateHint: 'Nursing leave can be used until the child turns one.',
  minutesRequired: 'Choose the time per day',
  countTitle: 'Calculated leave time',
  countLine: (workDays: number, perDay: string) =>
    `${formatCount(workDays)} ${workDays === 1 ? 'working day' : 'working days'} × ${perDay}`,
  nursingNote: 'Nursing leave counts as working time: it is paid and is not deducted from your annual leave balance.',
  nursingLastDay: (date: string) => `Last day of nursing leave: ${date} (the child turns one the next day).`,
  asDays: (days: string, daily: string) => `${days} at a daily working time of ${daily}.`,
  perDay: (duration: string) => `${duration}/day`,
  total: (duration: string) => `${duration} in total`,
  startsAt: (time: string) => `Starts at ${time}`,
  /** The organization page's card. */
  card: {
    title: 'Working time and hourly leave',
    description:
      'The daily working time converts hourly leave into days (for reports and the 10-day yearly leave for treating a child with a disability). Nursing leave is always requested in hours.',
    dailyMinutes: 'Daily working time',
    dailyMinutesHint: 'In half-hour steps, up to 11 hours (Law No. 4857, art. 63).',
    hourlyLeave: 'Allow unpaid leave and leave for treating a child with a disability to be requested in hours too',
    hourlyLeaveHint: 'Staff can request these kinds of leave in hours instead of days.',
    save: 'Save',
    saved: 'Working time setting saved',
    saveFailed: "Couldn't save the working time setting",
    loadFailed: "Couldn't load the working time setting",
  },
};
