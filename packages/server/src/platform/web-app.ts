import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { buildIndexPages } from './index-page';
import { isTokenPage } from './security-headers';

/** Source maps are never served, even when a build made them: they would publish our sources. */
const isSourceMap = (pathname: string) => pathname.toLowerCase().endsWith('.map');

/** The file a precompressed copy (x.js.br, x.js.gz) stands for. */
const uncompressedPath = (filePath: string) => filePath.replace(/\.(br|gz)$/, '');

/**
 * Serves the built web app to every host; any non-API path gets the host's site's page (index.html
 * with the base domain and the site's preloads, platform/index-page.ts) so that the browser's router
 * picks the page (each site's router redirects unknown paths itself).
 * Hashed files under /assets are cached for a year; the page is revalidated on every load (ETag).
 * The build writes a brotli and a gzip copy of each text file (packages/web/vite.config.ts): the
 * answer is the copy the browser's Accept-Encoding prefers, with `Vary: Accept-Encoding`, and the
 * file itself for a browser that accepts neither. Only the small page and the API's JSON are
 * compressed per request (@fastify/compress, platform/compression.ts).
 * `demoSubdomain`: the living demo's, where the installation has it (given by app.ts: platform knows no feature).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string, demoSubdomain: string | null) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built: run `npm run build`; only /api is served');
    return;
  }
  const pageFor = buildIndexPages(distDir, app.config.baseDomain, demoSubdomain);
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    allowedPath: (pathname) => !isSourceMap(pathname),
    preCompressed: true,
    // The copies are sent in place of their file, never under their own URL; index.html only as a
    // site's page (below), never as the bare template.
    globIgnore: ['**/*.br', '**/*.gz', 'index.html'],
    // Set here, after @fastify/static's own default (public, max-age=0), so that these win.
    setHeaders(reply, filePath) {
      if (uncompressedPath(filePath).includes(`${path.sep}assets${path.sep}`))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  app.get('/*', { config: {}, schema: { hide: true } }, (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    // A missing asset or map is a 404, not the app's page (a stale or guessed file name).
    if (pathname.startsWith('/api/') || pathname.startsWith('/assets/') || isSourceMap(pathname))
      return reply.callNotFound();
    // The page's URL carries a secret token: no referrer at all, not even to our own API calls.
    if (isTokenPage(pathname)) reply.header('referrer-policy', 'no-referrer');
    const page = pageFor(request.site.kind, pathname);
    reply.header('cache-control', 'no-cache').header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(page.html);
  });
}
