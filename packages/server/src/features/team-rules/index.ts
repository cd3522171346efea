// The public surface of team rules: what other features, e2e and bench may use.
export { checkRequestAgainstTeamRules, type CheckedRequest } from './check-request';
export { teamsWithMemberCounts } from './team-members';
export { createLockPeriod } from './lock-periods';
export { setMinimumStaffing } from './set-minimum-staffing';
export { lockPeriodsOver } from './lock-periods-over';
