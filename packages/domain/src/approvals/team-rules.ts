import type { CalendarDate, Weekday } from '../calendar/calendar-date';
import type { PublicHoliday } from '../calendar/turkish-public-holidays';
import type { LeaveTypeCode } from '../leave/leave-types';
import type { ApprovalPerson, ApprovalTeam } from './approval-context';

/** What a broken rule does to a request: refuse it, or send it to İK (an ADMIN) with the conflict shown. */
export const TEAM_RULE_MODES = ['REFUSE', 'NEEDS_ADMIN'] as const;
export type TeamRuleMode = (typeof TEAM_RULE_MODES)[number];

/**
 * The leave types the team rules bind: the ones whose dates the employer plans (annual leave, by the
 * Yıllık Ücretli İzin Yönetmeliği's leave schedule) or agrees to (unpaid leave). A sick report,
 * maternity and the excuse leaves of 4857 ek m. 2 follow an event nobody can move, so no rule
 * refuses them; they still count as absences for the staffing rule (docs/approval-rules.md).
 */
export const TEAM_RULE_LEAVE_TYPES: readonly LeaveTypeCode[] = ['annual_paid', 'unpaid_leave'];

/** Days nobody may take off (or only with an ADMIN's approval), for the organization or one team. */
export interface LockPeriod {
  id: string;
  /** null: the whole organization. */
  teamId: string | null;
  startDate: CalendarDate;
  endDate: CalendarDate;
  mode: TeamRuleMode;
  /** Why, for the message: "Yıl sonu kapanışı". */
  reason: string | null;
}

/** At least this many of the team's active members at work on each working day. */
export interface MinimumStaffingRule {
  teamId: string;
  minimumAtWork: number;
  mode: TeamRuleMode;
}

/** A leave of this type is asked at least this many calendar days before its first leave day. */
export interface MinimumNoticeRule {
  leaveType: LeaveTypeCode;
  days: number;
  mode: TeamRuleMode;
}

export interface TeamRules {
  lockPeriods: readonly LockPeriod[];
  minimumStaffing: readonly MinimumStaffingRule[];
  minimumNotice: readonly MinimumNoticeRule[];
}

export const NO_TEAM_RULES: TeamRules = { lockPeriods: [], minimumStaffing: [], minimumNotice: [] };

/** The request being checked: a new one, or the new dates of an edit. */
export interface RuleCheckedRequest {
  requesterId: string;
  leaveType: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
  /** Hourly leave (docs/decisions/015): the minutes taken each day; absent or null for whole days. */
  minutesPerDay?: number | null;
}

/** Another request of the organization that keeps its person from work: approved or still pending. */
export interface CountedLeave {
  personId: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
  status: 'APPROVED' | 'PENDING';
  /** Hourly leave (docs/decisions/015): the person is at work most of the day; absent or null for whole days. */
  minutesPerDay?: number | null;
}

export interface CheckTeamRulesInput {
  request: RuleCheckedRequest;
  rules: TeamRules;
  teams: readonly ApprovalTeam[];
  people: readonly ApprovalPerson[];
  /** Approved and pending requests overlapping the request's dates; the requester's own are left out here. */
  leaves: readonly CountedLeave[];
  /** The organization's working days, 0 = Sunday (policy.workingDays). */
  workingDays: readonly Weekday[];
  /** Default: Türkiye's official holidays (countLeaveDays). */
  holidays?: readonly PublicHoliday[];
  /** Istanbul's today (istanbulToday(now)), for the notice rule. */
  today: CalendarDate;
}

interface BreakBase {
  mode: TeamRuleMode;
  /** The request's leave days the rule breaks on, in order. */
  dates: CalendarDate[];
  /** Turkish, for the form and the API answer. */
  message: string;
}

export type TeamRuleBreak =
  | (BreakBase & { code: 'lock_period'; lockPeriodId: string; teamId: string | null })
  | (BreakBase & {
      code: 'minimum_staffing';
      teamId: string;
      minimumAtWork: number;
      /** People of the team at work on each broken date, this request and pending ones counted. */
      atWork: { date: CalendarDate; count: number }[];
    })
  | (BreakBase & { code: 'minimum_notice'; leaveType: LeaveTypeCode; minimumDays: number; earliestDate: CalendarDate });

export type TeamRuleBreakCode = TeamRuleBreak['code'];
