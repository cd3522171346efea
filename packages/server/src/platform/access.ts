import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken, findSession } from './sessions';
import { fail } from './errors';
import { messages } from '@paydos/contract/messages';
import { hasUsableSubscription } from './tenancy';
import type { ApiKeyScope } from '@paydos/contract/api-keys';
import { type ApiKeyAuth, type OperatorAuth, type Role, type UserAuth } from './request-context';
import { ROLES } from '@paydos/domain';

export type SiteKind = 'main' | 'organization' | 'operator';

/** Every /api route declares who may call it; a route without it refuses to register. */
export type RouteAccess =
  | { auth: 'public'; sites: readonly SiteKind[]; organizationOptional?: boolean }
  | { auth: 'user'; sites: readonly ['organization']; roles: readonly Role[]; whileLapsed?: true }
  | { auth: 'operator'; sites: readonly ['operator'] }
  | { auth: 'apiKey'; sites: readonly ['organization']; scope: ApiKeyScope };

/**
 * Checks the API key of a public API call (`access.apiKey`) for the host's organization and the
 * route's scope, or throws (401 no or foreign key, 403 scope, 429 past the key's limit). A feature's
 * value (features/api-keys), given to `registerAccessControl` by app.ts: the platform imports no feature.
 */
export type ApiKeyAuthenticator = (request: FastifyRequest, scope: ApiKeyScope) => Promise<ApiKeyAuth>;

type UserRule = Extract<RouteAccess, { auth: 'user' }>;
const userRule = (roles: Role[]): UserRule => ({
  auth: 'user',
  sites: ['organization'],
  roles: roles.length ? roles : ROLES,
});

export const access = {
  /** No login; only on the given sites (all three when none are named). */
  public: (...sites: SiteKind[]): RouteAccess => ({
    auth: 'public',
    sites: sites.length ? sites : ['main', 'organization', 'operator'],
  }),
  /** A logged-in user of the host's organization with one of these roles (any role when none are named); 402 while it has lapsed. */
  user: (...roles: Role[]): RouteAccess => userRule(roles),
  /**
   * As `user`, and still reachable when the organization's subscription is not usable (trial ended,
   * plan lapsed): paying, the session's own profile, logging out. Every other user route answers 402.
   */
  userWhileLapsed: (...roles: Role[]): RouteAccess => ({ ...userRule(roles), whileLapsed: true }),
  operator: (): RouteAccess => ({ auth: 'operator', sites: ['operator'] }),
  /**
   * The public API /api/v1 (issue 26): an API key of the host's organization (never a session) with
   * this scope; 402 while the organization has lapsed, like a user route.
   */
  apiKey: (scope: ApiKeyScope): RouteAccess => ({ auth: 'apiKey', sites: ['organization'], scope }),
  /** Answers on every known host, even an organization host whose organization does not exist. */
  anyHost: (): RouteAccess => ({
    auth: 'public',
    sites: ['main', 'organization', 'operator'],
    organizationOptional: true,
  }),
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export function registerAccessControl(app: FastifyInstance, options: { apiKey: ApiKeyAuthenticator }) {
  app.decorateRequest('auth', null);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
    }
  });
  // A callback hook: only an API key's or the operator's session needs a read; a person's session came with the
  // organization (tenancy), and their calls should not pay for a promise here.
  app.addHook('onRequest', (request, _reply, done) => {
    // A throw here reaches Fastify's error handler as an async hook's rejection would.
    const pending = authorize(request);
    if (!pending) return done();
    pending.then(() => done(), done);
  });

  function authorize(request: FastifyRequest): Promise<void> | undefined {
    const rule = request.routeOptions.config.access;
    if (!rule) return;
    const site = request.site.kind;
    if (site === 'unknown' || !(rule.sites as readonly SiteKind[]).includes(site))
      throw fail.notFound(messages.wrongSite);
    const organizationOptional = rule.auth === 'public' && rule.organizationOptional;
    if (site === 'organization' && !request.organization && !organizationOptional)
      throw fail.notFound(messages.organizationNotFound);
    if (rule.auth === 'public') return;
    if (rule.auth === 'apiKey') return authorizeApiKey(request, rule.scope);
    if (rule.auth === 'operator') return authorizeOperator(request);
    // Read with the host's organization (platform/tenancy.ts): only a live session of this
    // organization's active user is there. A token issued on another organization's host is no token here.
    const session = request.userSession;
    if (session?.kind !== 'user' || session.organizationId !== request.organization?.id) throw fail.unauthenticated();
    if (!rule.roles.includes(session.role)) throw fail.forbidden();
    // Issue 13: a trial that ended or a plan that lapsed closes every call but paying (product §8's 402).
    if (!rule.whileLapsed && !hasUsableSubscription(request.organization, request.now))
      throw fail.paymentRequired(messages.trialExpired);
    request.auth = session;
  }

  async function authorizeApiKey(request: FastifyRequest, scope: ApiKeyScope) {
    if (!request.organization?.isActive) throw fail.unauthenticated(messages.apiKeys.invalid);
    const key = await options.apiKey(request, scope);
    if (!hasUsableSubscription(request.organization, request.now)) throw fail.paymentRequired(messages.trialExpired);
    request.auth = key;
  }

  async function authorizeOperator(request: FastifyRequest) {
    const token = bearerToken(request);
    const session = token ? await findSession(app.db, token, request.now) : null;
    if (session?.kind !== 'operator') throw fail.unauthenticated();
    request.auth = session;
  }
}

/** The logged-in user of a route declared with `access.user(...)`. */
export function userAuth(request: FastifyRequest): UserAuth {
  if (request.auth?.kind !== 'user') throw fail.unauthenticated();
  return request.auth;
}

/** The API key of a route declared with `access.apiKey(...)`. */
export function apiKeyAuth(request: FastifyRequest): ApiKeyAuth {
  if (request.auth?.kind !== 'apiKey') throw fail.unauthenticated(messages.apiKeys.invalid);
  return request.auth;
}

export function operatorAuth(request: FastifyRequest): OperatorAuth {
  if (request.auth?.kind !== 'operator') throw fail.unauthenticated();
  return request.auth;
}
