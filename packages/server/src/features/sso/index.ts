// The public surface of sso: what other features (auth's sign-in routes and password login) may use.
export { finishSsoSignIn, SIGN_IN_SECONDS, SsoSignInFailure, startSsoSignIn } from './sign-in';
export { resealSsoSecrets, ssoLoginOptions } from './settings';
export { ssoCallbackPath } from './routes';
