import { describe, expect, it } from 'vitest';
import { leaveTypes } from '../leave/leave-types';
import {
  LEAVE_TYPE_SGK_REASONS,
  SGK_MISSING_DAY_REASONS,
  SGK_UNPAID_BIRTH_LEAVE,
  SGK_UNPAID_TRAVEL_LEAVE,
  sgkMonth,
  sgkMonthReason,
  sgkReasonName,
  sgkReasonOfLeaveType,
  type SgkLeave,
} from './sgk-missing-days';

const leave = (leaveType: string, startDate: string, endDate: string): SgkLeave => ({ leaveType, startDate, endDate });
const march = { year: 2026, month: 3 };

describe('SGK eksik gün nedeni of each leave type (Genelge 2020/20 §1.2.3.1, e-Bildirge list)', () => {
  it.each([
    { rule: 'sick leave with a report is SGK reason 01 İstirahat', type: 'sick_leave_reported', code: '01' },
    { rule: 'maternity leave (the 16-week report) is SGK reason 01 İstirahat', type: 'maternity', code: '01' },
    { rule: 'unpaid leave is SGK reason 21 Diğer ücretsiz izin', type: 'unpaid_leave', code: '21' },
    { rule: 'annual leave is paid: no missing day, no code', type: 'annual_paid', code: null },
    { rule: 'marriage leave (ek m. 2) is paid: no code', type: 'excuse.marriage', code: null },
    { rule: 'paternity leave (ek m. 2) is paid: no code', type: 'excuse.paternity', code: null },
    { rule: 'bereavement leave (ek m. 2) is paid: no code', type: 'excuse.bereavement', code: null },
    { rule: 'adoption leave (ek m. 2) is paid: no code', type: 'excuse.adoption', code: null },
    { rule: 'disabled-child care (ek m. 2) is paid: no code', type: 'excuse.disabled_child_care', code: null },
    { rule: 'nursing leave (süt izni, 4857 md. 74) is working time: no code', type: 'nursing', code: null },
    { rule: 'a code outside the catalogue is counted as worked', type: 'legacy_type', code: null },
    { rule: 'an inherited object key is not a leave type', type: 'toString', code: null },
  ])('$rule', ({ type, code }) => {
    expect(sgkReasonOfLeaveType(type)).toBe(code);
  });

  it('every leave type of the catalogue has its SGK answer', () => {
    expect(Object.keys(LEAVE_TYPE_SGK_REASONS).sort()).toEqual(leaveTypes.map((t) => t.code).sort());
  });

  it.each([
    {
      rule: 'unpaid birth leave (4857 m. 74) is SGK reason 19 Ücretsiz doğum izni',
      code: SGK_UNPAID_BIRTH_LEAVE,
      name: 'Ücretsiz doğum izni',
    },
    {
      rule: 'unpaid travel leave (4857 m. 56) is SGK reason 20 Ücretsiz yol izni',
      code: SGK_UNPAID_TRAVEL_LEAVE,
      name: 'Ücretsiz yol izni',
    },
  ])('$rule', ({ code, name }) => {
    expect(sgkReasonName(code)).toBe(name);
  });

  it('the list has the 27 codes of the e-Bildirge table, in order, without the withdrawn 02 and 14', () => {
    const codes = SGK_MISSING_DAY_REASONS.map((r) => r.code);
    expect(codes).toHaveLength(27);
    expect([...codes].sort()).toEqual(codes);
    expect(codes).not.toContain('02');
    expect(codes).not.toContain('14');
    expect(sgkReasonName('01')).toBe('İstirahat');
    expect(sgkReasonName('12')).toBe('Birden fazla');
    expect(sgkReasonName('99')).toBe('99');
  });

  it.each([
    { rule: 'a month without missing days has no reason', codes: [], reason: null },
    { rule: 'one reason on every missing day is that reason', codes: ['01', '01'] as const, reason: '01' },
    {
      rule: 'a month with two different reasons for one person is 12 Birden fazla',
      codes: ['01', '21'] as const,
      reason: '12',
    },
  ])('$rule', ({ codes, reason }) => {
    expect(sgkMonthReason(codes)).toBe(reason);
  });
});

