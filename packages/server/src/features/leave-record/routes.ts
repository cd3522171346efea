import archiver from 'archiver';
import { leaveRecordParams, leaveRecordQuery, leaveRecordsArchiveQuery } from '@paydos/contract/leave-record';
import { messages } from '@paydos/contract/messages';
import { istanbulToday, type Language } from '@paydos/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, userAuth } from '../../platform/access';
import { recordAudit, userActor } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { sendPdf } from '../../platform/send-pdf';
import { tenantScope } from '../../platform/tenant-scope';
import { fileSlug } from '../leave-report';
import { loadLeaveRecords } from './load-leave-records';
import { leaveRecordFileName, renderLeaveRecord } from './render-leave-record';

const tags = ['leave-record'];

/**
 * The leave record of Yönetmelik art. 20 (issue 24 item 1, docs/leave-rules.md section 12): an ADMIN
 * downloads one person's record of a service year, or everybody's records of a year as a ZIP. Both
 * carry personal data, so both are ADMIN only and the ZIP is in the audit log before it leaves. Each
 * person downloads his own record (the `/me` route, as `/api/ledger/me`): it names no one, so no
 * other person's record can be asked for through it. Each PDF is in its reader's language (issue 26); `?language=tr`
 * gives the Turkish one, the legal record, to a reader of another language.
 */
export const leaveRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  /** One person's record of a service year (the latest earned when none is asked), as a PDF. */
  const sendRecord = async (
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string,
    query: { serviceYear?: number | undefined; language?: Language | undefined },
  ) => {
    const today = istanbulToday(request.now);
    const { serviceYear } = query;
    const [record] = await loadLeaveRecords(app.db, tenantScope(request), { userId, serviceYear }, today);
    if (!record) throw fail.notFound(messages.people.userNotFound);
    const pdf = await renderLeaveRecord(record, today, query.language ?? request.language);
    return sendPdf(reply, { pdf, fileName: leaveRecordFileName(record) });
  };

  app.get(
    '/api/leave-record/me',
    {
      config: { access: access.user() },
      schema: {
        tags,
        summary: 'My own leave record (Yıllık Ücretli İzin Kayıt Belgesi) of a service year, as a PDF',
        querystring: leaveRecordQuery,
      },
    },
    async (request, reply) => sendRecord(request, reply, userAuth(request).userId, request.query),
  );

  app.get(
    '/api/employee/:id/leave-record',
    {
      config: { access: access.user('ADMIN') },
      schema: {
        tags,
        summary: 'One person’s leave record (Yıllık Ücretli İzin Kayıt Belgesi) of a service year, as a PDF',
        params: leaveRecordParams,
        querystring: leaveRecordQuery,
      },
    },
    async (request, reply) => sendRecord(request, reply, request.params.id, request.query),
  );

  app.get(
    '/api/admin/leave-records',
    {
      config: { access: access.user('ADMIN') },
      schema: {
        tags,
        summary: 'Everybody’s leave records of the service year earned in a calendar year, one PDF each, in a ZIP',
        querystring: leaveRecordsArchiveQuery,
      },
    },
    async (request, reply) => {
      const today = istanbulToday(request.now);
      const scope = tenantScope(request);
      const { year } = request.query;
      const language = request.query.language ?? request.language;
      const records = await loadLeaveRecords(app.db, scope, { year }, today);
      if (!records.length) throw fail.badRequest(messages.leaveRecord.zipEmpty);
      await recordAudit(app.db, userActor(request), {
        action: 'leave_record.export',
        organizationId: scope.organizationId,
        targetType: 'organization',
        targetId: scope.organizationId,
        after: { year, people: records.length },
        at: request.now,
      });
      // One PDF at a time: the next is made only when the last is in the ZIP stream (which waits for
      // the client), so memory stays flat for a large company; a client that goes away stops the loop.
      const archive = archiver('zip', { zlib: { level: 6 } });
      let stopped = false;
      const stop = () => {
        stopped = true;
      };
      const closed = new Promise<void>((resolve) => reply.raw.once('close', resolve)).then(stop);
      archive.once('error', (error) => {
        stop();
        request.log.error({ err: error }, 'leave record archive');
      });
      void (async () => {
        for (const record of records) {
          if (stopped) return;
          const pdf = await renderLeaveRecord(record, today, language);
          const written = new Promise<void>((resolve) => archive.once('entry', () => resolve()));
          archive.append(pdf, { name: leaveRecordFileName(record) });
          await Promise.race([written, closed]);
        }
        if (!stopped) await archive.finalize();
      })().catch((error: unknown) => {
        archive.abort();
        request.log.error({ err: error }, 'leave record archive');
      });
      const fileName = `${fileSlug(records[0]!.organizationName) || 'paydos'}-izin-kayit-belgeleri-${year}.zip`;
      return reply
        .header('content-type', 'application/zip')
        .header(
          'content-disposition',
          `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        )
        .header('cache-control', 'no-store')
        .send(archive);
    },
  );
};
