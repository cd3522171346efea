import { tenantScope } from '../../platform/tenant-scope';
import {
  createLeaveBody,
  leaveChangeResponse,
  leaveDecisionResponse,
  leaveIdParams,
  leavePage,
  leavePageQuery,
} from '@paydos/contract/leaves';
import { noBody } from '@paydos/contract/fields';
import { messages } from '@paydos/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access';
import { createLeave } from './create-leave';
import { acknowledgeLeave } from './leave-acknowledgements';
import { leaveActor } from './leave-authority';
import { leaveView } from './leave-views';
import { listOwnLeavePage } from './list-leaves';

/** Every user's own leave: the request (product §5) and the list of one's requests. */
export const ownLeaveRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const result = await createLeave(
        app.db,
        app.config,
        tenantScope(request),
        request.body,
        { employeeId: actor.id, actor },
        request.now,
      );
      const message =
        result.leaveRequest.status === 'APPROVED'
          ? messages.approvals.recordedWithoutApproval
          : messages.leavesDone.created;
      return reply.status(201).send({ ...result, message });
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
        response: { 200: leavePage },
      },
    },
    async (request) =>
      listOwnLeavePage(app.db, tenantScope(request), request.query, { viewer: leaveActor(request), now: request.now }),
  );

  app.put(
    '/api/leaves/:id/acknowledge',
    {
      config: { access: access.user() },
      schema: {
        tags: ['leaves'],
        summary: 'Acknowledge one’s own approved annual leave for the leave record (issue 24)',
        params: leaveIdParams,
        body: noBody,
        response: { 200: leaveDecisionResponse },
      },
    },
    async (request) => {
      const actor = leaveActor(request);
      const scope = tenantScope(request);
      await acknowledgeLeave(app.db, scope, request.params.id, actor, request.now);
      return {
        leaveRequest: await leaveView(app.db, scope, request.params.id, actor, request.now),
        message: messages.leavesDone.acknowledged,
      };
    },
  );
};
