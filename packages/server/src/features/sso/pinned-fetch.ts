import http from 'node:http';
import https from 'node:https';
import type * as oidc from 'openid-client';
import { assertLiteralAllowed, guardedLookup, hostOf, type AddressPolicy } from '../../platform/outbound-addresses';

/** Statuses whose answer has no body (a Response refuses one). */
const NO_BODY = new Set([101, 103, 204, 205, 304]);

async function bodyBytes(body: oidc.CustomFetchOptions['body']): Promise<Buffer | undefined> {
  if (body === null || body === undefined) return undefined;
  if (typeof body === 'string' || body instanceof URLSearchParams) return Buffer.from(body.toString());
  if (body instanceof ArrayBuffer || body instanceof Uint8Array) return Buffer.from(body as Uint8Array);
  return Buffer.from(await new Response(body).arrayBuffer());
}

/**
 * openid-client's requests to the provider (discovery, key set, token, userinfo) on a connection whose address is
 * the one the guard checked (`guardedLookup`, docs/SECURITY.md "Single sign-on"): a name that resolves to a public
 * address when the issuer is saved and to an inside one when the server signs someone in is refused at connection.
 * A redirect is answered as it is, never followed; openid-client's timeout comes in as the signal.
 */
export function pinnedFetch(policy: AddressPolicy): oidc.CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    assertLiteralAllowed(hostOf(target), policy);
    const body = await bodyBytes(options.body);
    const client = target.protocol === 'https:' ? https : http;
    return new Promise<Response>((resolve, reject) => {
      const request = client.request(target, {
        method: options.method,
        headers: { ...options.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
        agent: false,
        lookup: guardedLookup(policy),
        ...(options.signal ? { signal: options.signal } : {}),
      });
      request.on('response', (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('error', reject);
        answer.on('end', () => {
          const status = answer.statusCode ?? 502;
          const headers = new Headers();
          for (const [name, value] of Object.entries(answer.headers))
            for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
              headers.append(name, item);
          resolve(new Response(NO_BODY.has(status) ? null : Buffer.concat(chunks), { status, headers }));
        });
      });
      request.on('error', reject);
      request.end(body);
    });
  };
}
