// The public surface of password-reset: what other features, e2e and bench may use. Everything else is the feature's own.
export { issuePasswordLink, mailFirstPasswordLink } from './request-password-reset';
