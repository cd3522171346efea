import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, count, eq } from 'drizzle-orm';
import { leaveRequests } from '../../db/schema';
import { access, userAuth } from '../../platform/access';
import { fail } from '../../platform/errors';
import { messages } from '../../platform/messages';
import { inTenant } from '../../platform/tenant-scope';
import { cancelLeave, updateLeave } from './change-leave';
import { createLeave } from './create-leave';
import { decideLeave } from './decide-leave';
import { listLeaves, lockEmployee, type LeaveScope } from './leave-store';
import {
  createLeaveBody,
  decisionBody,
  leaveChangeResponse,
  leaveIdParams,
  leaveRequestSchema,
  recordLeaveBody,
  statusQuery,
  updateLeaveBody,
} from './schemas';
import { noBody } from '../../platform/request-fields';

/** The tenant from the host and the session (decisions §2), never from the body. */
export function leaveScope(request: FastifyRequest): LeaveScope {
  const auth = userAuth(request);
  const organization = request.organization;
  if (!organization || organization.id !== auth.organizationId) throw fail.unauthenticated();
  return { organizationId: organization.id, subdomain: organization.subdomain, organizationName: organization.name };
}

const list = z.object({ leaveRequests: z.array(leaveRequestSchema) });
const one = z.object({ leaveRequest: leaveRequestSchema, message: z.string() });
const ok = messages.leavesDone;

export const leaveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/leaves',
    {
      config: { access: access.user() },
      schema: { tags: ['leaves'], summary: 'Request a leave (own)', body: createLeaveBody, response: { 201: leaveChangeResponse } },
    },
    async (request, reply) => {
      const auth = userAuth(request);
      const result = await createLeave(app.db, app.config, leaveScope(request), request.body, { employeeId: auth.userId, actorId: auth.userId });
      return reply.status(201).send({ ...result, message: ok.created });
    },
  );

  app.get(
    '/api/leaves/my-requests',
    { config: { access: access.user() }, schema: { tags: ['leaves'], summary: 'Own leave requests, newest first', response: { 200: list } } },
    async (request) => ({ leaveRequests: await listLeaves(app.db, leaveScope(request), { userId: userAuth(request).userId }) }),
  );

  // ADMIN decides; MANAGER may read the organization's list (read-only) since the
  // employee pages and reports already show it every leave. EMPLOYEE: own list only.
  app.get(
    '/api/leaves',
    {
      config: { access: access.user('ADMIN', 'MANAGER') },
      schema: { tags: ['leaves'], summary: 'All leave requests of the organization', querystring: statusQuery, response: { 200: list } },
    },
    async (request) => ({ leaveRequests: await listLeaves(app.db, leaveScope(request), { status: request.query.status }) }),
  );

  app.get(
    '/api/leaves/pending-count',
    {
      config: { access: access.user('ADMIN', 'MANAGER') },
      schema: { tags: ['leaves'], summary: 'Number of PENDING requests (sidebar badge)', response: { 200: z.object({ count: z.number() }) } },
    },
    async (request) => {
      const [row] = await app.db
        .select({ count: count() })
        .from(leaveRequests)
        .where(and(inTenant(leaveScope(request), leaveRequests, eq(leaveRequests.status, 'PENDING'))));
      return { count: Number(row?.count ?? 0) };
    },
  );

  app.get(
    '/api/leaves/employee/:id',
    {
      config: { access: access.user('ADMIN', 'MANAGER') },
      schema: { tags: ['leaves'], summary: 'One employee’s leave requests', params: leaveIdParams, response: { 200: list } },
    },
    async (request) => {
      const scope = leaveScope(request);
      await lockEmployee(app.db, scope, request.params.id, false);
      return { leaveRequests: await listLeaves(app.db, scope, { userId: request.params.id }) };
    },
  );

  app.post(
    '/api/leaves/employee/:id',
    {
      config: { access: access.user('ADMIN', 'MANAGER') },
      schema: {
        tags: ['leaves'],
        summary: 'Record an approved leave for an employee (employee page)',
        params: leaveIdParams,
        body: recordLeaveBody,
        response: { 201: leaveChangeResponse },
      },
    },
    async (request, reply) => {
      const auth = userAuth(request);
      const result = await createLeave(app.db, app.config, leaveScope(request), request.body, {
        employeeId: request.params.id,
        actorId: auth.userId,
        record: true,
      });
      return reply.status(201).send({ ...result, message: ok.recorded });
    },
  );

  app.put(
    '/api/leaves/:id/approve',
    {
      config: { access: access.user('ADMIN') },
      schema: { tags: ['leaves'], summary: 'Approve a pending request', params: leaveIdParams, body: noBody, response: { 200: one } },
    },
    async (request) => ({
      leaveRequest: await decideLeave(app.db, app.config, leaveScope(request), request.params.id, userAuth(request).userId, { approve: true }),
      message: ok.approved,
    }),
  );

  app.put(
    '/api/leaves/:id/reject',
    {
      config: { access: access.user('ADMIN') },
      schema: { tags: ['leaves'], summary: 'Reject a pending request', params: leaveIdParams, body: decisionBody, response: { 200: one } },
    },
    async (request) => ({
      leaveRequest: await decideLeave(app.db, app.config, leaveScope(request), request.params.id, userAuth(request).userId, {
        approve: false,
        reason: request.body?.reason,
      }),
      message: ok.rejected,
    }),
  );

  app.put(
    '/api/leaves/:id/update',
    {
      config: { access: access.user('ADMIN') },
      schema: {
        tags: ['leaves'],
        summary: 'Edit an approved leave',
        params: leaveIdParams,
        body: updateLeaveBody,
        response: { 200: leaveChangeResponse },
      },
    },
    async (request) => {
      const result = await updateLeave(app.db, app.config, leaveScope(request), request.params.id, userAuth(request).userId, request.body);
      return { ...result, warnings: [], message: ok.updated };
    },
  );

  app.put(
    '/api/leaves/:id/cancel',
    {
      config: { access: access.user('ADMIN') },
      schema: { tags: ['leaves'], summary: 'Cancel an approved leave', params: leaveIdParams, body: decisionBody, response: { 200: one } },
    },
    async (request) => ({
      leaveRequest: await cancelLeave(app.db, app.config, leaveScope(request), request.params.id, userAuth(request).userId, request.body?.reason),
      message: ok.cancelled,
    }),
  );
};
