import {
  colleaguesQuery,
  colleaguesResponse,
  createDelegationBody,
  delegationDeletedResponse,
  delegationIdParams,
  delegationResponse,
  delegationsResponse,
} from '@paydos/contract/delegations';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, userAuth } from '../../platform/access';
import { userActor } from '../../platform/audit';
import { tenantScope } from '../../platform/tenant-scope';
import { createDelegation, type DelegationCaller } from './create-delegation';
import { deleteDelegation } from './delete-delegation';
import { listColleagues } from './list-colleagues';
import { listDelegations } from './list-delegations';

const callerOf = (request: FastifyRequest): DelegationCaller => ({
  actor: userActor(request),
  role: userAuth(request).role,
});

/**
 * Issue 23 item 4: approval delegates (docs/approval-rules.md §3) and the colleagues the pickers
 * choose a delegate or a substitute from. Setting and removing a delegate is for those who
 * approve (MANAGER, ADMIN); anyone may read whom he stands in for, and pick a colleague.
 */
export const delegationRoutes: FastifyPluginAsyncZod = async (app) => {
  const approvers = access.user('ADMIN', 'MANAGER');

  app.get(
    '/api/delegations',
    {
      config: { access: access.user() },
      schema: {
        tags: ['delegations'],
        summary: 'My approval delegates (an ADMIN: everyone’s) and the approvers I stand in for',
        response: { 200: delegationsResponse },
      },
    },
    async (request) => listDelegations(app.db, tenantScope(request), callerOf(request), request.now),
  );

  app.post(
    '/api/delegations',
    {
      config: { access: approvers },
      schema: {
        tags: ['delegations'],
        summary: 'Name an approval delegate for a period, or a standing one (an ADMIN: for another approver too)',
        body: createDelegationBody,
        response: { 201: delegationResponse },
      },
    },
    async (request, reply) => {
      const created = await createDelegation(
        app.db,
        app.config,
        tenantScope(request),
        callerOf(request),
        request.body,
        request.now,
      );
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/api/delegations/:id',
    {
      config: { access: approvers },
      schema: {
        tags: ['delegations'],
        summary: 'Remove an approval delegate (the approver himself or an ADMIN)',
        params: delegationIdParams,
        response: { 200: delegationDeletedResponse },
      },
    },
    async (request) => deleteDelegation(app.db, app.config, tenantScope(request), callerOf(request), request.params.id),
  );

  app.get(
    '/api/colleagues',
    {
      config: { access: access.user() },
      schema: {
        tags: ['delegations'],
        summary:
          'Active colleagues for the substitute and delegate pickers (my team first, at most 50; role=approver: MANAGERs and ADMINs)',
        querystring: colleaguesQuery,
        response: { 200: colleaguesResponse },
      },
    },
    async (request) => listColleagues(app.db, tenantScope(request), userAuth(request).userId, request.query),
  );
};
