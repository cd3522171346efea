import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noBody } from '@paydos/contract/fields';
import { messages } from '@paydos/contract/messages';
import {
  createWebhookBody,
  webhookCreatedResponse,
  webhookDeliveriesQuery,
  webhookDeliveriesResponse,
  webhookDeliveryParams,
  webhookIdParams,
  webhookMessageResponse,
  webhookResponse,
  webhooksResponse,
} from '@paydos/contract/webhooks';
import { access } from '../../platform/access';
import { userActor } from '../../platform/audit';
import { tenantScope } from '../../platform/tenant-scope';
import { listDeliveries, resendDelivery } from './delivery-log';
import { createEndpoint, deleteEndpoint, listEndpoints, setEndpointPaused } from './endpoints';

const m = messages.webhooks;
const tags = ['webhooks'];
const admin = { access: access.user('ADMIN') };

/**
 * Webhooks (issue 26 item 3, docs/features.md "Webhooks"): an ADMIN's HTTPS endpoints, their signed
 * deliveries from the outbox and the delivery log with "Tekrar gönder". Every route is the ADMIN's.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/webhooks',
    {
      config: admin,
      schema: { tags, summary: 'The organization’s webhook endpoints', response: { 200: webhooksResponse } },
    },
    async (request) => ({ endpoints: await listEndpoints(app.db, tenantScope(request), app.secrets) }),
  );

  app.post(
    '/api/webhooks',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Register an HTTPS endpoint for events; the answer carries its signing secret, this once',
        body: createWebhookBody,
        response: { 201: webhookCreatedResponse },
      },
    },
    async (request, reply) => {
      const created = await createEndpoint(app.db, tenantScope(request), userActor(request), request.body, {
        allowPrivate: app.config.webhooksAllowPrivateNetworks,
        now: request.now,
        secrets: app.secrets,
      });
      return reply.code(201).send({ ...created, message: m.created });
    },
  );

  for (const [action, paused] of [
    ['pause', true],
    ['resume', false],
  ] as const) {
    app.post(
      `/api/webhooks/:id/${action}`,
      {
        config: admin,
        schema: {
          tags,
          summary: paused
            ? 'Pause an endpoint: no new events, no deliveries'
            : 'Resume an endpoint: its waiting deliveries go out at once',
          params: webhookIdParams,
          body: noBody,
          response: { 200: webhookResponse },
        },
      },
      async (request) => ({
        endpoint: await setEndpointPaused(app.db, tenantScope(request), userActor(request), request.params.id, paused, {
          now: request.now,
          secrets: app.secrets,
        }),
        message: paused ? m.paused : m.resumed,
      }),
    );
  }

  app.delete(
    '/api/webhooks/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete an endpoint with its waiting deliveries and its log',
        params: webhookIdParams,
        response: { 200: webhookMessageResponse },
      },
    },
    async (request) => {
      await deleteEndpoint(app.db, tenantScope(request), userActor(request), request.params.id);
      return { message: m.deleted };
    },
  );

  app.get(
    '/api/webhooks/:id/deliveries',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The endpoint’s delivery log, newest first: status, attempts, last status code, next try',
        params: webhookIdParams,
        querystring: webhookDeliveriesQuery,
        response: { 200: webhookDeliveriesResponse },
      },
    },
    async (request) => listDeliveries(app.db, tenantScope(request), request.params.id, request.query),
  );

  app.post(
    '/api/webhooks/:id/deliveries/:deliveryId/resend',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Send a delivery again (“Tekrar gönder”): the same event id, due now, three new days of retries',
        params: webhookDeliveryParams,
        body: noBody,
        response: { 200: webhookMessageResponse },
      },
    },
    async (request) => {
      await resendDelivery(
        app.db,
        tenantScope(request),
        userActor(request),
        request.params.id,
        request.params.deliveryId,
        request.now,
      );
      return { message: m.resent };
    },
  );
};
