import { monthDayKinds, type Weekday } from '@paydos/domain';
import type { TeamCalendar } from '@paydos/contract/team-calendar';

type Days = NonNullable<TeamCalendar['days']>;

/** Months already worked out, by month and working days: a handful per organization's policy. */
const known = new Map<string, Days>();
const KEPT = 256;

/**
 * The month's days as the calendar answers them (domain `monthDayKinds`: weekends by the working days,
 * holidays and arifes named). The same month and working days give the same days, and working them
 * out (the year's holidays) cost about as much as the rest of a calendar page (bench/README.md), so
 * they are kept; the oldest go beyond 256.
 */
export function monthDays(month: { year: number; month: number }, workingDays: readonly Weekday[]): Days {
  const key = `${month.year}-${month.month}:${workingDays.join(',')}`;
  let days = known.get(key);
  if (!days) {
    days = monthDayKinds(month, workingDays).map((d) => ({
      date: d.date,
      kind: d.kind,
      holidayName: d.holidayName ?? null,
    }));
    if (known.size >= KEPT) known.delete(known.keys().next().value!);
    known.set(key, days);
  }
  return days;
}
