import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access';
import { paymentProviderFor } from '../billing';
import { registerWithInvitation } from './register-with-invitation';
import { invitationParams, invitationResponse, registerBody, registerResponse } from '@paydos/contract/registration';
import { strongPasswordField } from '../../platform/passwords';
import { verifyInvitation } from './verify-invitation';

/** Sign-up from an invitation on the main site's /register (product §2, §7). */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = paymentProviderFor(app.config);
  const perAddress = app.rateLimit({ max: app.config.loginRateLimitPerMinute, timeWindow: '1 minute' });

  app.get(
    '/api/auth/verify-invitation/:token',
    {
      config: { access: access.public('main') },
      onRequest: perAddress,
      schema: {
        tags: ['auth'],
        summary: 'The invitation a /register link names',
        params: invitationParams,
        response: { 200: invitationResponse },
      },
    },
    async (request) => ({ data: { invitation: await verifyInvitation(app.db, request.params.token, request.now) } }),
  );

  app.post(
    '/api/auth/register',
    {
      config: { access: access.public('main') },
      onRequest: perAddress,
      schema: {
        tags: ['auth'],
        summary: 'Create the invited person’s account; answers a session of their organization',
        body: registerBody.extend({ password: strongPasswordField('password') }),
        response: { 200: registerResponse },
      },
    },
    async (request) =>
      registerWithInvitation(
        app.db,
        app.config,
        provider,
        request.body,
        { ipAddress: request.ip, userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300) },
        request.language,
        request.now,
      ),
  );
};
