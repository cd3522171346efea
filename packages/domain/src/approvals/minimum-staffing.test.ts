import { describe, expect, it } from 'vitest';
import type { CountedLeave, MinimumStaffingRule } from './team-rules';
import { check, people } from './team-rules.fixture';

const salesMinimum3: MinimumStaffingRule = { teamId: 'sales', minimumAtWork: 3, mode: 'REFUSE' };
const away = (personId: string, startDate: string, endDate: string, status: CountedLeave['status']): CountedLeave => ({
  personId,
  startDate,
  endDate,
  status,
});

/** Eda of Satış (four people, at least three at work) asks for the days; `leaves` are the others' requests. */
const checkSales = (startDate: string, endDate: string, leaves: CountedLeave[] = []) =>
  check({ startDate, endDate }, { minimumStaffing: [salesMinimum3] }, { leaves });

describe('issue 23: a minimum number of people at work per team per day', () => {
  it('minimum staffing counts pending requests: names the days and the people left', () => {
    const leaves = [away('emre', '2025-12-30', '2026-01-02', 'PENDING')];
    const result = checkSales('2025-12-29', '2025-12-31', leaves);
    expect(result).toEqual({
      outcome: 'REFUSED',
      breaks: [
        {
          code: 'minimum_staffing',
          mode: 'REFUSE',
          teamId: 'sales',
          minimumAtWork: 3,
          dates: ['2025-12-30', '2025-12-31'],
          atWork: [
            { date: '2025-12-30', count: 2 },
            { date: '2025-12-31', count: 2 },
          ],
          message:
            'Satış ekibinde her iş günü en az 3 kişi çalışıyor olmalı. Onaylı ve bekleyen izinlerle birlikte bu talep ' +
            'şu günlerde daha az kişi bırakıyor: 30.12.2025 (2 kişi), 31.12.2025 (2 kişi).',
        },
      ],
    });
  });

  it.each([
    ['an approved leave of a colleague counts', [away('emre', '2025-12-29', '2025-12-29', 'APPROVED')], ['2025-12-29']],
    [
      'one person with two requests is away once',
      [away('emre', '2025-12-29', '2025-12-29', 'APPROVED'), away('emre', '2025-12-29', '2025-12-30', 'PENDING')],
      ['2025-12-29', '2025-12-30'],
    ],
    ['a colleague of another team does not count', [away('melis', '2025-12-29', '2025-12-31', 'APPROVED')], []],
    ["the requester's own other requests do not count twice", [away('eda', '2025-12-29', '2025-12-31', 'PENDING')], []],
  ])('%s', (_title, leaves, dates) => {
    const result = checkSales('2025-12-29', '2025-12-31', leaves);
    expect(result.breaks.flatMap((b) => b.dates)).toEqual(dates);
  });

  it('counts working days only: the weekend and 1 January inside the request break nothing', () => {
    const leaves = [
      away('emre', '2025-12-26', '2026-01-04', 'APPROVED'),
      away('selin', '2025-12-26', '2026-01-04', 'APPROVED'),
    ];
    const result = checkSales('2025-12-27', '2026-01-02', leaves);
    expect(result.breaks[0]?.dates).toEqual(['2025-12-29', '2025-12-30', '2025-12-31', '2026-01-02']);
    const weekendAndHoliday = checkSales('2026-01-01', '2026-01-01', leaves);
    expect(weekendAndHoliday.outcome).toBe('ALLOWED');
  });

  it('a half day (arife) is a working morning: the staffing is counted on it', () => {
    const leaves = [away('emre', '2026-03-19', '2026-03-19', 'PENDING')];
    const result = checkSales('2026-03-19', '2026-03-20', leaves);
    expect(result.breaks[0]).toHaveProperty('atWork', [{ date: '2026-03-19', count: 2 }]);
  });

  it.each([
    ['a team of one with a minimum of 1: every leave day breaks it', 1, ['2025-12-29', '2025-12-30']],
    ['a team of one with a minimum of 0: never', 0, []],
  ])('%s', (_title, minimumAtWork, dates) => {
    const rule = { teamId: 'support', minimumAtWork, mode: 'REFUSE' as const };
    const result = check(
      { requesterId: 'deniz', startDate: '2025-12-29', endDate: '2025-12-30' },
      { minimumStaffing: [rule] },
    );
    expect(result.breaks.flatMap((b) => b.dates)).toEqual(dates);
  });

  it('inactive members are not at work', () => {
    const inactive = people.map((p) => (p.id === 'selin' ? { ...p, isActive: false } : p));
    const result = check(
      { startDate: '2025-12-29', endDate: '2025-12-29' },
      { minimumStaffing: [salesMinimum3] },
      { people: inactive },
    );
    expect(result.breaks[0]).toHaveProperty('atWork', [{ date: '2025-12-29', count: 2 }]);
  });

  it('every team of the requester is checked; "to ADMIN" mode sends the request to İK', () => {
    const rules: MinimumStaffingRule[] = [salesMinimum3, { teamId: 'ops', minimumAtWork: 2, mode: 'NEEDS_ADMIN' }];
    const leaves = [away('emre', '2025-12-29', '2025-12-29', 'APPROVED')];
    const both = check({ startDate: '2025-12-29', endDate: '2025-12-29' }, { minimumStaffing: rules }, { leaves });
    expect(both.breaks.map((b) => [b.mode, b.dates])).toEqual([
      ['REFUSE', ['2025-12-29']],
      ['NEEDS_ADMIN', ['2025-12-29']],
    ]);
    expect(both.outcome).toBe('REFUSED');
    const opsOnly = check({ startDate: '2025-12-30', endDate: '2025-12-30' }, { minimumStaffing: rules }, { leaves });
    expect(opsOnly.outcome).toBe('NEEDS_ADMIN');
    expect(opsOnly.breaks[0]?.message).toBe(
      'Operasyon ekibinde her iş günü en az 2 kişi çalışıyor olmalı. Onaylı ve bekleyen izinlerle birlikte bu talep ' +
        'şu günlerde daha az kişi bırakıyor: 30.12.2025 (1 kişi). Talep İK onayına gider.',
    );
  });

  // docs/leave-rules.md §16: an hourly leave (nursing 90 minutes, an unpaid afternoon hour) keeps its person at work.
  it.each([
    ['a colleague on whole-day leave is away', [{ minutesPerDay: null }], null, 2],
    ["a colleague's hourly leave leaves them at work", [{ minutesPerDay: 90 }], null, 0],
    ['two colleagues on hourly leave are both at work', [{ minutesPerDay: 90 }, { minutesPerDay: 60 }], null, 0],
    ['an hourly request itself breaks no minimum', [{ minutesPerDay: null }], 120, 0],
  ] as const)('minimum staffing does not count hourly leave as away: %s', (_title, kinds, requestMinutes, breaks) => {
    const leaves = kinds.map((kind, i) => ({
      ...away(i === 0 ? 'emre' : 'selin', '2025-12-29', '2025-12-30', 'APPROVED'),
      ...kind,
    }));
    const result = check(
      { startDate: '2025-12-29', endDate: '2025-12-30', minutesPerDay: requestMinutes, leaveType: 'unpaid_leave' },
      { minimumStaffing: [salesMinimum3] },
      { leaves },
    );
    expect(result.breaks.flatMap((b) => b.dates)).toHaveLength(breaks);
  });
});
