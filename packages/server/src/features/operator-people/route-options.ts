import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { deletedResponse, organizationQuery } from '@paydos/contract/operator-people';
import type { Database } from '../../db/client';
import { access } from '../../platform/access';
import { auditActor, type AuditActor } from '../../platform/audit';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** What every operator-people route declares: operator access, the OpenAPI tag, its summary and its schemas. */
export const operatorRoute = <Schema extends FastifySchema>(summary: string, schema: Schema) => ({
  config: { access: access.operator() },
  schema: { tags: ['operator'], summary, ...schema },
});

/**
 * A DELETE of the row the path names; the page's organization in the query makes another
 * organization's row a 404 (product §7). Answered with the message of the deletion.
 */
export function registerDelete(
  app: App,
  path: string,
  summary: string,
  params: z.ZodType<{ id: string }>,
  remove: (db: Database, id: string, actor: AuditActor, now: Date, organizationId?: string) => Promise<void>,
  message: string,
) {
  app.delete(
    path,
    operatorRoute(summary, { params, querystring: organizationQuery, response: { 200: deletedResponse } }),
    async (request) => {
      await remove(app.db, request.params.id, auditActor(request), request.now, request.query.organizationId);
      return { message };
    },
  );
}
