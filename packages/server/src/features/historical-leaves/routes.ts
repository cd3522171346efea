import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, userAuth } from '../../platform/access';
import { tenantScope } from '../../platform/tenant-scope';
import { decideApproval, loadApproval } from './approval';
import { createHistoricalBatch } from './create-batch';
import { listBatches } from './list-batches';
import {
  approvalBody,
  approvalParams,
  approvalResponse,
  batchBody,
  batchListQuery,
  batchListResponse,
  batchResponse,
  decisionResponse,
} from '@paydos/contract/historical-leaves';

/** Product §7 historical leave: the batch (ADMIN, MANAGER) and the employee's consent link (public, main and organization sites). */
export const historicalLeaveRoutes: FastifyPluginAsyncZod = async (app) => {
  const perAddress = app.rateLimit({ max: app.config.loginRateLimitPerMinute, timeWindow: '1 minute' });

  app.post(
    '/api/historical-leaves/batch',
    {
      config: { access: access.user('ADMIN', 'MANAGER') },
      schema: {
        tags: ['leaves'],
        summary: 'Record past leaves of one employee; the employee is mailed one consent link',
        body: batchBody,
        response: { 201: batchResponse },
      },
    },
    async (request, reply) => {
      const { view } = await createHistoricalBatch(
        app.db,
        app.config,
        tenantScope(request),
        userAuth(request).userId,
        request.body,
        request.now,
      );
      return reply.status(201).send(view);
    },
  );

  app.get(
    '/api/historical-leaves/batches',
    {
      config: { access: access.user('ADMIN', 'MANAGER') },
      schema: {
        tags: ['leaves'],
        summary:
          'This organization’s batches, newest first, with their state (EXPIRED: pending past the link’s expiry; keyset pages: limit, cursor → nextCursor)',
        querystring: batchListQuery,
        response: { 200: batchListResponse },
      },
    },
    async (request) => listBatches(app.db, tenantScope(request), request.query, request.now),
  );

  app.get(
    '/api/historical-leaves/approval/:token',
    {
      config: { access: access.public('main', 'organization') },
      onRequest: perAddress,
      schema: {
        tags: ['leaves'],
        summary: 'The batch a consent link names',
        params: approvalParams,
        response: { 200: approvalResponse },
      },
    },
    async (request) => loadApproval(app.db, request.params.token, request.organization?.id ?? null, request.now),
  );

  app.post(
    '/api/historical-leaves/approval/:token',
    {
      config: { access: access.public('main', 'organization') },
      onRequest: perAddress,
      schema: {
        tags: ['leaves'],
        summary: 'The employee approves or rejects the batch (the link works once)',
        params: approvalParams,
        body: approvalBody,
        response: { 200: decisionResponse },
      },
    },
    async (request) =>
      decideApproval(
        app.db,
        app.config,
        request.params.token,
        request.organization?.id ?? null,
        request.body,
        request.now,
      ),
  );
};
