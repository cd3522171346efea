import {
  compareDates,
  formatDate,
  formatTurkishDate,
  isCalendarDate,
  isHolidayYearSupported,
  parseDate,
  parseTurkishDate,
  turkishPublicHolidays,
  TURKISH_MONTH_NAMES,
  TURKISH_WEEKDAY_NAMES,
  type CalendarDate,
  type PublicHoliday,
  type Weekday,
} from '@paydos/domain';
import * as Popover from '@radix-ui/react-popover';
import { CalendarDays } from 'lucide-react';
import { forwardRef, useEffect, useRef, useState, type ButtonHTMLAttributes, type ReactNode, type Ref, type RefObject } from 'react';
import { DayPicker, type Matcher, type Modifiers } from 'react-day-picker';
import { tr } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import './date-field.css';
import { t } from '../platform/messages';
import { assignRef } from './assign-ref';
import { cn } from './cn';
import { FieldFrame, inputClass, useFieldIds } from './Field';

const m = t.datePicker;

/*
 * The one date picker (decisions §1): a text box that shows and reads gg.aa.yyyy, and a Turkish
 * calendar (react-day-picker, date-fns `tr`, Monday first) in a Radix popover. Values in and out are
 * `YYYY-MM-DD` strings. The calendar's `Date` cells are built from and read back through their local
 * year, month and day only, so no time zone ever touches a value.
 *
 * What was typed but is not a real date is handed to the form as typed, so the form's schema refuses
 * it (INVALID_DATE_MESSAGE) instead of the value silently becoming empty.
 */

const toCalendarDate = (cell: Date): CalendarDate => formatDate({ year: cell.getFullYear(), month: cell.getMonth() + 1, day: cell.getDate() });
const toCell = (date: CalendarDate): Date => {
  const { year, month, day } = parseDate(date);
  return new Date(year, month - 1, day);
};
const display = (value: string) => (isCalendarDate(value) ? formatTurkishDate(value) : value);
const fromText = (text: string) => (text.trim() === '' ? '' : (parseTurkishDate(text) ?? text.trim()));

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
  if (holiday) return holiday.half ? m.halfDayTitle(holiday.name) : m.holidayTitle(holiday.name);
  if (workingDays && !workingDays.includes(parseWeekday(date))) return m.nonWorkingTitle;
  return undefined;
}
const parseWeekday = (date: CalendarDate) => toCell(date).getDay() as Weekday;

function spokenDay(cell: Date, modifiers: Modifiers, workingDays: readonly Weekday[] | undefined) {
  const date = toCalendarDate(cell);
  const { year, month, day } = parseDate(date);
  let label = `${day} ${TURKISH_MONTH_NAMES[month - 1]} ${year} ${TURKISH_WEEKDAY_NAMES[cell.getDay() as Weekday]}`;
  if (modifiers.today) label = `${m.today}, ${label}`;
  if (modifiers.selected) label = `${label}, ${m.selected}`;
  const note = dayNote(date, workingDays);
  return note ? `${label}, ${note}` : label;
}

