import type {
  CalendarPerson,
  DayKind,
  OverlapResponse,
  TeamCalendar,
  TeamCalendarMonth,
  TeamCalendarQueryInput,
} from '@paydos/contract/team-calendar';
import { CALENDAR_PAGE_SIZE } from '@paydos/contract/team-calendar';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../platform/api';
import { usePagedList } from '../../platform/paged-list';

/** The page's filters, each always set ('' = every team, no search). */
export type CalendarFilters = Required<Pick<TeamCalendarQueryInput, 'month' | 'teamId' | 'q'>>;

/**
 * One month, 50 people a page (issue 25 item 5): `calendar` is the first page (the month's days,
 * teams and rule days) with the people of every page loaded so far, `more` loads the next page.
 */
export function useTeamCalendar({ month, teamId, q }: CalendarFilters) {
  const list = usePagedList<CalendarPerson, 'people'>(
    ['team-calendar'],
    '/team-calendar',
    'people',
    { month, teamId: teamId || undefined, q: q.trim() || undefined },
    { limit: CALENDAR_PAGE_SIZE },
  );
  // The server answers the month's fields with the first page (the contract's TeamCalendar).
  const first = list.query.data?.pages[0] as TeamCalendar | undefined;
  const calendar: TeamCalendarMonth | undefined =
    first?.days && first.teams && first.ruleDays
      ? { ...first, days: first.days, teams: first.teams, ruleDays: first.ruleDays, people: list.rows }
      : undefined;
  return { ...list, calendar };
}

export const useOverlap = (startDate: string, endDate: string, enabled: boolean) =>
  useQuery({
    queryKey: ['team-calendar', 'overlap', startDate, endDate],
    queryFn: () =>
      api<OverlapResponse>(`/team-calendar/overlap?${new URLSearchParams({ startDate, endDate }).toString()}`),
    enabled,
  });

/** The leave of a person that covers a date, if any (the month's leave is a handful per person). */
/**
 * The person's leave on the day. An hourly leave takes its hours on working days and arifes only
 * (docs/decisions/015): on the weekly rest day or a full holiday it shows nothing.
 */
export const leaveOn = (person: CalendarPerson, day: { date: string; kind: DayKind }) =>
  person.leaves.find(
    (l) =>
      l.startDate <= day.date &&
      l.endDate >= day.date &&
      (!l.minutesPerDay || day.kind === 'working' || day.kind === 'half_holiday'),
  );

/** `2026-03` moved by whole months. */
export function shiftMonth(month: string, by: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
