import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, userAuth } from '../../platform/access';
import { tenantScope } from '../../platform/tenant-scope';
import { loadDashboardSummary } from './load-summary';

const summary = z.object({
  today: z.string(),
  me: z.object({
    annualLeaveDays: z.number(),
    usedLeaveDays: z.number(),
    remainingLeaveDays: z.number(),
    pendingRequests: z.number(),
  }),
  organization: z
    .object({
      totalStaff: z.number(),
      activeStaff: z.number(),
      pendingRequests: z.number(),
      activeLeavesToday: z.number(),
      thisMonthRequests: z.number(),
      oldestStaff: z.array(
        z.object({
          id: z.string(),
          firstName: z.string(),
          lastName: z.string(),
          role: z.string(),
          position: z.string().nullable(),
          department: z.string().nullable(),
          startDate: z.string().nullable(),
          isActive: z.boolean(),
        }),
      ),
      onLeaveToday: z.array(
        z.object({
          userId: z.string(),
          firstName: z.string(),
          lastName: z.string(),
          leaveType: z.string(),
          endDate: z.string(),
        }),
      ),
    })
    .nullable(),
});

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard/summary',
    {
      config: { access: access.user() },
      schema: {
        tags: ['dashboard'],
        summary: 'Dashboard cards in one call (organization figures for ADMIN and MANAGER)',
        response: { 200: summary },
      },
    },
    async (request) => {
      const auth = userAuth(request);
      return loadDashboardSummary(app.db, tenantScope(request), { userId: auth.userId, role: auth.role });
    },
  );
};
