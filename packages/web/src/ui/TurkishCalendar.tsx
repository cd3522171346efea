import {
  compareDates,
  formatDate,
  isCalendarDate,
  isHolidayYearSupported,
  istanbulToday,
  parseDate,
  turkishPublicHolidays,
  type CalendarDate,
  type PublicHoliday,
  type Weekday,
} from '@paydos/domain';
import { useEffect, useRef, useState, type ButtonHTMLAttributes } from 'react';
import { DayPicker, type Matcher, type Modifiers } from 'react-day-picker';
import { tr } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import './date-field.css';
import { t } from '../platform/messages';
import { holidayName, MONTH_NAMES, WEEKDAY_ABBREVIATIONS, WEEKDAY_NAMES } from '../platform/format-dates';
import { pageLanguage } from '../platform/page-language';

const m = t.datePicker;

/*
 * The Turkish month calendar of the one date picker (ui/DateField.tsx): react-day-picker with date-fns
 * `tr` (its default English on an English page) and the page's month and weekday names, Monday first, public holidays and non-working days marked and named for screen readers.
 * Its `Date` cells are built from and read back through their local year, month and day only, so no
 * time zone ever touches a value.
 */

const toCalendarDate = (cell: Date): CalendarDate =>
  formatDate({ year: cell.getFullYear(), month: cell.getMonth() + 1, day: cell.getDate() });
const toCell = (date: CalendarDate): Date => {
  const { year, month, day } = parseDate(date);
  return new Date(year, month - 1, day);
};

const holidaysByYear = new Map<number, Map<CalendarDate, PublicHoliday>>();
/** The public holiday on a date, outside the supported years none (the calendar then marks nothing). */
function holidayOn(date: CalendarDate): PublicHoliday | undefined {
  const year = parseDate(date).year;
  let holidays = holidaysByYear.get(year);
  if (!holidays) {
    holidays = new Map(isHolidayYearSupported(year) ? turkishPublicHolidays(year).map((h) => [h.date, h]) : []);
    holidaysByYear.set(year, holidays);
  }
  return holidays.get(date);
}

/** Limits and marks shared by every picker. */
export interface CalendarOptions {
  /** Earliest date that can be picked (days before are disabled; the server still decides). */
  min?: CalendarDate;
  /** Latest date that can be picked. */
  max?: CalendarDate;
  /** The organization's working days (0 = Sunday); other days are marked as non-working. */
  workingDays?: readonly Weekday[];
  /** Month and year dropdowns in the caption, for dates years back (birth, start of work). */
  yearNavigation?: boolean;
}

/** Why a day is marked, for its title and its spoken label. */
function dayNote(date: CalendarDate, workingDays: readonly Weekday[] | undefined): string | undefined {
  const holiday = holidayOn(date);
  if (holiday)
    return holiday.half ? m.halfDayTitle(holidayName(holiday.name)) : m.holidayTitle(holidayName(holiday.name));
  if (workingDays && !workingDays.includes(parseWeekday(date))) return m.nonWorkingTitle;
  return undefined;
}
const parseWeekday = (date: CalendarDate) => toCell(date).getDay() as Weekday;

function spokenDay(cell: Date, modifiers: Modifiers, workingDays: readonly Weekday[] | undefined) {
  const date = toCalendarDate(cell);
  const { year, month, day } = parseDate(date);
  let label = `${day} ${MONTH_NAMES[month - 1]} ${year} ${WEEKDAY_NAMES[cell.getDay() as Weekday]}`;
  if (modifiers.today) label = `${m.today}, ${label}`;
  if (modifiers.selected) label = `${label}, ${m.selected}`;
  const note = dayNote(date, workingDays);
  return note ? `${label}, ${note}` : label;
}

