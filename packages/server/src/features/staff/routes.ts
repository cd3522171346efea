import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, userAuth } from '../../platform/access';
import { tenantScope } from '../../platform/tenant-scope';
import { userActor } from '../../platform/audit';
import { paymentProviderFor } from '../billing';
import { inviteStaff } from './invite-staff';
import { listPendingInvitations, listStaff } from './list-staff';
import { idParams } from '@paydos/contract/person-fields';
import { listDepartments } from '../users';
import {
  cancelInvitationResponse,
  departmentsResponse,
  inviteBody,
  inviteResponse,
  invitationsResponse,
  staffListQuery,
  staffListResponse,
  toggleActiveResponse,
} from '@paydos/contract/staff';
import { cancelInvitation, toggleUserActive } from './toggle-user-active';
import { endEmploymentBody, endEmploymentResponse } from '@paydos/contract/termination';
import { endEmployment } from './end-employment';

/**
 * Staff management (product §7 "Organization users"). Who may do what (product §6, §D5, KVKK):
 * - reading the staff list and pending invitations: ADMIN and MANAGER (a manager opens employee
 *   details and records past leave, so needs the list); an EMPLOYEE gets 403, since the list holds
 *   other people's personal data;
 * - inviting, activating/deactivating and cancelling invitations: ADMIN only.
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = paymentProviderFor(app.config);
  app.get(
    '/api/admin/users',
    {
      config: { access: access.user('ADMIN', 'MANAGER') },
      schema: {
        tags: ['staff'],
        summary:
          'Staff of the organization, oldest first (keyset pages; q, department, status; total on the first page)',
        querystring: staffListQuery,
        response: { 200: staffListResponse },
      },
    },
    async (request) => listStaff(app.db, tenantScope(request), request.query),
  );

  app.get(
    '/api/admin/departments',
    {
      config: { access: access.user('ADMIN', 'MANAGER') },
      schema: {
        tags: ['staff'],
        summary: 'The organization’s departments (staff and approvals filters)',
        response: { 200: departmentsResponse },
      },
    },
    async (request) => ({ departments: await listDepartments(app.db, tenantScope(request), 'all') }),
  );

  app.get(
    '/api/admin/invitations',
    {
      config: { access: access.user('ADMIN', 'MANAGER') },
      schema: {
        tags: ['staff'],
        summary: 'Pending invitations',
        response: { 200: invitationsResponse },
      },
    },
    async (request) => ({ invitations: await listPendingInvitations(app.db, tenantScope(request), request.now) }),
  );

  app.post(
    '/api/admin/invite',
    {
      config: { access: access.user('ADMIN') },
      schema: {
        tags: ['staff'],
        summary: 'Invite a person by e-mail',
        body: inviteBody,
        response: { 201: inviteResponse },
      },
    },
    async (request, reply) => {
      const invitation = await inviteStaff(
        app.db,
        app.config,
        tenantScope(request),
        request.body,
        userAuth(request).userId,
        request.language,
        request.now,
      );
      return reply.status(201).send({
        invitation: {
          ...invitation,
          createdAt: invitation.createdAt.toISOString(),
          expiresAt: invitation.expiresAt.toISOString(),
        },
        message: 'Davet başarıyla gönderildi',
      });
    },
  );

  app.delete(
    '/api/admin/users/:id',
    {
      config: { access: access.user('ADMIN') },
      schema: {
        tags: ['staff'],
        summary: 'Toggle a person active/inactive',
        params: idParams,
        response: { 200: toggleActiveResponse },
      },
    },
    async (request) => {
      return {
        user: await toggleUserActive(
          app.db,
          app.config,
          provider,
          tenantScope(request),
          request.params.id,
          userActor(request),
          request.now,
        ),
      };
    },
  );

  app.put(
    '/api/admin/users/:id/employment-end',
    {
      config: { access: access.user('ADMIN') },
      schema: {
        tags: ['staff'],
        summary: 'End a person’s employment on a last day of work: deactivates them (art. 59 termination statement)',
        params: idParams,
        body: endEmploymentBody,
        response: { 200: endEmploymentResponse },
      },
    },
    async (request) =>
      endEmployment(
        app.db,
        app.config,
        tenantScope(request),
        request.params.id,
        request.body,
        userActor(request),
        request.now,
      ),
  );

  app.delete(
    '/api/admin/invitations/:id',
    {
      config: { access: access.user('ADMIN') },
      schema: {
        tags: ['staff'],
        summary: 'Cancel a pending invitation',
        params: idParams,
        response: { 200: cancelInvitationResponse },
      },
    },
    async (request) => cancelInvitation(app.db, tenantScope(request), request.params.id, request.now),
  );
};
