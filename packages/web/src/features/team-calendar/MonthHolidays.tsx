import { t } from '../../platform/messages';
import { cn } from '../../ui/cn';
import type { TeamCalendarMonth } from '@paydos/contract/team-calendar';
import { dayShade, swatchClass } from './leave-colors';
import { holidayName, MONTH_NAMES } from '../../platform/format-dates';

const m = t.teamCalendar;

/**
 * Under the wallchart, this month's public holidays and arifes by name: a 34 px column has no room
 * for "Kurban Bayramı 1. Gün", and a tooltip is seen only when hovered. The swatch is the column's shade.
 */
export function MonthHolidays({ days }: { days: TeamCalendarMonth['days'] }) {
  const holidays = days.filter((day) => day.holidayName);
  if (holidays.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1.5 text-xs text-muted" data-testid="wallchart-holidays">
      <p className="font-medium text-ink">{m.monthHolidays}</p>
      <ul className="flex flex-wrap items-center gap-x-4 gap-y-1.5" aria-label={m.monthHolidays}>
        {holidays.map((day) => (
          <li key={day.date} className="flex items-center gap-1.5" data-date={day.date}>
            <span className={cn(swatchClass, dayShade[day.kind])} aria-hidden />
            <span>
              <span className="font-medium text-ink">
                {Number(day.date.slice(8))} {MONTH_NAMES[Number(day.date.slice(5, 7)) - 1]}
              </span>{' '}
              {holidayName(day.holidayName!)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
