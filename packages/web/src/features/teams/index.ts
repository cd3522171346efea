// The public surface of teams: what other features may use. Everything else is the feature's own.
export { TeamsCard } from './TeamsCard';
export { useTeams, type Team } from './api';
