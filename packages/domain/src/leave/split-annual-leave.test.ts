import { describe, expect, it } from 'vitest';
import { annualLeaveSplit, serviceYearOf, splitPartsByServiceYear, splitRuleOutcome } from './split-annual-leave';

// Started 01.03.2023: the 2nd service year runs 01.03.2025 - 28.02.2026 (14 days earned on 01.03.2025).
const employeeStartDate = '2023-03-01';
const inYear2 = (startDate: string, days: number) => ({ startDate, days });

describe('4857 m. 56/3 (Yönetmelik m. 6): split with and without a 10-day part', () => {
  it.each([
    {
      rule: 'a split with no 10-day part is refused',
      request: inYear2('2025-05-05', 5),
      others: [],
      remainingBefore: 14,
      expected: { isSplit: true, part: 1, hasMinimumPart: false, remainingAfter: 9, refused: true },
    },
    {
      rule: 'a second short part that leaves too little for a 10-day part is refused',
      request: inYear2('2025-09-01', 3),
      others: [inYear2('2025-05-05', 4)],
      remainingBefore: 10,
      expected: { isSplit: true, part: 2, hasMinimumPart: false, remainingAfter: 7, refused: true },
    },
    {
      rule: 'the last part after short parts only is refused, even if it takes the rest',
      request: inYear2('2025-09-01', 5),
      others: [inYear2('2025-05-05', 4), inYear2('2025-06-02', 5)],
      remainingBefore: 5,
      expected: { isSplit: true, part: 3, hasMinimumPart: false, remainingAfter: 0, refused: true },
    },
    {
      rule: 'half a day short of a 10-day part is still short',
      request: inYear2('2025-05-05', 4.5),
      others: [],
      remainingBefore: 14,
      expected: { isSplit: true, part: 1, hasMinimumPart: false, remainingAfter: 9.5, refused: true },
    },
    {
      rule: 'a short first part is allowed while the rest can still make a 10-day part',
      request: inYear2('2025-05-05', 4),
      others: [],
      remainingBefore: 14,
      expected: { isSplit: true, part: 1, hasMinimumPart: false, remainingAfter: 10, refused: false },
    },
    {
      rule: 'a 10-day part allows the rest in small parts',
      request: inYear2('2025-11-03', 2),
      others: [inYear2('2025-05-05', 10), inYear2('2025-08-04', 1)],
      remainingBefore: 3,
      expected: { isSplit: true, part: 3, hasMinimumPart: true, remainingAfter: 1, refused: false },
    },
    {
      rule: 'a 10-day part allows a short part before it',
      request: inYear2('2025-04-07', 2),
      others: [inYear2('2025-07-07', 10)],
      remainingBefore: 4,
      expected: { isSplit: true, part: 1, hasMinimumPart: true, remainingAfter: 2, refused: false },
    },
    {
      rule: 'the request itself may be the 10-day part',
      request: inYear2('2025-09-01', 10),
      others: [inYear2('2025-05-05', 2)],
      remainingBefore: 12,
      expected: { isSplit: true, part: 2, hasMinimumPart: true, remainingAfter: 2, refused: false },
    },
    {
      rule: 'taking the whole remaining balance after a 10-day part is allowed',
      request: inYear2('2025-09-01', 4),
      others: [inYear2('2025-05-05', 10)],
      remainingBefore: 4,
      expected: { isSplit: true, part: 2, hasMinimumPart: true, remainingAfter: 0, refused: false },
    },
    {
      rule: 'taking the whole remaining balance is not a split',
      request: inYear2('2025-05-05', 6),
      others: [],
      remainingBefore: 6,
      expected: { isSplit: false, part: 1, hasMinimumPart: false, remainingAfter: 0, refused: false },
    },
    {
      rule: 'parts of another service year do not count',
      request: inYear2('2025-05-05', 14),
      others: [inYear2('2025-02-10', 3), inYear2('2026-03-02', 2)],
      remainingBefore: 14,
      expected: { isSplit: false, part: 1, hasMinimumPart: true, remainingAfter: 0, refused: false },
    },
  ])('4857 m. 56/3: $rule', ({ request, others, remainingBefore, expected }) => {
    const split = annualLeaveSplit({ employeeStartDate, request, otherAnnualLeaves: others, remainingBefore });
    expect(split).toMatchObject({ serviceYear: 2, from: '2025-03-01', to: '2026-02-28', ...expected });
  });

  it('4857 m. 56/3: without a known balance only the year’s other parts make a split, and nothing is refused', () => {
    const alone = annualLeaveSplit({ employeeStartDate, request: inYear2('2025-05-05', 3), otherAnnualLeaves: [] });
    expect(alone).toMatchObject({ isSplit: false, remainingAfter: null, refused: false });
    const second = annualLeaveSplit({
      employeeStartDate,
      request: inYear2('2025-09-01', 3),
      otherAnnualLeaves: [inYear2('2025-05-05', 2)],
    });
    expect(second).toMatchObject({ isSplit: true, part: 2, hasMinimumPart: false, refused: false });
  });

  it('4857 m. 56/3: a request in a later service year than today’s does not read the balance (its grant is not in it yet)', () => {
    const nextYear = {
      employeeStartDate,
      request: inYear2('2026-03-09', 5),
      otherAnnualLeaves: [],
      remainingBefore: 5,
    };
    expect(annualLeaveSplit({ ...nextYear, today: '2026-01-15' })).toMatchObject({
      serviceYear: 3,
      isSplit: false,
      remainingAfter: null,
      refused: false,
    });
    expect(annualLeaveSplit({ ...nextYear, remainingBefore: 14, today: '2026-03-02' })).toMatchObject({
      isSplit: true,
      remainingAfter: 9,
      refused: true,
    });
  });
});

