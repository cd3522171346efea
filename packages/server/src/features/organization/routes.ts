import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, userAuth } from '../../platform/access';
import { tenantScope } from '../../platform/tenant-scope';
import { userActor } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { maxBodyBytes, releaseUpload } from '../../platform/multipart';
import { accountRateLimit } from '../../platform/rate-limit';
import { uploadHooks } from '../../platform/upload-budget';
import { logoUrl } from '../users';
import { loadOrganization } from './load-organization';
import {
  logoQuery,
  logoUploadForm,
  logoUploadResponse,
  myOrganizationResponse,
  updateOrganizationBody,
  updateOrganizationResponse,
} from '@paydos/contract/organization';
import { updateOrganization } from './update-organization';
import { extraLeaveExpiryBody, extraLeaveExpiryResponse } from '@paydos/contract/extra-leave-expiry';
import { loadExtraLeaveExpiry, setExtraLeaveExpiry } from './extra-leave-expiry';
import { workingTimeBody, workingTimeResponse } from '@paydos/contract/hourly-leave';
import { loadWorkingTimeSetting, setWorkingTime } from './working-time';
import { loadLogo, logoRules, readLogo, saveLogo } from './upload-logo';

/** Organization and leave policy (product §2 /organization, ADMIN only) and the public logo. */
export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered in this plugin only; the logo's limits are logoRules, checked as the bytes arrive.
  await app.register(multipart);
  // Logo uploads per minute, per address and per organization (docs/SECURITY.md "Uploads").
  const perAddress = app.rateLimit({ max: app.config.uploadRateLimitPerMinute, timeWindow: '1 minute' });
  const perOrganization = accountRateLimit(app, {
    max: app.config.uploadRateLimitPerMinute,
    key: (request) => `logo:${userAuth(request).organizationId}`,
  });
  const upload = uploadHooks(maxBodyBytes(logoRules), messages.organization.logoTooLarge);

  app.get(
    '/api/admin/organizations/my',
    {
      config: { access: access.user('ADMIN') },
      schema: {
        tags: ['organization'],
        summary: 'My organization',
        response: { 200: myOrganizationResponse },
      },
    },
    async (request) => ({ organization: await loadOrganization(app.db, tenantScope(request), request.now) }),
  );

  app.put(
    '/api/admin/organizations/my',
    {
      config: { access: access.user('ADMIN') },
      schema: {
        tags: ['organization'],
        summary: 'Update company info and leave policy (a policy change recalculates active staff entitlements)',
        body: updateOrganizationBody,
        response: { 200: updateOrganizationResponse },
      },
    },
    async (request) => {
      const result = await updateOrganization(
        app.db,
        tenantScope(request),
        request.body,
        userActor(request),
        request.now,
      );
      return { ...result, message: 'Organizasyon bilgileri başarıyla güncellendi' };
    },
  );

  app.get(
    '/api/admin/organizations/my/extra-leave-expiry',
    {
      config: { access: access.user('ADMIN') },
      schema: {
        tags: ['organization'],
        summary: 'When unused extra days (above the legal minimum) expire (art. 59)',
        response: { 200: extraLeaveExpiryResponse },
      },
    },
    async (request) => loadExtraLeaveExpiry(app.db, tenantScope(request)),
  );

  app.put(
    '/api/admin/organizations/my/extra-leave-expiry',
    {
      config: { access: access.user('ADMIN') },
      schema: {
        tags: ['organization'],
        summary: 'Set the months after a service year ends when its unused extra days expire; null: never',
        body: extraLeaveExpiryBody,
        response: { 200: extraLeaveExpiryResponse },
      },
    },
    async (request) => setExtraLeaveExpiry(app.db, tenantScope(request), request.body, userActor(request), request.now),
  );

  app.get(
    '/api/admin/organizations/my/working-time',
    {
      config: { access: access.user('ADMIN') },
      schema: {
        tags: ['organization'],
        summary: 'The working day in minutes and whether excuse and unpaid leave may be asked in hours',
        response: { 200: workingTimeResponse },
      },
    },
    async (request) => loadWorkingTimeSetting(app.db, tenantScope(request)),
  );

  app.put(
    '/api/admin/organizations/my/working-time',
    {
      config: { access: access.user('ADMIN') },
      schema: {
        tags: ['organization'],
        summary: 'Set the working day (60-660 minutes, half-hour steps) and the hourly-leave choice; audited',
        body: workingTimeBody,
        response: { 200: workingTimeResponse },
      },
    },
    async (request) => setWorkingTime(app.db, tenantScope(request), request.body, userActor(request), request.now),
  );

  app.post(
    '/api/admin/organizations/upload-logo',
    {
      config: { access: access.user('ADMIN'), declaredBody: { multipart: logoUploadForm } },
      onRequest: perAddress,
      preHandler: [perOrganization, upload.preHandler],
      onSend: upload.onSend,
      schema: {
        tags: ['organization'],
        summary: 'Upload the logo (multipart field `logo`; JPEG, PNG or GIF by content, ≤ 5 MB)',
        response: { 200: logoUploadResponse },
      },
    },
    async (request) => {
      const auth = userAuth(request);
      const logo = await readLogo(request);
      const id = await saveLogo(app.db, auth, logo, request.now).finally(() => releaseUpload([logo.reusable]));
      return { logoUrl: logoUrl(id)! };
    },
  );

  app.get(
    '/api/subdomain/logo',
    {
      config: { access: access.public('organization') },
      schema: {
        tags: ['organization'],
        summary: 'The host organization’s logo',
        querystring: logoQuery,
      },
    },
    async (request, reply) => {
      const logoFileId = request.organization?.logoFileId ?? null;
      const file = await loadLogo(app.db, logoFileId);
      if (!file) throw fail.notFound(messages.organization.logoNotFound);
      // The URL carries the file id, so a matching ?v= can be cached for good; anything else revalidates.
      const cache = request.query.v === logoFileId ? 'public, max-age=31536000, immutable' : 'no-cache';
      return reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', cache)
        .send(file.content);
    },
  );
};
