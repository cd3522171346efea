// The public surface of auth: what other features may use. Everything else is the feature's own.
export { meQueryKey, useAuth, useCurrentUser } from './AuthProvider';
export { AuthScreen, LinkCheckingScreen } from './AuthScreen';
export type { CurrentUser, LoginResponse } from '@paydos/contract/auth';
export type { Role } from '@paydos/domain';
export { handoverUrl } from './handover-url';
