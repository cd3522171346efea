import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, userAuth } from '../../platform/access';
import { idParams } from '../users/find-tenant-user';
import { exportEmployeeData } from './export-employee';
import { loadEmployeeDetail } from './load-employee';

/** Spec §7 GET /employee/{id}: ADMIN or MANAGER (spec §6 employee detail); another organization's id is 404. */
export const employeeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/employee/:id',
    {
      config: { access: access.user('ADMIN', 'MANAGER') },
      schema: { tags: ['employees'], summary: 'One employee with leave statistics and history', params: idParams },
    },
    async (request) => loadEmployeeDetail(app.db, userAuth(request), request.params.id),
  );

  app.get(
    '/api/employee/:id/personal-data',
    {
      config: { access: access.user('ADMIN') },
      schema: { tags: ['employees'], summary: 'KVKK: everything held about one employee (ADMIN; logged)', params: idParams },
    },
    async (request, reply) => {
      const auth = userAuth(request);
      const data = await exportEmployeeData(app.db, auth, request.params.id);
      // Decisions §6: every export is logged, with who asked and about whom.
      request.log.warn({ event: 'kvkk-export', organizationId: auth.organizationId, actorId: auth.userId, employeeId: request.params.id }, 'personal data exported');
      return reply.header('content-disposition', `attachment; filename="kisisel-veriler-${request.params.id}.json"`).send({ data });
    },
  );
};
