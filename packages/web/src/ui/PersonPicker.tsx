import * as Popover from '@radix-ui/react-popover';
import { ChevronsUpDown } from 'lucide-react';
import { forwardRef, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { t } from '../platform/messages';
import { useDebouncedValue } from '../platform/use-debounced-value';
import { useBelowSm } from '../platform/use-media-query';
import { assignRef } from './assign-ref';
import { cn } from './cn';
import { FieldFrame, inputClass, useFieldIds } from './Field';
import { makeRoomBelow } from './make-room-below';

const m = t.personPicker;

/** How many matches a picker's fetcher asks the server for: the first page of a search, never the organization. */
export const PERSON_PICKER_LIMIT = 20;

/** One person a picker offers. */
export interface PickerPerson {
  id: string;
  firstName: string;
  lastName: string;
  position?: string | null;
  department?: string | null;
}

const fullName = (person: PickerPerson) => `${person.firstName} ${person.lastName}`;
const detail = (person: PickerPerson) => [person.position, person.department].filter(Boolean).join(' · ');

/** The fetcher's answer for the typed text; a later text's answer replaces an earlier one, never the other way round. */
function useMatches(fetcher: (q: string) => Promise<PickerPerson[]>, q: string, enabled: boolean) {
  const [state, setState] = useState<{ q: string | null; people: PickerPerson[]; failed: boolean }>({
    q: null,
    people: [],
    failed: false,
  });
  const latest = useRef(fetcher);
  latest.current = fetcher;
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    latest.current(q).then(
      (people) => current && setState({ q, people, failed: false }),
      () => current && setState({ q, people: [], failed: true }),
    );
    return () => {
      current = false;
    };
  }, [q, enabled]);
  return { ...state, loading: enabled && state.q !== q };
}

export interface PersonPickerProps {
  label: string;
  /** The chosen person's id, or '' when none. */
  value: string;
  onChange: (id: string) => void;
  onBlur?: () => void;
  name?: string;
  /** The server's first PERSON_PICKER_LIMIT matches for the typed text ('' for the first ones). */
  fetcher: (q: string) => Promise<PickerPerson[]>;
  /** Who `value` is when it was set from outside (a preselected person), so the box can name them. */
  selected?: PickerPerson | null;
  error?: string;
  hint?: ReactNode;
  placeholder?: string;
  className?: string;
  id?: string;
  disabled?: boolean;
}

/**
 * The one person picker (ARIA 1.2 combobox): a text box that searches on the server as one types
 * (debounced), a list of the first matches with name and position · department in a Radix popover;
 * ArrowUp/ArrowDown move, Enter chooses, Escape closes. Editing the text after a choice clears it,
 * so a form's "choose a person" rule still holds. For react-hook-form:
 * `<Controller render={({ field }) => <PersonPicker {...field} fetcher={…} … />} />`.
 */
