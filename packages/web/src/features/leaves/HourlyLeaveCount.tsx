import { compareDates, countHourlyLeave, isCalendarDate, nursingLastDay, type Weekday } from '@paydos/domain';
import { Clock } from 'lucide-react';
import { t } from '../../platform/messages';
import { hourlyLeaveMessages as h } from '../../platform/messages/hourly-leave';
import { formatDate } from '../../platform/format-dates';
import { exclusionLabel, formatDuration, formatMinutesAsDays } from '../../platform/format-lengths';

/**
 * The live count of an hourly request (docs/decisions/015): the same domain function the server uses,
 * minutes on each working day, the dates left out, the length in days by the working day, and for
 * nursing leave its last day before the first birthday.
 */
export function HourlyLeaveCount({
  startDate,
  endDate,
  workingDays,
  minutesPerDay,
  dailyMinutes,
  childBirthDate,
}: {
  startDate: string;
  endDate: string;
  workingDays: readonly Weekday[];
  minutesPerDay: number;
  dailyMinutes: number;
  /** Nursing leave: the child's birth date, for the last day. */
  childBirthDate?: string;
}) {
  if (!isCalendarDate(startDate) || !isCalendarDate(endDate) || compareDates(endDate, startDate) < 0) return null;
  if (!(minutesPerDay > 0)) return null;
  const count = countHourlyLeave({ startDate, endDate, workingDays, minutesPerDay });
  const nursing = childBirthDate !== undefined;
  return (
    <section
      aria-label={h.countTitle}
      aria-live="polite"
      className="rounded-lg border border-brand-100 bg-brand-50/60 p-4 text-sm"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Clock className="size-4 text-brand-700" aria-hidden />
        <span className="font-medium text-ink">{h.countTitle}:</span>
        <strong data-testid="leave-hour-count" className="text-brand-800">
          {formatDuration(count.minutes)}
        </strong>
        <span className="text-muted">({h.countLine(count.workDays, formatDuration(minutesPerDay))})</span>
      </div>
      {count.workDays === 0 ? (
        <p className="mt-2 text-red-700">{t.leaves.count.zero}</p>
      ) : (
        <p className="mt-2 text-muted">
          {nursing
            ? h.nursingNote
            : h.asDays(formatMinutesAsDays(count.minutes, dailyMinutes), formatDuration(dailyMinutes))}
        </p>
      )}
      {count.excluded.length > 0 && (
        <div className="mt-2">
          <p className="text-muted">{t.leaves.count.excludedTitle}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {count.excluded.map((e) => (
              <li key={e.date}>{exclusionLabel(e)}</li>
            ))}
          </ul>
        </div>
      )}
      {nursing && isCalendarDate(childBirthDate) && (
        <p className="mt-2 font-medium text-ink">
          {h.nursingLastDay(formatDate(nursingLastDay(childBirthDate, startDate)))}
        </p>
      )}
    </section>
  );
}
