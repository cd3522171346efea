// One labelled date; its box and calendar popover (shared with DateRangeField.tsx) are in DateInput.tsx.
import * as Popover from '@radix-ui/react-popover';
import { forwardRef, useRef, useState, type ReactNode } from 'react';
import { assignRef } from './assign-ref';
import { FieldFrame, useFieldIds } from './Field';
import { makeRoomBelow } from './make-room-below';
import { TurkishCalendar, type CalendarOptions } from './TurkishCalendar';
import { CALENDAR_HEIGHT, CalendarPopover, DateInput } from './DateInput';

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
