import {
  publicCancelLeaveBody,
  publicCreateLeaveBody,
  publicLeaveChangeResponse,
  publicLeavePage,
  publicLeaveParams,
  publicLeaveQuery,
  publicLeaveResponse,
} from '@paydos/contract/public-api';
import { noQuery } from '@paydos/contract/fields';
import { messages } from '@paydos/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, apiKeyAuth } from '../../platform/access';
import { auditActor, recordAudit } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { tenantScope } from '../../platform/tenant-scope';
import { actingUser, cancelLeave, createLeave } from '../leaves';
import { findPublicPerson } from './public-people';
import { findPublicLeaveRequest, listPublicLeaveRequests } from './public-leave-requests';

/**
 * Leave requests on the public API (issue 26, docs/public-api.md). Creating and cancelling go
 * through the web's own leave commands (features/leaves), so every rule, the ledger, the approval
 * steps and the mails apply as they do there. Each write by a key is also in the audit log under
 * the key (`api_key.leave_request`, `api_key.leave_cancel`), written right after the command's own
 * transaction: the leave commands own theirs.
 */
export const publicLeaveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/leave-requests',
    {
      config: { access: access.apiKey('leave:read') },
      schema: {
        tags: ['v1 leave'],
        summary: 'İzin talepleri (sayfalı, süzgeçli) — Leave requests (keyset pages, filters)',
        description: 'Yetki / scope: leave:read',
        querystring: publicLeaveQuery,
        response: { 200: publicLeavePage },
      },
    },
    async (request) => listPublicLeaveRequests(app.db, tenantScope(request), request.query),
  );

  app.get(
    '/api/v1/leave-requests/:id',
    {
      config: { access: access.apiKey('leave:read') },
      schema: {
        tags: ['v1 leave'],
        summary: 'Bir izin talebi — One leave request',
        description: 'Yetki / scope: leave:read',
        params: publicLeaveParams,
        querystring: noQuery,
        response: { 200: publicLeaveResponse },
      },
    },
    async (request) => ({
      leaveRequest: await findPublicLeaveRequest(app.db, tenantScope(request), request.params.id),
    }),
  );

  app.post(
    '/api/v1/leave-requests',
    {
      config: { access: access.apiKey('leave:write') },
      schema: {
        tags: ['v1 leave'],
        summary: 'Bir çalışan adına izin talebi — Request leave for a person',
        description:
          'Yetki / scope: leave:write. Talep çalışanın kendi talebi olur ve onay akışına gider (bakiye, çakışma, ekip kuralları, e-postalar) — The request becomes the person’s own and goes through the approval flow (balance, overlap, team rules, mails)',
        body: publicCreateLeaveBody,
        response: { 201: publicLeaveChangeResponse },
      },
    },
    async (request, reply) => {
      const scope = tenantScope(request);
      const { personId, ...leave } = request.body;
      const person = await findPublicPerson(app.db, scope, personId);
      // The person's own request, as if sent from their İzin Talep page; the address is the caller's.
      const actor = { ...actingUser(person.id, person.role), ipAddress: request.ip };
      const result = await createLeave(app.db, app.config, scope, leave, { employeeId: person.id, actor }, request.now);
      const created = await findPublicLeaveRequest(app.db, scope, result.leaveRequest.id);
      await recordAudit(app.db, auditActor(request), {
        action: 'api_key.leave_request',
        organizationId: scope.organizationId,
        targetType: 'leave_request',
        targetId: created.id,
        after: {
          userId: person.id,
          leaveType: created.leaveType,
          startDate: created.startDate,
          endDate: created.endDate,
          days: created.days,
          status: created.status,
        },
        at: request.now,
      });
      const message =
        created.status === 'APPROVED' ? messages.approvals.recordedWithoutApproval : messages.leavesDone.created;
      return reply.status(201).send({ leaveRequest: created, warnings: result.warnings, message });
    },
  );

  app.post(
    '/api/v1/leave-requests/:id/cancel',
    {
      config: { access: access.apiKey('leave:write') },
      schema: {
        tags: ['v1 leave'],
        summary: 'Onaylı bir izni iptal et — Cancel an approved leave',
        description:
          'Yetki / scope: leave:write. Günler bakiyeye geri döner, çalışana e-posta gider; anahtarı oluşturan Yönetici adına yazılır — The days return to the balance and the person is mailed; written on the authority of the person who created the key',
        params: publicLeaveParams,
        body: publicCancelLeaveBody,
        response: { 200: publicLeaveChangeResponse },
      },
    },
    async (request) => {
      const scope = tenantScope(request);
      const key = apiKeyAuth(request);
      if (!key.createdById) throw fail.forbidden(messages.apiKeys.creatorGone);
      await cancelLeave(
        app.db,
        app.config,
        scope,
        request.params.id,
        key.createdById,
        request.now,
        request.body?.reason,
      );
      const cancelled = await findPublicLeaveRequest(app.db, scope, request.params.id);
      await recordAudit(app.db, auditActor(request), {
        action: 'api_key.leave_cancel',
        organizationId: scope.organizationId,
        targetType: 'leave_request',
        targetId: cancelled.id,
        after: {
          userId: cancelled.personId,
          startDate: cancelled.startDate,
          endDate: cancelled.endDate,
          days: cancelled.days,
        },
        at: request.now,
      });
      return { leaveRequest: cancelled, warnings: [], message: messages.leavesDone.cancelled };
    },
  );
};
