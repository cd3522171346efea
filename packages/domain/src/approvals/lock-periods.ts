import { formatTurkishDate } from '../calendar/turkish-date-format';
import type { ApprovalTeam } from './approval-context';
import { formatDates } from './leave-dates';
import { covers } from './approval-context';
import type { LockPeriod, RuleCheckedRequest, TeamRuleBreak } from './team-rules';

export function lockPeriodMessage(lock: LockPeriod, dates: readonly string[]): string {
  const start = formatTurkishDate(lock.startDate);
  const period =
    lock.startDate === lock.endDate ? `${start} tarihinde` : `${start} - ${formatTurkishDate(lock.endDate)} arasında`;
  const state = lock.mode === 'REFUSE' ? 'izin alınamaz' : 'izin İK onayına bağlıdır';
  const why = lock.reason?.trim() ? ` (${lock.reason.trim()})` : '';
  const days = dates.length === 1 ? 'izin günü' : 'izin günleri';
  return `${period} ${state}${why}; bu talebin ${formatDates(dates)} ${days} bu döneme düşüyor.`;
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
