import { leaveDatesOf } from './leave-dates';
import { lockPeriodBreaks } from './lock-periods';
import { minimumNoticeBreaks } from './minimum-notice';
import { minimumStaffingBreaks } from './minimum-staffing';
import { TEAM_RULE_LEAVE_TYPES, type CheckTeamRulesInput, type TeamRuleBreak } from './team-rules';

/** ALLOWED: no rule broken; NEEDS_ADMIN: only rules that send the request to İK; REFUSED: at least one refusal. */
export type TeamRuleOutcome = 'ALLOWED' | 'NEEDS_ADMIN' | 'REFUSED';

export interface TeamRuleCheck {
  outcome: TeamRuleOutcome;
  /** Every broken rule with its dates, lock periods first, then staffing, then notice. */
  breaks: TeamRuleBreak[];
}

/**
 * Issue 23 item 5: a request against every team rule at once, so the form, the overlap hint and
 * the API name all the problems and the dates each breaks on, not just the first. Only the leave
 * types the employer schedules are bound (TEAM_RULE_LEAVE_TYPES); the outcome feeds routeApproval's
 * `needsAdmin`.
 */
export function checkTeamRules(input: CheckTeamRulesInput): TeamRuleCheck {
  const { request, rules } = input;
  if (!(TEAM_RULE_LEAVE_TYPES as readonly string[]).includes(request.leaveType))
    return { outcome: 'ALLOWED', breaks: [] };
  const leaveDates = leaveDatesOf({ ...request, workingDays: input.workingDays, holidays: input.holidays });
  const breaks = [
    ...lockPeriodBreaks(request, leaveDates, rules.lockPeriods, input.teams),
    ...minimumStaffingBreaks({ ...input, leaveDates, rules: rules.minimumStaffing }),
    ...minimumNoticeBreaks(request, leaveDates, rules.minimumNotice, input.today),
  ];
  const outcome = breaks.some((b) => b.mode === 'REFUSE') ? 'REFUSED' : breaks.length ? 'NEEDS_ADMIN' : 'ALLOWED';
  return { outcome, breaks };
}
