import { approvalFlowBody, approvalFlowResponse } from '@paydos/contract/approvals';
import { messages } from '@paydos/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access';
import { userActor } from '../../platform/audit';
import { tenantScope } from '../../platform/tenant-scope';
import { approvalFlowAnswer, readApprovalFlow, saveApprovalFlow } from './approval-flow-setting';

/**
 * The organization's approval flow (issue 23 item 2, docs/approval-rules.md section 1): ADMIN and
 * MANAGER read it (a MANAGER's approvals page depends on it), only ADMIN changes it.
 */
export const approvalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organization/approval-flow',
    {
      config: { access: access.user('ADMIN', 'MANAGER') },
      schema: {
        tags: ['approvals'],
        summary: 'The approval flow (one step or manager then İK, a route per leave type) and the suggested routes',
        response: { 200: approvalFlowResponse },
      },
    },
    async (request) => approvalFlowAnswer(await readApprovalFlow(app.db, tenantScope(request))),
  );

  app.put(
    '/api/organization/approval-flow',
    {
      config: { access: access.user('ADMIN') },
      schema: {
        tags: ['approvals'],
        summary: 'Change the approval flow (audited); pending requests keep the steps they were sent with',
        body: approvalFlowBody,
        response: { 200: approvalFlowResponse },
      },
    },
    async (request) => {
      const flow = await saveApprovalFlow(app.db, tenantScope(request), request.body, userActor(request), request.now);
      return { ...approvalFlowAnswer(flow), message: messages.approvalFlow.saved };
    },
  );
};
