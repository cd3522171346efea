import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access';
import { tenantScope } from '../../platform/tenant-scope';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { accountRateLimit, bodyField } from '../../platform/rate-limit';
import type { OrganizationContext } from '../../platform/tenancy';
import { messageResponse } from '@paydos/contract/auth';
import { requestPasswordReset } from './request-password-reset';
import { findResetUser, resetPassword } from './reset-password';
import {
  requestResetBody,
  resetPasswordBody,
  resetUserResponse,
  verifyResetParams,
} from '@paydos/contract/password-reset';
import { strongPasswordField } from '../../platform/passwords';

/** Forgot / reset password on an organization's site (product §2, §7); the organization is the host's. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const perAddress = app.rateLimit({ max: app.config.loginRateLimitPerMinute, timeWindow: '1 minute' });
  const perAccount = accountRateLimit(app, {
    max: Math.max(1, Math.floor(app.config.loginRateLimitPerMinute / 4)),
    key: (request) => `reset:${request.hostname}:${bodyField(request, 'email')}`,
  });
  const hostOrganization = (organization: OrganizationContext | null) => {
    if (!organization || !organization.isActive) throw fail.notFound(messages.organizationNotFound);
    return organization;
  };

  app.post(
    '/api/password-reset/request',
    {
      config: { access: access.public('organization') },
      onRequest: perAddress,
      preHandler: perAccount,
      schema: {
        tags: ['auth'],
        summary: 'Mail a reset link; answers the same whether or not the address exists',
        body: requestResetBody,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const organization = hostOrganization(request.organization);
      const { email, subdomain } = request.body;
      if (subdomain !== undefined && subdomain !== organization.subdomain) {
        throw fail.badRequest(messages.passwordReset.subdomainMismatch, {
          subdomain: messages.passwordReset.subdomainMismatch,
        });
      }
      // The lookup, the link and the mail run after the answer (issue 20): the answer and its time
      // are the same whether or not the address has an account (product §D3).
      app.backgroundWork.run('password reset request', () =>
        requestPasswordReset(app.db, app.config, organization, email, request.language, request.now),
      );
      return { message: messages.passwordReset.requested };
    },
  );

  app.get(
    '/api/password-reset/verify/:token',
    {
      config: { access: access.public('organization') },
      onRequest: perAddress,
      schema: {
        tags: ['auth'],
        summary: 'Who a reset link is for',
        params: verifyResetParams,
        response: { 200: resetUserResponse },
      },
    },
    async (request) => {
      hostOrganization(request.organization);
      return { user: await findResetUser(app.db, tenantScope(request), request.params.token, request.now) };
    },
  );

  app.post(
    '/api/password-reset/reset',
    {
      config: { access: access.public('organization') },
      onRequest: perAddress,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link',
        body: resetPasswordBody.extend({ newPassword: strongPasswordField('newPassword') }),
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      hostOrganization(request.organization);
      await resetPassword(app.db, tenantScope(request), request.body.token, request.body.newPassword, request.now);
      return { message: messages.passwordReset.done };
    },
  );
};
