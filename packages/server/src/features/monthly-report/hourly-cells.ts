import { formatDays, formatDuration } from '@paydos/domain';

/**
 * The monthly report's lengths with hourly leave (docs/decisions/015): days as before, an hourly
 * leave's minutes as "7 sa 30 dk", both when a type was taken in days and in hours; never a
 * fraction of a day, so nothing is rounded.
 */
export function lengthCell(days: number, minutes: number | undefined): string {
  if (!minutes) return formatDays(days);
  if (days === 0) return formatDuration(minutes);
  return `${formatDays(days)} gün + ${formatDuration(minutes)}`;
}

/** A puantaj day's hours after the type's short code: 90 minutes is "1:30". */
export function clockCell(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
