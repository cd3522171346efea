/**
 * Day counts are multiples of half a day (an arife counts 0.5). Sums of floats such as
 * 0.5 + 0.1 drift, so computations run on integer half-day units and convert at the edge.
 */
export type HalfDayUnits = number;

/** 2.5 days -> 5 units. Throws (Turkish message) for a value that is not a multiple of 0.5. */
export function toHalfDays(days: number): HalfDayUnits {
  const units = days * 2;
  if (!Number.isFinite(units) || !Number.isInteger(units)) {
    throw new RangeError(`Gün sayısı yarım günün katı olmalıdır: ${days}`);
  }
  return units;
}

/** 5 units -> 2.5 days; exact, since every multiple of 0.5 is representable. */
export function fromHalfDays(units: HalfDayUnits): number {
  if (!Number.isInteger(units)) throw new RangeError(`Yarım gün birimi tam sayı olmalıdır: ${units}`);
  return units / 2;
}

/** True when `days` is a finite multiple of 0.5. */
export function isHalfDayMultiple(days: number): boolean {
  return Number.isFinite(days) && Number.isInteger(days * 2);
}
