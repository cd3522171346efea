import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access';
import { auditActor } from '../../platform/audit';
import { noBody } from '@paydos/contract/fields';
import { eraseOrganization } from './erase-organization';
import { getOrganization } from './get-organization';
import { listOrganizations } from './list-organizations';
import {
  eraseOrganizationBody,
  eraseOrganizationResponse,
  organizationDetailResponse,
  organizationIdParams,
  organizationListQuery,
  organizationListResponse,
  organizationStatusResponse,
} from '@paydos/contract/operator-organizations';
import { setOrganizationActive } from './set-organization-active';

/** The operator's organizations: list, detail, suspend/reactivate, KVKK erasure (product §2, §7; §D6). */
export const operatorOrganizationRoutes: FastifyPluginAsyncZod = async (app) => {
  const operatorOnly = { access: access.operator() };

  app.get(
    '/api/superadmin/organizations',
    {
      config: operatorOnly,
      schema: {
        tags: ['operator'],
        summary: 'Organizations, searched (name or subdomain), sorted and paged by keyset',
        querystring: organizationListQuery,
        response: { 200: organizationListResponse },
      },
    },
    async (request) => listOrganizations(app.db, request.query, request.now),
  );

  app.get(
    '/api/superadmin/organizations/:id',
    {
      config: operatorOnly,
      schema: {
        tags: ['operator'],
        summary: 'One organization with its figures',
        params: organizationIdParams,
        response: { 200: organizationDetailResponse },
      },
    },
    async (request) => ({ organization: await getOrganization(app.db, request.params.id, request.now) }),
  );

  for (const [action, isActive] of [
    ['suspend', false],
    ['reactivate', true],
  ] as const) {
    app.put(
      `/api/superadmin/organizations/:id/${action}`,
      {
        config: operatorOnly,
        schema: {
          tags: ['operator'],
          summary: isActive
            ? 'Reactivate a suspended organization'
            : 'Suspend an organization: its people cannot log in, their sessions end',
          params: organizationIdParams,
          body: noBody,
          response: { 200: organizationStatusResponse },
        },
      },
      async (request) => setOrganizationActive(app.db, auditActor(request), request.params.id, isActive, request.now),
    );
  }

  app.delete(
    '/api/superadmin/organizations/:id',
    {
      config: operatorOnly,
      schema: {
        tags: ['operator'],
        summary:
          'KVKK erasure: every row and stored file of the organization, in one transaction (confirmSubdomain must be its subdomain)',
        params: organizationIdParams,
        body: eraseOrganizationBody,
        response: { 200: eraseOrganizationResponse },
      },
    },
    async (request) => eraseOrganization(app.db, auditActor(request), request.params.id, request.body.confirmSubdomain),
  );
};
