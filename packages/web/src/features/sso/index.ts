// The public surface of sso: what other features may use. Everything else is the feature's own.
export { SsoCard } from './SsoCard';
