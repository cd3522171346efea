import {
  hourlyChoice,
  hourlyLeaveProblems,
  nursingMinutesPerDay,
  type CalendarDate,
  type HourlyLeaveProblem,
  type WorkingTime,
} from '@paydos/domain';
import { hourlyLeaveMessages as h } from '../../platform/messages/hourly-leave';

/** The leave form's hourly values (strings, as the fields hold them). */
export interface HourlyValues {
  leaveType: string;
  startDate: string;
  endDate: string;
  hourly: boolean;
  minutesPerDay: string;
  childBirthDate: string;
}

/** Whether the request is in hours: nursing always, an excuse or unpaid leave when allowed and switched on. */
export function isHourly(values: Pick<HourlyValues, 'leaveType' | 'hourly'>, workingTime: WorkingTime) {
  const choice = hourlyChoice(values.leaveType, workingTime);
  return choice === 'hours' || (choice === 'either' && values.hourly);
}

/** The form's hourly problems: the domain's, the same the server answers (docs/decisions/015). */
export function hourlyProblems(values: HourlyValues, workingTime: WorkingTime): HourlyLeaveProblem[] {
  if (!isHourly(values, workingTime)) return [];
  if (!values.minutesPerDay) return [{ field: 'minutesPerDay', message: h.minutesRequired }];
  return hourlyLeaveProblems(
    { ...values, minutesPerDay: Number(values.minutesPerDay), childBirthDate: values.childBirthDate || null },
    workingTime,
  );
}

/** Quarter-hour steps up to `max` minutes, longest first (nursing's 1,5 saat on top): the minutes-a-day choices. */
export function durationChoices(max: number) {
  const steps: number[] = [];
  for (let minutes = 15; minutes <= max; minutes += 15) steps.push(minutes);
  return steps.reverse();
}

/** The most minutes a day one may choose: the working day, and for nursing leave its legal allowance on the date. */
export function hourlyMaxMinutes(nursing: boolean, onDate: CalendarDate, dailyMinutes: number) {
  return nursing ? Math.min(nursingMinutesPerDay(onDate), dailyMinutes) : dailyMinutes;
}
