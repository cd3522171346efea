import { dashboardSummary } from '@paydos/contract/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, userAuth } from '../../platform/access';
import { tenantScope } from '../../platform/tenant-scope';
import { loadDashboardSummary } from './load-summary';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard/summary',
    {
      config: { access: access.user() },
      schema: {
        tags: ['dashboard'],
        summary: 'Dashboard cards in one call (organization figures for ADMIN and MANAGER)',
        response: { 200: dashboardSummary },
      },
    },
    async (request) => {
      const auth = userAuth(request);
      return loadDashboardSummary(app.db, tenantScope(request), { userId: auth.userId, role: auth.role }, request.now);
    },
  );
};
