import { documentQuery } from '@paydos/contract/document-language';
import { leaveIdParams } from '@paydos/contract/leaves';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, userAuth } from '../../platform/access';
import { tenantScope } from '../../platform/tenant-scope';
import { sendPdf } from '../../platform/send-pdf';
import { buildLeaveReport } from './build-leave-report';

/** The report in its reader's language (issue 26), or the one asked for with `?language=`. */
export const leaveReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/leaves/my-requests/pdf',
    {
      config: { access: access.user() },
      schema: { tags: ['leaves'], summary: 'My leave report as a PDF', querystring: documentQuery },
    },
    async (request, reply) => {
      const auth = userAuth(request);
      const language = request.query.language ?? request.language;
      return sendPdf(
        reply,
        await buildLeaveReport(app.db, tenantScope(request), { userId: auth.userId, now: request.now, language }),
      );
    },
  );

  // Product §7's stub made real (product §D5): the same report for an employee, for ADMIN and MANAGER.
  app.get(
    '/api/employee/:id/export',
    {
      config: { access: access.user('ADMIN', 'MANAGER') },
      schema: {
        tags: ['leaves'],
        summary: 'An employee’s leave report as a PDF',
        params: leaveIdParams,
        querystring: documentQuery,
      },
    },
    async (request, reply) => {
      const language = request.query.language ?? request.language;
      const input = { userId: request.params.id, now: request.now, language };
      return sendPdf(reply, await buildLeaveReport(app.db, tenantScope(request), input));
    },
  );
};
