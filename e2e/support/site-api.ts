import { request as httpRequest } from 'node:http';
import { inject } from 'vitest';

/**
 * A call to one site's API from Node, for a test's own set-up (node:http: fetch drops a Host header
 * of our own). `subdomain` null is the main site. Answers above 299 reject with the body.
 */
export function siteApi<T>(
  subdomain: string | null,
  method: string,
  pathname: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const port = inject('port');
  const payload = body === undefined ? '' : JSON.stringify(body);
  const headers: Record<string, string | number> = { host: `${subdomain ? `${subdomain}.` : ''}localhost:${port}` };
  if (payload)
    Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
  if (token) headers.authorization = `Bearer ${token}`;
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path: pathname, method, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        (response.statusCode ?? 500) < 300
          ? resolve(JSON.parse(text) as T)
          : reject(new Error(`${method} ${pathname} answered ${response.statusCode}: ${text}`)),
      );
    });
    request.on('error', reject);
    request.end(payload);
  });
}
