import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { fail } from './errors';
import { messages } from '@paydos/contract/messages';
import { publicUrl } from './public-links';
import { isApiCall } from './routed-path';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origins a page of this host is served from: the site's public origin, and the host itself with the public scheme and port. */
export function ownOrigins(config: Config, request: FastifyRequest): string[] {
  const site = request.site;
  if (site.kind === 'unknown') return [];
  const canonical = publicUrl(config, site, '');
  const port = config.publicPort && !['80', '443'].includes(config.publicPort) ? `:${config.publicPort}` : '';
  return [canonical, `${config.publicProtocol}//${request.hostname.toLowerCase()}${port}`];
}

/**
 * A state-changing API call that names an Origin must come from the host's own origin, so another
 * site cannot make a browser act here. A call without Origin passes: browsers always send it on
 * POST/PUT/DELETE, so only non-browser clients omit it, and those must hold a bearer token anyway
 * (there are no session cookies a foreign page could ride on).
 */
export function registerOriginCheck(app: FastifyInstance, config: Config) {
  app.addHook('onRequest', (request, _reply, done) => {
    const origin = request.headers.origin;
    if (origin === undefined || !STATE_CHANGING.has(request.method) || !isApiCall(request)) return done();
    if (!ownOrigins(config, request).includes(origin.toLowerCase()))
      return done(fail.forbidden(messages.foreignOrigin));
    done();
  });
}