export const PersonPicker = forwardRef<HTMLInputElement, PersonPickerProps>(function PersonPicker(
  { label, value, onChange, onBlur, name, fetcher, selected, error, hint, placeholder, className, id, disabled },
  ref,
) {
  const { inputId, control } = useFieldIds(id, error, hint);
  const listId = useId();
  const box = useRef<HTMLDivElement | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const [chosen, setChosen] = useState<PickerPerson | null>(selected && selected.id === value ? selected : null);
  const [text, setText] = useState(chosen ? fullName(chosen) : '');
  const [open, setOpen] = useState(false);
  const belowSm = useBelowSm();
  const [active, setActive] = useState(0);
  // A chosen person's name in the box is not a search: opening the list then shows the first people.
  const typed = chosen && text === fullName(chosen) ? '' : text.trim();
  const q = useDebouncedValue(typed);
  const matches = useMatches(fetcher, q, open);
  const people = matches.q === null ? [] : matches.people;

  // A value set from outside: a reset empties the box, a preselected person is named once known.
  useEffect(() => {
    if (value === (chosen?.id ?? '')) return;
    const known = selected && selected.id === value ? selected : null;
    setChosen(known);
    setText(known ? fullName(known) : '');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `chosen` follows `value`, not the other way round
  }, [value, selected]);

  useEffect(() => setActive(0), [matches.q]);
  const list = useRef<HTMLUListElement | null>(null);
  useEffect(() => {
    list.current?.children[active]?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const choose = (person: PickerPerson) => {
    setChosen(person);
    setText(fullName(person));
    setOpen(false);
    onChange(person.id);
  };
  const activeId = open && people[active] ? `${listId}-${people[active].id}` : undefined;

  return (
    <FieldFrame inputId={inputId} label={label} error={error} hint={hint} className={className}>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Anchor asChild>
          <div ref={box} className="relative">
            <input
              ref={(node) => {
                input.current = node;
                assignRef(ref, node);
              }}
              {...control}
              name={name}
              type="text"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={open}
              aria-controls={open ? listId : undefined}
              aria-activedescendant={activeId}
              autoComplete="off"
              placeholder={placeholder ?? m.placeholder}
              disabled={disabled}
              value={text}
              className={cn(inputClass, 'pr-10')}
              onChange={(e) => {
                setText(e.target.value);
                setOpen(true);
                if (chosen) {
                  setChosen(null);
                  onChange('');
                }
              }}
              onFocus={(e) => {
                e.target.select();
                // On a phone the keyboard takes the lower half of the screen as the box gets focus: the box
                // goes as high as it may, so that the list of matches opens under it in what is left.
                if (belowSm) makeRoomBelow(box.current, window.innerHeight);
              }}
              onBlur={(e) => {
                if (box.current?.contains(e.relatedTarget)) return;
                setOpen(false);
                if (chosen) setText(fullName(chosen));
                onBlur?.();
              }}
              onKeyDown={(e) => {
                if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
                  e.preventDefault();
                  if (!open) return setOpen(true);
                  if (people.length)
                    setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : people.length - 1)) % people.length);
                } else if (e.key === 'Enter' && open) {
                  // Enter chooses; it never submits the form around the picker.
                  e.preventDefault();
                  if (people[active]) choose(people[active]);
                } else if (e.key === 'Escape' && open) {
                  e.preventDefault();
                  e.stopPropagation();
                  setOpen(false);
                }
              }}
            />
            <button
              type="button"
              tabIndex={-1}
              disabled={disabled}
              aria-label={m.openList}
              title={m.openList}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                input.current?.focus();
                setOpen(!open);
              }}
              className="absolute inset-y-0 right-0 flex items-center px-2.5 text-muted hover:text-ink disabled:opacity-50"
            >
              <ChevronsUpDown className="size-4" aria-hidden />
            </button>
          </div>
        </Popover.Anchor>
        <Popover.Portal>
          <Popover.Content
            align="start"
            side="bottom"
            sideOffset={4}
            collisionPadding={8}
            // Focus stays in the text box: the list is followed through aria-activedescendant.
            onOpenAutoFocus={(e) => e.preventDefault()}
            onCloseAutoFocus={(e) => e.preventDefault()}
            onInteractOutside={(e) => {
              if (box.current?.contains(e.target as Node)) e.preventDefault();
            }}
            // The list scrolls, not the popover: a combobox's own listbox may scroll without taking focus (the text box keeps it),
            // where any other scrolling box would have to be reachable by keyboard (axe's scrollable-region-focusable).
            className="z-50 flex max-h-[min(20rem,var(--radix-popover-content-available-height))] w-[var(--radix-popover-trigger-width)] max-w-[calc(100vw-1rem)] flex-col rounded-lg border border-line bg-white py-1 shadow-xl"
          >
            {matches.failed ? (
              <p role="alert" className="px-3 py-2 text-sm text-red-600">
                {m.failed}
              </p>
            ) : people.length === 0 ? (
              <p role="status" className="px-3 py-2 text-sm text-muted">
                {matches.loading ? m.searching : m.noMatch}
              </p>
            ) : null}
            <ul
              ref={list}
              id={listId}
              role="listbox"
              aria-labelledby={`${inputId}-label`}
              aria-busy={matches.loading}
              className={cn('min-h-0 overflow-y-auto', people.length === 0 && 'hidden')}
            >
              {people.map((person, index) => (
                <li
                  key={person.id}
                  id={`${listId}-${person.id}`}
                  role="option"
                  aria-selected={person.id === value}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseMove={() => setActive(index)}
                  onClick={() => choose(person)}
                  className={cn(
                    'cursor-pointer px-3 py-2 text-sm',
                    index === active && 'bg-brand-50',
                    person.id === value && 'font-semibold',
                  )}
                >
                  <span className="block wrap-anywhere text-ink">{fullName(person)}</span>
                  {detail(person) && <span className="block wrap-anywhere text-xs text-muted">{detail(person)}</span>}
                </li>
              ))}
            </ul>
            {people.length >= PERSON_PICKER_LIMIT && (
              <p className="border-t border-line px-3 py-2 text-xs text-muted">{m.narrowDown(people.length)}</p>
            )}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </FieldFrame>
  );
});