describe('SGK premium days of a month (İşveren Uygulama Tebliği: a full month is 30 days)', () => {
  it.each([
    {
      rule: 'a whole month without missing days is 30 days, even in a 31-day March',
      month: march,
      leaves: [leave('annual_paid', '2026-03-02', '2026-03-06')],
      expected: { missingDays: 0, premiumDays: 30, reasonCode: null },
    },
    {
      rule: 'a whole February without missing days is 30 days',
      month: { year: 2026, month: 2 },
      leaves: [],
      expected: { missingDays: 0, premiumDays: 30, reasonCode: null },
    },
    {
      rule: 'missing days count calendar days, the weekend inside an unpaid leave too: Fri-Mon is 4 days',
      month: march,
      leaves: [leave('unpaid_leave', '2026-03-06', '2026-03-09')],
      expected: { missingDays: 4, premiumDays: 27, reasonCode: '21' },
    },
    {
      rule: 'hours of unpaid leave (docs/decisions/015) are no missing day: the day is worked',
      month: march,
      leaves: [{ ...leave('unpaid_leave', '2026-03-06', '2026-03-06'), minutesPerDay: 120 }],
      expected: { missingDays: 0, premiumDays: 30, reasonCode: null },
    },
    {
      rule: 'a 31-day month with one missing day stays 30 days (31 - 1)',
      month: march,
      leaves: [leave('sick_leave_reported', '2026-03-10', '2026-03-10')],
      expected: { missingDays: 1, premiumDays: 30, reasonCode: '01' },
    },
    {
      rule: 'February 2026 with a two-day report is 26 days (28 - 2)',
      month: { year: 2026, month: 2 },
      leaves: [leave('sick_leave_reported', '2026-02-16', '2026-02-17')],
      expected: { missingDays: 2, premiumDays: 26, reasonCode: '01' },
    },
    {
      rule: 'a leave crossing the month’s start counts only its days inside the month',
      month: march,
      leaves: [leave('sick_leave_reported', '2026-02-23', '2026-03-03')],
      expected: { missingDays: 3, premiumDays: 28, reasonCode: '01' },
    },
    {
      rule: 'a report and an unpaid leave in one month are 12 Birden fazla',
      month: march,
      leaves: [
        leave('sick_leave_reported', '2026-03-02', '2026-03-03'),
        leave('unpaid_leave', '2026-03-04', '2026-03-05'),
      ],
      expected: { missingDays: 4, premiumDays: 27, reasonCode: '12' },
    },
    {
      rule: 'a whole month of unpaid leave is 0 days',
      month: march,
      leaves: [leave('unpaid_leave', '2026-02-20', '2026-04-03')],
      expected: { missingDays: 31, premiumDays: 0, reasonCode: '21' },
    },
    {
      rule: 'paid leave beside an unpaid one leaves only the unpaid days missing',
      month: march,
      leaves: [leave('annual_paid', '2026-03-02', '2026-03-06'), leave('unpaid_leave', '2026-03-09', '2026-03-10')],
      expected: { missingDays: 2, premiumDays: 29, reasonCode: '21' },
    },
  ])('$rule', ({ month, leaves, expected }) => {
    expect(sgkMonth({ month, leaves })).toMatchObject(expected);
  });

  it.each([
    {
      rule: 'hired on 16 March: the days from the hire date to the month’s end (16 days)',
      hiredOn: '2026-03-16',
      leaves: [],
      expected: { missingDays: 0, premiumDays: 16, reasonCode: null },
    },
    {
      rule: 'hired on 16 March with a report on 20-21 March: 16 - 2 = 14 days',
      hiredOn: '2026-03-16',
      leaves: [leave('sick_leave_reported', '2026-03-20', '2026-03-21')],
      expected: { missingDays: 2, premiumDays: 14, reasonCode: '01' },
    },
    {
      rule: 'days of a leave before the hire date are not missing days',
      hiredOn: '2026-03-16',
      leaves: [leave('unpaid_leave', '2026-03-12', '2026-03-17')],
      expected: { missingDays: 2, premiumDays: 14, reasonCode: '21' },
    },
    {
      rule: 'hired on the 1st is a whole month: 30 days',
      hiredOn: '2026-03-01',
      leaves: [],
      expected: { missingDays: 0, premiumDays: 30, reasonCode: null },
    },
    {
      rule: 'hired after the month: no day',
      hiredOn: '2026-04-01',
      leaves: [],
      expected: { missingDays: 0, premiumDays: 0, reasonCode: null },
    },
  ])('$rule', ({ hiredOn, leaves, expected }) => {
    expect(sgkMonth({ month: march, leaves, hiredOn })).toMatchObject(expected);
  });

  it('lists each missing day with its own reason, in date order, the weekend inside a report included', () => {
    const { missingDates } = sgkMonth({
      month: march,
      leaves: [
        leave('unpaid_leave', '2026-03-09', '2026-03-09'),
        leave('sick_leave_reported', '2026-03-06', '2026-03-08'),
      ],
    });
    expect(missingDates).toEqual([
      { date: '2026-03-06', code: '01' },
      { date: '2026-03-07', code: '01' },
      { date: '2026-03-08', code: '01' },
      { date: '2026-03-09', code: '21' },
    ]);
  });
});

