import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noQuery } from '@paydos/contract/fields';
import { SSO_ERROR_PARAMETER, ssoCallbackQuery } from '@paydos/contract/sso';
import { access } from '../../platform/access';
import { publicUrl } from '../../platform/public-links';
import { scopeOfOrganization } from '../../platform/tenant-scope';
import { finishSsoSignIn, SIGN_IN_SECONDS, ssoCallbackPath, SsoSignInFailure, startSsoSignIn } from '../sso';
import { createHandoverCode } from './handover';
import { assertOrganizationKnown } from './login';

/** The HttpOnly cookie that ties a sign-in to the browser that started it (login CSRF); sent only to the callback. */
const BROWSER_COOKIE = 'paydos_sso';

function browserCookie(request: FastifyRequest): string | null {
  for (const part of String(request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === BROWSER_COOKIE) return value.join('=') || null;
  }
  return null;
}

/**
 * Single sign-on with OpenID Connect (issue 26 item 4, docs/SECURITY.md "Single sign-on"): the login
 * page's button opens `start`, which sends the browser to the organization's provider; the provider
 * sends it back to `callback` on the same organization's host, which ends on `/login` with a one-time
 * handover code in the fragment (as after sign-up: decision 004) or with `?sso_hata=<code>`, whose
 * Turkish text the page shows. The tenant is the host's; the state is bound to it and to the browser.
 */
export const ssoSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const perAddress = app.rateLimit({ max: app.config.loginRateLimitPerMinute, timeWindow: '1 minute' });
  const secure = app.config.publicProtocol === 'https:' ? '; Secure' : '';
  const setBrowserCookie = (reply: FastifyReply, value: string, maxAge: number) =>
    reply.header(
      'set-cookie',
      `${BROWSER_COOKIE}=${value}; Path=${ssoCallbackPath}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`,
    );
  const refuse = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    if (!(error instanceof SsoSignInFailure)) throw error;
    const detail = error.detail instanceof Error ? `${error.detail.name}: ${error.detail.message}` : error.detail;
    request.log.info({ sso: error.code, detail }, 'single sign-on refused');
    return reply.redirect(`/login?${SSO_ERROR_PARAMETER}=${error.code}`, 302);
  };
  const options = (request: FastifyRequest, subdomain: string) => ({
    redirectUri: publicUrl(app.config, { kind: 'organization', subdomain }, ssoCallbackPath),
    allowLoopback: app.config.ssoAllowLoopbackIssuers,
    now: request.now,
    ipAddress: request.ip,
    secrets: app.secrets,
  });

  app.get(
    '/api/auth/sso/start',
    {
      config: { access: access.public('organization') },
      onRequest: perAddress,
      schema: {
        tags: ['auth'],
        summary:
          'Begin single sign-on: redirects to the organization’s OpenID Connect provider (state, nonce, PKCE kept server-side)',
        querystring: noQuery,
      },
    },
    async (request, reply) => {
      const organization = assertOrganizationKnown(request.organization);
      try {
        const { location, browserToken } = await startSsoSignIn(
          app.db,
          scopeOfOrganization(organization.id),
          options(request, organization.subdomain),
        );
        setBrowserCookie(reply, browserToken, SIGN_IN_SECONDS);
        return reply.redirect(location, 302);
      } catch (error) {
        return refuse(request, reply, error);
      }
    },
  );

  app.get(
    ssoCallbackPath,
    {
      config: { access: access.public('organization') },
      onRequest: perAddress,
      schema: {
        tags: ['auth'],
        summary:
          'The provider’s answer: validates state, code and ID token, matches an active person by e-mail, redirects to /login with a handover code',
        querystring: ssoCallbackQuery,
      },
    },
    async (request, reply) => {
      const organization = assertOrganizationKnown(request.organization);
      const settings = options(request, organization.subdomain);
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      setBrowserCookie(reply, '', 0);
      try {
        const code = await finishSsoSignIn(
          app.db,
          scopeOfOrganization(organization.id),
          {
            query: request.query,
            browserToken: browserCookie(request),
            currentUrl: new URL(settings.redirectUri + search),
          },
          settings,
          (tx, user) => createHandoverCode(tx, user, request.now),
        );
        return reply.redirect(`/login#handover=${encodeURIComponent(code)}`, 302);
      } catch (error) {
        return refuse(request, reply, error);
      }
    },
  );
};
