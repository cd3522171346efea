import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteResponse } from '@paydos/contract/site';
import { access } from '../../platform/access';

/** What the browser needs to run the shared host rule itself: the configured base domain. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/site',
    {
      config: { access: access.anyHost() },
      schema: {
        tags: ['site'],
        summary: 'The base domain and the site this host is',
        response: { 200: siteResponse },
      },
    },
    async (request) => ({ baseDomain: app.config.baseDomain, site: request.site }),
  );
};
