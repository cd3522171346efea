import { TEXT_FORMATS } from '../display/text-formats';
import type { ApprovalTeam } from './approval-context';
import { datesInText } from './leave-dates';
import { covers } from './approval-context';
import { TEAM_RULE_TEXTS } from './team-rule-texts';
import type { LockPeriod, RuleCheckedRequest, TeamRuleBreak } from './team-rules';

/** "01.12.2026 - 31.12.2026 arasında izin alınamaz (Yıl sonu); bu talebin … izin günleri bu döneme düşüyor." */
export function lockPeriodMessage(lock: LockPeriod, dates: readonly string[]): string {
  const texts = TEAM_RULE_TEXTS;
  const why = lock.reason?.trim();
  const state =
    lock.mode === 'REFUSE'
      ? why
        ? texts.lockRefusesBecause(why)
        : texts.lockRefuses
      : why
        ? texts.lockNeedsAdminBecause(why)
        : texts.lockNeedsAdmin;
  const start = TEXT_FORMATS.date(lock.startDate);
  const period =
    lock.startDate === lock.endDate
      ? texts.lockOnDay(start, state)
      : texts.lockBetween(start, TEXT_FORMATS.date(lock.endDate), state);
  const listed = datesInText(dates);
  return `${period}; ${dates.length === 1 ? texts.lockHitsDay(listed) : texts.lockHitsDays(listed)}`;
}

/**
 * Issue 23 item 5, lock periods: a period of the organization, or of a team the requester belongs
 * to, where requests are refused or need an ADMIN (year-end closing, inventory). Only the request's
 * leave days inside the period break it: a weekend or a holiday inside the lock is not a leave day.
 */
export function lockPeriodBreaks(
  request: RuleCheckedRequest,
  leaveDates: readonly string[],
  lockPeriods: readonly LockPeriod[],
  teams: readonly ApprovalTeam[],
): TeamRuleBreak[] {
  const teamIds = new Set(teams.filter((t) => t.memberIds.includes(request.requesterId)).map((t) => t.id));
  return lockPeriods.flatMap((lock): TeamRuleBreak[] => {
    if (lock.teamId !== null && !teamIds.has(lock.teamId)) return [];
    const dates = leaveDates.filter((date) => covers(lock, date));
    if (!dates.length) return [];
    const message = lockPeriodMessage(lock, dates);
    return [{ code: 'lock_period', mode: lock.mode, dates, message, lockPeriodId: lock.id, teamId: lock.teamId }];
  });
}