describe('service year of a leave and its parts (the ledger)', () => {
  it('a service year whose next anniversary would be in the year 10000 ends on 9999-12-31 (a valid date is never a crash)', () => {
    expect(serviceYearOf('2020-01-06', '9999-12-30')).toEqual({
      serviceYear: 7979,
      from: '9999-01-06',
      to: '9999-12-31',
    });
    const split = annualLeaveSplit({
      employeeStartDate: '2020-01-06',
      request: { startDate: '9999-12-30', days: 2 },
      otherAnnualLeaves: [{ startDate: '9999-02-01', days: 3 }],
      remainingBefore: 20,
      today: '2026-12-07',
    });
    expect(split.to).toBe('9999-12-31');
  });
  it('a leave belongs to the service year its first day falls in, anniversary to anniversary', () => {
    expect(serviceYearOf(employeeStartDate, '2026-02-28')).toEqual({
      serviceYear: 2,
      from: '2025-03-01',
      to: '2026-02-28',
    });
    expect(serviceYearOf(employeeStartDate, '2026-03-01').serviceYear).toBe(3);
  });

  it('numbers the parts of a split year by first day and leaves a year taken in one go alone', () => {
    const parts = splitPartsByServiceYear(employeeStartDate, [
      { id: 'b', startDate: '2025-09-01', days: 4 },
      { id: 'a', startDate: '2025-05-05', days: 10 },
      { id: 'whole', startDate: '2026-04-06', days: 14 },
    ]);
    expect(parts.get('a')).toEqual({ serviceYear: 2, from: '2025-03-01', to: '2026-02-28', part: 1, parts: 2 });
    expect(parts.get('b')).toMatchObject({ part: 2, parts: 2 });
    expect(parts.has('whole')).toBe(false);
  });
});

describe('4857 m. 56/3 (Yönetmelik m. 6): a split needs the agreement, a part of 10 days, or an ADMIN’s reason', () => {
  const split = (request: { startDate: string; days: number }, remainingBefore: number) =>
    annualLeaveSplit({ employeeStartDate, request, otherAnnualLeaves: [], remainingBefore });
  const withTenDays = split(inYear2('2025-05-05', 10), 14);
  const withoutTenDays = split(inYear2('2025-05-05', 5), 14);
  const whole = split(inYear2('2025-05-05', 14), 14);
  it.each([
    {
      rule: 'the whole year in one go needs no agreement',
      of: whole,
      decision: { agreed: false, byAdmin: false },
      expected: { kind: 'not_split' },
    },
    {
      rule: 'a split with a 10-day part, not agreed, is refused',
      of: withTenDays,
      decision: { agreed: false, byAdmin: true },
      expected: { kind: 'agreement_required' },
    },
    {
      rule: 'a split with a 10-day part, agreed, is allowed',
      of: withTenDays,
      decision: { agreed: true, byAdmin: false },
      expected: { kind: 'agreed' },
    },
    {
      rule: 'a split without a 10-day part is refused even when agreed',
      of: withoutTenDays,
      decision: { agreed: true, byAdmin: false },
      expected: { kind: 'no_minimum_part' },
    },
    {
      rule: 'a blank reason is no override',
      of: withoutTenDays,
      decision: { agreed: true, overrideReason: '  ', byAdmin: true },
      expected: { kind: 'no_minimum_part' },
    },
    {
      rule: 'only an ADMIN overrides the 10-day part',
      of: withoutTenDays,
      decision: { agreed: true, overrideReason: 'Proje teslimi', byAdmin: false },
      expected: { kind: 'override_admin_only' },
    },
    {
      rule: 'an ADMIN’s reason lets a split without a 10-day part through',
      of: withoutTenDays,
      decision: { agreed: true, overrideReason: ' Proje teslimi ', byAdmin: true },
      expected: { kind: 'overridden', reason: 'Proje teslimi' },
    },
    {
      rule: 'an override never stands in for the agreement',
      of: withoutTenDays,
      decision: { agreed: false, overrideReason: 'Proje teslimi', byAdmin: true },
      expected: { kind: 'agreement_required' },
    },
  ])('4857 m. 56/3: $rule', ({ of, decision, expected }) => {
    expect(splitRuleOutcome(of, decision)).toEqual(expected);
  });
});
