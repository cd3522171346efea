import { compareDates, formatTurkishDate, isCalendarDate, parseTurkishDate } from '@paydos/domain';
import * as Popover from '@radix-ui/react-popover';
import { CalendarDays } from 'lucide-react';
import { forwardRef, useEffect, useRef, useState, type ReactNode, type Ref, type RefObject } from 'react';
import { t } from '../platform/messages';
import { assignRef } from './assign-ref';
import { cn } from './cn';
import { FieldFrame, inputClass, useFieldIds } from './Field';
import { makeRoomBelow } from './make-room-below';
import { TurkishCalendar, type CalendarOptions } from './TurkishCalendar';

const m = t.datePicker;

/*
 * The one date picker (product §D1): a text box that shows and reads gg.aa.yyyy, and a Turkish
 * calendar (ui/TurkishCalendar.tsx) in a Radix popover. Values in and out are `YYYY-MM-DD` strings.
 *
 * What was typed but is not a real date is handed to the form as typed, so the form's schema refuses
 * it (INVALID_DATE_MESSAGE) instead of the value silently becoming empty.
 */

const display = (value: string) => (isCalendarDate(value) ? formatTurkishDate(value) : value);
const fromText = (text: string) => (text.trim() === '' ? '' : (parseTurkishDate(text) ?? text.trim()));

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
      <Popover.Anchor virtualRef={anchor} />
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
            if (!open) makeRoomBelow(box.current, CALENDAR_HEIGHT);
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
 * second the end (days before the start disabled). A start after the end clears the end (product §5).
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
  /** The historical-leave form's rule (product §5): a start after the end moves the end up to it instead of clearing it. */
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
      if (!open) makeRoomBelow(anchor.current, CALENDAR_HEIGHT);
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
