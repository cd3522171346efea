import { hourlyChoice, hourlyLeaveProblems, type HourlyLeaveProblem, type WorkingTime } from '@paydos/domain';
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
