import { compareDates, countLeaveDays, isCalendarDate, type Weekday } from '@paydos/domain';

/** The working-day rule's count (the server's own function), or null while the dates are incomplete. */
export function ruleDays(startDate: string, endDate: string, workingDays: readonly Weekday[]) {
  if (!isCalendarDate(startDate) || !isCalendarDate(endDate) || compareDates(endDate, startDate) < 0) return null;
  return countLeaveDays({ startDate, endDate, workingDays }).days;
}

/**
 * The operator's day-count override (product §D7): empty means the rule's count; another figure
 * needs a reason. Returns the request fields, or the message to show.
 */
export function overrideFields(
  daysText: string,
  reason: string,
  counted: number | null,
  messages: { invalid: string; reasonRequired: string },
) {
  const text = daysText.trim().replace(',', '.');
  if (!text) return { fields: { days: null, daysOverrideReason: null } };
  const days = Number(text);
  if (!Number.isFinite(days) || days < 0.5 || days > 366 || !Number.isInteger(days * 2))
    return { error: messages.invalid };
  if (days === counted) return { fields: { days, daysOverrideReason: null } };
  if (!reason.trim()) return { reasonError: messages.reasonRequired };
  return { fields: { days, daysOverrideReason: reason.trim() } };
}
