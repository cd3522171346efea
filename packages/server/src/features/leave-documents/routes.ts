import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, userAuth } from '../../platform/access';
import { userActor } from '../../platform/audit';
import { attachmentDisposition } from '../../platform/content-disposition';
import { maxBodyBytes, releaseUpload } from '../../platform/multipart';
import { accountRateLimit } from '../../platform/rate-limit';
import { storageRoom } from '../../platform/storage-quota';
import { tenantScope } from '../../platform/tenant-scope';
import { uploadHooks } from '../../platform/upload-budget';
import { noQuery } from '@paydos/contract/fields';
import { messages } from '@paydos/contract/messages';
import {
  leaveDocumentDeleteResponse,
  leaveDocumentForm,
  leaveDocumentLeaveParams,
  leaveDocumentParams,
  leaveDocumentUploadResponse,
} from '@paydos/contract/leave-documents';
import { attachLeaveDocument, checkAttachable } from './attach-document';
import { deleteLeaveDocument } from './delete-document';
import { openLeaveDocument } from './open-document';
import { leaveDocumentRules, readLeaveDocument } from './read-document';

const m = messages.leaveDocuments;
const tags = ['leave-documents'];

/**
 * Proof documents of excuse, sick and maternity leave (issue 24 item 5): attached by the requester
 * or an ADMIN, opened by them only, audited (docs/SECURITY.md "Proof documents").
 */
export const leaveDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin; the limits are leaveDocumentRules, checked as the bytes arrive.
  await app.register(multipart);
  // As every upload: per address and per organization (docs/SECURITY.md "Uploads").
  const perAddress = app.rateLimit({ max: app.config.uploadRateLimitPerMinute, timeWindow: '1 minute' });
  const perOrganization = accountRateLimit(app, {
    max: app.config.uploadRateLimitPerMinute,
    key: (request) => `leave-document:${userAuth(request).organizationId}`,
  });
  const upload = uploadHooks(maxBodyBytes(leaveDocumentRules), m.tooLarge);
  const viewerOf = (request: Parameters<typeof userAuth>[0]) => ({
    ...userActor(request),
    role: userAuth(request).role,
  });

  app.post(
    '/api/leaves/:id/documents',
    {
      config: { access: access.user(), declaredBody: { multipart: leaveDocumentForm } },
      onRequest: perAddress,
      preHandler: [perOrganization, upload.preHandler],
      onSend: upload.onSend,
      schema: {
        tags,
        summary:
          'Attach a proof document to an excuse, sick or maternity leave (multipart field `file`; PDF, JPEG or PNG by content, ≤ 10 MB): the requester or an ADMIN',
        params: leaveDocumentLeaveParams,
        response: { 201: leaveDocumentUploadResponse },
      },
    },
    async (request, reply) => {
      const scope = tenantScope(request);
      const actor = viewerOf(request);
      // Refused before a byte of the body is read: an unknown leave, a colleague's, a closed one.
      await checkAttachable(app.db, scope, request.params.id, actor);
      const file = await readLeaveDocument(request, await storageRoom(app.db, scope.organizationId));
      try {
        const document = await attachLeaveDocument(app.db, scope, actor, request.params.id, file, request.now);
        return reply.code(201).send({ document, message: m.uploaded });
      } finally {
        releaseUpload([file]);
      }
    },
  );

  app.get(
    '/api/leave-documents/:id',
    {
      config: { access: access.user() },
      schema: {
        tags,
        summary: 'Download a proof document (the requester or an ADMIN; audited), under its original name',
        params: leaveDocumentParams,
        querystring: noQuery,
      },
    },
    async (request, reply) => {
      const file = await openLeaveDocument(app.db, tenantScope(request), viewerOf(request), request.params.id);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.byteSize))
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );

  app.delete(
    '/api/leave-documents/:id',
    {
      config: { access: access.user() },
      schema: {
        tags,
        summary: 'Delete a proof document: the requester while the request is pending, an ADMIN at any time (audited)',
        params: leaveDocumentParams,
        response: { 200: leaveDocumentDeleteResponse },
      },
    },
    async (request) => {
      await deleteLeaveDocument(app.db, tenantScope(request), viewerOf(request), request.params.id);
      return { message: m.deleted };
    },
  );
};
