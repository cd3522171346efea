import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availabilityResponse,
  checkEmailBody,
  checkSubdomainBody,
  subdomainFormatMessage,
} from '@paydos/contract/onboarding';
import { messages } from '@paydos/contract/messages';
import { access } from '../../platform/access';
import { isEmailTaken, subdomainAvailability } from './check-availability';

const m = messages.onboarding;

/** The wizard's step 1 asks whether the e-mail and the subdomain are free (product §4). */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  // Rate-limited per address (product §D3) so they cannot enumerate accounts quickly.
  const checkLimit = app.rateLimit({ max: app.config.loginRateLimitPerMinute * 3, timeWindow: '1 minute' });

  app.post(
    '/api/onboarding/check-email',
    {
      config: { access: access.public('main') },
      onRequest: checkLimit,
      schema: {
        tags: ['onboarding'],
        summary: 'Is this e-mail free for a new account?',
        body: checkEmailBody,
        response: { 200: availabilityResponse },
      },
    },
    async (request) =>
      (await isEmailTaken(app.db, request.body.email))
        ? { available: false, reason: 'taken' as const, message: m.emailTaken }
        : { available: true, message: m.emailAvailable },
  );

  app.post(
    '/api/onboarding/check-subdomain',
    {
      config: { access: access.public('main') },
      onRequest: checkLimit,
      schema: {
        tags: ['onboarding'],
        summary: 'Is this subdomain free?',
        body: checkSubdomainBody,
        response: { 200: availabilityResponse },
      },
    },
    async (request) => {
      const result = await subdomainAvailability(app.db, request.body.subdomain);
      if (result.available) return { available: true, message: m.subdomainAvailable };
      const message =
        result.reason === 'invalid'
          ? subdomainFormatMessage(request.body.subdomain)
          : { reserved: m.subdomainReserved, taken: m.subdomainTaken }[result.reason];
      return { available: false, reason: result.reason, message };
    },
  );
};
