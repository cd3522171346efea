import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access';
import { demoSessionResponse } from '@paydos/contract/demo-session';
import { noBody } from '@paydos/contract/fields';
import { startDemoSession } from './start-demo-session';

/**
 * POST /api/demo/session: the landing page's "Demo İzle" (issue 21). On the main site only, rate-limited
 * per address like the sign-in routes; answers the demo organization's subdomain and a one-time
 * handover code that the browser takes to `http://demo.<base>/login#handover=…`.
 */
export const demoSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const perAddress = app.rateLimit({ max: app.config.loginRateLimitPerMinute, timeWindow: '1 minute' });
  app.post(
    '/api/demo/session',
    {
      config: { access: access.public('main') },
      onRequest: perAddress,
      schema: {
        tags: ['auth'],
        summary: 'A one-time handover code for the living demo’s ADMIN (404 where the installation has no demo)',
        body: noBody,
        response: { 200: demoSessionResponse },
      },
    },
    async (request) => startDemoSession(app.db, app.config.demoData, request.now),
  );
};
