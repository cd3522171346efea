// The public surface of operator: what other features may use. Everything else is the feature's own.
export { useOperatorAuth } from './OperatorAuthProvider';
