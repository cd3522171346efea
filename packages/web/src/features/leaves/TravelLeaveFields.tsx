import {
  compareDates,
  isCalendarDate,
  TRAVEL_DESTINATION_MAX_LENGTH,
  travelLeaveDates,
  type Weekday,
} from '@paydos/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { travelLeaveTexts as m } from '../../platform/messages/travel-leave';
import { SelectField, TextField } from '../../ui/Field';
import { formatDate } from '../../platform/format-dates';

/** The choices of the travel days: none to the legal most (4857 md. 56/4). */
const DAY_CHOICES = [0, 1, 2, 3, 4] as const;

/**
 * An annual request's travel leave (yol izni, issue 24 item 3; docs/leave-rules.md section 15): how many
 * unpaid travel days and, with any, where the leave is spent; then the dates they fall on, the working
 * days after the leave's end, by the domain's rule the server applies.
 */
export function TravelLeaveFields({
  days,
  destination,
  travelDays,
  endDate,
  startDate,
  workingDays,
  errors,
}: {
  days: UseFormRegisterReturn<'travelDays'>;
  destination: UseFormRegisterReturn<'travelDestination'>;
  /** The chosen number (the select's value). */
  travelDays: string;
  startDate: string;
  endDate: string;
  workingDays: readonly Weekday[];
  errors: { travelDays?: string; travelDestination?: string };
}) {
  const count = Number(travelDays) || 0;
  const datesValid = isCalendarDate(startDate) && isCalendarDate(endDate) && compareDates(endDate, startDate) >= 0;
  const dates = count > 0 && datesValid ? travelLeaveDates({ endDate, travelDays: count, workingDays }) : [];
  return (
    <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <SelectField label={m.days} hint={m.daysHint} error={errors.travelDays} {...days}>
        {DAY_CHOICES.map((n) => (
          <option key={n} value={String(n)}>
            {n === 0 ? m.none : m.dayCount(n)}
          </option>
        ))}
      </SelectField>
      {count > 0 && (
        <TextField
          label={m.destination}
          hint={m.destinationHint}
          maxLength={TRAVEL_DESTINATION_MAX_LENGTH}
          autoComplete="off"
          error={errors.travelDestination}
          {...destination}
        />
      )}
      {dates.length > 0 && (
        <p className="text-sm text-muted sm:col-span-2" data-testid="travel-leave-dates" aria-live="polite">
          {m.placed(formatDate(dates[0]!), formatDate(dates.at(-1)!), dates.length)}
        </p>
      )}
    </div>
  );
}
