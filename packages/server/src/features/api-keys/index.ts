// The public surface of api-keys: what other features, app.ts, e2e and bench may use. Everything else is the feature's own.
export { apiKeyAuthenticator } from './authenticate-api-key';
export { newApiKeySecret } from './api-key-secret';
