// The public surface of organization: what other features, e2e and bench may use. Everything else is the feature's own.
export { recalculateGrants } from './recalculate-grants';
