import { compareDates, countLeaveDays, isCalendarDate, type Weekday } from '@paydos/domain';
import { CalendarRange } from 'lucide-react';
import { t } from '../../platform/messages';
import { cn } from '../../ui/cn';
import { exclusionLabel } from '../../platform/format-lengths';
import { formatDays } from '../../platform/format-numbers';

const m = t.leaves.count;

/**
 * The live day count (product §D4): the same domain function the server uses, with the
 * organization's working days and Türkiye's holidays, listing every date it left out and why.
 */
export function LeaveDayCount({
  startDate,
  endDate,
  workingDays,
  remaining,
}: {
  startDate: string;
  endDate: string;
  workingDays: readonly Weekday[];
  /** Remaining annual balance, when the type draws on it. */
  remaining?: number;
}) {
  if (!isCalendarDate(startDate) || !isCalendarDate(endDate) || compareDates(endDate, startDate) < 0) return null;
  const count = countLeaveDays({ startDate, endDate, workingDays });
  const over = remaining !== undefined && count.days > remaining;
  return (
    <section
      aria-label={m.title}
      aria-live="polite"
      className="rounded-lg border border-brand-100 bg-brand-50/60 p-4 text-sm"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <CalendarRange className="size-4 text-brand-700" aria-hidden />
        <span className="font-medium text-ink">{m.title}:</span>
        <strong data-testid="leave-day-count" className="text-brand-800">
          {m.days(formatDays(count.days))}
        </strong>
        <span className="text-muted">({m.calendar(count.calendarDays)})</span>
      </div>
      {count.days === 0 ? (
        <p className="mt-2 text-red-700">{m.zero}</p>
      ) : count.excluded.length === 0 ? (
        <p className="mt-2 text-muted">{m.noneExcluded}</p>
      ) : (
        <div className="mt-2">
          <p className="text-muted">{m.excludedTitle}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5" data-testid="leave-day-exclusions">
            {count.excluded.map((e) => (
              <li key={e.date} className={cn(e.reason !== 'non_working_day' && 'font-medium text-ink')}>
                {exclusionLabel(e)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {remaining !== undefined && (
        <p className={cn('mt-2', over ? 'font-medium text-red-700' : 'text-muted')}>
          {m.balance(formatDays(remaining))}
          {over && ` — ${m.overBalance}`}
        </p>
      )}
    </section>
  );
}
