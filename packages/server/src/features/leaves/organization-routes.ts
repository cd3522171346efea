import {
  leaveChangeResponse,
  leaveIdParams,
  leaveListQuery,
  leavePage,
  leavePageQuery,
  organizationLeavePage,
  pendingCountResponse,
  recordLeaveBody,
} from '@paydos/contract/leaves';
import { messages } from '@paydos/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access';
import { tenantScope } from '../../platform/tenant-scope';
import { countDecidable } from '../approvals';
import { createLeave } from './create-leave';
import { leaveActor } from './leave-authority';
import { lockEmployee } from './leave-store';
import { listEmployeeLeavePage, listOrganizationLeavePage } from './list-leaves';

const ok = messages.leavesDone;

/**
 * The organization's leave as ADMIN and MANAGER see it: the approvals list, the pending badge, an
 * employee's history and a leave recorded on the employee page. In the one-step flow a MANAGER reads
 * the organization's list (read-only) since the employee pages and reports already show it every
 * leave; in the two-step flow his list is his approvals (issue 23 item 3). EMPLOYEE: own list only.
 */
export const organizationLeaveRoutes: FastifyPluginAsyncZod = async (app) => {
  const readers = access.user('ADMIN', 'MANAGER');

  app.get(
    '/api/leaves',
    {
      config: { access: readers },
      schema: {
        tags: ['leaves'],
        summary:
          'The organization’s leave requests, newest first (keyset pages; status, leaveType, from/to, q, department; total on the first page)',
        querystring: leaveListQuery,
        response: { 200: organizationLeavePage },
      },
    },
    async (request) =>
      listOrganizationLeavePage(app.db, tenantScope(request), request.query, {
        viewer: leaveActor(request),
        now: request.now,
      }),
  );

  app.get(
    '/api/leaves/pending-count',
    {
      config: { access: readers },
      schema: {
        tags: ['leaves'],
        summary: 'Number of PENDING requests the caller may decide now (sidebar badge)',
        response: { 200: pendingCountResponse },
      },
    },
    async (request) => ({
      count: await countDecidable(app.db, tenantScope(request), leaveActor(request), request.now),
    }),
  );

  app.get(
    '/api/leaves/employee/:id',
    {
      config: { access: readers },
      schema: {
        tags: ['leaves'],
        summary: 'One employee’s leave requests, latest start first (keyset pages)',
        params: leaveIdParams,
        querystring: leavePageQuery,
        response: { 200: leavePage },
      },
    },
    async (request) => {
      const scope = tenantScope(request);
      await lockEmployee(app.db, scope, request.params.id, false);
      return listEmployeeLeavePage(app.db, scope, request.params.id, request.query, {
        viewer: leaveActor(request),
        now: request.now,
      });
    },
  );

  app.post(
    '/api/leaves/employee/:id',
    {
      config: { access: readers },
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
      const result = await createLeave(
        app.db,
        app.config,
        tenantScope(request),
        request.body,
        {
          employeeId: request.params.id,
          actor: leaveActor(request),
          record: true,
        },
        request.now,
      );
      return reply
        .status(201)
        .send({ ...result, message: result.leaveRequest.status === 'APPROVED' ? ok.recorded : ok.recordedAsRequest });
    },
  );
};
