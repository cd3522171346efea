import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { isApiCall } from './routed-path';

/**
 * The pages' Content-Security-Policy. Scripts only from our own files: index.html and the Vite build
 * have no inline script, so `'unsafe-inline'` is never needed for scripts. Styles allow inline because
 * Radix Dialog's scroll lock (react-remove-scroll) inserts a `<style>` element at run time with computed
 * values, which neither a hash nor a static nonce can cover; an inline style cannot run code.
 */
export function contentSecurityPolicy(config: Config) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // blob: for the logo preview before upload; data: for inline SVG icons of the CSS.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(config.publicProtocol === 'https:' ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** Paths of pages whose URL carries a secret token (invitation, reset link, historical approval). */
const TOKEN_PAGES = [/^\/register(\/|$)/, /^\/reset-password(\/|$)/, /^\/leave-approval\//];

export function isTokenPage(pathname: string): boolean {
  return TOKEN_PAGES.some((page) => page.test(pathname));
}

/**
 * Security headers on every answer (pages, assets, API): CSP, nosniff, no framing, a referrer policy,
 * HSTS only when the deployment says it is served over TLS. API answers are never stored by a cache
 * (they are personal, or answer a bearer token) unless a route chose its own Cache-Control.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  // Helmet's middleware is built once here and applied to every answer: @fastify/helmet built it
  // again on every request (parsing the CSP each time), a measurable share of a small call's time.
  const applySecurityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity:
      config.publicProtocol === 'https:' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xContentTypeOptions: true,
  });
  app.addHook('onRequest', (request, reply, done) =>
    applySecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
  app.addHook('onSend', async (request, reply) => {
    if (isApiCall(request) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
