import type { FastifyInstance } from 'fastify';
import { fail } from './errors';
import { messages } from '@paydos/contract/messages';

/** Most JSON calls carry a few fields: 16 KB is far above any of them (issue 20). */
export const DEFAULT_BODY_LIMIT = 16 * 1024;

/**
 * The JSON calls that legitimately carry more, with their own limit: the wizard (up to 200 people and
 * a leave policy), the historical-leave batch (up to 50 leaves with reasons), the organization (a
 * 10,000-character leave policy as a JSON string). Multipart uploads have their own limits where
 * they are registered; these bounds are for the JSON and text parsers.
 */
const LARGER_BODY_LIMITS: Record<string, number> = {
  '/api/onboarding/complete': 512 * 1024,
  '/api/auth/setup-organization': 512 * 1024,
  '/api/historical-leaves/batch': 256 * 1024,
  '/api/admin/organizations/my': 64 * 1024,
};

/** Nesting deeper than this is no request of ours (the deepest, the wizard's policy, is 3 levels). */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether a JSON text nests arrays and objects deeper than `max`, read in one pass that stops at the
 * first bracket too deep: an 800 KB `[[[…` is refused after 33 characters, before `JSON.parse` runs.
 */
export function nestsDeeperThan(json: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * Per-route body limits (a larger one only where a route needs it; Fastify answers 413 before reading
 * past the limit) and the JSON parser with a depth limit in front of Fastify's own (which keeps its
 * prototype-poisoning checks). Registered before the routes, so `onRoute` sees every route.
 */
export function registerBodyLimits(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const larger = LARGER_BODY_LIMITS[route.url];
    if (larger && route.bodyLimit === undefined) route.bodyLimit = larger;
  });
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH))
      return done(fail.badRequest(messages.input.tooDeep(MAX_JSON_DEPTH)), undefined);
    return parseJson(request, body as string, done);
  });
}
