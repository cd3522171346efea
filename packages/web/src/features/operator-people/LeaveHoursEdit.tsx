import {
  compareDates,
  countHourlyLeave,
  hourlyLeaveProblems,
  isCalendarDate,
  istanbulToday,
  type Weekday,
  type WorkingTime,
} from '@paydos/domain';
import { hourlyLeaveMessages as h } from '../../platform/messages/hourly-leave';
import { SelectField } from '../../ui/Field';
import { durationChoices, hourlyMaxMinutes } from '../leaves';
import { formatDuration } from '../../platform/format-lengths';

/** What the operator's editor knows of an hourly leave's length. */
export interface HoursValues {
  leaveType: string;
  startDate: string;
  endDate: string;
  minutesPerDay: string;
  childBirthDate: string | null;
}

/**
 * An hourly leave's problem before saving (issue 24 item 6): the requester's rules from the domain, the
 * same the server answers (nursing at most 1,5 saat a day until the day before the first birthday, no
 * more than the organization's working day); null when none.
 */
export function hoursProblem(values: HoursValues, workingTime: WorkingTime) {
  if (!values.minutesPerDay) return h.minutesRequired;
  if (!isCalendarDate(values.startDate) || !isCalendarDate(values.endDate)) return null;
  const problems = hourlyLeaveProblems({ ...values, minutesPerDay: Number(values.minutesPerDay) }, workingTime);
  return problems[0]?.message ?? null;
}

/** The minutes a day of an hourly leave in the operator's editor, with its live total (docs/leave-rules.md §16). */
export function LeaveHoursEdit({
  values,
  workingDays,
  workingTime,
  error,
  onChange,
}: {
  values: HoursValues;
  workingDays: readonly Weekday[];
  workingTime: WorkingTime;
  error?: string | undefined;
  onChange: (minutesPerDay: string) => void;
}) {
  const { startDate, endDate } = values;
  const nursing = values.leaveType === 'nursing';
  const onDate = isCalendarDate(startDate) ? startDate : istanbulToday(new Date());
  const choices = durationChoices(hourlyMaxMinutes(nursing, onDate, workingTime.dailyMinutes));
  // A stored figure above today's limits stays visible, so the operator sees what to change.
  const current = Number(values.minutesPerDay);
  if (current > 0 && !choices.includes(current)) choices.unshift(current);
  const datesValid = isCalendarDate(startDate) && isCalendarDate(endDate) && compareDates(endDate, startDate) >= 0;
  const count =
    datesValid && current > 0 ? countHourlyLeave({ startDate, endDate, workingDays, minutesPerDay: current }) : null;
  return (
    <div className="grid gap-1">
      <SelectField
        labelHidden
        label={h.minutesPerDay}
        value={values.minutesPerDay}
        onChange={(e) => onChange(e.target.value)}
        error={error}
        className="min-w-36"
      >
        {choices.map((minutes) => (
          <option key={minutes} value={String(minutes)}>
            {h.perDay(formatDuration(minutes))}
          </option>
        ))}
      </SelectField>
      {count && (
        <p className="text-xs text-muted" data-testid="operator-leave-hours" aria-live="polite">
          {h.countLine(count.workDays, formatDuration(current))} = {h.total(formatDuration(count.minutes))}
        </p>
      )}
    </div>
  );
}
