/**
 * Reset-request timing for a known and an unknown address (issue 20: a reset request must not tell,
 * by its time, whether an address has an account). `npm run bench:reset-timing -- [--requests 200]`
 * starts the app on a fresh database (in-memory PGlite, or BENCH_DATABASE_URL's PostgreSQL), then sends
 * `POST /api/password-reset/request` alternately for a person's address and an unknown one over
 * loopback HTTP, and prints the median and p90 of each and the medians' difference, in two modes:
 * `quiet` (each request once the previous one's background work is done: what one request tells) and
 * `back-to-back` (no pause: the server may still be working on the previous request).
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { openDatabase } from '../packages/server/src/db/client';
import { createOrganization, createUser } from '../packages/server/test/factories';

const { values } = parseArgs({ options: { requests: { type: 'string', default: '200' } } });
const requests = Number(values.requests);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const handle = await openDatabase(
  databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: null },
);
await handle.migrate();
const organization = await createOrganization(handle.db, { name: 'Zamanlama A.Ş.' });
const person = await createUser(handle.db, organization.id);
const config = loadConfig({
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: '/nonexistent',
  LOGIN_RATE_LIMIT_PER_MINUTE: '100000000',
});
const app = await buildApp({ config, db: handle.db });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const port = Number(new URL(address).port);
const host = `${organization.subdomain}.localhost:3000`;

/**
 * The client runs in a worker thread with its own event loop, as an attacker's client is another
 * process: the server's work after an answer (on PGlite, in this thread) must not delay the client's
 * reading of an answer already sent. In `quiet` mode the worker asks before each request that the
 * server's background work be finished.
 */
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { port, host, email, requests, mode } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
let settledResolve;
parentPort.on('message', () => settledResolve());
const settle = () => new Promise((resolve) => { settledResolve = resolve; parentPort.postMessage({ type: 'settle' }); });
function call(address) {
  const payload = JSON.stringify({ email: address });
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/password-reset/request', agent,
      headers: { host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, (res) => {
      res.resume();
      res.on('end', () => res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error('status ' + res.statusCode)));
    });
    req.on('error', reject);
    req.end(payload);
  });
}
(async () => {
  for (let i = 0; i < 20; i++) { await settle(); await call(i % 2 ? email : 'isinma-' + i + '@ornek.com.tr'); }
  const known = [], unknown = [];
  for (let i = 0; i < requests; i++) {
    for (const which of i % 2 ? ['known', 'unknown'] : ['unknown', 'known']) {
      if (mode === 'quiet') await settle();
      const ms = await call(which === 'known' ? email : 'yok-' + mode + '-' + i + '@ornek.com.tr');
      (which === 'known' ? known : unknown).push(ms);
    }
  }
  agent.destroy();
  parentPort.postMessage({ type: 'done', known, unknown });
})().catch((error) => parentPort.postMessage({ type: 'error', message: String(error) }));
`;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

function runClient(mode: 'quiet' | 'back-to-back'): Promise<{ known: number[]; unknown: number[] }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CLIENT, { eval: true, workerData: { port, host, email: person.email, requests, mode } });
    worker.on('message', (message: { type: string; known: number[]; unknown: number[]; message: string }) => {
      if (message.type === 'settle') void app.backgroundWork.settled().then(() => worker.postMessage('settled'));
      else if (message.type === 'done') void worker.terminate().then(() => resolve(message));
      else reject(new Error(message.message));
    });
    worker.on('error', reject);
  });
}

async function measure(mode: 'quiet' | 'back-to-back') {
  const { known, unknown } = await runClient(mode);
  await app.backgroundWork.settled();
  const row = (name: string, values: number[]) =>
    `${name.padEnd(8)} median ${quantile(values, 0.5).toFixed(2)} ms, p90 ${quantile(values, 0.9).toFixed(2)} ms`;
  console.log(`${mode}, ${requests} requests each on ${handle.kind} (load average ${loadavg()[0]!.toFixed(1)}):`);
  console.log(`  ${row('known', known)}\n  ${row('unknown', unknown)}`);
  console.log(
    `  median difference (known − unknown): ${(quantile(known, 0.5) - quantile(unknown, 0.5)).toFixed(2)} ms`,
  );
}

try {
  await measure('quiet');
  await measure('back-to-back');
} finally {
  await app.close();
  await handle.close();
}
