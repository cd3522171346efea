import { tenantScope } from '../../platform/tenant-scope';
import { approveBody } from '@paydos/contract/approvals';
import {
  decisionBody,
  leaveChangeResponse,
  leaveDecisionResponse,
  leaveIdParams,
  updateLeaveBody,
} from '@paydos/contract/leaves';
import { messages } from '@paydos/contract/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, userAuth } from '../../platform/access';
import { cancelLeave, updateLeave } from './change-leave';
import { decideLeave, type LeaveDecision } from './decide-leave';
import { leaveActor } from './leave-authority';

const ok = messages.leavesDone;

/**
 * The decisions on a request: approve or reject a pending one's open step, open to every role at
 * the route since a team's manager or a delegate may be anyone (the approval engine says who decides,
 * issue 23); edit or cancel an approved one, ADMIN only.
 */
export const leaveDecisionRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = access.user('ADMIN');
  const anyDecider = access.user('ADMIN', 'MANAGER', 'EMPLOYEE');
  /** Approve and reject are one decision; only the decision and so the answer's message differ. */
  const decide = async (request: FastifyRequest & { params: { id: string } }, decision: LeaveDecision) => {
    const leaveRequest = await decideLeave(
      app.db,
      app.config,
      tenantScope(request),
      request.params.id,
      leaveActor(request),
      decision,
      request.now,
    );
    const moved = leaveRequest.status === 'PENDING';
    return {
      leaveRequest,
      message: moved ? messages.approvals.movedToAdmin : decision.approve ? ok.approved : ok.rejected,
    };
  };

  app.put(
    '/api/leaves/:id/approve',
    {
      config: { access: anyDecider },
      schema: {
        tags: ['leaves'],
        summary:
          'Approve the open step of a pending request (its decider only; an optional note for the next step and the requester); the last step approves the request',
        params: leaveIdParams,
        body: approveBody,
        response: { 200: leaveDecisionResponse },
      },
    },
    async (request) => decide(request, { approve: true, note: request.body?.note ?? null }),
  );

  app.put(
    '/api/leaves/:id/reject',
    {
      config: { access: anyDecider },
      schema: {
        tags: ['leaves'],
        summary: 'Reject a pending request at its open step (its decider only): the request ends',
        params: leaveIdParams,
        body: decisionBody,
        response: { 200: leaveDecisionResponse },
      },
    },
    async (request) => decide(request, { approve: false, reason: request.body?.reason }),
  );

  app.put(
    '/api/leaves/:id/update',
    {
      config: { access: admin },
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
        request.now,
      );
      return { ...result, warnings: [], message: ok.updated };
    },
  );

  app.put(
    '/api/leaves/:id/cancel',
    {
      config: { access: admin },
      schema: {
        tags: ['leaves'],
        summary: 'Cancel an approved leave',
        params: leaveIdParams,
        body: decisionBody,
        response: { 200: leaveDecisionResponse },
      },
    },
    async (request) => ({
      leaveRequest: await cancelLeave(
        app.db,
        app.config,
        tenantScope(request),
        request.params.id,
        userAuth(request).userId,
        request.now,
        request.body?.reason,
      ),
      message: ok.cancelled,
    }),
  );
};
