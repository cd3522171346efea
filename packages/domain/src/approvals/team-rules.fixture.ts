import type { ApprovalPerson, ApprovalTeam } from './approval-context';
import { checkTeamRules } from './check-team-rules';
import { NO_TEAM_RULES, type CheckTeamRulesInput, type TeamRules } from './team-rules';

/** The team-rule tests' organization: Satış of four, Operasyon of two, Destek of one (Monday to Friday). */
export const teams: ApprovalTeam[] = [
  { id: 'sales', name: 'Satış', memberIds: ['eda', 'emre', 'mert', 'selin'], managerIds: ['mert'] },
  { id: 'ops', name: 'Operasyon', memberIds: ['melis', 'eda'], managerIds: ['melis'] },
  { id: 'support', name: 'Destek', memberIds: ['deniz'], managerIds: [] },
];
export const people: ApprovalPerson[] = ['eda', 'emre', 'mert', 'selin', 'melis', 'deniz'].map((id) => ({
  id,
  role: id === 'mert' || id === 'melis' ? 'MANAGER' : 'EMPLOYEE',
  isActive: true,
}));

export function check(
  request: Partial<CheckTeamRulesInput['request']> & { startDate: string; endDate: string },
  rules: Partial<TeamRules>,
  over: Partial<Omit<CheckTeamRulesInput, 'request' | 'rules'>> = {},
) {
  return checkTeamRules({
    request: { requesterId: 'eda', leaveType: 'annual_paid', ...request },
    rules: { ...NO_TEAM_RULES, ...rules },
    teams,
    people,
    leaves: [],
    workingDays: [1, 2, 3, 4, 5],
    today: '2025-12-01',
    ...over,
  });
}