export function TurkishCalendar({
  selection,
  onPick,
  min,
  max,
  workingDays,
  yearNavigation,
  notBefore,
}: CalendarOptions & {
  selection: { mode: 'single'; date: string } | { mode: 'range'; from: string; to: string };
  onPick: (date: CalendarDate) => void;
  /** A further lower limit (the range's start while its end is picked). */
  notBefore?: CalendarDate;
}) {
  const shown = selection.mode === 'single' ? selection.date : selection.from || selection.to;
  const initial = isCalendarDate(shown) ? shown : min && !max ? min : undefined;
  const [month, setMonth] = useState(() => {
    const cell = toCell(initial ?? istanbulToday(new Date()));
    return new Date(cell.getFullYear(), cell.getMonth(), 1);
  });
  const lowest = notBefore && (!min || compareDates(notBefore, min) > 0) ? notBefore : min;
  const disabled: Matcher[] = [];
  if (lowest) disabled.push({ before: toCell(lowest) });
  if (max) disabled.push({ after: toCell(max) });
  const thisYear = new Date().getFullYear();
  const common = {
    // An English page takes react-day-picker's own English (its default) for the labels of its buttons.
    locale: pageLanguage() === 'en' ? undefined : tr,
    // The month and weekday names are the page's (platform/format-dates.ts), as the spoken day labels are.
    formatters: {
      formatCaption: (cell: Date) => `${MONTH_NAMES[cell.getMonth()]} ${cell.getFullYear()}`,
      formatMonthDropdown: (cell: Date) => MONTH_NAMES[cell.getMonth()]!,
      formatWeekdayName: (cell: Date) => WEEKDAY_ABBREVIATIONS[cell.getDay() as Weekday],
    },
    // Today is Istanbul's day (product §D1), not the browser's: between 21:00 and 24:00 UTC a browser
    // in New York would otherwise mark yesterday as "Bugün".
    today: toCell(istanbulToday(new Date())),
    weekStartsOn: 1 as const,
    month,
    onMonthChange: setMonth,
    captionLayout: yearNavigation ? ('dropdown' as const) : ('label' as const),
    startMonth: min ? toCell(min) : yearNavigation ? new Date(thisYear - 100, 0) : undefined,
    endMonth: max ? toCell(max) : yearNavigation ? new Date(thisYear + 5, 11) : undefined,
    disabled,
    autoFocus: true,
    className: 'pd-calendar',
    modifiers: {
      holiday: (cell: Date) => holidayOn(toCalendarDate(cell))?.half === false,
      halfDay: (cell: Date) => holidayOn(toCalendarDate(cell))?.half === true,
      nonWorking: (cell: Date) => !!workingDays && !workingDays.includes(cell.getDay() as Weekday),
    },
    modifiersClassNames: { holiday: 'pd-holiday', halfDay: 'pd-half-day', nonWorking: 'pd-non-working' },
    labels: { labelDayButton: (cell: Date, modifiers: Modifiers) => spokenDay(cell, modifiers, workingDays) },
    components: { DayButton: MarkedDayButton },
    onDayClick: (cell: Date, modifiers: Modifiers) => !modifiers.disabled && onPick(toCalendarDate(cell)),
  };
  const cellOf = (date: string) => (isCalendarDate(date) ? toCell(date) : undefined);
  return (
    <div className="space-y-3">
      {selection.mode === 'single' ? (
        <DayPicker {...common} mode="single" selected={cellOf(selection.date)} />
      ) : (
        <DayPicker {...common} mode="range" selected={{ from: cellOf(selection.from), to: cellOf(selection.to) }} />
      )}
      <Legend month={month} workingDays={workingDays} />
    </div>
  );
}

/** react-day-picker's day button plus a tooltip naming the holiday, or saying the day is not worked. */
function MarkedDayButton({
  day,
  modifiers,
  ...props
}: { day: { date: Date }; modifiers: Modifiers } & ButtonHTMLAttributes<HTMLButtonElement>) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  const holiday = modifiers.holiday || modifiers.halfDay ? holidayOn(toCalendarDate(day.date)) : undefined;
  const title = holiday
    ? holiday.half
      ? m.halfDayTitle(holidayName(holiday.name))
      : m.holidayTitle(holidayName(holiday.name))
    : modifiers.nonWorking
      ? m.nonWorkingTitle
      : undefined;
  return <button ref={ref} title={title} {...props} />;
}

/** What the marks mean, and the shown month's holidays by name (a phone has no tooltips). */
function Legend({ month, workingDays }: { month: Date; workingDays?: readonly Weekday[] }) {
  const year = month.getFullYear();
  const monthNumber = month.getMonth() + 1;
  const holidays = isHolidayYearSupported(year)
    ? turkishPublicHolidays(year).filter((h) => parseDate(h.date).month === monthNumber)
    : [];
  if (holidays.length === 0 && !workingDays) return null;
  return (
    <div className="max-w-72 space-y-2 border-t border-line pt-2 text-xs text-muted" data-testid="date-picker-legend">
      <ul className="flex flex-wrap gap-x-3 gap-y-1">
        {holidays.some((h) => !h.half) && (
          <li className="flex items-center gap-1.5">
            <span className="pd-legend-holiday" aria-hidden /> {m.legendHoliday}
          </li>
        )}
        {holidays.some((h) => h.half) && (
          <li className="flex items-center gap-1.5">
            <span className="pd-legend-half-day" aria-hidden /> {m.legendHalfDay}
          </li>
        )}
        {workingDays && (
          <li className="flex items-center gap-1.5">
            <span className="pd-legend-non-working" aria-hidden /> {m.legendNonWorking}
          </li>
        )}
      </ul>
      {holidays.length > 0 && (
        <div>
          <p className="font-medium text-ink">{m.monthHolidays}</p>
          <ul className="mt-0.5 space-y-0.5">
            {holidays.map((h) => (
              <li key={h.date}>
                {parseDate(h.date).day} {MONTH_NAMES[monthNumber - 1]}:{' '}
                {h.half ? m.halfDayTitle(holidayName(h.name)) : holidayName(h.name)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
