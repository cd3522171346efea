// The public surface of employees: what other features may use. Everything else is the feature's own.
export { useEmployee } from './api';
