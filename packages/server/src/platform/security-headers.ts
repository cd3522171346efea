import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config';
import { inlineScriptHashes } from './index-page';
import { isApiCall } from './routed-path';

/**
 * The pages' Content-Security-Policy. Scripts only from our own files and the build's own inline scripts by
 * their hash (`scriptHashes`: the early fetch of index.html, platform/index-page.ts), so `'unsafe-inline'` is
 * never needed for scripts and an injected script still cannot run. Styles allow inline because
 * Radix Dialog's scroll lock (react-remove-scroll) inserts a `<style>` element at run time with computed
 * values, which neither a hash nor a static nonce can cover; an inline style cannot run code.
 */
export function contentSecurityPolicy(config: Config, scriptHashes: string[] = []) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
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
 * Security headers on every answer (pages, assets, API): a CSP (the pages' own; for the API one that
 * allows nothing), nosniff, no framing, a referrer policy, HSTS only when the deployment says it is served over TLS. API answers are never stored by a cache
 * (they are personal, or answer a bearer token) unless a route chose its own Cache-Control.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  // Helmet's headers are the same on every answer (no nonce): they are collected once here from helmet
  // itself and copied onto each reply. Applying helmet per request (or @fastify/helmet, which also
  // rebuilt the CSP each time) cost a measurable share of a small call's time (bench/README.md).
  const shared = {
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity:
      config.publicProtocol === 'https:' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xContentTypeOptions: true,
  } as const;
  const pageHeaders = staticHelmetHeaders(
    helmet({
      ...shared,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicy(config, inlineScriptHashes(config.webDistDir)),
      },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
    }),
  );
  // An API answer is JSON or a download, never a document that runs or loads anything: a CSP that
  // allows nothing (OWASP's REST Security Cheat Sheet), and none of the headers only a document reads
  // (opener policy, agent cluster, DNS prefetch, the old IE and XSS-filter switches). About 430 bytes
  // less on every call, which the client parses too (bench/README.md, 7 Dec 2026).
  const apiHeaders = staticHelmetHeaders(
    helmet({
      ...shared,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
      },
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
  );
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiCall(request) ? apiHeaders : pageHeaders);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiCall(request) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

/** The headers a helmet middleware sets, read by running it once on a stand-in response. */
function staticHelmetHeaders(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let outcome = 'pending' as 'pending' | 'done' | 'failed';
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    outcome = error ? 'failed' : 'done';
  });
  // Helmet's middleware is synchronous; a future version that is not would leave answers without headers.
  if (outcome !== 'done') throw new Error(`helmet's headers could not be read (${outcome})`);
  return headers;
}
