// The public surface of webhooks: what other features may use. Everything else is the feature's own.
export { WebhooksCard } from './WebhooksCard';
