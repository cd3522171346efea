// The public surface of webhooks: what other features, e2e and bench may use. Everything else is the feature's own.
export { queueWebhookEvent, type WebhookEvent } from './queue-event';
export { createWebhookWorker, type WebhookWorker } from './delivery-worker';
export { resealWebhookSecrets } from './endpoints';
export { newWebhookSecret, sealWebhookSecret } from './signature';
