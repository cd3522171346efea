import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, userAuth } from '../../platform/access';
import { tenantScope } from '../../platform/tenant-scope';
import { recordAudit, userActor } from '../../platform/audit';
import { employeeDetailResponse, personalDataResponse } from '@paydos/contract/employees';
import { registryNumberBody, registryNumberResponse } from '@paydos/contract/leave-record';
import { messages } from '@paydos/contract/messages';
import { idParams } from '@paydos/contract/person-fields';
import { exportEmployeeData } from './export-employee';
import { loadEmployeeDetail } from './load-employee';
import { setRegistryNumber } from './set-registry-number';

/** Product §7 GET /employee/{id}: ADMIN or MANAGER (product §6 employee detail); another organization's id is 404. */
export const employeeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/employee/:id',
    {
      config: { access: access.user('ADMIN', 'MANAGER') },
      schema: {
        tags: ['employees'],
        summary: 'One employee with leave statistics and history',
        params: idParams,
        response: { 200: employeeDetailResponse },
      },
    },
    async (request) => {
      const { userId, role } = userAuth(request);
      return loadEmployeeDetail(app.db, tenantScope(request), request.params.id, {
        viewer: { id: userId, role },
        now: request.now,
      });
    },
  );

  app.get(
    '/api/employee/:id/personal-data',
    {
      config: { access: access.user('ADMIN') },
      schema: {
        tags: ['employees'],
        summary: 'KVKK: everything held about one employee (ADMIN; recorded in the audit log)',
        params: idParams,
        response: { 200: personalDataResponse },
      },
    },
    async (request, reply) => {
      const auth = userAuth(request);
      // Product §D6: every export is recorded, with who asked and about whom, in the audit log
      // the organization's admins read (before the data leaves: no export goes unrecorded).
      const data = await app.db.transaction(async (tx) => {
        const found = await exportEmployeeData(tx, auth, request.params.id, request.now);
        await recordAudit(tx, userActor(request), {
          action: 'kvkk.export',
          organizationId: auth.organizationId,
          targetType: 'user',
          targetId: request.params.id,
        });
        return found;
      });
      return reply
        .header('content-disposition', `attachment; filename="kisisel-veriler-${request.params.id}.json"`)
        .send({ data });
    },
  );

  app.put(
    '/api/employee/:id/registry-number',
    {
      config: { access: access.user('ADMIN') },
      schema: {
        tags: ['employees'],
        summary: 'Set or clear a person’s registry number (sicil no), unique in the organization',
        params: idParams,
        body: registryNumberBody,
        response: { 200: registryNumberResponse },
      },
    },
    async (request) => ({
      registryNumber: await setRegistryNumber(
        app.db,
        tenantScope(request),
        request.params.id,
        request.body.registryNumber,
        userActor(request),
        request.now,
      ),
      message: messages.leaveRecord.registryNumberSaved,
    }),
  );
};
