import { documentQuery } from '@paydos/contract/document-language';
import { idParams } from '@paydos/contract/person-fields';
import { istanbulToday } from '@paydos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access';
import { sendPdf } from '../../platform/send-pdf';
import { tenantScope } from '../../platform/tenant-scope';
import { findTenantUser } from '../users';
import { loadTerminationStatement } from './load-termination';
import { renderTerminationStatement, terminationFileName } from './render-termination-statement';

/**
 * The termination statement of unused annual leave (issue 24, 4857 md. 59, docs/leave-rules.md §14):
 * ADMIN only, since it carries personal data and is a payroll document. It exists once the person's
 * employment has been ended with a last day of work (PUT /api/admin/users/{id}/employment-end). In its reader's
 * language (issue 26); `?language=tr` gives the Turkish one, the legal record, to a reader of another language.
 */
export const terminationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/employee/:id/termination-statement',
    {
      config: { access: access.user('ADMIN') },
      schema: {
        tags: ['termination'],
        summary: 'The Kullanılmayan Yıllık İzin Ücreti Hesap Belgesi of a person whose employment ended, as a PDF',
        params: idParams,
        querystring: documentQuery,
      },
    },
    async (request, reply) => {
      const scope = tenantScope(request);
      await findTenantUser(app.db, scope, request.params.id);
      const statement = await loadTerminationStatement(app.db, scope, request.params.id);
      const language = request.query.language ?? request.language;
      const pdf = await renderTerminationStatement(statement, istanbulToday(request.now), language);
      return sendPdf(reply, { pdf, fileName: terminationFileName(statement) });
    },
  );
};
