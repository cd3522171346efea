import type { teamRulesMessages as turkish } from '../team-rules';
import type { Translation } from '@paydos/contract/messages/translation';
import { formatCount } from '../../format-numbers';

/**
 * Team rules (issue 23 item 5): the organization page's card, the leave form's rule hint, the team calendar's
 * rule days. Not part of `t`: only the pages that show them load these texts (the bundle budgets hold the first load).
 */
export const teamRulesMessages: Translation<typeof turkish> = {
  teamRules: {
    title: 'Team rules',
    description:
      'Blackout periods, a minimum number of staff per team and minimum notice by leave type. The rules apply only to annual leave and unpaid leave; sick leave with a medical report, maternity leave and excused leave are never refused by any rule.',
    loadFailed: "Couldn't load the team rules",
    saveFailed: "Couldn't save",
    save: 'Save',
    modes: { REFUSE: 'Refuse', NEEDS_ADMIN: 'Goes to HR approval' },
    modeHint:
      '“Refuse”: the request cannot be submitted. “Goes to HR approval”: the request goes only to Administrators, with the conflict shown.',
    locksTitle: 'Blackout periods',
    locksEmpty: 'No current or upcoming blackout periods.',
    period: 'Period',
    scope: 'Scope',
    mode: 'Mode',
    reason: 'Reason',
    wholeOrganization: 'Whole organization',
    lockStart: 'Blackout start',
    lockEnd: 'Blackout end',
    lockStartRequired: 'Choose the start date of the blackout.',
    lockEndRequired: 'Choose the end date of the blackout.',
    lockScope: 'Blackout scope',
    lockMode: 'Blackout mode',
    lockReason: 'Blackout reason (optional)',
    lockReasonPlaceholder: 'For example: Year-end closing',
    addLock: 'Add blackout period',
    deleteLock: (period: string) => `Delete blackout period: ${period}`,
    deleteLockTitle: 'Delete this blackout period?',
    deleteLockDescription: (period: string) =>
      `The ${period} blackout is lifted; leave can be requested for these days again. Pending requests keep the rules they were submitted under.`,
    delete: 'Delete',
    staffingTitle: 'Minimum staffing',
    staffingDescription:
      'At least this many people on the team must be at work on every working day; approved and pending leaves are counted together. Leave blank for no rule.',
    members: 'Active people',
    minimum: 'Minimum',
    noTeams: 'No teams yet.',
    minimumLabel: (team: string) => `Minimum staffing: ${team}`,
    minimumModeLabel: (team: string) => `Mode of the minimum staffing rule: ${team}`,
    saveMinimum: (team: string) => `Save minimum staffing: ${team}`,
    noticeTitle: 'Minimum notice',
    noticeDescription:
      'For each leave type, how many calendar days before the first day of leave it must be requested at the latest. Leave blank for no rule.',
    days: 'Calendar days',
    noticeLabel: (type: string) => `Minimum notice (days): ${type}`,
    noticeModeLabel: (type: string) => `Mode of the notice rule: ${type}`,
    saveNotice: (type: string) => `Save notice: ${type}`,
  },
  ruleCheck: {
    title: 'Team rules',
    refused: 'This request cannot be submitted because of team rules.',
    needsAdmin: 'This request breaks a team rule: it goes only to HR approval (Administrators).',
    allDates: (dates: string) => `All days: ${dates}`,
  },
  teamRuleDays: {
    legendLock: 'Blackout day',
    legendShort: 'At minimum staffing',
    locked: (reason: string | null, mode: 'REFUSE' | 'NEEDS_ADMIN', teamName: string | null) =>
      `Blackout day${teamName ? ` (${teamName})` : ''}${reason ? `: ${reason}` : ''}, ${mode === 'REFUSE' ? 'no leave allowed' : 'leave needs HR approval'}`,
    shortStaffed: (teamName: string, minimum: number, atWork: number) =>
      `${teamName}: minimum ${formatCount(minimum)}, at work ${formatCount(atWork)}`,
    summaryTitle: 'Team rules this month',
  },
};
