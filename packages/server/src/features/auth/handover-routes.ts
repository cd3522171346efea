import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access';
import { exchangeHandoverCode } from './handover';
import { assertOrganizationKnown } from './login';
import { handoverBody, loginResponse } from '@paydos/contract/auth';

/** POST /api/auth/handover {code}: the one-time code of a new account for a session on its organization's host (issue 20). */
export const handoverRoutes: FastifyPluginAsyncZod = async (app) => {
  const perAddress = app.rateLimit({ max: app.config.loginRateLimitPerMinute, timeWindow: '1 minute' });
  app.post(
    '/api/auth/handover',
    {
      config: { access: access.public('organization') },
      onRequest: perAddress,
      schema: {
        tags: ['auth'],
        summary:
          'Exchange a one-time handover code (after sign-up, from the URL fragment) for a session of the host’s organization',
        body: handoverBody,
        response: { 200: loginResponse },
      },
    },
    async (request) =>
      exchangeHandoverCode(
        app.db,
        assertOrganizationKnown(request.organization),
        request.body.code,
        { ipAddress: request.ip, userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300) },
        request.now,
      ),
  );
};
