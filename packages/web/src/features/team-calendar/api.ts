import type {
  CalendarPerson,
  OverlapResponse,
  TeamCalendar,
  TeamCalendarQueryInput,
} from '@paydos/contract/team-calendar';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../platform/api';

/** The page's filters, each always set ('' = all departments, no search). */
export type CalendarFilters = Required<TeamCalendarQueryInput>;

export const useTeamCalendar = ({ month, department, q }: CalendarFilters) =>
  useQuery({
    queryKey: ['team-calendar', month, department, q],
    queryFn: () => {
      const query = new URLSearchParams({ month });
      if (department) query.set('department', department);
      if (q.trim()) query.set('q', q.trim());
      return api<TeamCalendar>(`/team-calendar?${query.toString()}`);
    },
    placeholderData: keepPreviousData,
  });

export const useOverlap = (startDate: string, endDate: string, enabled: boolean) =>
  useQuery({
    queryKey: ['team-calendar', 'overlap', startDate, endDate],
    queryFn: () =>
      api<OverlapResponse>(`/team-calendar/overlap?${new URLSearchParams({ startDate, endDate }).toString()}`),
    enabled,
  });

/** The leave of a person that covers a date, if any (the month's leave is a handful per person). */
export const leaveOn = (person: CalendarPerson, date: string) =>
  person.leaves.find((l) => l.startDate <= date && l.endDate >= date);

/** `2026-03` moved by whole months. */
export function shiftMonth(month: string, by: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
