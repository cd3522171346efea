import { publicReportQuery, publicReportResponse } from '@paydos/contract/public-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access';
import { auditActor, recordAudit } from '../../platform/audit';
import { tenantScope } from '../../platform/tenant-scope';
import { loadMonthlyReport } from '../monthly-report';

/** The monthly report as JSON on the public API: the web's report (features/monthly-report), the same figures. */
export const publicReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/reports/monthly',
    {
      config: { access: access.apiKey('leave:read') },
      schema: {
        tags: ['v1 reports'],
        summary: 'Aylık izin raporu — Monthly leave report',
        description: 'Yetki / scope: leave:read. Web’deki aylık raporun aynısı — The same as the web’s monthly report',
        querystring: publicReportQuery,
        response: { 200: publicReportResponse },
      },
    },
    async (request) => {
      const scope = tenantScope(request);
      const {
        subdomain: _s,
        workingDays: _w,
        leaves: _l,
        ...report
      } = await loadMonthlyReport(app.db, scope, request.query, request.now);
      // People's leave leaves the system, as with the web's payroll export: in the audit log under the key.
      await recordAudit(app.db, auditActor(request), {
        action: 'api_key.report_export',
        organizationId: scope.organizationId,
        targetType: 'organization',
        targetId: scope.organizationId,
        after: { year: report.year, month: report.month, people: report.employeeLeaveData.length },
        at: request.now,
      });
      return { report };
    },
  );
};
