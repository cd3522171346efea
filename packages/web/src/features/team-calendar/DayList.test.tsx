import { screen } from '@testing-library/react';
import type { CalendarLeave, TeamCalendarMonth } from '@paydos/contract/team-calendar';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render';
import { DayList } from './DayList';
import { leaveClass, leaveTitleWithSubstitute } from './leave-colors';

const leave = (substitute: string | null): CalendarLeave => ({
  startDate: '2026-06-01',
  endDate: '2026-06-02',
  status: 'APPROVED',
  leaveType: null,
  label: 'İzinli',
  substitute,
});
const calendar = (leaves: CalendarLeave[]): TeamCalendarMonth => ({
  month: '2026-06',
  monthName: 'Haziran',
  year: 2026,
  today: '2026-06-01',
  showsLeaveTypes: false,
  days: [{ date: '2026-06-01', kind: 'working', holidayName: null }],
  teams: [],
  nextCursor: null,
  people: [{ userId: 'u-eda', firstName: 'Eda', lastName: 'Kaya', department: null, isSelf: false, leaves }],
  ruleDays: [],
});

describe('the substitute on the team calendar (issue 23 item 4)', () => {
  it('issue 23 item 4: the phone’s day list shows "Vekil: Ad Soyad" under a leave that names one', () => {
    renderUi(<DayList calendar={calendar([leave('Vedat Vekil')])} />);
    expect(screen.getByText('Vekil: Vedat Vekil')).toBeInTheDocument();
  });

  it('issue 23 item 4: a leave without a substitute shows none', () => {
    renderUi(<DayList calendar={calendar([leave(null)])} />);
    expect(screen.getByText('Eda Kaya')).toBeInTheDocument();
    expect(screen.queryByText(/^Vekil:/)).toBeNull();
  });

  it('issue 23 item 4: the wallchart’s tooltip and spoken label add the substitute', () => {
    expect(leaveTitleWithSubstitute(leave('Vedat Vekil'))).toBe('İzinli · Vekil: Vedat Vekil');
    expect(leaveTitleWithSubstitute({ ...leave(null), status: 'PENDING' })).toBe('İzinli (beklemede)');
  });
});

describe('hourly leave on the team calendar (docs/leave-rules.md §16)', () => {
  const nursing: CalendarLeave = { ...leave(null), leaveType: 'nursing', label: 'Süt İzni', minutesPerDay: 90 };

  it('hourly leave: the day list names the type and the hours a day, and counts nobody away all day', () => {
    renderUi(<DayList calendar={calendar([nursing])} />);
    expect(screen.getByText('Süt İzni · 1 sa 30 dk')).toBeInTheDocument();
    expect(screen.queryByText(/kişi izinli/)).toBeNull();
  });

  it('hourly leave: on the weekly rest day it shows nothing (hours are taken on working days)', () => {
    const sunday = {
      ...calendar([nursing]),
      days: [{ date: '2026-06-01', kind: 'non_working' as const, holidayName: null }],
    };
    renderUi(<DayList calendar={sunday} />);
    expect(screen.queryByText('Süt İzni · 1 sa 30 dk')).toBeNull();
  });

  it('hourly leave: the wallchart marks it lighter and its tooltip names the hours', () => {
    expect(leaveClass(nursing)).toContain('leave-hourly');
    expect(leaveClass(leave(null))).not.toContain('leave-hourly');
    expect(leaveTitleWithSubstitute({ ...nursing, status: 'PENDING' })).toBe('Süt İzni · 1 sa 30 dk (beklemede)');
  });
});
