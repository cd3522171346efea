import { describe, expect, it } from 'vitest';
import { mergeLeaveDays } from './merge-leave-days';
import {
  availableReportMonths,
  leaveDaysWithin,
  monthBounds,
  monthDayKinds,
  monthlyLeaveReport,
  type ApprovedLeave,
  type ReportEmployee,
} from './monthly-report';

const MON_FRI = [1, 2, 3, 4, 5] as const;
const person = (userId: string, lastName: string, extra: Partial<ReportEmployee> = {}): ReportEmployee => ({
  userId,
  firstName: 'Ad',
  lastName,
  email: `${userId}@ornek.com.tr`,
  department: null,
  position: null,
  ...extra,
});
const leave = (startDate: string, endDate: string, leaveType = 'annual_paid', userId = 'u1'): ApprovedLeave => ({
  userId,
  leaveType,
  startDate,
  endDate,
});
const daysIn = (l: ApprovedLeave, year: number, month: number) =>
  leaveDaysWithin(l, monthBounds({ year, month }), { workingDays: MON_FRI }).map((d) => [d.date.slice(5), d.days]);

describe('monthly report: days of a leave inside the month (product §D7, same rule as countLeaveDays)', () => {
  it.each([
    {
      rule: 'a leave crossing the month’s end counts only its days inside each month',
      l: leave('2026-01-26', '2026-02-06'),
      year: 2026,
      month: 1,
      expected: [
        ['01-26', 1],
        ['01-27', 1],
        ['01-28', 1],
        ['01-29', 1],
        ['01-30', 1],
      ],
    },
    {
      rule: 'the same leave seen from the next month: only February’s working days',
      l: leave('2026-01-26', '2026-02-06'),
      year: 2026,
      month: 2,
      expected: [
        ['02-02', 1],
        ['02-03', 1],
        ['02-04', 1],
        ['02-05', 1],
        ['02-06', 1],
      ],
    },
    {
      rule: 'a half-day arife counts 0.5 and the bayram day 0 (Ramazan Bayramı 2026)',
      l: leave('2026-03-18', '2026-03-20'),
      year: 2026,
      month: 3,
      expected: [
        ['03-18', 1],
        ['03-19', 0.5],
      ],
    },
    {
      rule: 'a public holiday inside a leave is not counted (23 Nisan)',
      l: leave('2026-04-20', '2026-04-24'),
      year: 2026,
      month: 4,
      expected: [
        ['04-20', 1],
        ['04-21', 1],
        ['04-22', 1],
        ['04-24', 1],
      ],
    },
    {
      rule: 'a leave outside the month gives nothing',
      l: leave('2026-05-04', '2026-05-05'),
      year: 2026,
      month: 4,
      expected: [],
    },
  ])('$rule', ({ l, year, month, expected }) => {
    expect(daysIn(l, year, month)).toEqual(expected);
  });

  it('the organization’s working days decide (a six-day week counts Saturday)', () => {
    const days = leaveDaysWithin(leave('2026-04-06', '2026-04-12'), monthBounds({ year: 2026, month: 4 }), {
      workingDays: [1, 2, 3, 4, 5, 6],
    });
    expect(days.map((d) => d.date.slice(5))).toEqual(['04-06', '04-07', '04-08', '04-09', '04-10', '04-11']);
  });
});

describe('monthly report: merge rule of product §9 on the month’s days', () => {
  const month = monthBounds({ year: 2026, month: 4 });
  const expand = (...leaves: ApprovedLeave[]) =>
    leaves.flatMap((l) => leaveDaysWithin(l, month, { workingDays: MON_FRI }));

  it.each([
    {
      rule: 'days 3 apart (Friday → Monday) merge into one range',
      leaves: [leave('2026-04-01', '2026-04-03'), leave('2026-04-06', '2026-04-07')],
      ranges: [['2026-04-01', '2026-04-07', 5]],
    },
    {
      rule: 'days 4 apart stay two ranges',
      leaves: [leave('2026-04-13', '2026-04-13'), leave('2026-04-17', '2026-04-17')],
      ranges: [
        ['2026-04-13', '2026-04-13', 1],
        ['2026-04-17', '2026-04-17', 1],
      ],
    },
    {
      rule: 'a holiday inside a leave does not break its range (gap of 2 days)',
      leaves: [leave('2026-04-20', '2026-04-24')],
      ranges: [['2026-04-20', '2026-04-24', 4]],
    },
  ])('$rule', ({ leaves, ranges }) => {
    expect(mergeLeaveDays(expand(...leaves)).map((r) => [r.startDate, r.endDate, r.days])).toEqual(ranges);
  });

  it('two types back to back stay two ranges, one per type', () => {
    const merged = mergeLeaveDays(
      expand(leave('2026-04-06', '2026-04-08'), leave('2026-04-09', '2026-04-10', 'sick_leave_reported')),
    );
    expect(merged.map((r) => [r.leaveType, r.startDate, r.endDate, r.days])).toEqual([
      ['annual_paid', '2026-04-06', '2026-04-08', 3],
      ['sick_leave_reported', '2026-04-09', '2026-04-10', 2],
    ]);
  });
});

