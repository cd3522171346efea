import { describe, expect, it } from 'vitest';
import { billingPeriodEnd } from './plan-price';
import { daysLeftInPeriod, extraSeatsNeeded, periodDays, prorateSeats } from './seat-proration';

const DAY = 86_400_000;
const start = Date.UTC(2026, 0, 10, 9, 30);
const yearEnd = billingPeriodEnd(start, 'yearly');
const monthEnd = billingPeriodEnd(start, 'monthly');

describe('seats beyond the paid ones: days left / days in period × locked price × extra seats, half up in kuruş', () => {
  it('a yearly period of 365 days, 2 extra seats at 708 TL with 300 days left: 2 × 70800 × 300 / 365 = 116383.56 → 116384 kuruş', () => {
    const charge = prorateSeats({
      periodStartMs: start,
      periodEndMs: yearEnd,
      atMs: yearEnd - 300 * DAY,
      unitPriceKurus: 70800,
      extraSeats: 2,
    });
    expect(charge).toMatchObject({
      periodDays: 365,
      daysLeft: 300,
      listTotalKurus: 116384,
      couponDiscountKurus: 0,
      totalKurus: 116384,
    });
  });

  it('on the first day of the period the whole period’s price is charged per extra seat', () => {
    expect(
      prorateSeats({ periodStartMs: start, periodEndMs: yearEnd, atMs: start, unitPriceKurus: 70800, extraSeats: 3 })
        .totalKurus,
    ).toBe(3 * 70800);
  });

  it('a started day counts as a whole day left (the person works it)', () => {
    expect(daysLeftInPeriod(yearEnd - 1, yearEnd, 365)).toBe(1);
    expect(daysLeftInPeriod(yearEnd - DAY - 1, yearEnd, 365)).toBe(2);
  });

  it('at or after the period’s end nothing is left to charge (the renewal bills the people)', () => {
    expect(
      prorateSeats({ periodStartMs: start, periodEndMs: monthEnd, atMs: monthEnd, unitPriceKurus: 6900, extraSeats: 1 })
        .totalKurus,
    ).toBe(0);
    expect(
      prorateSeats({
        periodStartMs: start,
        periodEndMs: monthEnd,
        atMs: monthEnd + DAY,
        unitPriceKurus: 6900,
        extraSeats: 1,
      }).daysLeft,
    ).toBe(0);
  });

  it('a monthly period counts its calendar days: 10 January → 10 February is 31 days; 1 seat at 69 TL with 10 days left = 2225.81 → 2226 kuruş', () => {
    expect(periodDays(start, monthEnd)).toBe(31);
    expect(
      prorateSeats({
        periodStartMs: start,
        periodEndMs: monthEnd,
        atMs: monthEnd - 10 * DAY,
        unitPriceKurus: 6900,
        extraSeats: 1,
      }).totalKurus,
    ).toBe(2226);
  });

  it('rounds half up: 1 seat at 73 kuruş, 1 day of 2 = 36.5 → 37', () => {
    const s = Date.UTC(2026, 0, 1);
    expect(
      prorateSeats({ periodStartMs: s, periodEndMs: s + 2 * DAY, atMs: s + DAY, unitPriceKurus: 73, extraSeats: 1 })
        .totalKurus,
    ).toBe(37);
  });

  it('the locked coupon’s percent comes off the prorated total, half up', () => {
    const charge = prorateSeats({
      periodStartMs: start,
      periodEndMs: yearEnd,
      atMs: yearEnd - 300 * DAY,
      unitPriceKurus: 70800,
      extraSeats: 2,
      couponPercent: 25,
    });
    expect(charge).toMatchObject({ listTotalKurus: 116384, couponDiscountKurus: 29096, totalKurus: 87288 });
  });

  it('no extra seat, no charge; extra seats are the active people beyond the paid seats, never negative', () => {
    expect(
      prorateSeats({ periodStartMs: start, periodEndMs: yearEnd, atMs: start, unitPriceKurus: 70800, extraSeats: 0 })
        .totalKurus,
    ).toBe(0);
    expect(extraSeatsNeeded(3, 1)).toBe(2);
    expect(extraSeatsNeeded(2, 3)).toBe(0);
  });

  it('refuses a fractional seat count or a coupon outside 0..100', () => {
    expect(() =>
      prorateSeats({ periodStartMs: start, periodEndMs: yearEnd, atMs: start, unitPriceKurus: 70800, extraSeats: 1.5 }),
    ).toThrow(RangeError);
    expect(() =>
      prorateSeats({
        periodStartMs: start,
        periodEndMs: yearEnd,
        atMs: start,
        unitPriceKurus: 70800,
        extraSeats: 1,
        couponPercent: 101,
      }),
    ).toThrow(RangeError);
  });
});
