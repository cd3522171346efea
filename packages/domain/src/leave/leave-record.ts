import { addDays, compareDates, type CalendarDate } from '../calendar/calendar-date';
import { completedServiceYears, serviceAnniversary } from './service-years';

/**
 * The leave record of one service year (4857 art. 56 last paragraph; Yıllık Ücretli İzin Yönetmeliği
 * art. 20; docs/leave-rules.md section 12): the year runs from the anniversary on which its leave was
 * earned to the day before the next one, and holds the annual leaves that start inside it. Year 0 is
 * the first year of work, before any right is earned; it has a record only when the company let the
 * person take annual leave early (the record then shows that leave too).
 */
export interface LeaveRecordYear {
  serviceYear: number;
  /** The anniversary on which this year's leave was earned (the start date for year 0). */
  earnedOn: CalendarDate;
  /** The day before the next anniversary. */
  endsOn: CalendarDate;
}

export function serviceYearPeriod(startDate: CalendarDate, serviceYear: number): LeaveRecordYear {
  return {
    serviceYear,
    earnedOn: serviceAnniversary(startDate, serviceYear),
    endsOn: addDays(serviceAnniversary(startDate, serviceYear + 1), -1),
  };
}

/** The service years that have a record on `today`, latest first: every earned year (1…n), and year 0 when asked. */
export function recordServiceYears(
  startDate: CalendarDate,
  today: CalendarDate,
  options: { withFirstYear?: boolean } = {},
): LeaveRecordYear[] {
  const earned = compareDates(today, startDate) < 0 ? 0 : completedServiceYears(startDate, today);
  const years: LeaveRecordYear[] = [];
  for (let n = earned; n >= 1; n -= 1) years.push(serviceYearPeriod(startDate, n));
  if (options.withFirstYear && compareDates(today, startDate) >= 0) years.push(serviceYearPeriod(startDate, 0));
  return years;
}

/** The service year whose leave was earned in `calendarYear` (its anniversary falls in it); null for none. */
export function serviceYearEarnedIn(startDate: CalendarDate, calendarYear: number): number | null {
  const startYear = Number(startDate.slice(0, 4));
  const n = calendarYear - startYear;
  return n >= 1 ? n : null;
}

/** Which service year a leave starting on `leaveStart` belongs to (0 before the first anniversary). */
export function serviceYearOfDate(startDate: CalendarDate, leaveStart: CalendarDate): number {
  return compareDates(leaveStart, startDate) < 0 ? 0 : completedServiceYears(startDate, leaveStart);
}

export interface RecordedLeave {
  id: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
  days: number;
  /** Unpaid travel days added to the leave (art. 56/4); 0 when none. */
  travelDays: number;
}

export interface LeaveAcknowledgementOfRecord {
  startDate: CalendarDate;
  endDate: CalendarDate;
  days: number;
  acknowledgedAt: Date;
}

export interface LeaveRecordLine extends RecordedLeave {
  /** When the employee confirmed the leave as it stands now; null while the confirmation is due. */
  acknowledgedAt: Date | null;
}

/**
 * The lines of a service year's record: its approved annual leaves in date order, each with the
 * employee's acknowledgement of the leave as it stands (an acknowledgement of other dates or another
 * day count does not count: the leave was changed after it), and the year's totals.
 */
export function leaveRecordLines(
  period: LeaveRecordYear,
  leaves: ReadonlyArray<RecordedLeave & { acknowledgements: readonly LeaveAcknowledgementOfRecord[] }>,
): { lines: LeaveRecordLine[]; usedDays: number; travelDays: number } {
  const lines = leaves
    .filter((l) => compareDates(l.startDate, period.earnedOn) >= 0 && compareDates(l.startDate, period.endsOn) <= 0)
    .sort((a, b) => compareDates(a.startDate, b.startDate))
    .map(({ acknowledgements, ...leave }) => {
      const matching = acknowledgements.find(
        (a) => a.startDate === leave.startDate && a.endDate === leave.endDate && a.days === leave.days,
      );
      return { ...leave, acknowledgedAt: matching?.acknowledgedAt ?? null };
    });
  // Half days are the smallest unit, so sums in halves stay exact.
  const sum = (pick: (l: LeaveRecordLine) => number) =>
    lines.reduce((total, l) => total + Math.round(pick(l) * 2), 0) / 2;
  return { lines, usedDays: sum((l) => l.days), travelDays: sum((l) => l.travelDays) };
}