describe('SGK days of travel leave (4857 m. 56/4: unpaid yol izni is SGK reason 20)', () => {
  const travel = (startDate: string, endDate: string, travelDates: string[]): SgkLeave => ({
    leaveType: 'annual_paid',
    startDate,
    endDate,
    travelDates,
  });
  it.each([
    {
      rule: '4857 m. 56/4: two travel days after an annual leave are 2 missing days with reason 20 (31 - 2 = 29)',
      leaves: [travel('2026-03-02', '2026-03-06', ['2026-03-09', '2026-03-10'])],
      expected: { missingDays: 2, premiumDays: 29, reasonCode: '20' },
    },
    {
      rule: '4857 m. 56/4: the paid weekend between the annual leave and the travel days is not missing',
      leaves: [travel('2026-03-09', '2026-03-13', ['2026-03-16'])],
      expected: { missingDays: 1, premiumDays: 30, reasonCode: '20' },
    },
    {
      rule: '4857 m. 56/4: travel days beside a report in one month are 12 Birden fazla',
      leaves: [
        travel('2026-03-02', '2026-03-06', ['2026-03-09']),
        leave('sick_leave_reported', '2026-03-20', '2026-03-21'),
      ],
      expected: { missingDays: 3, premiumDays: 28, reasonCode: '12' },
    },
    {
      rule: '4857 m. 56/4: travel days in the next month count in the next month only',
      leaves: [travel('2026-03-23', '2026-03-31', ['2026-04-01', '2026-04-02'])],
      expected: { missingDays: 0, premiumDays: 30, reasonCode: null },
    },
  ])('$rule', ({ leaves, expected }) => {
    expect(sgkMonth({ month: march, leaves })).toMatchObject(expected);
  });

  it('4857 m. 56/4: each travel day is listed with reason 20', () => {
    const { missingDates } = sgkMonth({
      month: march,
      leaves: [travel('2026-03-02', '2026-03-06', ['2026-03-09', '2026-03-10'])],
    });
    expect(missingDates).toEqual([
      { date: '2026-03-09', code: '20' },
      { date: '2026-03-10', code: '20' },
    ]);
  });
});

describe('SGK days of a person who left in the month (4857 m. 59: the employment end)', () => {
  it.each([
    {
      rule: 'left on 20 March: employed 20 days, the 11 days after the end are neither worked nor missing',
      leftOn: '2026-03-20',
      leaves: [],
      expected: { missingDays: 0, premiumDays: 20, reasonCode: null },
    },
    {
      rule: 'left on 20 March with an unpaid leave running past the end: only the days to the end are missing',
      leftOn: '2026-03-20',
      leaves: [leave('unpaid_leave', '2026-03-18', '2026-03-25')],
      expected: { missingDays: 3, premiumDays: 17, reasonCode: '21' },
    },
    {
      rule: 'left on the month’s last day: a whole month, 30 days',
      leftOn: '2026-03-31',
      leaves: [],
      expected: { missingDays: 0, premiumDays: 30, reasonCode: null },
    },
    {
      rule: 'left before the month: no day',
      leftOn: '2026-02-27',
      leaves: [],
      expected: { missingDays: 0, premiumDays: 0, reasonCode: null },
    },
    {
      rule: 'hired on 10 March and left on 19 March: 10 days',
      leftOn: '2026-03-19',
      hiredOn: '2026-03-10',
      leaves: [],
      expected: { missingDays: 0, premiumDays: 10, reasonCode: null },
    },
  ])('$rule', ({ leftOn, hiredOn, leaves, expected }) => {
    expect(sgkMonth({ month: march, leaves, leftOn, hiredOn: hiredOn ?? null })).toMatchObject(expected);
  });

  it('travel days after the last day of work are not missing days', () => {
    const result = sgkMonth({
      month: march,
      leftOn: '2026-03-09',
      leaves: [
        {
          leaveType: 'annual_paid',
          startDate: '2026-03-02',
          endDate: '2026-03-06',
          travelDates: ['2026-03-09', '2026-03-10'],
        },
      ],
    });
    expect(result).toMatchObject({ missingDays: 1, premiumDays: 8, reasonCode: '20' });
  });
});
