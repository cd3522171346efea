import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '@paydos/contract/messages';
import {
  createUserBody,
  organizationParams,
  organizationQuery,
  updateUserBody,
  userParams,
  userResponse,
  usersQuery,
  usersResponse,
} from '@paydos/contract/operator-people';
import { auditActor } from '../../platform/audit';
import { paymentProviderFor } from '../billing';
import { loadWorkingTime } from '../leaves';
import { listOrganizationUsers } from './list-organization-users';
import { organizationScope } from './operator-scope';
import { createOrganizationUser, deleteOrganizationUser, updateOrganizationUser } from './operator-users';
import { operatorRoute, registerDelete } from './route-options';

/** Issue 12 item 4: the operator's users of one organization (product §2, §7 super admin). */
export const operatorUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = paymentProviderFor(app.config);
  app.get(
    '/api/superadmin/organizations/:id/users',
    operatorRoute("One organization's users, keyset paged, searchable", {
      params: organizationParams,
      querystring: usersQuery,
      response: { 200: usersResponse },
    }),
    async (request) => {
      const scope = await organizationScope(app.db, request.params.id);
      const { workingDays, dailyMinutes, hourlyLeave } = await loadWorkingTime(app.db, scope);
      const organization = {
        id: scope.organizationId,
        name: scope.organizationName,
        subdomain: scope.subdomain,
        workingDays: [...workingDays],
        workingTime: { dailyMinutes, hourlyLeave },
      };
      return { organization, ...(await listOrganizationUsers(app.db, scope, request.query)) };
    },
  );

  app.post(
    '/api/superadmin/organizations/:id/users',
    operatorRoute('Create a user; a set-password mail is sent once they are active', {
      params: organizationParams,
      body: createUserBody,
      response: { 201: userResponse },
    }),
    async (request, reply) => {
      const { id } = request.params;
      const created = await createOrganizationUser(
        app.db,
        app.config,
        provider,
        id,
        request.body,
        auditActor(request),
        request.now,
      );
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/api/superadmin/users/:id',
    operatorRoute('Inline edit of a user', {
      params: userParams,
      querystring: organizationQuery,
      body: updateUserBody,
      response: { 200: userResponse },
    }),
    async (request) =>
      updateOrganizationUser(
        app.db,
        app.config,
        provider,
        request.params.id,
        request.body,
        auditActor(request),
        request.now,
        request.query.organizationId,
      ),
  );

  registerDelete(
    app,
    '/api/superadmin/users/:id',
    'Delete a user and their data',
    userParams,
    (db, id, actor, _now, organizationId) => deleteOrganizationUser(db, id, actor, organizationId),
    messages.operatorPeople.userDeleted,
  );
};
