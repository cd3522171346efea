// The public surface of team-calendar: what other features may use. Everything else is the feature's own.
export { OverlapHint } from './OverlapHint';
