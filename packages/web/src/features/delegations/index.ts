// The public surface of delegations: what other features may use. Everything else is the feature's own.
export { DelegationsCard } from './DelegationsCard';
export { SubstituteField } from './SubstituteField';
