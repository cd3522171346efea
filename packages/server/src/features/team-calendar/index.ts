// The public surface of team-calendar: what other features, e2e and bench may use. Everything else is the feature's own.
export { leaveAsSeenBy } from './leave-visibility';
