import { addDays, type CalendarDate } from '../calendar/calendar-date';
import { TEXT_FORMATS } from '../display/text-formats';
import { leaveTypeName } from '../leave/leave-types';
import { datesInText } from './leave-dates';
import { TEAM_RULE_TEXTS } from './team-rule-texts';
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
    const text = rule.mode === 'NEEDS_ADMIN' ? TEAM_RULE_TEXTS.noticeNeedsAdmin : TEAM_RULE_TEXTS.noticeRefused;
    const message = text(leaveTypeName(rule.leaveType), rule.days, TEXT_FORMATS.date(earliestDate), datesInText(dates));
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
