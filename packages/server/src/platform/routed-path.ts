import type { FastifyRequest } from 'fastify';

/** The path part of a raw URL with its percent escapes decoded (a malformed escape leaves it as sent). */
function decodedPathname(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Whether a request is an API call, judged by the path the router matches, not the raw URL: the router
 * decodes escapes, so `/%61pi/superadmin/coupons` reaches `/api/superadmin/coupons` and must be checked
 * (Origin) and answered (no-store) as such. The route's declared path when one matched, else the decoded
 * pathname; either one saying `/api/` is enough (the stricter reading wins).
 */
export function isApiCall(request: FastifyRequest): boolean {
  return !!request.routeOptions.url?.startsWith('/api/') || decodedPathname(request.url).startsWith('/api/');
}
