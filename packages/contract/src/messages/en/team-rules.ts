import type * as turkish from '../team-rules';
import type { Translation } from '../translation';

/** Team rules (issue 23 item 5): lock periods, minimum staffing, minimum notice. */
export const teamRules: Translation<typeof turkish.teamRules> = {
  modeInvalid: 'The rule mode must be "Refuse" or "Goes to HR approval".',
  minimumInvalid: 'The minimum staff at work must be a whole number between 0 and 1000.',
  noticeInvalid: 'The minimum notice must be a whole number of days between 0 and 365.',
  leaveTypeNotBound: 'Team rules apply only to annual leave and unpaid leave.',
  rangeInvalid: 'The start date cannot be after the end date.',
  lockNotFound: 'Locked period not found.',
  lockInPast: 'A period whose end date is before today cannot be locked.',
  lockCreated: 'Locked period added.',
  lockDeleted: 'Locked period deleted.',
  minimumSaved: 'Minimum staff at work saved.',
  minimumCleared: 'Minimum staffing rule removed.',
  noticeSaved: 'Minimum notice saved.',
  noticeCleared: 'Minimum notice rule removed.',
  checkOthersForbidden: "Only Administrators and Managers can check another employee's request.",
};

export const teamRulesMessages: Translation<typeof turkish.teamRulesMessages> = { teamRules };
