import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '@paydos/contract/messages';
import {
  createLeaveBody,
  leaveParams,
  leaveResponse,
  leavesQuery,
  leavesResponse,
  updateLeaveBody,
} from '@paydos/contract/operator-people';
import { auditActor } from '../../platform/audit';
import { listOrganizationLeaves } from './list-organization-leaves';
import { createOperatorLeave, deleteOperatorLeave, updateOperatorLeave } from './operator-leaves';
import { organizationScope } from './operator-scope';
import { operatorRoute, registerDelete } from './route-options';

const m = messages.operatorPeople;

/** Issue 12 item 4: the operator's leave requests of one organization, any status (product §2, §4, §7). */
export const operatorLeaveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/superadmin/leave-requests',
    operatorRoute("One organization's leave requests, keyset paged", {
      querystring: leavesQuery,
      response: { 200: leavesResponse },
    }),
    async (request) =>
      listOrganizationLeaves(app.db, await organizationScope(app.db, request.query.organizationId), request.query),
  );

  app.post(
    '/api/superadmin/leave-requests',
    operatorRoute('Create a leave request with any status', {
      body: createLeaveBody,
      response: { 201: leaveResponse },
    }),
    async (request, reply) => {
      const leaveRequest = await createOperatorLeave(
        app.db,
        app.config,
        request.body,
        auditActor(request),
        request.now,
      );
      return reply.code(201).send({ leaveRequest, message: m.leaveCreated });
    },
  );

  app.put(
    '/api/superadmin/leave-requests/:id',
    operatorRoute('Edit a leave request, any status', {
      params: leaveParams,
      body: updateLeaveBody,
      response: { 200: leaveResponse },
    }),
    async (request) => ({
      leaveRequest: await updateOperatorLeave(
        app.db,
        app.config,
        request.params.id,
        request.body,
        auditActor(request),
        request.now,
      ),
      message: m.leaveUpdated,
    }),
  );

  registerDelete(
    app,
    '/api/superadmin/leave-requests/:id',
    'Delete a leave request and its ledger effect',
    leaveParams,
    (db, id, actor, now, organizationId) => deleteOperatorLeave(db, app.config, id, actor, now, organizationId),
    m.leaveDeleted,
  );
};
