import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * The API's JSON (a page of a list is 20–60 KB) and the site's page compressed per request, brotli
 * or gzip as the browser prefers; answers under 1 KB are sent as they are (not worth the work).
 * Brotli at quality 4, not the default 11: on the fly, 11 costs tens of milliseconds a response
 * for a few per cent. The built assets are compressed once at build time and sent as they are
 * (platform/web-app.ts); a PDF, XLSX or upload is not compressible and is left alone by its type.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
