// The public surface of staff: what other features, e2e and bench may use. Everything else is the feature's own.
export { afterActiveChange } from './toggle-user-active';
