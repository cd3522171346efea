// The public surface of api-keys: what other features may use. Everything else is the feature's own.
export { ApiKeysCard } from './ApiKeysCard';
