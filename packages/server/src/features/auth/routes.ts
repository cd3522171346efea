import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operators } from '../../db/schema';
import { access, operatorAuth, userAuth } from '../../platform/access';
import { scopeOfOrganization, tenantScope } from '../../platform/tenant-scope';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { noBody } from '@paydos/contract/fields';
import { findOrganizationBySubdomain } from '../../platform/tenancy';
import { loadUserProfile, logoUrl } from '../users';
import { handoverRoutes } from './handover-routes';
import { ssoSignInRoutes } from './sso-routes';
import { ssoLoginOptions } from '../sso';
import { assertOrganizationKnown, assertOrganizationOpen, loginOperator, loginUser } from './login';
import { throttledLogin } from './login-throttle';
import {
  loginBody,
  loginResponse,
  meResponse,
  messageResponse,
  operatorLoginBody,
  operatorLoginResponse,
  operatorMeResponse,
  organizationInfoResponse,
  subdomainQuery,
} from '@paydos/contract/auth';
import { revokeSession } from '../../platform/sessions';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(handoverRoutes);
  await app.register(ssoSignInRoutes);
  const clientMeta = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ipAddress: request.ip,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
  });
  // Per address here; per account (the growing wait, shared by every route and instance) in `throttledLogin`.
  const perAddress = app.rateLimit({ max: app.config.loginRateLimitPerMinute, timeWindow: '1 minute' });

  app.get(
    '/api/subdomain/organization-info',
    {
      config: { access: access.public('main', 'organization') },
      schema: {
        tags: ['auth'],
        summary: 'Public name and logo of an organization (the host’s, or on the main site the one named)',
        querystring: subdomainQuery,
        response: { 200: organizationInfoResponse },
      },
    },
    async (request) => {
      let organization: typeof request.organization;
      if (request.site.kind === 'main') {
        if (!request.query.subdomain) throw fail.badRequest(messages.validation.subdomainRequired);
        organization = await findOrganizationBySubdomain(app.db, request.query.subdomain);
      } else {
        organization = hostOrganization(request);
      }
      const open = assertOrganizationOpen(organization, request.now);
      const login = await ssoLoginOptions(app.db, scopeOfOrganization(open.id));
      return { name: open.name, subdomain: open.subdomain, logoUrl: logoUrl(open.logoFileId), ...login };
    },
  );

  for (const url of ['/api/subdomain/login', '/api/auth/login']) {
    app.post(
      url,
      {
        config: { access: access.public('organization') },
        onRequest: perAddress,
        schema: {
          tags: ['auth'],
          summary: 'Log in to the host’s organization',
          querystring: subdomainQuery,
          body: loginBody,
          response: { 200: loginResponse },
        },
      },
      async (request, reply) => {
        const organization = assertOrganizationKnown(hostOrganization(request));
        return throttledLogin(
          app.db,
          { organizationId: organization.id, email: request.body.email },
          request.now,
          reply,
          () => loginUser(app.db, organization, request.body, clientMeta(request), request.now),
        );
      },
    );
  }

  app.get(
    '/api/auth/me',
    {
      config: { access: access.userWhileLapsed() },
      schema: { tags: ['auth'], summary: 'The logged-in user', response: { 200: meResponse } },
    },
    async (request) => {
      const auth = userAuth(request);
      const user = await loadUserProfile(app.db, tenantScope(request), auth.userId, request.now);
      if (!user) throw fail.unauthenticated();
      return { user };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { access: access.userWhileLapsed() },
      schema: { tags: ['auth'], body: noBody, response: { 200: messageResponse } },
    },
    async (request) => {
      await revokeSession(app.db, userAuth(request).sessionId, request.now);
      return { message: messages.loggedOut };
    },
  );

  app.post(
    '/api/superadmin/login',
    {
      config: { access: access.public('operator') },
      onRequest: perAddress,
      schema: {
        tags: ['operator'],
        summary: 'Operator login',
        body: operatorLoginBody,
        response: { 200: operatorLoginResponse },
      },
    },
    async (request, reply) =>
      throttledLogin(app.db, { operatorUsername: request.body.username }, request.now, reply, () =>
        loginOperator(app.db, request.body, clientMeta(request), request.now),
      ),
  );

  app.get(
    '/api/superadmin/me',
    {
      config: { access: access.operator() },
      schema: {
        tags: ['operator'],
        response: { 200: operatorMeResponse },
      },
    },
    async (request) => {
      const [operator] = await app.db
        .select()
        .from(operators)
        .where(eq(operators.id, operatorAuth(request).operatorId));
      if (!operator) throw fail.unauthenticated();
      return { superAdmin: { id: operator.id, username: operator.username, name: operator.name } };
    },
  );

  app.post(
    '/api/superadmin/logout',
    {
      config: { access: access.operator() },
      schema: { tags: ['operator'], body: noBody, response: { 200: messageResponse } },
    },
    async (request) => {
      await revokeSession(app.db, operatorAuth(request).sessionId, request.now);
      return { message: messages.loggedOut };
    },
  );
};

/** The organization a query's subdomain names must be the host's own: the tenant never comes from the query. */
function hostOrganization(request: FastifyRequest & { query: { subdomain?: string } }) {
  const organization = request.organization;
  if (request.query.subdomain && request.query.subdomain !== organization?.subdomain) {
    throw fail.notFound(messages.organizationNotFound);
  }
  return organization;
}
