import { noQuery } from '@paydos/contract/fields';
import { availableResponse, reportMonthQuery, reportResponse } from '@paydos/contract/monthly-report';
import { monthlyReportFileName } from '@paydos/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access';
import { recordAudit, userActor } from '../../platform/audit';
import { tenantScope } from '../../platform/tenant-scope';
import { activeStaff, availableMonths, loadMonthlyReport, payrollStaff } from './load-monthly-report';
import { monthlyReportCsv } from './write-csv';
import { payrollCsv } from './write-payroll-csv';
import { monthlyReportXlsx } from './write-xlsx';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A download: personal data, so never stored by a cache (product §D7 "HTTP"). */
function sendFile(reply: FastifyReply, stream: NodeJS.ReadableStream, type: string, fileName: string) {
  return reply
    .header('content-type', type)
    .header(
      'content-disposition',
      `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header('cache-control', 'no-store')
    .send(stream);
}

/** Product §7 monthly report (ADMIN, MANAGER; product §6), with its CSV and XLSX downloads (product §D7). */
export const monthlyReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const readers = access.user('ADMIN', 'MANAGER');

  app.get(
    '/api/monthly-report/available',
    {
      config: { access: readers },
      schema: {
        tags: ['monthly-report'],
        summary: 'Months a report exists for, newest first',
        querystring: noQuery,
        response: { 200: availableResponse },
      },
    },
    async (request, reply) => ({
      reports: await app.replicaReads.read(request, reply, (db) =>
        availableMonths(db, tenantScope(request), request.now),
      ),
    }),
  );

  app.get(
    '/api/monthly-report',
    {
      config: { access: readers },
      schema: {
        tags: ['monthly-report'],
        summary: 'One month’s leave report',
        querystring: reportMonthQuery,
        response: { 200: reportResponse },
      },
    },
    async (request, reply) => {
      const {
        subdomain: _s,
        workingDays: _w,
        leaves: _l,
        ...report
      } = await app.replicaReads.read(request, reply, (db) =>
        loadMonthlyReport(db, tenantScope(request), request.query, request.now),
      );
      return { report };
    },
  );

  app.get(
    '/api/monthly-report/csv',
    {
      config: { access: readers },
      schema: {
        tags: ['monthly-report'],
        summary: 'One month’s report as CSV (product §9)',
        querystring: reportMonthQuery,
      },
    },
    async (request, reply) => {
      const report = await app.replicaReads.read(request, reply, (db) =>
        loadMonthlyReport(db, tenantScope(request), request.query, request.now),
      );
      const fileName = monthlyReportFileName(report.subdomain, report.year, report.month);
      return sendFile(reply, monthlyReportCsv(report), 'text/csv; charset=utf-8', fileName);
    },
  );

  app.get(
    '/api/monthly-report/xlsx',
    {
      config: { access: readers },
      schema: {
        tags: ['monthly-report'],
        summary: 'One month’s puantaj (person × day) as XLSX',
        querystring: reportMonthQuery,
      },
    },
    async (request, reply) => {
      const scope = tenantScope(request);
      const { report, staff } = await app.replicaReads.read(request, reply, async (db) => ({
        report: await loadMonthlyReport(db, scope, request.query, request.now),
        staff: await activeStaff(db, scope, request.query),
      }));
      const fileName = monthlyReportFileName(report.subdomain, report.year, report.month)
        .replace('-izin-raporu-', '-izin-puantaji-')
        .replace(/\.csv$/, '.xlsx');
      return sendFile(reply, monthlyReportXlsx(report, staff), XLSX_TYPE, fileName);
    },
  );

  app.get(
    '/api/monthly-report/payroll-csv',
    {
      config: { access: readers },
      schema: {
        tags: ['monthly-report'],
        summary:
          'One month’s payroll file as CSV: per person the registry number, national id, SGK days and missing-day reason',
        querystring: reportMonthQuery,
      },
    },
    async (request, reply) => {
      const scope = tenantScope(request);
      const { report, people } = await app.replicaReads.read(request, reply, async (db) => {
        const monthly = await loadMonthlyReport(db, scope, request.query, request.now);
        const userIds = [...new Set(monthly.leaves.map((l) => l.userId))];
        return { report: monthly, people: await payrollStaff(db, scope, request.query, userIds) };
      });
      // National ids leave the system: the export is in the audit log before the file is sent (product §D6).
      await recordAudit(app.db, userActor(request), {
        action: 'monthly_report.payroll_export',
        organizationId: scope.organizationId,
        targetType: 'organization',
        targetId: scope.organizationId,
        after: { year: report.year, month: report.month, people: people.length },
        at: request.now,
      });
      const fileName = monthlyReportFileName(report.subdomain, report.year, report.month).replace(
        '-izin-raporu-',
        '-sgk-bordro-',
      );
      return sendFile(reply, payrollCsv(report, people), 'text/csv; charset=utf-8', fileName);
    },
  );
};
