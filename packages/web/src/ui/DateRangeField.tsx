// A start and an end date with one calendar; its box and popover are DateField's (DateInput.tsx).
import { compareDates, isCalendarDate } from '@paydos/domain';
import * as Popover from '@radix-ui/react-popover';
import { useRef, useState, type ReactNode, type Ref } from 'react';
import { t } from '../platform/messages';
import { assignRef } from './assign-ref';
import { cn } from './cn';
import { FieldFrame, useFieldIds } from './Field';
import { makeRoomBelow } from './make-room-below';
import { TurkishCalendar, type CalendarOptions } from './TurkishCalendar';
import { CALENDAR_HEIGHT, CalendarPopover, DateInput } from './DateInput';

const m = t.datePicker;

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
    if (isCalendarDate(value) && isCalendarDate(end.value) && compareDates(end.value, value) < 0)
      end.onChange(laterStartMovesEnd ? value : '');
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
  const side = (
    which: 'start' | 'end',
    field: DateSide,
    ids: ReturnType<typeof useFieldIds>,
    onChange: (value: string) => void,
  ) => (
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
      <CalendarPopover
        anchor={anchor}
        group={group}
        title={pickingEnd ? m.pickEnd : m.pickStart}
        returnFocus={() => inputs.current[pickingEnd ? 'end' : 'start']}
      >
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
