import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access';
import { loadStats } from './load-stats';
import { loadTimeline } from './load-timeline';
import { serviceStats, statsQuery, timelineQuery, timelineResponse } from '@paydos/contract/operator-analytics';

/** The operator's analytics (product §2, §3 Stats, §9 averages): counts only, every one from SQL. */
export const operatorAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/superadmin/stats',
    {
      config: { access: access.operator() },
      schema: {
        tags: ['operator'],
        summary: 'Service-wide counts and averages',
        querystring: statsQuery,
        response: { 200: serviceStats },
      },
    },
    async (request, reply) => app.replicaReads.read(request, reply, loadStats),
  );

  app.get(
    '/api/superadmin/stats/timeline',
    {
      config: { access: access.operator() },
      schema: {
        tags: ['operator'],
        summary:
          'Counts per Istanbul month: new organizations, new users, leave requests, trials started and converted',
        querystring: timelineQuery,
        response: { 200: timelineResponse },
      },
    },
    async (request, reply) => ({
      months: await app.replicaReads.read(request, reply, (db) => loadTimeline(db, request.query.months)),
    }),
  );
};