function TurkishCalendar({ selection, onPick, min, max, workingDays, yearNavigation, notBefore }: CalendarOptions & {
  selection: { mode: 'single'; date: string } | { mode: 'range'; from: string; to: string };
  onPick: (date: CalendarDate) => void;
  /** A further lower limit (the range's start while its end is picked). */
  notBefore?: CalendarDate;
}) {
  const shown = selection.mode === 'single' ? selection.date : selection.from || selection.to;
  const initial = isCalendarDate(shown) ? shown : (min && !max ? min : undefined);
  const [month, setMonth] = useState(() => {
    const cell = initial ? toCell(initial) : new Date();
    return new Date(cell.getFullYear(), cell.getMonth(), 1);
  });
  const lowest = notBefore && (!min || compareDates(notBefore, min) > 0) ? notBefore : min;
  const disabled: Matcher[] = [];
  if (lowest) disabled.push({ before: toCell(lowest) });
  if (max) disabled.push({ after: toCell(max) });
  const thisYear = new Date().getFullYear();
  const common = {
    locale: tr,
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
function MarkedDayButton({ day, modifiers, ...props }: { day: { date: Date }; modifiers: Modifiers } & ButtonHTMLAttributes<HTMLButtonElement>) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  const holiday = modifiers.holiday || modifiers.halfDay ? holidayOn(toCalendarDate(day.date)) : undefined;
  const title = holiday ? (holiday.half ? m.halfDayTitle(holiday.name) : m.holidayTitle(holiday.name)) : modifiers.nonWorking ? m.nonWorkingTitle : undefined;
  return <button ref={ref} title={title} {...props} />;
}

/** What the marks mean, and the shown month's holidays by name (a phone has no tooltips). */
function Legend({ month, workingDays }: { month: Date; workingDays?: readonly Weekday[] }) {
  const year = month.getFullYear();
  const monthNumber = month.getMonth() + 1;
  const holidays = isHolidayYearSupported(year) ? turkishPublicHolidays(year).filter((h) => parseDate(h.date).month === monthNumber) : [];
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
                {parseDate(h.date).day} {TURKISH_MONTH_NAMES[monthNumber - 1]}: {h.half ? m.halfDayTitle(h.name) : h.name}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** The text box (gg.aa.yyyy) with its calendar button; ArrowDown in the box opens the calendar too. */
function DateInput({ control, value, onChange, onBlur, name, disabled, inputRef, boxRef, expanded, onToggle }: {
  control: ReturnType<typeof useFieldIds>['control'];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  disabled?: boolean;
  inputRef: (node: HTMLInputElement | null) => void;
  /** The box's frame, where the calendar opens. */
  boxRef?: (node: HTMLDivElement | null) => void;
  expanded: boolean;
  onToggle: () => void;
}) {
  const [text, setText] = useState(() => display(value));
  useEffect(() => {
    // A change from outside (the calendar, a reset, an end cleared by a later start) is shown;
    // what is being typed stays as typed.
    setText((current) => (fromText(current) === value ? current : display(value)));
  }, [value]);
  return (
    <div ref={boxRef} className="relative">
      <input
        ref={inputRef}
        {...control}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={m.placeholder}
        disabled={disabled}
        value={text}
        className={cn(inputClass, 'pr-10')}
        onChange={(e) => {
          setText(e.target.value);
          onChange(fromText(e.target.value));
        }}
        onBlur={() => {
          if (isCalendarDate(value)) setText(formatTurkishDate(value));
          onBlur?.();
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            if (!expanded) onToggle();
          }
        }}
      />
      <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">
        <button
          type="button"
          data-date-trigger
          disabled={disabled}
          aria-label={m.openCalendar}
          aria-describedby={`${control.id}-label`}
          aria-haspopup="dialog"
          aria-expanded={expanded}
          title={m.openCalendar}
          onClick={onToggle}
          className="rounded p-1.5 text-muted hover:bg-slate-100 hover:text-ink disabled:opacity-50"
        >
          <CalendarDays className="size-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}

/** Room the open calendar needs under its box (six weeks and the legend). */
const CALENDAR_HEIGHT = 470;

/** On a phone the box may sit low: scroll the page so the calendar opens under it, not over the header. */
function makeRoomBelow(box: HTMLElement | null) {
  if (!box) return;
  const rect = box.getBoundingClientRect();
  const missing = CALENDAR_HEIGHT - (window.innerHeight - rect.bottom);
  if (missing > 0) window.scrollBy({ top: Math.min(missing, rect.top - 72) });
}

/**
 * The popover: opens under the box it was opened from (`anchor`), never taller than the screen, focus
 * into the calendar and back to the box when it closes. `group` holds the fields whose calendar
 * buttons toggle it.
 */
function CalendarPopover({ anchor, group, returnFocus, title, children }: {
  anchor: RefObject<HTMLElement | null>;
  group: RefObject<HTMLElement | null>;
  returnFocus: () => HTMLElement | null;
  title?: string;
  children: ReactNode;
}) {
  const interactedOutside = useRef(false);
  return (
    <>
      <Popover.Anchor virtualRef={anchor as RefObject<HTMLElement>} />
      <Popover.Portal>
        <Popover.Content
          align="start"
          side="bottom"
          sideOffset={6}
          collisionPadding={8}
          aria-label={m.calendar}
          className="z-50 max-h-[var(--radix-popover-content-available-height)] max-w-[calc(100vw-1rem)] overflow-y-auto rounded-xl border border-line bg-white p-3 shadow-xl"
          // The calendar focuses its selected day (or today) itself.
          onOpenAutoFocus={(e) => e.preventDefault()}
          // Keys stay in the calendar: React would bubble them through the portal to the form (Enter adds a row in the wizard).
          onKeyDown={(e) => e.stopPropagation()}
          onInteractOutside={(e) => {
            // The fields' own calendar buttons toggle it; a click elsewhere closes it and keeps focus there.
            const target = e.target as Element | null;
            if (target?.closest('[data-date-trigger]') && group.current?.contains(target)) e.preventDefault();
            else interactedOutside.current = true;
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            if (!interactedOutside.current) returnFocus()?.focus();
            interactedOutside.current = false;
          }}
        >
          {title && (
            <p className="mb-2 text-sm font-medium text-ink" aria-live="polite">
              {title}
            </p>
          )}
          {children}
        </Popover.Content>
      </Popover.Portal>
    </>
  );
}

export interface DateFieldProps extends CalendarOptions {
  label: string;
  /** `YYYY-MM-DD`, or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  id?: string;
  disabled?: boolean;
}

/** One labelled date (react-hook-form: `<Controller render={({ field }) => <DateField {...field} … />} />`). */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  { label, value, onChange, onBlur, name, error, hint, className, id, disabled, ...calendar },
  ref,
) {
  const { inputId, control } = useFieldIds(id, error, hint);
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  return (
    <FieldFrame inputId={inputId} label={label} error={error} hint={hint} className={className}>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <DateInput
          control={control}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          name={name}
          disabled={disabled}
          inputRef={(node) => {
            input.current = node;
            assignRef(ref, node);
          }}
          boxRef={(node) => {
            box.current = node;
          }}
          expanded={open}
          onToggle={() => {
            if (!open) makeRoomBelow(box.current);
            setOpen(!open);
          }}
        />
        <CalendarPopover anchor={box} group={box} returnFocus={() => input.current}>
          <TurkishCalendar
            {...calendar}
            selection={{ mode: 'single', date: value }}
            onPick={(date) => {
              onChange(date);
              setOpen(false);
            }}
          />
        </CalendarPopover>
      </Popover.Root>
    </FieldFrame>
  );
});

/** One side of a range: what react-hook-form's `useController().field` gives, plus label and error. */
export interface DateSide {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  error?: string;
  hint?: ReactNode;
}

/**
 * A start and an end date with one calendar in range mode: the first pick sets the start, the
 * second the end (days before the start disabled). A start after the end clears the end (spec §5).
 */
export function DateRangeField({
  start,
  end,
  className,
  laterStartMovesEnd = false,
  ...calendar
}: CalendarOptions & {
  start: DateSide;
  end: DateSide;
  className?: string;
  /** The historical-leave form's rule (spec §5): a start after the end moves the end up to it instead of clearing it. */
  laterStartMovesEnd?: boolean;
}) {
  const startIds = useFieldIds(undefined, start.error, start.hint);
  const endIds = useFieldIds(undefined, end.error, end.hint);
  const [open, setOpen] = useState(false);
  const [picking, setPicking] = useState<'start' | 'end'>('start');
  const group = useRef<HTMLDivElement>(null);
  const inputs = useRef<{ start: HTMLInputElement | null; end: HTMLInputElement | null }>({ start: null, end: null });
  const boxes = useRef<{ start: HTMLDivElement | null; end: HTMLDivElement | null }>({ start: null, end: null });
  /** The box the calendar was opened from: it opens under that one. */
  const anchor = useRef<HTMLElement | null>(null);

  const changeStart = (value: string) => {
    start.onChange(value);
    if (isCalendarDate(value) && isCalendarDate(end.value) && compareDates(end.value, value) < 0) end.onChange(laterStartMovesEnd ? value : '');
  };
  const toggle = (side: 'start' | 'end') => {
    if (open && picking === side) setOpen(false);
    else {
      anchor.current = boxes.current[side];
      if (!open) makeRoomBelow(anchor.current);
      setPicking(side);
      setOpen(true);
    }
  };
  const pickingEnd = picking === 'end' && isCalendarDate(start.value);
  const side = (which: 'start' | 'end', field: DateSide, ids: ReturnType<typeof useFieldIds>, onChange: (value: string) => void) => (
    <FieldFrame inputId={ids.inputId} label={field.label} error={field.error} hint={field.hint}>
      <DateInput
        control={ids.control}
        value={field.value}
        onChange={onChange}
        onBlur={field.onBlur}
        name={field.name}
        inputRef={(node) => {
          inputs.current[which] = node;
          assignRef(field.ref, node);
        }}
        boxRef={(node) => {
          boxes.current[which] = node;
        }}
        expanded={open && picking === which}
        onToggle={() => toggle(which)}
      />
    </FieldFrame>
  );

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <div ref={group} className={cn('grid gap-4 sm:grid-cols-2', className)}>
        {side('start', start, startIds, changeStart)}
        {side('end', end, endIds, end.onChange)}
      </div>
      <CalendarPopover anchor={anchor} group={group} title={pickingEnd ? m.pickEnd : m.pickStart} returnFocus={() => inputs.current[pickingEnd ? 'end' : 'start']}>
        <TurkishCalendar
          {...calendar}
          selection={{ mode: 'range', from: start.value, to: end.value }}
          notBefore={pickingEnd ? start.value : undefined}
          onPick={(date) => {
            if (!pickingEnd) {
              changeStart(date);
              setPicking('end');
            } else {
              end.onChange(date);
              setOpen(false);
            }
          }}
        />
      </CalendarPopover>
    </Popover.Root>
  );
}
