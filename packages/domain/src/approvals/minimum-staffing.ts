import type { CalendarDate } from '../calendar/calendar-date';
import { TEXT_FORMATS } from '../display/text-formats';
import { activePerson, covers, type ApprovalPerson, type ApprovalTeam } from './approval-context';
import { formatDateList } from './leave-dates';
import { TEAM_RULE_TEXTS } from './team-rule-texts';
import type { CountedLeave, MinimumStaffingRule, RuleCheckedRequest, TeamRuleBreak } from './team-rules';

export interface MinimumStaffingInput {
  request: RuleCheckedRequest;
  /** The request's leave days (leaveDatesOf): the working days the staffing is counted on. */
  leaveDates: readonly CalendarDate[];
  rules: readonly MinimumStaffingRule[];
  teams: readonly ApprovalTeam[];
  people: readonly ApprovalPerson[];
  leaves: readonly CountedLeave[];
}

export function minimumStaffingMessage(
  team: ApprovalTeam,
  rule: MinimumStaffingRule,
  atWork: readonly { date: CalendarDate; count: number }[],
): string {
  const texts = TEAM_RULE_TEXTS;
  const days = formatDateList(atWork.map((d) => texts.staffingDay(TEXT_FORMATS.date(d.date), d.count)));
  const text = rule.mode === 'NEEDS_ADMIN' ? texts.staffingNeedsAdmin : texts.staffingRefused;
  return text(team.name, rule.minimumAtWork, days);
}

/**
 * Issue 23 item 5, minimum staffing: on each of the request's leave days (working days, holidays
 * out: the domain's day count), the team's active members at work, the requester and everyone with
 * an approved OR pending request that day counted as away, must stay at or above the minimum.
 * Counting pending requests closes the peers' overbooking hole (two requests each fine alone, both
 * approved). Every team the requester belongs to with a rule is checked.
 * Hourly leave (docs/leave-rules.md §16) keeps its person at work that day: an hourly request breaks
 * no minimum, and a colleague's hourly leave does not count as away.
 */
export function minimumStaffingBreaks(input: MinimumStaffingInput): TeamRuleBreak[] {
  const { request } = input;
  if (isHourly(request)) return [];
  return input.rules.flatMap((rule): TeamRuleBreak[] => {
    const team = input.teams.find((t) => t.id === rule.teamId);
    if (!team?.memberIds.includes(request.requesterId)) return [];
    const members = new Set(team.memberIds.filter((id) => activePerson(input, id)));
    members.add(request.requesterId);
    const others = input.leaves.filter(
      (l) => l.personId !== request.requesterId && members.has(l.personId) && !isHourly(l),
    );
    const atWork = input.leaveDates
      .map((date) => {
        const away = new Set(others.filter((l) => covers(l, date)).map((l) => l.personId));
        return { date, count: members.size - away.size - 1 };
      })
      .filter((day) => day.count < rule.minimumAtWork);
    if (!atWork.length) return [];
    return [
      {
        code: 'minimum_staffing',
        mode: rule.mode,
        dates: atWork.map((d) => d.date),
        message: minimumStaffingMessage(team, rule, atWork),
        teamId: team.id,
        minimumAtWork: rule.minimumAtWork,
        atWork,
      },
    ];
  });
}

const isHourly = (leave: { minutesPerDay?: number | null }) => (leave.minutesPerDay ?? 0) > 0;
