import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access';
import { publicApiDocument } from '../../platform/openapi';
import { publicLeaveRoutes } from './leave-routes';
import { publicPeopleRoutes } from './people-routes';
import { publicReportRoutes } from './report-routes';

/** The public API /api/v1 (issue 26, docs/public-api.md): API keys only, its own OpenAPI document. */
export const publicApiRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicPeopleRoutes);
  await app.register(publicLeaveRoutes);
  await app.register(publicReportRoutes);
  app.get('/api/v1/openapi.json', { config: { access: access.public() }, schema: { hide: true } }, () =>
    publicApiDocument(app),
  );
};
