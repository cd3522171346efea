import { apiKeyIdParams, apiKeyList, createApiKeyBody, createdApiKey, revokedApiKey } from '@paydos/contract/api-keys';
import { noBody, noQuery } from '@paydos/contract/fields';
import { messages } from '@paydos/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access';
import { userActor } from '../../platform/audit';
import { tenantScope } from '../../platform/tenant-scope';
import { createApiKey, listApiKeys, revokeApiKey } from './manage-api-keys';

/** The organization page's "API anahtarları" card (issue 26): ADMIN only. */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = access.user('ADMIN');

  app.get(
    '/api/admin/api-keys',
    {
      config: { access: admin },
      schema: {
        tags: ['api-keys'],
        summary: 'The organization’s API keys (never their secrets)',
        querystring: noQuery,
        response: { 200: apiKeyList },
      },
    },
    async (request) => ({ apiKeys: await listApiKeys(app.db, tenantScope(request)) }),
  );

  app.post(
    '/api/admin/api-keys',
    {
      config: { access: admin },
      schema: {
        tags: ['api-keys'],
        summary: 'Create an API key: its secret is in this answer and never again',
        body: createApiKeyBody,
        response: { 201: createdApiKey },
      },
    },
    async (request, reply) => {
      const created = await createApiKey(app.db, tenantScope(request), request.body, userActor(request), request.now);
      return reply.status(201).send({ ...created, message: messages.apiKeys.created });
    },
  );

  app.post(
    '/api/admin/api-keys/:id/revoke',
    {
      config: { access: admin },
      schema: {
        tags: ['api-keys'],
        summary: 'Revoke an API key: later calls with it are refused (401)',
        params: apiKeyIdParams,
        body: noBody,
        response: { 200: revokedApiKey },
      },
    },
    async (request) => ({
      apiKey: await revokeApiKey(app.db, tenantScope(request), request.params.id, userActor(request), request.now),
      message: messages.apiKeys.revoked,
    }),
  );
};
