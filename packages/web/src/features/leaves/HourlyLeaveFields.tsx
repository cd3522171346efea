import { nursingMinutesPerDay, type CalendarDate, type HourlyChoice } from '@paydos/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { hourlyLeaveMessages as h } from '../../platform/messages/hourly-leave';
import { durationChoices, hourlyMaxMinutes } from './hourly-values';
import { CheckboxField } from '../../ui/CheckboxField';
import { DateField } from '../../ui/DateField';
import { SelectField, TextField } from '../../ui/Field';
import { formatDuration } from '../../platform/format-lengths';

/**
 * The leave form's hours (issue 24 item 6, docs/decisions/015): for a type that may be hours, the
 * switch between days and hours; for hours, the minutes a day (nursing: at most 1,5 saat), an
 * optional start time and, for nursing leave, the child's birth date.
 */
export function HourlyLeaveFields({
  choice,
  nursing,
  hourlyOn,
  dailyMinutes,
  today,
  fields,
  errors,
}: {
  choice: HourlyChoice;
  nursing: boolean;
  hourlyOn: boolean;
  dailyMinutes: number;
  today: CalendarDate;
  fields: {
    hourly: UseFormRegisterReturn;
    minutesPerDay: UseFormRegisterReturn;
    startTime: UseFormRegisterReturn;
    childBirthDate: { value: string; onChange: (value: string) => void; onBlur: () => void; name: string };
  };
  errors: { minutesPerDay?: string; startTime?: string; childBirthDate?: string };
}) {
  if (choice === 'days') return null;
  const allowance = nursingMinutesPerDay(today);
  const max = hourlyMaxMinutes(nursing, today, dailyMinutes);
  return (
    <>
      {choice === 'either' && (
        <CheckboxField label={h.hourlyToggle} hint={h.hourlyToggleHint} className="sm:col-span-2" {...fields.hourly} />
      )}
      {hourlyOn && (
        <>
          <SelectField
            label={h.minutesPerDay}
            hint={nursing ? h.nursingMinutesHint : h.minutesPerDayHint(formatDuration(dailyMinutes))}
            error={errors.minutesPerDay}
            {...fields.minutesPerDay}
          >
            {!nursing && <option value="">{h.minutesRequired}</option>}
            {durationChoices(max).map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {nursing && minutes === allowance ? h.nursingFull(formatDuration(minutes)) : formatDuration(minutes)}
              </option>
            ))}
          </SelectField>
          <TextField
            type="time"
            label={h.startTime}
            hint={h.startTimeHint}
            error={errors.startTime}
            {...fields.startTime}
          />
          {nursing && (
            <DateField
              label={h.childBirthDate}
              hint={h.childBirthDateHint}
              error={errors.childBirthDate}
              max={today}
              yearNavigation
              className="sm:col-span-2"
              {...fields.childBirthDate}
            />
          )}
        </>
      )}
    </>
  );
}
