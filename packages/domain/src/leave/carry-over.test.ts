import { describe, expect, it } from 'vitest';
import {
  addMonthsClamped,
  carryOverText,
  expiryEntry,
  extraDaysExpireOn,
  leaveLayers,
  statutoryDaysOfServiceYear,
  type LeaveLayersInput,
} from './carry-over';
import { annualBalance, type LedgerEntry } from './ledger';
import { formatServiceLength, serviceLength, terminationPayout } from './termination-payout';

type E = LeaveLayersInput['entries'][number];
const grant = (serviceYear: number, days: number, effectiveDate: string): E => ({
  kind: 'GRANT',
  days,
  effectiveDate,
  serviceYear,
});
const usage = (days: number, effectiveDate: string, leaveRequestId: string | null = null): E => ({
  kind: 'USAGE',
  days: -days,
  effectiveDate,
  leaveRequestId,
});
const profile = { startDate: '2022-03-01', birthDate: null, underground: false };
/** The docs' worked example (§14): policy 18 days in the 1-5 band, the law 14: 4 extra days a year. */
const example: E[] = [
  grant(0, 0, '2022-03-01'),
  grant(1, 18, '2023-03-01'),
  usage(3, '2023-07-10', 'a'),
  grant(2, 18, '2024-03-01'),
];
const sixMonths = { months: 6, from: '2022-01-01' };

describe('art. 59: statutory days carry over into the next service year', () => {
  it.each([
    { name: 'nothing used: the whole year carries', entries: [grant(1, 18, '2023-03-01')], days: 18, st: 14, ex: 4 },
    { name: 'usage draws the extra days first', entries: example.slice(0, 3), days: 15, st: 14, ex: 1 },
    {
      name: 'more used than the extra: the rest from the statutory pool',
      entries: [grant(1, 18, '2023-03-01'), usage(10, '2023-05-02')],
      days: 8,
      st: 8,
      ex: 0,
    },
  ])('art. 59: at the service anniversary, $name', ({ entries, days, st, ex }) => {
    const { carryOvers } = leaveLayers({ ...profile, entries, expiry: null, asOf: '2024-03-01' });
    expect(carryOvers.at(-1)).toEqual({ serviceYear: 1, date: '2024-03-01', days, statutoryDays: st, extraDays: ex });
  });

  it('art. 59: a carry-over line per ended year, dated on the anniversary that ends it, with its text', () => {
    const { carryOvers } = leaveLayers({ ...profile, entries: example, expiry: null, asOf: '2024-06-01' });
    expect(carryOvers.map((c) => [c.serviceYear, c.date, c.days])).toEqual([
      [0, '2023-03-01', 0],
      [1, '2024-03-01', 15],
    ]);
    expect(carryOverText(carryOvers[1]!)).toBe(
      '1. hizmet yılından 01.03.2024 tarihine devreden 15 gün (yasal 14 gün, şirketin verdiği ek 1 gün). ' +
        'Yasal izin yanmaz (4857 md. 59).',
    );
  });

  it('art. 59: no carry-over line before the anniversary has come', () => {
    const { carryOvers } = leaveLayers({ ...profile, entries: example, expiry: null, asOf: '2024-02-29' });
    expect(carryOvers.map((c) => c.serviceYear)).toEqual([0]);
  });

  it('art. 53: the statutory part is the legal minimum of that year (tenure, age, underground)', () => {
    expect(statutoryDaysOfServiceYear(profile, 0)).toBe(0);
    expect(statutoryDaysOfServiceYear(profile, 3)).toBe(14);
    expect(statutoryDaysOfServiceYear(profile, 6)).toBe(20);
    expect(statutoryDaysOfServiceYear({ ...profile, birthDate: '1970-01-01' }, 3)).toBe(20);
    expect(statutoryDaysOfServiceYear({ ...profile, underground: true }, 3)).toBe(18);
  });
});

