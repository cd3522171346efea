/**
 * Seats that follow the people (issue 20, docs/features.md "Seats"): a paid period records the
 * seats it paid for; a person who becomes active beyond them is charged for the rest of the period,
 * prorated by whole days, at the period's locked per-person price (with the locked coupon while it
 * lasts, as renewals apply it). Integer kuruş only, half up (`divideRoundHalfUp`).
 */
import { divideRoundHalfUp } from './plan-price';

const DAY_MS = 86_400_000;

export interface SeatProrationInput {
  /** The paid period's start and end (instants in ms). */
  periodStartMs: number;
  periodEndMs: number;
  /** When the seats are added. */
  atMs: number;
  /** The locked per-person price for the whole period (a month, or a year). */
  unitPriceKurus: number;
  /** Active people beyond the paid seats. */
  extraSeats: number;
  /** The locked coupon's percent when it still applies, else 0. */
  couponPercent?: number;
}

export interface SeatProration {
  extraSeats: number;
  /** Whole days left in the period (a started day counts), 0..periodDays. */
  daysLeft: number;
  /** Days of the whole period (at least 1). */
  periodDays: number;
  unitPriceKurus: number;
  /** daysLeft / periodDays × unit price × extra seats, half up. */
  listTotalKurus: number;
  couponPercent: number;
  couponDiscountKurus: number;
  /** What is charged. */
  totalKurus: number;
}

/** The days of a period from its start to its end (whole days: periods are calendar months in UTC). */
export function periodDays(periodStartMs: number, periodEndMs: number): number {
  return Math.max(1, Math.round((periodEndMs - periodStartMs) / DAY_MS));
}

/** Whole days left from `atMs` to the period's end: a started day counts as a day; never below 0 or above the period. */
export function daysLeftInPeriod(atMs: number, periodEndMs: number, days: number): number {
  return Math.min(days, Math.max(0, Math.ceil((periodEndMs - atMs) / DAY_MS)));
}

/** How many seats an activation needs beyond the paid ones (0 when they suffice). */
export function extraSeatsNeeded(activePeopleAfter: number, paidSeats: number): number {
  return Math.max(0, activePeopleAfter - paidSeats);
}

/** The prorated charge for `extraSeats` more people for the rest of the period. */
export function prorateSeats(input: SeatProrationInput): SeatProration {
  const { unitPriceKurus, extraSeats } = input;
  const couponPercent = input.couponPercent ?? 0;
  if (!Number.isInteger(extraSeats) || extraSeats < 0)
    throw new RangeError('Ek kullanıcı sayısı 0 veya daha büyük bir tam sayı olmalı');
  if (!Number.isInteger(couponPercent) || couponPercent < 0 || couponPercent > 100)
    throw new RangeError('Kupon yüzdesi 0 ile 100 arasında olmalı');
  const days = periodDays(input.periodStartMs, input.periodEndMs);
  const daysLeft = daysLeftInPeriod(input.atMs, input.periodEndMs, days);
  const listTotalKurus = divideRoundHalfUp(daysLeft * unitPriceKurus * extraSeats, days);
  const couponDiscountKurus = divideRoundHalfUp(listTotalKurus * couponPercent, 100);
  return {
    extraSeats,
    daysLeft,
    periodDays: days,
    unitPriceKurus,
    listTotalKurus,
    couponPercent,
    couponDiscountKurus,
    totalKurus: listTotalKurus - couponDiscountKurus,
  };
}
