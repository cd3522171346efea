import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access';
import { tenantScope } from '../../platform/tenant-scope';
import { listOperatorAudit, listOrganizationAudit } from './list-audit';
import { adminAuditQuery, adminAuditResponse, operatorAuditQuery, operatorAuditResponse } from '@paydos/contract/audit';

/** The audit log (issue 12, beyond the spec): the operator reads everything, an organization's ADMIN its own part. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/superadmin/audit',
    {
      config: { access: access.operator() },
      schema: {
        tags: ['operator'],
        summary: 'Audit log, newest first (search q, organizationId, action, from/to; keyset paged by cursor)',
        querystring: operatorAuditQuery,
        response: { 200: operatorAuditResponse },
      },
    },
    async (request) => listOperatorAudit(app.db, request.query),
  );

  app.get(
    '/api/admin/audit',
    {
      config: { access: access.user('ADMIN') },
      schema: {
        tags: ['organization'],
        summary: 'The organization’s own audit entries (ADMIN; without the operator’s address)',
        querystring: adminAuditQuery,
        response: { 200: adminAuditResponse },
      },
    },
    async (request) => listOrganizationAudit(app.db, tenantScope(request), request.query),
  );
};
