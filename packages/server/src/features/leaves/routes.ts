import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, count, eq } from 'drizzle-orm';
import { leaveRequests } from '../../db/schema';
import { access, userAuth } from '../../platform/access';
import { messages } from '@paydos/contract/messages';
import { inTenant, tenantScope } from '../../platform/tenant-scope';
import { cancelLeave, updateLeave } from './change-leave';
import { createLeave } from './create-leave';
import { decideLeave } from './decide-leave';
import { leaveActor } from './leave-authority';
import { lockEmployee } from './leave-store';
import { listEmployeeLeavePage, listOrganizationLeavePage, listOwnLeavePage } from './list-leaves';
import {
  createLeaveBody,
  decisionBody,
  leaveChangeResponse,
  leaveIdParams,
  leaveRequestSchema,
  recordLeaveBody,
  leaveListQuery,
  leavePageQuery,
  updateLeaveBody,
} from './schemas';
import { noBody } from '@paydos/contract/fields';

/** A keyset page (product §D7): the spec's key, plus `nextCursor` (null on the last page). */
const page = z.object({ leaveRequests: z.array(leaveRequestSchema), nextCursor: z.string().nullable() });
/** The approvals list's first page also counts what its filters match. */
const organizationPage = page.extend({ total: z.number().optional() });
const one = z.object({ leaveRequest: leaveRequestSchema, message: z.string() });
const ok = messages.leavesDone;

export const leaveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/leaves',
    {
      config: { access: access.user() },
      schema: {
        tags: ['leaves'],
        summary: 'Request a leave (own)',
        body: createLeaveBody,
        response: { 201: leaveChangeResponse },
      },
    },
    async (request, reply) => {
      const actor = leaveActor(request);
      const result = await createLeave(app.db, app.config, tenantScope(request), request.body, {
        employeeId: actor.id,
        actor,
      });
      return reply.status(201).send({ ...result, message: ok.created });
    },
  );

  app.get(
    '/api/leaves/my-requests',
    {
      config: { access: access.user() },
      schema: {
        tags: ['leaves'],
        summary: 'Own leave requests, newest first (keyset pages)',
        querystring: leavePageQuery,
        response: { 200: page },
      },
    },
    async (request) => listOwnLeavePage(app.db, tenantScope(request), userAuth(request).userId, request.query),
  );

  // ADMIN decides; MANAGER may read the organization's list (read-only) since the
  // employee pages and reports already show it every leave. EMPLOYEE: own list only.
  app.get(
    '/api/leaves',
    {
      config: { access: access.user('ADMIN', 'MANAGER') },
      schema: {
        tags: ['leaves'],
        summary:
          'The organization’s leave requests, newest first (keyset pages; status, leaveType, from/to, q, department; total on the first page)',
        querystring: leaveListQuery,
        response: { 200: organizationPage },
      },
    },
    async (request) => listOrganizationLeavePage(app.db, tenantScope(request), request.query),
  );

  app.get(
    '/api/leaves/pending-count',
    {
      config: { access: access.user('ADMIN', 'MANAGER') },
      schema: {
        tags: ['leaves'],
        summary: 'Number of PENDING requests (sidebar badge)',
        response: { 200: z.object({ count: z.number() }) },
      },
    },
    async (request) => {
      const [row] = await app.db
        .select({ count: count() })
        .from(leaveRequests)
        .where(and(inTenant(tenantScope(request), leaveRequests, eq(leaveRequests.status, 'PENDING'))));
      return { count: Number(row?.count ?? 0) };
    },
  );

  app.get(
    '/api/leaves/employee/:id',
    {
      config: { access: access.user('ADMIN', 'MANAGER') },
      schema: {
        tags: ['leaves'],
        summary: 'One employee’s leave requests, latest start first (keyset pages)',
        params: leaveIdParams,
        querystring: leavePageQuery,
        response: { 200: page },
      },
    },
    async (request) => {
      const scope = tenantScope(request);
      await lockEmployee(app.db, scope, request.params.id, false);
      return listEmployeeLeavePage(app.db, scope, request.params.id, request.query);
    },
  );

  app.post(
    '/api/leaves/employee/:id',
    {
      config: { access: access.user('ADMIN', 'MANAGER') },
      schema: {
        tags: ['leaves'],
        summary:
          'Record a leave for an employee (employee page): an ADMIN’s record for someone else is APPROVED and audited; one’s own, or a MANAGER’s, is a PENDING request for the ADMIN (the only ADMIN’s own: APPROVED, audited)',
        params: leaveIdParams,
        body: recordLeaveBody,
        response: { 201: leaveChangeResponse },
      },
    },
    async (request, reply) => {
      const result = await createLeave(app.db, app.config, tenantScope(request), request.body, {
        employeeId: request.params.id,
        actor: leaveActor(request),
        record: true,
      });
      return reply
        .status(201)
        .send({ ...result, message: result.leaveRequest.status === 'APPROVED' ? ok.recorded : ok.recordedAsRequest });
    },
  );

  app.put(
    '/api/leaves/:id/approve',
    {
      config: { access: access.user('ADMIN') },
      schema: {
        tags: ['leaves'],
        summary: 'Approve a pending request',
        params: leaveIdParams,
        body: noBody,
        response: { 200: one },
      },
    },
    async (request) => ({
      leaveRequest: await decideLeave(
        app.db,
        app.config,
        tenantScope(request),
        request.params.id,
        leaveActor(request),
        {
          approve: true,
        },
      ),
      message: ok.approved,
    }),
  );

  app.put(
    '/api/leaves/:id/reject',
    {
      config: { access: access.user('ADMIN') },
      schema: {
        tags: ['leaves'],
        summary: 'Reject a pending request',
        params: leaveIdParams,
        body: decisionBody,
        response: { 200: one },
      },
    },
    async (request) => ({
      leaveRequest: await decideLeave(
        app.db,
        app.config,
        tenantScope(request),
        request.params.id,
        leaveActor(request),
        {
          approve: false,
          reason: request.body?.reason,
        },
      ),
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
      const result = await updateLeave(
        app.db,
        app.config,
        tenantScope(request),
        request.params.id,
        leaveActor(request),
        request.body,
      );
      return { ...result, warnings: [], message: ok.updated };
    },
  );

  app.put(
    '/api/leaves/:id/cancel',
    {
      config: { access: access.user('ADMIN') },
      schema: {
        tags: ['leaves'],
        summary: 'Cancel an approved leave',
        params: leaveIdParams,
        body: decisionBody,
        response: { 200: one },
      },
    },
    async (request) => ({
      leaveRequest: await cancelLeave(
        app.db,
        app.config,
        tenantScope(request),
        request.params.id,
        userAuth(request).userId,
        request.body?.reason,
      ),
      message: ok.cancelled,
    }),
  );
};
