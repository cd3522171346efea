import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access';
import { organizationWorkingDays } from '../leaves';
import { auditActor } from '../../platform/audit';
import { messages } from '@paydos/contract/messages';
import { paymentProviderFor } from '../billing';
import { listOrganizationLeaves } from './list-organization-leaves';
import { listOrganizationUsers } from './list-organization-users';
import { createOperatorLeave, deleteOperatorLeave, updateOperatorLeave } from './operator-leaves';
import { organizationScope } from './operator-scope';
import { createOrganizationUser, deleteOrganizationUser, updateOrganizationUser } from './operator-users';
import {
  createLeaveBody,
  createUserBody,
  deletedResponse,
  leaveParams,
  leaveResponse,
  leavesQuery,
  leavesResponse,
  organizationParams,
  organizationQuery,
  updateLeaveBody,
  updateUserBody,
  userParams,
  userResponse,
  usersQuery,
  usersResponse,
} from '@paydos/contract/operator-people';

const m = messages.operatorPeople;
const operator = { access: access.operator() };
const tags = ['operator'];

/** Issue 12 item 4: the operator's users and leaves of one organization (product §2, §7 super admin). */
export const operatorPeopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = paymentProviderFor(app.config);
  app.get(
    '/api/superadmin/organizations/:id/users',
    {
      config: operator,
      schema: {
        tags,
        summary: "One organization's users, keyset paged, searchable",
        params: organizationParams,
        querystring: usersQuery,
        response: { 200: usersResponse },
      },
    },
    async (request) => {
      const scope = await organizationScope(app.db, request.params.id);
      const organization = {
        id: scope.organizationId,
        name: scope.organizationName,
        subdomain: scope.subdomain,
        workingDays: [...(await organizationWorkingDays(app.db, scope))],
      };
      return { organization, ...(await listOrganizationUsers(app.db, scope, request.query)) };
    },
  );

  app.post(
    '/api/superadmin/organizations/:id/users',
    {
      config: operator,
      schema: {
        tags,
        summary: 'Create a user; a set-password mail is sent once they are active',
        params: organizationParams,
        body: createUserBody,
        response: { 201: userResponse },
      },
    },
    async (request, reply) => {
      return reply
        .code(201)
        .send(
          await createOrganizationUser(
            app.db,
            app.config,
            provider,
            request.params.id,
            request.body,
            auditActor(request),
          ),
        );
    },
  );

  app.put(
    '/api/superadmin/users/:id',
    {
      config: operator,
      schema: {
        tags,
        summary: 'Inline edit of a user',
        params: userParams,
        querystring: organizationQuery,
        body: updateUserBody,
        response: { 200: userResponse },
      },
    },
    async (request) =>
      updateOrganizationUser(
        app.db,
        app.config,
        provider,
        request.params.id,
        request.body,
        auditActor(request),
        request.query.organizationId,
      ),
  );

  app.delete(
    '/api/superadmin/users/:id',
    {
      config: operator,
      schema: {
        tags,
        summary: 'Delete a user and their data',
        params: userParams,
        querystring: organizationQuery,
        response: { 200: deletedResponse },
      },
    },
    async (request) => {
      await deleteOrganizationUser(app.db, request.params.id, auditActor(request), request.query.organizationId);
      return { message: m.userDeleted };
    },
  );

  app.get(
    '/api/superadmin/leave-requests',
    {
      config: operator,
      schema: {
        tags,
        summary: "One organization's leave requests, keyset paged",
        querystring: leavesQuery,
        response: { 200: leavesResponse },
      },
    },
    async (request) =>
      listOrganizationLeaves(app.db, await organizationScope(app.db, request.query.organizationId), request.query),
  );

  app.post(
    '/api/superadmin/leave-requests',
    {
      config: operator,
      schema: {
        tags,
        summary: 'Create a leave request with any status',
        body: createLeaveBody,
        response: { 201: leaveResponse },
      },
    },
    async (request, reply) => {
      const leaveRequest = await createOperatorLeave(app.db, app.config, request.body, auditActor(request));
      return reply.code(201).send({ leaveRequest, message: m.leaveCreated });
    },
  );

  app.put(
    '/api/superadmin/leave-requests/:id',
    {
      config: operator,
      schema: {
        tags,
        summary: 'Edit a leave request, any status',
        params: leaveParams,
        body: updateLeaveBody,
        response: { 200: leaveResponse },
      },
    },
    async (request) => ({
      leaveRequest: await updateOperatorLeave(app.db, app.config, request.params.id, request.body, auditActor(request)),
      message: m.leaveUpdated,
    }),
  );

  app.delete(
    '/api/superadmin/leave-requests/:id',
    {
      config: operator,
      schema: {
        tags,
        summary: 'Delete a leave request and its ledger effect',
        params: leaveParams,
        querystring: organizationQuery,
        response: { 200: deletedResponse },
      },
    },
    async (request) => {
      await deleteOperatorLeave(app.db, request.params.id, auditActor(request), request.query.organizationId);
      return { message: m.leaveDeleted };
    },
  );
};
