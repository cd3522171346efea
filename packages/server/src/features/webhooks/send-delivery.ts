import http from 'node:http';
import https from 'node:https';
import { assertLiteralAllowed, guardedLookup, hostOf } from '../../platform/outbound-addresses';

export interface DeliveryResult {
  /** The answer's status code; null when none came (refused address, DNS, TLS, timeout, reset). */
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

export interface SendOptions {
  allowPrivate: boolean;
  /** The receiver has this long to answer (status line and headers); then the attempt fails. */
  timeoutMs: number;
  /** Extra certificate authorities to trust (the tests' self-signed receiver); production uses the system's. */
  ca?: string | Buffer;
}

/**
 * One POST of a delivery. Node's own client, so nothing follows a redirect (a 3xx is a failed
 * attempt: a redirect could point inside the network); the connection goes to an address the guard
 * checked (`guardedLookup`); no keep-alive (endpoints differ and are seldom called twice in a pass);
 * the body of the answer is not read.
 */
export function sendDelivery(
  url: URL,
  body: string,
  headers: Record<string, string>,
  options: SendOptions,
): Promise<DeliveryResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (statusCode: number | null, error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request?.destroy();
      resolve({ statusCode, error: error?.slice(0, 500) ?? null, durationMs: elapsed() });
    };
    let request: http.ClientRequest | undefined;
    const timer = setTimeout(() => finish(null, `no answer within ${options.timeoutMs} ms`), options.timeoutMs);
    try {
      assertLiteralAllowed(hostOf(url), { allowPrivate: options.allowPrivate });
      const client = url.protocol === 'https:' ? https : http;
      request = client.request(url, {
        method: 'POST',
        agent: false,
        lookup: guardedLookup({ allowPrivate: options.allowPrivate }),
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        ...(options.ca ? { ca: options.ca } : {}),
      });
      request.on('response', (response) => {
        response.resume();
        const code = response.statusCode ?? 0;
        finish(code, code >= 200 && code < 300 ? null : `HTTP ${code}`);
      });
      request.on('error', (error) => finish(null, error.message));
      request.end(body);
    } catch (error) {
      finish(null, error instanceof Error ? error.message : String(error));
    }
  });
}
