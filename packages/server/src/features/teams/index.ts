// The public surface of teams: what other features, e2e and bench may use. Everything else is the feature's own.
// A department text is written only through these (issue 23 item 1): the team's id and its name together.
export { assignTeam, ensureTeams, resolveTeam, teamColumns, teamColumnsOf, type ResolvedTeam } from './resolve-team';
export { loadTeams, removeFromTeamManagers } from './team-store';
export { updateTeam } from './save-team';
