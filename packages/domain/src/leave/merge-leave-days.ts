import { compareDates, daysBetween, type CalendarDate } from '../calendar/calendar-date';
import { fromHalfDays, toHalfDays } from './half-days';

/** One leave day of a person (the monthly report's `leaveDays` item). */
export interface LeaveDay {
  date: CalendarDate;
  leaveType: string;
  userId?: string;
  /** What the day counts for (1, or 0.5 for a half day); default 1. An hourly leave's day counts 0. */
  days?: number;
  /** An hourly leave's minutes that day (docs/decisions/015); absent for a day leave. */
  minutes?: number;
}

/** A merged range; also accepted as input, so that merging is idempotent. */
export interface LeaveDayRange {
  startDate: CalendarDate;
  endDate: CalendarDate;
  leaveType: string;
  userId?: string;
  /** Sum of the leave days inside the range. */
  days: number;
  /** Sum of an hourly leave's minutes inside the range; absent when none. */
  minutes?: number;
}

/** Days further apart than this start a new range: Friday and the next Monday still merge. */
export const MERGE_MAX_GAP_DAYS = 3;

function asRange(item: LeaveDay | LeaveDayRange): LeaveDayRange {
  if ('startDate' in item) return item;
  const { date, leaveType, userId, days = 1, minutes } = item;
  return {
    startDate: date,
    endDate: date,
    leaveType,
    ...(userId === undefined ? {} : { userId }),
    days,
    ...(minutes === undefined ? {} : { minutes }),
  };
}

const groupKey = (r: LeaveDayRange) => JSON.stringify([r.userId ?? null, r.leaveType]);

/** Plain code-unit order: localeCompare would depend on the machine's locale. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The monthly report's rule (product §9): a person's leave days of the same type at most
 * 3 days apart merge into one range. Output sorted by person, start date and type.
 */
export function mergeLeaveDays(items: ReadonlyArray<LeaveDay | LeaveDayRange>): LeaveDayRange[] {
  const groups = new Map<string, LeaveDayRange[]>();
  for (const item of items) {
    const range = asRange(item);
    const list = groups.get(groupKey(range)) ?? [];
    list.push(range);
    groups.set(groupKey(range), list);
  }
  const merged: LeaveDayRange[] = [];
  for (const list of groups.values()) {
    list.sort((a, b) => compareDates(a.startDate, b.startDate) || compareDates(a.endDate, b.endDate));
    let current: { range: LeaveDayRange; units: number } | undefined;
    for (const range of list) {
      if (current && daysBetween(current.range.endDate, range.startDate) <= MERGE_MAX_GAP_DAYS) {
        if (compareDates(range.endDate, current.range.endDate) > 0) current.range.endDate = range.endDate;
        current.units += toHalfDays(range.days);
        if (range.minutes !== undefined) current.range.minutes = (current.range.minutes ?? 0) + range.minutes;
      } else {
        if (current) merged.push({ ...current.range, days: fromHalfDays(current.units) });
        current = { range: { ...range }, units: toHalfDays(range.days) };
      }
    }
    if (current) merged.push({ ...current.range, days: fromHalfDays(current.units) });
  }
  return merged.sort(
    (a, b) =>
      compareText(a.userId ?? '', b.userId ?? '') ||
      compareDates(a.startDate, b.startDate) ||
      compareText(a.leaveType, b.leaveType),
  );
}
