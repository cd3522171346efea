import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access';
import { auditActor, recordAudit } from '../../platform/audit';
import { attachmentDisposition } from '../../platform/content-disposition';
import { messages } from '@paydos/contract/messages';
import { completeUpload } from './complete-upload';
import { deleteUpload } from './delete-upload';
import { openUploadDownload } from './download-upload';
import { countPendingUploads, listAllUploads } from './list-all-uploads';
import {
  allUploadsQuery,
  allUploadsResponse,
  completeBody,
  completeResponse,
  deleteResponse,
  pendingCountResponse,
  uploadIdParams,
} from '@paydos/contract/operator-uploads';
import { noQuery } from '@paydos/contract/data-uploads';

const m = messages.dataUpload;
const tags = ['operator'];

/** The operator's side of past-leave uploads (product §2 /data-uploads, §4, §7), under the spec's own paths. */
export const operatorDataUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/data-upload/pending-count',
    {
      config: { access: access.operator() },
      schema: {
        tags,
        summary: 'Uploads still pending (the sidebar badge)',
        querystring: noQuery,
        response: { 200: pendingCountResponse },
      },
    },
    async () => ({ count: await countPendingUploads(app.db) }),
  );

  app.get(
    '/api/data-upload/all',
    {
      config: { access: access.operator() },
      schema: {
        tags,
        summary: 'Every organization’s uploads, newest first (keyset pages: limit, cursor → nextCursor)',
        querystring: allUploadsQuery,
        response: { 200: allUploadsResponse },
      },
    },
    async (request) => listAllUploads(app.db, request.query),
  );

  app.get(
    '/api/data-upload/download/:id',
    {
      config: { access: access.operator() },
      schema: {
        tags,
        summary: 'The uploaded file, streamed, under its original name',
        params: uploadIdParams,
        querystring: noQuery,
      },
    },
    async (request, reply) => {
      const file = await openUploadDownload(app.db, request.params.id);
      await recordAudit(app.db, auditActor(request), {
        action: 'upload.download',
        organizationId: file.organizationId,
        targetType: 'data_upload',
        targetId: request.params.id,
      });
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.byteSize))
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );

  app.put(
    '/api/data-upload/complete/:id',
    {
      config: { access: access.operator() },
      schema: {
        tags,
        summary: 'Mark an upload imported, with optional notes; it is deleted 30 days later',
        params: uploadIdParams,
        body: completeBody,
        response: { 200: completeResponse },
      },
    },
    async (request) => {
      const dataUpload = await completeUpload(
        app.db,
        auditActor(request),
        request.params.id,
        request.body?.notes ?? null,
      );
      return { dataUpload, message: m.completed };
    },
  );

  app.delete(
    '/api/data-upload/delete/:id',
    {
      config: { access: access.operator() },
      schema: {
        tags,
        summary: 'Delete an upload and its stored file at once',
        params: uploadIdParams,
        response: { 200: deleteResponse },
      },
    },
    async (request) => {
      await deleteUpload(app.db, auditActor(request), request.params.id);
      return { message: m.deleted };
    },
  );
};
