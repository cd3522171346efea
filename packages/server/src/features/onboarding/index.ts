// The public surface of onboarding: what other features, e2e and bench may use. Everything else is the feature's own.
export { subdomainField } from './schemas';
