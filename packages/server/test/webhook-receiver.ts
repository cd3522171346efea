import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** One request the receiver got, as it arrived. */
export interface ReceivedDelivery {
  headers: Record<string, string | string[] | undefined>;
  body: string;
  path: string;
  /** performance.now() when the whole body had arrived. */
  at: number;
}

/** What the receiver answers: a status code, or 'hang' (never answers), or a function of the request. */
export type ReceiverAnswer = number | 'hang';

/**
 * A local HTTPS webhook receiver for the tests (issue 26 item 3): a Node https server on 127.0.0.1
 * with a self-signed certificate made for it by `openssl` (CN localhost, SAN 127.0.0.1 and
 * localhost). `ca` is that certificate, for the worker to trust; `certFile` its path (NODE_EXTRA_CA_CERTS
 * for a child server). `state.answer` sets what it answers; `state.onRequest` runs before the answer.
 */
export async function startWebhookReceiver() {
  const dir = mkdtempSync(path.join(tmpdir(), 'paydos-receiver-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const ca = readFileSync(certFile, 'utf8');
  const received: ReceivedDelivery[] = [];
  const state: {
    answer: ReceiverAnswer;
    headers: Record<string, string>;
    onRequest: ((delivery: ReceivedDelivery) => void) | null;
  } = { answer: 200, headers: {}, onRequest: null };
  const hanging = new Set<import('node:http').ServerResponse>();
  const server = https.createServer({ key: readFileSync(keyFile), cert: ca }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const delivery = {
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        path: request.url ?? '',
        at: performance.now(),
      };
      received.push(delivery);
      state.onRequest?.(delivery);
      if (state.answer === 'hang') {
        hanging.add(response);
        return;
      }
      response.writeHead(state.answer, state.headers).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as import('node:net').AddressInfo).port;
  return {
    url: `https://127.0.0.1:${port}/paydos-webhook`,
    port,
    ca,
    certFile,
    received,
    state,
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
