import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * The API's JSON (a page of a list is 20–60 KB) and the site's page compressed per request: brotli
 * (the plugin's quality 4; Node's default 11 would cost tens of milliseconds an answer) or gzip, as
 * the browser prefers. Answers under 1 KB are sent as they are (not worth the work). The built
 * assets are compressed once at build time and sent as they are (platform/web-app.ts).
 * Only text, JSON and XML are compressed, not `application/octet-stream` (which the plugin's
 * default list has): an uploaded file of unknown type, often an archive already, is streamed as it
 * is. PDF, XLSX and ZIP are never compressed.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)/u;

export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    customTypes: COMPRESSIBLE,
    encodings: ['br', 'gzip'],
  });
}
