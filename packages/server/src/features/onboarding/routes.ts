import multipart from '@fastify/multipart';
import { count, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invitations, mailOutbox, organizations, subscriptions } from '../../db/schema';
import { inTenant, scopeOfOrganization } from '../../platform/tenant-scope';
import { access } from '../../platform/access';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { maxBodyBytes } from '../../platform/multipart';
import { uploadHooks } from '../../platform/upload-budget';
import { userSchema } from '../auth';
import { isEmailTaken, subdomainAvailability } from './check-availability';
import { onboardingUploadRules, organizationFromWizard, readOnboardingRequest } from './complete-onboarding';
import { createOrganizationWithAdmin } from './create-organization';
import { bearerToken, findSession } from '../../platform/sessions';
import {
  availabilityResponse,
  checkEmailBody,
  checkSubdomainBody,
  subdomainFormatMessage,
  onboardingForm,
  onboardingPayload,
  onboardingStatusParams,
  setupOrganizationBody,
} from './schemas';
import { freeSubdomainFor, organizationFromSetup } from './setup-organization';

const m = messages.onboarding;
const createdResponse = z.object({
  success: z.literal(true),
  data: z.object({
    token: z.string(),
    /** One-time, 60 s: the browser hands over to the new host with it (`/login#handover=…`), never with the token. */
    handoverCode: z.string(),
    user: userSchema,
    organization: z.object({ id: z.string(), subdomain: z.string(), name: z.string() }),
  }),
});

/** Sign-up on the main site: availability checks, the wizard's completion, the setup page (product §7). */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: only the wizard takes multipart here, within onboardingUploadRules.
  await app.register(multipart);
  const upload = uploadHooks(maxBodyBytes(onboardingUploadRules), m.fileTooLarge);
  const clientMeta = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ipAddress: request.ip,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
  });
  // Availability checks are rate-limited per address (product §D3) so they cannot enumerate accounts quickly.
  const checkLimit = app.rateLimit({ max: app.config.loginRateLimitPerMinute * 3, timeWindow: '1 minute' });
  const signUpLimit = app.rateLimit({ max: app.config.loginRateLimitPerMinute, timeWindow: '1 minute' });

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

  app.post(
    '/api/onboarding/complete',
    {
      // JSON, or multipart with the JSON in `data`: read and validated by readOnboardingRequest, declared for the document.
      config: { access: access.public('main'), declaredBody: { multipart: onboardingForm, json: onboardingPayload } },
      onRequest: signUpLimit,
      // Multipart bodies bypass the JSON body limit; the files are limited by size and count as they arrive instead.
      preHandler: upload.preHandler,
      onSend: upload.onSend,
      schema: {
        tags: ['onboarding'],
        summary:
          'Create the organization, its trial, the admin, invitations and uploads; answers a session of the new organization',
        response: { 200: createdResponse },
      },
    },
    async (request) => {
      const { payload, files } = await readOnboardingRequest(request);
      const data = await createOrganizationWithAdmin(
        app.db,
        app.config,
        organizationFromWizard(payload, files),
        clientMeta(request),
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
        response: {
          200: z.object({
            id: z.string(),
            subdomain: z.string(),
            status: z.enum(['READY', 'INACTIVE']),
            isTrialActive: z.boolean(),
            trialEndsAt: z.string().nullable(),
            /** Open invitations, and mails of the organization by template: what the wizard set in motion. */
            pendingInvitations: z.number(),
            mails: z.record(z.string(), z.number()),
          }),
        },
      },
    },
    async (request) => {
      // The wizard's answer carries a session of the new organization: only an admin of that
      // organization learns anything here; an id alone gets 401, another organization's session 404.
      const token = bearerToken(request);
      const session = token ? await findSession(app.db, token) : null;
      if (session?.kind !== 'user') throw fail.unauthenticated();
      if (session.organizationId !== request.params.id || session.role !== 'ADMIN') throw fail.notFound(m.notFound);
      const [row] = await app.db
        .select({
          id: organizations.id,
          subdomain: organizations.subdomain,
          isActive: organizations.isActive,
          trialEndsAt: subscriptions.trialEndsAt,
          status: subscriptions.status,
        })
        .from(organizations)
        .leftJoin(subscriptions, eq(subscriptions.organizationId, organizations.id))
        .where(eq(organizations.id, request.params.id))
        .limit(1);
      if (!row) throw fail.notFound(m.notFound);
      const scope = scopeOfOrganization(row.id);
      const [open] = await app.db
        .select({ n: count() })
        .from(invitations)
        .where(inTenant(scope, invitations, isNull(invitations.acceptedAt), isNull(invitations.cancelledAt)));
      const mailRows = await app.db
        .select({ template: mailOutbox.template, n: count() })
        .from(mailOutbox)
        .where(inTenant(scope, mailOutbox))
        .groupBy(mailOutbox.template);
      return {
        pendingInvitations: open!.n,
        mails: Object.fromEntries(mailRows.map((r) => [r.template, r.n])),
        id: row.id,
        subdomain: row.subdomain,
        status: row.isActive ? ('READY' as const) : ('INACTIVE' as const),
        isTrialActive: row.status === 'TRIAL' && !!row.trialEndsAt && row.trialEndsAt > request.now,
        trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
      };
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
        body: setupOrganizationBody,
        response: {
          200: z.object({
            token: z.string(),
            handoverCode: z.string(),
            user: userSchema,
            organization: z.object({ id: z.string(), subdomain: z.string(), name: z.string() }),
          }),
        },
      },
    },
    async (request) => {
      const subdomain = await freeSubdomainFor(app.db, request.body.organizationName);
      return createOrganizationWithAdmin(
        app.db,
        app.config,
        organizationFromSetup(request.body, subdomain),
        clientMeta(request),
      );
    },
  );
};
