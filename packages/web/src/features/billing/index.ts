// The public surface of billing: what other features may use. Everything else is the feature's own.
export { GraceBanner } from './GraceBanner';
export { useSeatQuote } from './api';
