// The public surface of termination: what other features, e2e and bench may use. Everything else is the feature's own.
export { loadTerminationStatement, type TerminationStatement } from './load-termination';
export { terminationRoutes } from './routes';
