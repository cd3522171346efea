import { isCalendarDate, parseTurkishDate } from '@paydos/domain';
import * as Popover from '@radix-ui/react-popover';
import { CalendarDays } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { t } from '../platform/messages';
import { cn } from './cn';
import type { useFieldIds } from './Field';
import { inputClass } from './Field';
import { formatTypedDate } from '../platform/format-dates';

const m = t.datePicker;

/*
 * The one date picker (product §D1): a text box that shows and reads gg.aa.yyyy (an English page shows
 * dd/mm/yyyy, formatTypedDate; both are read by parseTurkishDate), and a Turkish calendar
 * (ui/TurkishCalendar.tsx) in a Radix popover. Values in and out are `YYYY-MM-DD` strings.
 *
 * What was typed but is not a real date is handed to the form as typed, so the form's schema refuses
 * it (LEAVE_DATE_TEXTS.invalidDate) instead of the value silently becoming empty.
 */

const display = (value: string) => (isCalendarDate(value) ? formatTypedDate(value) : value);
const fromText = (text: string) => (text.trim() === '' ? '' : (parseTurkishDate(text) ?? text.trim()));

/** The text box (gg.aa.yyyy) with its calendar button; ArrowDown in the box opens the calendar too. */
export function DateInput({
  control,
  value,
  onChange,
  onBlur,
  name,
  disabled,
  inputRef,
  boxRef,
  expanded,
  onToggle,
}: {
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
          if (isCalendarDate(value)) setText(formatTypedDate(value));
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
export const CALENDAR_HEIGHT = 470;

/**
 * The popover: opens under the box it was opened from (`anchor`), never taller than the screen, focus
 * into the calendar and back to the box when it closes. `group` holds the fields whose calendar
 * buttons toggle it.
 */
export function CalendarPopover({
  anchor,
  group,
  returnFocus,
  title,
  children,
}: {
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
