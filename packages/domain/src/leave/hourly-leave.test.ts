import { describe, expect, it } from 'vitest';
import {
  countHourlyLeave,
  DEFAULT_WORKING_TIME,
  formatDuration,
  formatMinutesAsDays,
  hourlyChoice,
  hourlyLeaveProblems,
  nursingLastDay,
} from './hourly-leave';

const weekdays = [1, 2, 3, 4, 5] as const;
const allowing = { dailyMinutes: 450, hourlyLeave: true };
const nursing = (startDate: string, endDate: string, minutesPerDay: number | null, childBirthDate?: string | null) => ({
  leaveType: 'nursing',
  startDate,
  endDate,
  minutesPerDay,
  childBirthDate,
});

describe('süt izni (4857 md. 74): 1,5 saat a day until the child is one year old', () => {
  it.each([
    {
      rule: 'a child born 14.03.2026 is one on 14.03.2027: nursing up to 13.03.2027 is allowed',
      request: nursing('2027-03-01', '2027-03-12', 90, '2026-03-14'),
      problems: [],
    },
    {
      rule: 'a range across the first birthday is refused, naming the birthday and the last day',
      request: nursing('2027-03-01', '2027-03-19', 90, '2026-03-14'),
      problems: [
        {
          field: 'endDate',
          message:
            'Süt izni çocuk bir yaşını doldurana kadar kullanılır (4857 md. 74): çocuk 14.03.2027 tarihinde bir yaşını dolduruyor, son gün 13.03.2027.',
        },
      ],
    },
    {
      rule: 'nursing on the first birthday itself is refused (the child is one)',
      request: nursing('2027-03-15', '2027-03-15', 60, '2026-03-15'),
      problems: [{ field: 'startDate', message: expect.stringContaining('son gün 14.03.2027') as string }],
    },
    {
      rule: 'a child born on 29 February is one on 28 February of a common year: the last day is the 27th',
      request: nursing('2025-02-27', '2025-02-28', 90, '2024-02-29'),
      problems: [{ field: 'endDate', message: expect.stringContaining('son gün 27.02.2025') as string }],
    },
    {
      rule: 'more than 1,5 saat a day is refused',
      request: nursing('2026-09-01', '2026-09-30', 91, '2026-06-01'),
      problems: [{ field: 'minutesPerDay', message: 'Süt izni günde en fazla 1 sa 30 dk olabilir (4857 md. 74).' }],
    },
    {
      rule: 'the employee chooses the split: 45 minutes a day is as good as 90',
      request: nursing('2026-09-01', '2026-09-30', 45, '2026-06-01'),
      problems: [],
    },
    {
      rule: 'the child’s birth date is required',
      request: nursing('2026-09-01', '2026-09-30', 90, null),
      problems: [{ field: 'childBirthDate', message: 'Süt izni için çocuğun doğum tarihini girin.' }],
    },
    {
      rule: 'no nursing leave before the child is born',
      request: nursing('2026-05-01', '2026-06-30', 90, '2026-06-01'),
      problems: [{ field: 'startDate', message: 'Süt izni çocuğun doğum tarihinden önce başlayamaz.' }],
    },
    {
      rule: 'nursing leave is asked in hours, never in days',
      request: nursing('2026-09-01', '2026-09-30', null, '2026-06-01'),
      problems: [{ field: 'minutesPerDay', message: 'Süt izni saatle istenir: günde kaç saat kullanacağınızı girin.' }],
    },
  ])('$rule', ({ request, problems }) => {
    expect(hourlyLeaveProblems(request, DEFAULT_WORKING_TIME)).toEqual(problems);
  });

  it('the last day is the day before the first birthday', () => {
    expect(nursingLastDay('2026-03-14', '2026-04-01')).toBe('2027-03-13');
  });

  it('counted as working time in minutes: 1,5 saat on each of the 5 working days of a week is 7 sa 30 dk', () => {
    const count = countHourlyLeave({
      startDate: '2026-09-07',
      endDate: '2026-09-13',
      workingDays: weekdays,
      minutesPerDay: 90,
    });
    expect(count).toMatchObject({ workDays: 5, minutes: 450, calendarDays: 7 });
    expect(count.excluded.map((e) => e.date)).toEqual(['2026-09-12', '2026-09-13']);
  });
});

describe('hourly leave in minutes (docs/decisions/015)', () => {
  it('a full holiday takes no minutes, an arife does (its morning is worked): 26-29 October 2026', () => {
    // 26 Mon, 27 Tue, 28 Wed arife (13:00), 29 Thu Cumhuriyet Bayramı.
    const count = countHourlyLeave({
      startDate: '2026-10-26',
      endDate: '2026-10-29',
      workingDays: weekdays,
      minutesPerDay: 90,
    });
    expect(count).toMatchObject({ workDays: 3, minutes: 270 });
  });

  it.each([
    { leaveType: 'nursing', hourlyLeave: false, choice: 'hours' },
    { leaveType: 'unpaid_leave', hourlyLeave: false, choice: 'days' },
    { leaveType: 'unpaid_leave', hourlyLeave: true, choice: 'either' },
    { leaveType: 'excuse.disabled_child_care', hourlyLeave: true, choice: 'either' },
    { leaveType: 'annual_paid', hourlyLeave: true, choice: 'days' },
    { leaveType: 'excuse.marriage', hourlyLeave: true, choice: 'days' },
  ])('$leaveType with hourly leave $hourlyLeave is asked in $choice', ({ leaveType, hourlyLeave, choice }) => {
    expect(hourlyChoice(leaveType, { hourlyLeave })).toBe(choice);
  });

  it('hours on a type taken in days are refused, saying why', () => {
    const request = { leaveType: 'unpaid_leave', startDate: '2026-09-01', endDate: '2026-09-01', minutesPerDay: 120 };
    expect(hourlyLeaveProblems(request, DEFAULT_WORKING_TIME)).toEqual([
      {
        field: 'minutesPerDay',
        message: 'Organizasyonunuz saatlik izne izin vermiyor; Ücretsiz İzin gün olarak istenir.',
      },
    ]);
    expect(hourlyLeaveProblems(request, allowing)).toEqual([]);
    expect(hourlyLeaveProblems({ ...request, leaveType: 'annual_paid' }, allowing)[0]?.message).toBe(
      'Yıllık İzin saatlik istenemez; gün olarak isteyin.',
    );
  });

  it('no more minutes a day than the organization’s working day', () => {
    const request = { leaveType: 'unpaid_leave', startDate: '2026-09-01', endDate: '2026-09-01', minutesPerDay: 451 };
    expect(hourlyLeaveProblems(request, allowing)).toEqual([
      {
        field: 'minutesPerDay',
        message: 'Saatlik izin günde en fazla 7 sa 30 dk olabilir (organizasyonun günlük çalışma süresi).',
      },
    ]);
  });

  it.each([
    [0, '0 dk'],
    [45, '45 dk'],
    [90, '1 sa 30 dk'],
    [120, '2 sa'],
  ])('%i minutes read %s', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });

  it.each([
    [90, 450, '1 sa 30 dk'],
    [450, 450, '1 gün'],
    [1020, 450, '2 gün 2 sa'],
    [2790, 450, '6 gün 1 sa 30 dk'],
    [960, 480, '2 gün'],
  ])('%i minutes at %i a day are %s, without rounding', (minutes, daily, text) => {
    expect(formatMinutesAsDays(minutes, daily)).toBe(text);
  });
});
