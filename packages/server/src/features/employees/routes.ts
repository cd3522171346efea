import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, userAuth } from '../../platform/access';
import { idParams } from '../users/find-tenant-user';
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
};