describe('art. 59: only the extra days above the legal minimum expire', () => {
  it('art. 59: the unused extra days of year 1 expire six months after it ends, never a statutory day', () => {
    expect(extraDaysExpireOn(profile.startDate, 1, 6)).toBe('2024-09-01');
    const layers = leaveLayers({ ...profile, entries: example, expiry: sixMonths, asOf: '2024-09-01' });
    expect(layers.dueExpiries).toEqual([{ serviceYear: 1, date: '2024-09-01', days: 1 }]);
    expect(layers.unused).toEqual({ statutory: 28, extra: 4 });
  });

  it.each([
    { name: 'no expiry set: nothing expires', expiry: null, asOf: '2030-01-01', due: [] },
    { name: 'the day before the date: not yet', expiry: sixMonths, asOf: '2024-08-31', due: [] },
    {
      name: 'a rule set after the date never applies to it (no retroactive loss)',
      expiry: { months: 6, from: '2024-09-02' },
      asOf: '2025-01-01',
      due: [],
    },
  ])('art. 59: $name', ({ expiry, asOf, due }) => {
    expect(leaveLayers({ ...profile, entries: example, expiry, asOf }).dueExpiries).toEqual(due);
  });

  it('art. 59: a policy exactly at the legal minimum has no extra days, so nothing ever expires', () => {
    const entries = [grant(1, 14, '2023-03-01'), grant(2, 14, '2024-03-01')];
    const layers = leaveLayers({ ...profile, entries, expiry: { months: 0, from: '2020-01-01' }, asOf: '2026-01-01' });
    expect(layers.dueExpiries).toEqual([]);
    expect(layers.unused).toEqual({ statutory: 28, extra: 0 });
  });

  it('art. 59: extra days used up before the date leave nothing to expire', () => {
    const entries = [...example, usage(2, '2024-05-06')];
    expect(leaveLayers({ ...profile, entries, expiry: sixMonths, asOf: '2024-12-01' }).dueExpiries).toEqual([]);
  });

  it('art. 59: a cancelled leave gives its extra days back to their year, which can then expire', () => {
    const entries: E[] = [...example, { kind: 'RETURN', days: 3, effectiveDate: '2023-07-10', leaveRequestId: 'a' }];
    expect(leaveLayers({ ...profile, entries, expiry: sixMonths, asOf: '2024-09-01' }).dueExpiries).toEqual([
      { serviceYear: 1, date: '2024-09-01', days: 4 },
    ]);
  });

  it('art. 59: once the EXPIRY entry is written, the pass is idempotent and the balance matches the layers', () => {
    const due = leaveLayers({ ...profile, entries: example, expiry: sixMonths, asOf: '2024-09-01' }).dueExpiries;
    const written: LedgerEntry[] = [...(example as LedgerEntry[]), ...due.map(expiryEntry)];
    const again = leaveLayers({ ...profile, entries: written, expiry: sixMonths, asOf: '2024-12-01' });
    expect(again.dueExpiries).toEqual([]);
    expect(again.expired).toBe(1);
    expect(annualBalance(written).remaining).toBe(again.unused.statutory + again.unused.extra);
    expect(expiryEntry(due[0]!).reason).toContain('yasal izin yanmaz');
  });
});

describe('art. 59: the unused days are paid at termination', () => {
  it('art. 59: statement of the worked example, last day 31.12.2024', () => {
    const entries = [...(example as LedgerEntry[]), expiryEntry({ serviceYear: 1, date: '2024-09-01', days: 1 })];
    const payout = terminationPayout({ ...profile, entries, expiry: sixMonths, endDate: '2024-12-31' });
    expect(payout).toEqual({
      endDate: '2024-12-31',
      service: { years: 2, months: 10, days: 0 },
      entitled: { statutory: 28, extra: 8, total: 36 },
      used: { statutory: 0, extra: 3, total: 3 },
      expired: 1,
      unused: { statutory: 28, extra: 4, total: 32 },
    });
  });

  it.each([
    { name: 'leave taken ahead (negative balance): nothing to pay', used: 20, unused: -2 },
    { name: 'half days stay exact', used: 2.5, unused: 15.5 },
  ])('art. 59: $name', ({ used, unused }) => {
    const entries = [grant(1, 18, '2023-03-01'), usage(used, '2023-06-01')];
    const payout = terminationPayout({ ...profile, entries, expiry: null, endDate: '2023-12-31' });
    expect(payout.unused.total).toBe(unused);
    expect(payout.used.total).toBe(used);
  });

  it('art. 59: leave starting after the last day of work is not counted', () => {
    const entries = [grant(1, 14, '2023-03-01'), usage(5, '2024-01-08')];
    expect(terminationPayout({ ...profile, entries, expiry: null, endDate: '2023-12-31' }).unused.total).toBe(14);
  });

  it.each([
    ['2022-03-01', '2024-12-31', '2 yıl 10 ay'],
    ['2022-03-01', '2022-03-01', '1 gün'],
    ['2020-02-29', '2021-02-27', '1 yıl'], // the clamped 28 February completes the year (TBK m. 92)
    ['2019-10-15', '2026-11-30', '7 yıl 1 ay 16 gün'],
  ])('service length from %s to %s (both included): %s', (start, end, text) => {
    expect(formatServiceLength(serviceLength(start, end))).toBe(text);
  });

  it('months are added clamped to the month end (TBK m. 92)', () => {
    expect(addMonthsClamped('2024-08-31', 6)).toBe('2025-02-28');
    expect(addMonthsClamped('2024-03-01', -3)).toBe('2023-12-01');
  });
});
