import type { TeamCalendarMonth } from '@paydos/contract/team-calendar';
import { t } from '../../platform/messages';
import { delegationsMessages } from '../../platform/messages/delegations';
import { Badge } from '../../ui/Badge';
import { cn } from '../../ui/cn';
import { leaveOn } from './api';
import { dayShade, isHourlyLeave, leaveClass, leaveTitle } from './leave-colors';
import { DayRuleBadges, ruleDayOf } from './RuleDayMarks';
import { formatDateWithWeekday, holidayName } from '../../platform/format-dates';

const m = t.teamCalendar;
/** A phone shows the first names of a busy day and a count of the rest. */
const SHOWN_PER_DAY = 12;

/** The phone's team calendar (issue 16): the month as a list of days, each with who is away. */
export function DayList({ calendar }: { calendar: TeamCalendarMonth }) {
  return (
    <ol className="grid grid-cols-1 gap-2" data-testid="team-day-list">
      {calendar.days.map((day) => {
        const away = calendar.people.flatMap((person) => {
          const leave = leaveOn(person, day);
          return leave ? [{ person, leave }] : [];
        });
        // "n kişi izinli" counts whole days: a person on hourly leave is at work (docs/leave-rules.md §16).
        const awayAllDay = away.filter(({ leave }) => !isHourlyLeave(leave)).length;
        const isToday = day.date === calendar.today;
        return (
          <li
            key={day.date}
            data-date={day.date}
            data-kind={day.kind}
            aria-current={isToday ? 'date' : undefined}
            className={cn(
              'rounded-lg border border-line bg-white p-3',
              dayShade[day.kind],
              isToday && 'border-brand-500 ring-1 ring-brand-500',
            )}
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-ink">{formatDateWithWeekday(day.date)}</span>
              {isToday && <Badge tone="brand">{m.today}</Badge>}
              {day.holidayName && <Badge tone="amber">{holidayName(day.holidayName)}</Badge>}
              {awayAllDay > 0 && <span className="ml-auto text-xs text-muted">{m.awayCount(awayAllDay)}</span>}
            </div>
            <DayRuleBadges day={ruleDayOf(calendar, day.date)} />
            {away.length > 0 && (
              <ul className="mt-2 grid grid-cols-1 gap-1">
                {away.slice(0, SHOWN_PER_DAY).map(({ person, leave }) => (
                  <li key={person.userId} className="flex min-w-0 items-center gap-2 text-sm">
                    <span className={cn('size-3 shrink-0 rounded-sm', leaveClass(leave))} aria-hidden />
                    <span className="flex min-w-0 flex-col">
                      <span
                        className={cn('truncate', person.isSelf && 'font-semibold text-brand-800')}
                        title={`${person.firstName} ${person.lastName}`}
                      >
                        {person.firstName} {person.lastName}
                        {person.isSelf && <span className="font-normal text-muted"> ({m.you})</span>}
                      </span>
                      {/* Issue 23 item 4: who stands in while the person is away. */}
                      {leave.substitute && (
                        <span className="truncate text-xs text-muted">
                          {delegationsMessages.substitute.onLeave(leave.substitute)}
                        </span>
                      )}
                    </span>
                    <span className="ml-auto shrink-0 text-xs text-muted">{leaveTitle(leave)}</span>
                  </li>
                ))}
                {away.length > SHOWN_PER_DAY && (
                  <li className="text-xs text-muted">{m.more(away.length - SHOWN_PER_DAY)}</li>
                )}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
