import { leaveIdParams } from '@paydos/contract/leaves';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, userAuth } from '../../platform/access';
import { tenantScope } from '../../platform/tenant-scope';
import { sendPdf } from '../../platform/send-pdf';
import { buildLeaveReport } from './build-leave-report';

export const leaveReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/leaves/my-requests/pdf',
    { config: { access: access.user() }, schema: { tags: ['leaves'], summary: 'My leave report as a PDF' } },
    async (request, reply) => {
      const auth = userAuth(request);
      return sendPdf(reply, await buildLeaveReport(app.db, tenantScope(request), auth.userId, request.now));
    },
  );

  // Product §7's stub made real (product §D5): the same report for an employee, for ADMIN and MANAGER.
  app.get(
    '/api/employee/:id/export',
    {
      config: { access: access.user('ADMIN', 'MANAGER') },
      schema: { tags: ['leaves'], summary: 'An employee’s leave report as a PDF', params: leaveIdParams },
    },
    async (request, reply) =>
      sendPdf(reply, await buildLeaveReport(app.db, tenantScope(request), request.params.id, request.now)),
  );
};
