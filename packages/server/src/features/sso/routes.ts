import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '@paydos/contract/messages';
import {
  ssoMessageResponse,
  ssoPasswordLoginBody,
  ssoSavedResponse,
  ssoSettingsBody,
  ssoSettingsResponse,
} from '@paydos/contract/sso';
import { access } from '../../platform/access';
import { userActor } from '../../platform/audit';
import { publicUrl } from '../../platform/public-links';
import { tenantScope } from '../../platform/tenant-scope';
import { findSso, removeSso, saveSso, setPasswordLogin, ssoView } from './settings';

const m = messages.sso;
const tags = ['sso'];
const admin = { access: access.user('ADMIN') };

/** The redirect URI an ADMIN registers at the provider: the organization's own host. */
export const ssoCallbackPath = '/api/auth/sso/callback';

/**
 * Single sign-on settings (issue 26 item 4, docs/SECURITY.md "Single sign-on"): the ADMIN's OpenID
 * Connect provider, its client, the allowed e-mail domains and whether password login is on. The
 * sign-in routes themselves are features/auth's (`sso-routes.ts`).
 */
export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const callbackUrl = (subdomain: string) =>
    publicUrl(app.config, { kind: 'organization', subdomain }, ssoCallbackPath);

  app.get(
    '/api/admin/sso',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The organization’s single sign-on settings (never the client secret) and its callback URL',
        response: { 200: ssoSettingsResponse },
      },
    },
    async (request) => {
      const scope = tenantScope(request);
      const row = await findSso(app.db, scope, app.secrets);
      return { sso: row ? ssoView(row) : null, callbackUrl: callbackUrl(scope.subdomain) };
    },
  );

  app.put(
    '/api/admin/sso',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Set the OpenID Connect provider: the issuer is discovered before saving; the secret is kept and never answered',
        body: ssoSettingsBody,
        response: { 200: ssoSavedResponse },
      },
    },
    async (request) => {
      const scope = tenantScope(request);
      const sso = await saveSso(app.db, scope, userActor(request), request.body, {
        allowLoopback: app.config.ssoAllowLoopbackIssuers,
        now: request.now,
        secrets: app.secrets,
      });
      return { sso, callbackUrl: callbackUrl(scope.subdomain), message: m.saved };
    },
  );

  app.delete(
    '/api/admin/sso',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Remove single sign-on (refused while password login is off)',
        response: { 200: ssoMessageResponse },
      },
    },
    async (request) => {
      await removeSso(app.db, tenantScope(request), userActor(request), app.secrets);
      return { message: m.removed };
    },
  );

  app.put(
    '/api/admin/sso/password-login',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Turn password login on or off for everyone but the ADMINs; off only after a successful single sign-on',
        body: ssoPasswordLoginBody,
        response: { 200: ssoSavedResponse },
      },
    },
    async (request) => {
      const scope = tenantScope(request);
      const sso = await setPasswordLogin(app.db, scope, userActor(request), request.body.enabled, {
        now: request.now,
        secrets: app.secrets,
      });
      return {
        sso,
        callbackUrl: callbackUrl(scope.subdomain),
        message: request.body.enabled ? m.passwordLoginEnabled : m.passwordLoginDisabled,
      };
    },
  );
};
