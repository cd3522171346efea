import type { TeamCalendarMonth } from '@paydos/contract/team-calendar';
import { istanbulToday } from '@paydos/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { t } from '../../platform/messages';
import { useUrlFilters } from '../../platform/use-url-filters';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { SearchField, SelectField } from '../../ui/Field';
import { LoadMore } from '../../ui/LoadMore';
import { PageHeader } from '../../ui/PageHeader';
import { QueryBody } from '../../ui/QueryBody';
import { cn } from '../../ui/cn';
import { useCurrentUser } from '../auth';
import { shiftMonth, useTeamCalendar } from './api';
import { DayList } from './DayList';
import { dayShade, legendLeaves, swatchClass } from './leave-colors';
import { usePhoneWidth } from './use-phone-width';
import { Wallchart } from './Wallchart';
import { RuleLegendItems } from './RuleDayMarks';
import './team-calendar.css';
import { useDocumentTitle } from '../../platform/document-title';
import { MONTH_NAMES } from '../../platform/format-dates';

const m = t.teamCalendar;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * /team-calendar (issues 16 and 25, every role): who is away in a month, as a wallchart or, on a
 * phone, a list by day; 50 people a page, more as the list is scrolled. The month, team and search are
 * in the URL, so changing the month keeps the filters.
 */
export function TeamCalendarPage() {
  useDocumentTitle(m.title);
  const user = useCurrentUser();
  const filters = useUrlFilters(['month', 'team'] as const);
  const thisMonth = istanbulToday(new Date()).slice(0, 7);
  const asked = filters.values.month;
  const month = MONTH.test(asked) ? asked : thisMonth;
  const list = useTeamCalendar({ month, teamId: filters.values.team, q: filters.q });
  const calendar = list.calendar;
  const phone = usePhoneWidth();
  const goTo = (next: string) => filters.setFilter('month', next === thisMonth ? '' : next);
  const heading = `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

  return (
    <div className="space-y-4">
      <PageHeader title={m.title} subtitle={user.role === 'EMPLOYEE' ? m.subtitleEmployee : m.subtitle} />
      <Card className="space-y-4 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => goTo(shiftMonth(month, -1))}
            aria-label={m.previous}
            title={m.previous}
          >
            <ChevronLeft className="size-4" aria-hidden />
          </Button>
          <h2
            className="min-w-36 text-center text-lg font-semibold"
            data-testid="team-calendar-month"
            aria-live="polite"
          >
            {heading}
          </h2>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => goTo(shiftMonth(month, 1))}
            aria-label={m.next}
            title={m.next}
          >
            <ChevronRight className="size-4" aria-hidden />
          </Button>
          <Button variant="ghost" size="sm" onClick={() => goTo(thisMonth)} disabled={month === thisMonth}>
            {m.today}
          </Button>
        </div>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <SelectField
            label={m.team}
            value={filters.values.team}
            onChange={(event) => filters.setFilter('team', event.target.value)}
          >
            <option value="">{m.allTeams}</option>
            {(calendar?.teams ?? []).map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </SelectField>
          <SearchField
            label={m.search}
            placeholder={m.searchPlaceholder}
            value={filters.typed}
            onChange={(event) => filters.setTyped(event.target.value)}
          />
        </div>
        {calendar && <Legend calendar={calendar} />}
        {calendar && calendar.people.length > 0 && (
          <p className="text-xs text-muted" data-testid="team-calendar-count">
            {m.peopleShown(calendar.people.length, list.more.hasMore)}
          </p>
        )}
      </Card>
      <QueryBody
        query={{ ...list.query, data: calendar }}
        failed={m.loadError}
        empty={m.nobody}
        isEmpty={(data) => data.people.length === 0}
      >
        {(data) => (
          <div className={cn(list.query.isPlaceholderData && 'opacity-60')}>
            {phone ? (
              <>
                <DayList calendar={data} />
                <LoadMore {...list.more} auto={false} />
              </>
            ) : (
              <Wallchart calendar={data} footer={<LoadMore {...list.more} />} />
            )}
          </div>
        )}
      </QueryBody>
    </div>
  );
}

function Legend({ calendar }: { calendar: TeamCalendarMonth }) {
  const swatch = (className: string) => <span className={cn(swatchClass, className)} aria-hidden />;
  const leaves = legendLeaves(calendar.showsLeaveTypes);
  return (
    <ul
      className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-muted"
      aria-label={m.legend}
      data-testid="team-calendar-legend"
    >
      {leaves.map((entry) => (
        <li key={entry.label} className="flex items-center gap-1.5">
          {swatch(entry.color)}
          {entry.label}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        {swatch(`${leaves[0]!.color} leave-pending`)}
        {m.pending}
      </li>
      <li className="flex items-center gap-1.5">
        {swatch(dayShade.non_working)}
        {m.weekend}
      </li>
      <li className="flex items-center gap-1.5">
        {swatch(dayShade.holiday)}
        {m.holiday}
      </li>
      <li className="flex items-center gap-1.5">
        {swatch(dayShade.half_holiday)}
        {m.halfHoliday}
      </li>
      <li className="flex items-center gap-1.5">
        {swatch('bg-brand-100 ring-1 ring-brand-500')}
        {m.todayColumn}
      </li>
      <RuleLegendItems calendar={calendar} />
    </ul>
  );
}
