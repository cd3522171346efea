import { isLeaveTypeCode, TEAM_RULE_LEAVE_TYPES, TEAM_RULE_MODES } from '@paydos/domain';
import { z } from 'zod';
import { calendarDate, requestObject, text } from './fields';
import { hourlyLeaveFields } from './hourly-leave';
import { messages } from './messages';
import { ruleBreak } from './approvals';
import { catalogueText } from './catalogue-text';

/** Team rules (issue 23 item 5): settings for ADMIN, the check for anyone about to send a request. */

const m = messages.teamRules;

export const ruleMode = z.enum(TEAM_RULE_MODES, { error: m.modeInvalid });
const boundLeaveType = text('leaveType')
  .trim()
  .max(40, { error: m.leaveTypeNotBound })
  .refine((value) => (TEAM_RULE_LEAVE_TYPES as readonly string[]).includes(value), { error: m.leaveTypeNotBound });

export const lockPeriodBody = requestObject({
  /** null or left out: the whole organization. */
  teamId: z.uuid({ error: messages.teams.notFound }).nullish(),
  startDate: calendarDate('startDate'),
  endDate: calendarDate('endDate'),
  mode: ruleMode,
  reason: text('reason').trim().max(200).nullish(),
}).refine((value) => value.startDate <= value.endDate, { error: m.rangeInvalid, path: ['endDate'] });
export type LockPeriodInput = z.input<typeof lockPeriodBody>;
export const lockPeriodIdParams = requestObject({ id: z.uuid({ error: m.lockNotFound }) });

export const lockPeriod = z.object({
  id: z.string(),
  teamId: z.string().nullable(),
  teamName: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  mode: z.enum(TEAM_RULE_MODES),
  reason: z.string().nullable(),
});
export type LockPeriod = z.infer<typeof lockPeriod>;

/** PUT /api/team-rules/teams/:id/minimum: null clears the rule. */
export const minimumStaffingBody = requestObject({
  minimumAtWork: z
    .number({ error: m.minimumInvalid })
    .int({ error: m.minimumInvalid })
    .min(0, { error: m.minimumInvalid })
    .max(1000, { error: m.minimumInvalid })
    .nullable(),
  mode: ruleMode,
});
export type MinimumStaffingInput = z.input<typeof minimumStaffingBody>;

/** PUT /api/team-rules/notice/:leaveType; DELETE clears it. */
export const noticeParams = requestObject({ leaveType: boundLeaveType });
export const minimumNoticeBody = requestObject({
  days: z
    .number({ error: m.noticeInvalid })
    .int({ error: m.noticeInvalid })
    .min(0, { error: m.noticeInvalid })
    .max(365, { error: m.noticeInvalid }),
  mode: ruleMode,
});
export type MinimumNoticeInput = z.input<typeof minimumNoticeBody>;

export const minimumNotice = z.object({
  leaveType: z.string(),
  leaveTypeName: catalogueText(),
  days: z.number(),
  mode: z.enum(TEAM_RULE_MODES),
});

/** GET /api/team-rules: every rule of the organization, for the "Ekip kuralları" card. */
export const teamRulesResponse = z.object({
  lockPeriods: z.array(lockPeriod),
  minimumNotice: z.array(minimumNotice),
  teams: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      memberCount: z.number(),
      minimumAtWork: z.number().nullable(),
      minimumStaffingMode: z.enum(TEAM_RULE_MODES),
    }),
  ),
});
export type TeamRulesResponse = z.infer<typeof teamRulesResponse>;
export const teamRuleSavedResponse = z.object({ message: catalogueText() });
export type TeamRuleSavedResponse = z.infer<typeof teamRuleSavedResponse>;

/** POST /api/leaves/rule-check: the leave form asks before sending (an edit passes its own id). */
export const ruleCheckBody = requestObject({
  leaveType: text('leaveType').trim().refine(isLeaveTypeCode, { error: messages.leaves.leaveTypeInvalid }),
  startDate: calendarDate('startDate'),
  endDate: calendarDate('endDate'),
  leaveId: z.uuid({ error: messages.leaves.notFound }).nullish(),
  /** An ADMIN or MANAGER recording for a colleague checks the colleague's request. */
  userId: z.uuid({ error: messages.leaves.employeeNotFound }).nullish(),
  /** Hourly leave (docs/decisions/015): an hourly request keeps its person at work, breaking no minimum staffing. */
  minutesPerDay: hourlyLeaveFields.minutesPerDay,
}).refine((value) => value.startDate <= value.endDate, { error: m.rangeInvalid, path: ['endDate'] });
export type RuleCheckInput = z.input<typeof ruleCheckBody>;
export const ruleCheckResponse = z.object({
  outcome: z.enum(['ALLOWED', 'NEEDS_ADMIN', 'REFUSED']),
  breaks: z.array(ruleBreak),
});
export type RuleCheckResponse = z.infer<typeof ruleCheckResponse>;
