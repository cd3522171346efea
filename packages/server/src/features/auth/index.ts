// The public surface of auth: what other features, e2e and bench may use. Everything else is the feature's own.
export { createHandoverCode } from './handover';
export { assertOrganizationOpen } from './login';
export { LOGIN_THROTTLE } from './login-throttle';
