import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, userAuth } from '../../platform/access';
import { userActor } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { messages } from '../../platform/messages';
import { readMultipart } from '../../platform/multipart';
import { requestObject, text } from '../../platform/request-fields';
import { logoUrl } from '../users/user-profile';
import { loadOrganization } from './load-organization';
import { logoUploadForm, organizationResponse, updateOrganizationBody } from './schemas';
import { updateOrganization } from './update-organization';
import { LOGO_MAX_BYTES, loadLogo, readLogo, saveLogo } from './upload-logo';

/** Organization and leave policy (spec §2 /organization, ADMIN only) and the public logo. */
export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered in this plugin only: the one multipart call here has the logo's limits.
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  app.get(
    '/api/admin/organizations/my',
    {
      config: { access: access.user('ADMIN') },
      schema: { tags: ['organization'], summary: 'My organization', response: { 200: z.object({ organization: organizationResponse }) } },
    },
    async (request) => ({ organization: await loadOrganization(app.db, userAuth(request)) }),
  );

  app.put(
    '/api/admin/organizations/my',
    {
      config: { access: access.user('ADMIN') },
      schema: {
        tags: ['organization'],
        summary: 'Update company info and leave policy (a policy change recalculates active staff entitlements)',
        body: updateOrganizationBody,
        response: { 200: z.object({ organization: organizationResponse, recalculatedEmployees: z.number(), message: z.string() }) },
      },
    },
    async (request) => {
      const result = await updateOrganization(app.db, userAuth(request), request.body, userActor(request));
      return { ...result, message: 'Organizasyon bilgileri başarıyla güncellendi' };
    },
  );

  app.post(
    '/api/admin/organizations/upload-logo',
    {
      config: { access: access.user('ADMIN'), declaredBody: { multipart: logoUploadForm } },
      schema: { tags: ['organization'], summary: 'Upload the logo (multipart field `logo`; JPEG, PNG or GIF by content, ≤ 5 MB)', response: { 200: z.object({ logoUrl: z.string() }) } },
    },
    async (request) => {
      const auth = userAuth(request);
      if (!request.isMultipart()) throw fail.badRequest(messages.organization.logoRequired);
      const logo = await readMultipart(async () => {
        const file = await request.file();
        if (file && file.fieldname !== 'logo') throw fail.badRequest(messages.organization.logoRequired);
        return readLogo(file);
      }, messages.organization.logoTooLarge);
      const id = await saveLogo(app.db, auth, logo);
      return { logoUrl: logoUrl(id)! };
    },
  );

  app.get(
    '/api/subdomain/logo',
    {
      config: { access: access.public('organization') },
      schema: { tags: ['organization'], summary: 'The host organization’s logo', querystring: requestObject({ v: text('version').max(100).optional() }) },
    },
    async (request, reply) => {
      const logoFileId = request.organization?.logoFileId ?? null;
      const file = await loadLogo(app.db, logoFileId);
      if (!file) throw fail.notFound(messages.organization.logoNotFound);
      // The URL carries the file id, so a matching ?v= can be cached for good; anything else revalidates.
      const cache = request.query.v === logoFileId ? 'public, max-age=31536000, immutable' : 'no-cache';
      return reply.header('content-type', file.contentType).header('x-content-type-options', 'nosniff').header('cache-control', cache).send(file.content);
    },
  );
};
