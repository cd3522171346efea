import { addDays, type CalendarDate } from '../calendar/calendar-date';
import { formatTurkishDate } from '../calendar/turkish-date-format';
import { leaveTypeName } from '../leave/leave-types';
import { formatDates } from './leave-dates';
import type { MinimumNoticeRule, RuleCheckedRequest, TeamRuleBreak } from './team-rules';

/**
 * Issue 23 item 5, minimum notice per leave type: a leave day earlier than `today + days` breaks
 * it (calendar days, so "14 days" reads as two weeks). The dates named are the request's leave days
 * before the earliest allowed date.
 */
export function minimumNoticeBreaks(
  request: RuleCheckedRequest,
  leaveDates: readonly CalendarDate[],
  rules: readonly MinimumNoticeRule[],
  today: CalendarDate,
): TeamRuleBreak[] {
  return rules.flatMap((rule): TeamRuleBreak[] => {
    if (rule.leaveType !== request.leaveType || rule.days <= 0) return [];
    const earliestDate = addDays(today, rule.days);
    const dates = leaveDates.filter((date) => date < earliestDate);
    if (!dates.length) return [];
    const tail = rule.mode === 'NEEDS_ADMIN' ? ' Daha erken tarihler İK onayına gider.' : '';
    const message =
      `${leaveTypeName(rule.leaveType)} en az ${rule.days} gün önceden talep edilmelidir; ` +
      `en erken ${formatTurkishDate(earliestDate)} tarihi için izin istenebilir (bu talepte ${formatDates(dates)}).${tail}`;
    return [
      {
        code: 'minimum_notice',
        mode: rule.mode,
        dates,
        message,
        leaveType: rule.leaveType,
        minimumDays: rule.days,
        earliestDate,
      },
    ];
  });
}
