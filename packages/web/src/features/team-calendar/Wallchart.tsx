import type { TeamCalendarMonth } from '@paydos/contract/team-calendar';
import { weekdayOf } from '@paydos/domain';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { t } from '../../platform/messages';
import { cn } from '../../ui/cn';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { leaveOn } from './api';
import { dayShade, isHourlyLeave, leaveClass, leaveTitleWithSubstitute } from './leave-colors';
import { MonthHolidays } from './MonthHolidays';
import { HeaderRuleMarks, lockShade, MonthRuleDays, ruleDayOf } from './RuleDayMarks';
import { holidayName } from '../../platform/format-dates';

const m = t.teamCalendar;
const ROW_HEIGHT = 40;
const NAME_WIDTH = 208;
const DAY_WIDTH = 34;

/** The day header's tooltip: weekday, and the holiday's name when there is one. */
export const dayTitle = (day: TeamCalendarMonth['days'][number]) =>
  [
    m.weekdays[weekdayOf(day.date)],
    (day.holidayName && holidayName(day.holidayName)) ?? (day.kind === 'non_working' ? m.nonWorking : null),
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * The wallchart (issue 16): one row per person, one column per day, in a box that scrolls both
 * ways with the names and the day header sticky. Only the rows in view are in the DOM
 * (@tanstack/react-virtual). The people come 50 a page (issue 25 item 5): `footer` (ui/LoadMore)
 * sits at the bottom inside the box, so the next page loads when the chart is scrolled to its end.
 * The month's holidays are named under it.
 */
export function Wallchart({ calendar, footer }: { calendar: TeamCalendarMonth; footer?: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const rows = useVirtualizer({
    count: calendar.people.length,
    getScrollElement: () => box.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const width = NAME_WIDTH + calendar.days.length * DAY_WIDTH;
  const columns = `${NAME_WIDTH}px repeat(${calendar.days.length}, ${DAY_WIDTH}px)`;
  const todayIndex = calendar.days.findIndex((day) => day.date === calendar.today);

  // “Who is away now” is the first question: a month that holds today opens with today's column in
  // view (a week before it at the left edge), not at the 1st behind the fold of a narrow screen.
  useLayoutEffect(() => {
    if (box.current && todayIndex > 0) box.current.scrollLeft = Math.max(0, (todayIndex - 7) * DAY_WIDTH);
  }, [calendar.month, todayIndex]);

  return (
    <div className="space-y-3">
      <ScrollRegion
        ref={box}
        label={m.title}
        className="max-h-[70vh] overflow-auto rounded-lg border border-line bg-white"
        data-testid="team-wallchart"
      >
        <div style={{ width }} role="table" aria-label={m.title} aria-rowcount={calendar.people.length + 1}>
          <div
            role="row"
            className="sticky top-0 z-20 grid border-b border-line bg-white"
            style={{ gridTemplateColumns: columns }}
          >
            <div
              role="columnheader"
              className="sticky left-0 z-10 flex items-end bg-white px-3 py-2 text-xs font-semibold text-muted"
            >
              {m.person}
            </div>
            {calendar.days.map((day) => {
              const isToday = day.date === calendar.today;
              const rules = ruleDayOf(calendar, day.date);
              return (
                <div
                  key={day.date}
                  role="columnheader"
                  title={dayTitle(day)}
                  data-date={day.date}
                  data-kind={day.kind}
                  aria-current={isToday ? 'date' : undefined}
                  className={cn(
                    'flex flex-col items-center py-1.5 text-[11px] leading-tight text-muted',
                    dayShade[day.kind],
                    rules?.lock && lockShade,
                    isToday && 'bg-brand-100 font-bold text-brand-800',
                  )}
                >
                  <span>{m.weekdaysShort[weekdayOf(day.date)]}</span>
                  <span className="text-sm text-ink">{Number(day.date.slice(8))}</span>
                  {day.holidayName && <span className="sr-only">{holidayName(day.holidayName)}</span>}
                  <HeaderRuleMarks day={rules} />
                </div>
              );
            })}
          </div>
          <div className="relative" style={{ height: rows.getTotalSize() }}>
            {rows.getVirtualItems().map((item) => {
              const person = calendar.people[item.index]!;
              const name = `${person.firstName} ${person.lastName}`;
              return (
                <div
                  key={person.userId}
                  role="row"
                  aria-rowindex={item.index + 2}
                  data-testid="wallchart-row"
                  className="absolute left-0 top-0 grid w-full border-b border-line/70"
                  style={{ gridTemplateColumns: columns, height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
                >
                  <div
                    role="rowheader"
                    title={person.department ? `${name} · ${person.department}` : name}
                    className="sticky left-0 z-10 flex min-w-0 flex-col justify-center border-r border-line bg-white px-3"
                  >
                    <span
                      className={cn('truncate text-sm', person.isSelf ? 'font-semibold text-brand-800' : 'text-ink')}
                    >
                      {name}
                      {person.isSelf && <span className="font-normal text-muted"> ({m.you})</span>}
                    </span>
                    {person.department && <span className="truncate text-[11px] text-muted">{person.department}</span>}
                  </div>
                  {calendar.days.map((day) => {
                    const leave = leaveOn(person, day);
                    return (
                      <div
                        key={day.date}
                        role="cell"
                        className={cn(
                          'flex items-center',
                          dayShade[day.kind],
                          day.date === calendar.today && 'bg-brand-50 ring-1 ring-inset ring-brand-200',
                        )}
                      >
                        {leave && (
                          <span
                            className={cn(
                              // An hourly leave is a thin bar: the person is at work most of the day.
                              isHourlyLeave(leave) ? 'mt-2 block h-2 w-full' : 'block h-6 w-full',
                              leaveClass(leave),
                              leave.startDate === day.date && 'ml-0.5 rounded-l',
                              leave.endDate === day.date && 'mr-0.5 rounded-r',
                            )}
                            title={`${name}: ${leaveTitleWithSubstitute(leave)}`}
                            data-leave={leave.label}
                            data-status={leave.status}
                          >
                            <span className="sr-only">{leaveTitleWithSubstitute(leave)}</span>
                          </span>
                        )}
                      </div>
                    );
                  })}
                </div>
              );
            })}
          </div>
        </div>
        {footer && <div className="sticky left-0">{footer}</div>}
      </ScrollRegion>
      <MonthHolidays days={calendar.days} />
      <MonthRuleDays calendar={calendar} />
    </div>
  );
}
