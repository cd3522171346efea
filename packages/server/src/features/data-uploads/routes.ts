import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, userAuth } from '../../platform/access';
import { tenantScope } from '../../platform/tenant-scope';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { maxBodyBytes, releaseUpload } from '../../platform/multipart';
import { accountRateLimit } from '../../platform/rate-limit';
import { storageRoom } from '../../platform/storage-quota';
import { uploadHooks } from '../../platform/upload-budget';
import { listUploads } from './list-uploads';
import { dataUploadRules, readUploadedFile } from './read-upload';
import { saveUpload } from './save-upload';
import { listQuery, listResponse, uploadForm, uploadResponse } from '@paydos/contract/data-uploads';

const m = messages.dataUpload;

/** Past-leave data uploads of the organization (product §2 /data-uploads, ADMIN only; §7). */
export const dataUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin; the limits are the route's (dataUploadRules), checked as the bytes arrive.
  await app.register(multipart);
  // Uploads per minute, per address and per organization (docs/SECURITY.md "Uploads").
  const perAddress = app.rateLimit({ max: app.config.uploadRateLimitPerMinute, timeWindow: '1 minute' });
  const perOrganization = accountRateLimit(app, {
    max: app.config.uploadRateLimitPerMinute,
    key: (request) => `upload:${userAuth(request).organizationId}`,
  });
  const upload = uploadHooks(maxBodyBytes(dataUploadRules), m.fileTooLarge);

  app.post(
    '/api/data-upload/upload',
    {
      config: { access: access.user('ADMIN'), declaredBody: { multipart: uploadForm } },
      onRequest: perAddress,
      // Per organization first, then the memory budget: a refused request never waits or is read.
      preHandler: [perOrganization, upload.preHandler],
      onSend: upload.onSend,
      schema: {
        tags: ['data-uploads'],
        summary:
          'Upload one past-leave data file (multipart field `file`, any format, ≤ 50 MB); pending until the operator imports it',
        response: { 201: uploadResponse },
      },
    },
    async (request, reply) => {
      const auth = userAuth(request);
      const file = await readUploadedFile(request, await storageRoom(app.db, auth.organizationId));
      try {
        // The spec's client sends its organization's id; the tenant is the host's, so another id is refused.
        if (file.organizationId !== undefined && file.organizationId !== auth.organizationId)
          throw fail.notFound(m.organizationMismatch);
        const dataUpload = await saveUpload(app.db, auth, auth.userId, file);
        return reply.code(201).send({ dataUpload, message: m.uploaded });
      } finally {
        releaseUpload([file]);
      }
    },
  );

  app.get(
    '/api/data-upload/my-uploads',
    {
      config: { access: access.user('ADMIN') },
      schema: {
        tags: ['data-uploads'],
        summary:
          'This organization’s uploads, newest first, with their state (keyset pages: limit, cursor → nextCursor)',
        querystring: listQuery,
        response: { 200: listResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listUploads(app.db, tenantScope(request), request.query);
    },
  );
};
