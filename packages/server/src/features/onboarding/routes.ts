import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  onboardingForm,
  onboardingResponse,
  onboardingStatusParams,
  onboardingStatusResponse,
  setupOrganizationBody,
  setupOrganizationResponse,
} from '@paydos/contract/onboarding';
import { messages } from '@paydos/contract/messages';
import { access } from '../../platform/access';
import { fail } from '../../platform/errors';
import { maxBodyBytes } from '../../platform/multipart';
import { strongPasswordField } from '../../platform/passwords';
import { bearerToken, findSession } from '../../platform/sessions';
import { uploadHooks } from '../../platform/upload-budget';
import { availabilityRoutes } from './availability-routes';
import {
  onboardingRequest,
  onboardingUploadRules,
  organizationFromWizard,
  readOnboardingRequest,
} from './complete-onboarding';
import { createOrganizationWithAdmin } from './create-organization';
import { loadOnboardingStatus } from './load-onboarding-status';
import { freeSubdomainFor, organizationFromSetup } from './setup-organization';

const m = messages.onboarding;

/** Sign-up on the main site: availability checks, the wizard's completion, the setup page (product §7). */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: only the wizard takes multipart here, within onboardingUploadRules.
  await app.register(multipart);
  await app.register(availabilityRoutes);
  const upload = uploadHooks(maxBodyBytes(onboardingUploadRules), m.fileTooLarge);
  const clientMeta = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ipAddress: request.ip,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
  });
  const signUpLimit = app.rateLimit({ max: app.config.loginRateLimitPerMinute, timeWindow: '1 minute' });

  app.post(
    '/api/onboarding/complete',
    {
      // JSON, or multipart with the JSON in `data`: read and validated by readOnboardingRequest, declared for the document.
      config: { access: access.public('main'), declaredBody: { multipart: onboardingForm, json: onboardingRequest } },
      onRequest: signUpLimit,
      // Multipart bodies bypass the JSON body limit; the files are limited by size and count as they arrive instead.
      preHandler: upload.preHandler,
      onSend: upload.onSend,
      schema: {
        tags: ['onboarding'],
        summary:
          'Create the organization, its trial, the admin, invitations and uploads; answers a session of the new organization',
        response: { 200: onboardingResponse },
      },
    },
    async (request) => {
      const { payload, files } = await readOnboardingRequest(request);
      const data = await createOrganizationWithAdmin(
        app.db,
        app.config,
        organizationFromWizard(payload, files),
        clientMeta(request),
        request.language,
        request.now,
      );
      return { success: true as const, data };
    },
  );

  app.get(
    '/api/onboarding/status/:id',
    {
      config: { access: access.public('main') },
      schema: {
        tags: ['onboarding'],
        summary:
          'Whether an organization created by the wizard is ready (the founder’s session of that organization only)',
        security: [{ bearer: [] }],
        params: onboardingStatusParams,
        response: { 200: onboardingStatusResponse },
      },
    },
    async (request) => {
      // The wizard's answer carries a session of the new organization: only an admin of that
      // organization learns anything here; an id alone gets 401, another organization's session 404.
      const token = bearerToken(request);
      const session = token ? await findSession(app.db, token, request.now) : null;
      if (session?.kind !== 'user') throw fail.unauthenticated();
      if (session.organizationId !== request.params.id || session.role !== 'ADMIN') throw fail.notFound(m.notFound);
      return loadOnboardingStatus(app.db, request.params.id, request.now);
    },
  );

  app.post(
    '/api/auth/setup-organization',
    {
      config: { access: access.public('main') },
      onRequest: signUpLimit,
      schema: {
        tags: ['onboarding'],
        summary: 'Create a company and its first admin (setup page); answers a session of the new organization',
        body: setupOrganizationBody.extend({ password: strongPasswordField('password') }),
        response: { 200: setupOrganizationResponse },
      },
    },
    async (request) => {
      const subdomain = await freeSubdomainFor(app.db, request.body.organizationName);
      return createOrganizationWithAdmin(
        app.db,
        app.config,
        organizationFromSetup(request.body, subdomain),
        clientMeta(request),
        request.language,
        request.now,
      );
    },
  );
};
