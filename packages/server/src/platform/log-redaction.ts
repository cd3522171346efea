import type { FastifyRequest } from 'fastify';

/**
 * Secret tokens travel in some URLs (calendar feeds, consent, invitation and reset links, the
 * old auto-login links); a request log must never keep them, since a feed token never expires and
 * the others are live credentials. Each path segment after one of these prefixes, and every
 * `token` or `handover` query parameter, is written as `***`. (The sign-up handover code travels in
 * the URL fragment, which no request carries; a stray `?handover=` is redacted all the same.)
 */
const TOKEN_SEGMENT =
  /(\/(?:calendar-feeds|leave-approval|historical-leaves\/approval|password-reset\/verify|verify-invitation)\/)[^/?#]+/g;
const TOKEN_PARAMETER = /([?&](?:token|handover)=)[^&#]*/gi;

export function redactSecretsInUrl(url: string): string {
  return url.replace(TOKEN_SEGMENT, '$1***').replace(TOKEN_PARAMETER, '$1***');
}

/** Fastify's own request serializer, with the URL redacted. */
export function serializeRequestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactSecretsInUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
