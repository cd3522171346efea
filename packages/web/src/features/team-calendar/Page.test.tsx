import type { CalendarPerson, TeamCalendar } from '@paydos/contract/team-calendar';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderPage, testUser } from '../../test/render';
import { TeamCalendarPage } from './Page';

const person = (userId: string, firstName: string): CalendarPerson => ({
  userId,
  firstName,
  lastName: 'Kaya',
  department: 'Satış',
  isSelf: false,
  leaves: [],
});

/** The server: two pages (Ali and Can; then Ece), the month's fields with the first page only. */
function stubCalendar() {
  const asked: URLSearchParams[] = [];
  stubApi({
    'GET /team-calendar': ({ url }) => {
      asked.push(url.searchParams);
      const month = url.searchParams.get('month')!;
      const base = { month, monthName: 'Mart', year: 2026, today: '2026-03-10', showsLeaveTypes: true };
      const body: TeamCalendar = url.searchParams.get('cursor')
        ? { ...base, people: [person('u-3', 'Ece')], nextCursor: null }
        : {
            ...base,
            people: [person('u-1', 'Ali'), person('u-2', 'Can')],
            nextCursor: 'sonraki',
            days: [{ date: `${month}-01`, kind: 'working', holidayName: null }],
            teams: [
              { id: 't-satis', name: 'Satış' },
              { id: 't-uretim', name: 'Üretim' },
            ],
            ruleDays: [],
          };
      return { body };
    },
  });
  return asked;
}

describe('the team calendar page, 50 people a page (issue 25 item 5)', () => {
  it('asks for the first page of the month in the URL, then the next page by its cursor with the same filters ("Daha fazla yükle")', async () => {
    const asked = stubCalendar();
    const { user } = renderPage(<TeamCalendarPage />, {
      user: testUser(),
      route: '/team-calendar?month=2026-03&team=t-satis&q=ka',
    });
    expect(await screen.findByTestId('team-calendar-count')).toHaveTextContent('İlk 2 kişi gösteriliyor');
    expect(Object.fromEntries(asked[0]!)).toEqual({ limit: '50', month: '2026-03', teamId: 't-satis', q: 'ka' });
    await user.click(screen.getByRole('button', { name: 'Daha fazla yükle' }));
    await waitFor(() => expect(screen.getByTestId('team-calendar-count')).toHaveTextContent('3 kişi'));
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({
      limit: '50',
      month: '2026-03',
      teamId: 't-satis',
      q: 'ka',
      cursor: 'sonraki',
    });
    expect(screen.queryByRole('button', { name: 'Daha fazla yükle' })).toBeNull();
  });

  it('the team filter lists the first page’s teams and sends the chosen one; the search box sends its text', async () => {
    const asked = stubCalendar();
    const { user } = renderPage(<TeamCalendarPage />, { user: testUser(), route: '/team-calendar?month=2026-03' });
    const team = await screen.findByRole('combobox', { name: 'Ekip' });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Üretim' })).toBeInTheDocument());
    await user.selectOptions(team, 't-uretim');
    await waitFor(() => expect(asked.at(-1)!.get('teamId')).toBe('t-uretim'));
    await user.type(screen.getByRole('searchbox', { name: 'İsim ara' }), 'Işıl');
    await waitFor(() => expect(asked.at(-1)!.get('q')).toBe('Işıl'));
    expect(asked.at(-1)!.get('teamId')).toBe('t-uretim');
  });

  it('the month navigation keeps the team and the search', async () => {
    const asked = stubCalendar();
    const { user } = renderPage(<TeamCalendarPage />, {
      user: testUser(),
      route: '/team-calendar?month=2026-03&team=t-satis&q=ka',
    });
    await screen.findByTestId('team-calendar-count');
    await user.click(screen.getByRole('button', { name: 'Sonraki ay' }));
    await waitFor(() => expect(asked.at(-1)!.get('month')).toBe('2026-04'));
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({ limit: '50', month: '2026-04', teamId: 't-satis', q: 'ka' });
    expect(screen.getByTestId('team-calendar-month')).toHaveTextContent('Nisan 2026');
    expect(screen.getByRole('searchbox', { name: 'İsim ara' })).toHaveValue('ka');
  });
});
