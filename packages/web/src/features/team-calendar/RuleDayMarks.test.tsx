import type { TeamCalendarMonth } from '@paydos/contract/team-calendar';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render';
import { DayList } from './DayList';
import { MonthRuleDays } from './RuleDayMarks';
import { Wallchart } from './Wallchart';

const calendar: TeamCalendarMonth = {
  month: '2026-12',
  monthName: 'Aralık',
  year: 2026,
  today: '2026-12-01',
  showsLeaveTypes: false,
  days: ['2026-12-01', '2026-12-02', '2026-12-03'].map((date) => ({ date, kind: 'working', holidayName: null })),
  teams: [],
  nextCursor: null,
  people: [{ userId: 'u1', firstName: 'Eda', lastName: 'Kaya', department: null, isSelf: true, leaves: [] }],
  ruleDays: [
    { date: '2026-12-02', lock: { reason: 'Yıl sonu kapanışı', mode: 'REFUSE', teamName: null }, shortStaffed: [] },
    { date: '2026-12-03', lock: null, shortStaffed: [{ teamName: 'Teknoloji', atWork: 1, minimumAtWork: 2 }] },
  ],
};

describe('the team calendar’s rule days (issue 23 item 5)', () => {
  it('the phone’s day list: a lock day says it is locked and why, a short-staffed day names the team and its counts', () => {
    renderUi(<DayList calendar={calendar} />);
    const day = (date: string) =>
      screen.getByTestId('team-day-list').querySelector(`[data-date="${date}"]`) as HTMLElement;
    expect(within(day('2026-12-02')).getByTestId('day-rules')).toHaveTextContent(
      'Kilitli gün: Yıl sonu kapanışı, izin alınamaz',
    );
    expect(within(day('2026-12-03')).getByTestId('day-rules')).toHaveTextContent('⚠Teknoloji: asgari 2, çalışan 1');
    expect(within(day('2026-12-01')).queryByTestId('day-rules')).not.toBeInTheDocument();
  });

  it('the wallchart: the day header carries the marks with their words for screen readers, and the month’s rule days are listed under it', () => {
    renderUi(<Wallchart calendar={calendar} />);
    const header = (date: string) =>
      screen.getByRole('columnheader', { name: new RegExp(`^\\D*${Number(date.slice(8))}`) });
    expect(header('2026-12-02')).toHaveTextContent('Kilitli gün: Yıl sonu kapanışı, izin alınamaz');
    expect(header('2026-12-03')).toHaveTextContent('⚠ Teknoloji: asgari 2, çalışan 1');
    const list = screen.getByRole('list', { name: 'Bu aydaki ekip kuralları' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2 AralıkKilitli gün: Yıl sonu kapanışı, izin alınamaz', '3 Aralık⚠ Teknoloji: asgari 2, çalışan 1']);
  });

  it('a month without rule days lists none', () => {
    renderUi(<MonthRuleDays calendar={{ ...calendar, ruleDays: [] }} />);
    expect(screen.queryByTestId('wallchart-rule-days')).not.toBeInTheDocument();
  });
});