describe('monthly report: people and summary', () => {
  it('lists every person with a counted day, an inactive employee with leave in the month too, in Turkish order; sums per type', () => {
    const report = monthlyLeaveReport({
      month: { year: 2026, month: 3 },
      workingDays: MON_FRI,
      employees: [
        person('u1', 'Şahin'),
        person('u2', 'Çelik', { isActive: false }),
        person('u3', 'Zorlu'),
        person('u4', 'Akın'),
      ],
      leaves: [
        leave('2026-03-16', '2026-03-20', 'annual_paid', 'u1'), // 3 + arife 0.5 + bayram 0
        leave('2026-02-23', '2026-03-03', 'sick_leave_reported', 'u2'), // 2 March days
        leave('2026-03-28', '2026-03-29', 'annual_paid', 'u3'), // a weekend only: no counted day
        leave('2026-03-30', '2026-04-03', 'unpaid_leave', 'u4'), // 2 March days
      ],
    });
    expect(report.employeeLeaveData.map((e) => [e.lastName, e.totalDays, e.isActive ?? true])).toEqual([
      ['Akın', 2, true],
      ['Çelik', 2, false],
      ['Şahin', 3.5, true],
    ]);
    expect(report.employeeLeaveData[2]!.leaveDays.at(-1)).toEqual({
      date: '2026-03-19',
      leaveType: 'annual_paid',
      days: 0.5,
    });
    expect(report.summary).toEqual({
      totalEmployeesOnLeave: 3,
      totalLeaveDays: 7.5,
      leaveTypeStats: { annual_paid: 3.5, sick_leave_reported: 2, unpaid_leave: 2 },
      totalLeaveMinutes: 0,
      leaveTypeMinutes: {},
    });
  });

  it('süt izni (4857 md. 74) in the month is hours, never days: 1,5 saat on each working day, exact in minutes', () => {
    const report = monthlyLeaveReport({
      month: { year: 2026, month: 3 },
      workingDays: MON_FRI,
      employees: [person('u1', 'Şahin')],
      leaves: [
        // 16-20 March 2026: 16, 17, 18 work days, 19 arife (morning worked), 20 Ramazan Bayramı.
        { ...leave('2026-03-16', '2026-03-20', 'nursing', 'u1'), minutesPerDay: 90 },
        leave('2026-03-23', '2026-03-24', 'annual_paid', 'u1'),
      ],
    });
    const [sahin] = report.employeeLeaveData;
    expect(sahin).toMatchObject({ totalDays: 2, totalMinutes: 360 });
    expect(sahin!.leaveDays[0]).toEqual({ date: '2026-03-16', leaveType: 'nursing', days: 0, minutes: 90 });
    expect(report.summary).toMatchObject({
      totalLeaveDays: 2,
      leaveTypeStats: { annual_paid: 2, nursing: 0 },
      totalLeaveMinutes: 360,
      leaveTypeMinutes: { nursing: 360 },
    });
    expect(
      mergeLeaveDays(sahin!.leaveDays.map((d) => ({ ...d, userId: 'u1' }))).find((r) => r.leaveType === 'nursing'),
    ).toMatchObject({ startDate: '2026-03-16', endDate: '2026-03-19', days: 0, minutes: 360 });
  });

  it('the available months run from the first leave (or creation) to today’s month, newest first', () => {
    const months = availableReportMonths({ firstDate: '2025-11-20', today: '2026-02-10' });
    expect(months.map((m) => [m.year, m.month, m.monthName, m.daysInMonth, m.isCurrentMonth])).toEqual([
      [2026, 2, 'Şubat', 28, true],
      [2026, 1, 'Ocak', 31, false],
      [2025, 12, 'Aralık', 31, false],
      [2025, 11, 'Kasım', 30, false],
    ]);
    expect(availableReportMonths({ firstDate: '2026-05-01', today: '2026-02-10' }).map((m) => m.month)).toEqual([2]);
    // A leave recorded before the holiday table's first year: the list starts at that year.
    expect(availableReportMonths({ firstDate: '2012-06-01', today: '2017-02-10' }).at(-1)).toMatchObject({
      year: 2017,
      month: 1,
    });
  });

  it('day kinds of the puantaj: weekends, holidays and half-day holidays', () => {
    const kinds = monthDayKinds({ year: 2026, month: 3 }, MON_FRI);
    expect(kinds).toHaveLength(31);
    expect(kinds.find((d) => d.date === '2026-03-19')!.kind).toBe('half_holiday');
    expect(kinds.find((d) => d.date === '2026-03-20')!.kind).toBe('holiday');
    expect(kinds.find((d) => d.date === '2026-03-21')!.kind).toBe('holiday');
    expect(kinds.find((d) => d.date === '2026-03-23')!.kind).toBe('working');
    expect(kinds.find((d) => d.date === '2026-03-28')!.kind).toBe('non_working');
  });
});
