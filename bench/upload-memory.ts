/**
 * `npm run bench:uploads`: the server's memory under 20 concurrent maximal uploads (issue 20 item 6,
 * docs/SECURITY.md "Uploads"). Starts the real server (`main.ts`, a child process) on a fresh
 * database — a PGlite directory, or with BENCH_DATABASE_URL a new database on that PostgreSQL server,
 * dropped at the end — samples the server process's RSS every 50 ms and runs three phases:
 *   A. 20 unauthenticated wizard requests, `data=not-json`, then 20 files of 50 MB each (chunked, no
 *      declared length: the server has to read to refuse);
 *   B. 20 data uploads of exactly 50 MB (the route's limit) by logged-in admins of 4 paying organizations;
 *   C. 20 wizard requests at the wizard's maximum (valid data, 5 files of 2 MB; each also creates an
 *      organization, whose password hash, argon2id at 19 MB, is part of its memory).
 * Prints the idle RSS, each phase's RSS before it, its peak, and the peak over idle (target: within
 * 100 MB of idle). RSS is a high-water mark (freed memory is not always given back), so the phases run
 * in this order: the uploads before the sign-ups.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { loginResponse } from '@paydos/contract/auth';
import { sql } from 'drizzle-orm';
import { benchDatabase } from './bench-database';
import { spawnBenchServer } from './bench-server';
import { largeAdminEmail, randomReadablePassword, seedLargeOrganization } from '../packages/server/src/features/demo';
import { httpCall } from './http-call';

const MB = 1024 * 1024;
const CONCURRENT = 20;
const BOUNDARY = '----paydos-bench';
const ORGANIZATIONS = 4;

// ── The database ────────────────────────────────────────────────────────────────────────────────
const benchDb = await benchDatabase('uploads');
const { serverEnv, cleanup } = benchDb;
const subdomains = Array.from({ length: ORGANIZATIONS }, (_, i) => `yukleme${i}${Date.now().toString(36)}`);
const seed = await benchDb.open();
const kind = seed.kind;
await seed.migrate();
/** The seeded admins' password: random for each run, like every password the repository makes. */
const seededPassword = randomReadablePassword();
for (const subdomain of subdomains)
  await seedLargeOrganization(seed.db, { count: 1, subdomain, password: seededPassword });
// Paying organizations (500 MB each): the 20 uploads of 50 MB are stored, five per organization.
await seed.db.execute(sql`update subscriptions set status = 'ACTIVE'`);
await seed.close();

// ── The server ──────────────────────────────────────────────────────────────────────────────────
const {
  port,
  server,
  log: serverOutput,
} = await spawnBenchServer({ ...serverEnv, UPLOAD_RATE_LIMIT_PER_MINUTE: '1000000' });
const agent = new http.Agent({ keepAlive: false });
for (const deadline = Date.now() + 120_000; ;) {
  if (server.exitCode !== null) throw new Error(`The server exited:\n${serverOutput()}`);
  if (Date.now() > deadline) throw new Error(`The server did not answer within 120 s:\n${serverOutput()}`);
  const answer = await httpCall({ port, agent, host: `localhost:${port}`, method: 'GET', url: '/api/site' }).catch(
    () => null,
  );
  if (answer?.status === 200) break;
  await new Promise((r) => setTimeout(r, 250));
}

const rss = () => Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))![1]) / 1024;
let samples: number[] = [];
const sampler = setInterval(() => samples.push(rss()), 50);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ── The uploads ─────────────────────────────────────────────────────────────────────────────────
const field = (name: string, value: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
const fileHead = (field: string, name: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
const CRLF = Buffer.from('\r\n');
const END = Buffer.from(`--${BOUNDARY}--\r\n`);
const block = Buffer.alloc(MB, 0x61);

/** A body as pieces: a Buffer as it is, a number as that many bytes written from one 1 MB block (nothing big is held here). */
type Piece = Buffer | number;
interface Outcome {
  status: number;
  sent: number;
  total: number;
  ms: number;
}

function send(options: {
  host: string;
  url: string;
  pieces: Piece[];
  token?: string;
  declareLength: boolean;
}): Promise<Outcome> {
  const total = options.pieces.reduce<number>((sum, p) => sum + (typeof p === 'number' ? p : p.length), 0);
  const started = Date.now();
  return new Promise((resolve) => {
    let sent = 0;
    let answered = false;
    let status = 0;
    const finish = () => resolve({ status, sent, total, ms: Date.now() - started });
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: options.url,
      agent,
      headers: {
        host: options.host,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...(options.declareLength ? { 'content-length': String(total) } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
    });
    req.on('response', (res) => {
      answered = true;
      status = res.statusCode ?? 0;
      res.resume();
      res.on('end', finish);
      res.on('error', finish);
    });
    req.on('error', () => (answered ? undefined : finish()));
    const queue = [...options.pieces];
    let left = 0;
    const pump = () => {
      while (!answered && !req.destroyed) {
        if (left === 0) {
          const next = queue.shift();
          if (next === undefined) return void req.end();
          if (typeof next !== 'number') {
            sent += next.length;
            if (!req.write(next)) return void req.once('drain', pump);
            continue;
          }
          left = next;
        }
        const n = Math.min(left, block.length);
        left -= n;
        sent += n;
        if (!req.write(n === block.length ? block : block.subarray(0, n))) return void req.once('drain', pump);
      }
    };
    pump();
  });
}

function wizard() {
  const id = randomBytes(4).toString('hex');
  return {
    firstName: 'Ayşe',
    lastName: 'Kaya',
    email: `kurucu-${id}@ornek.com.tr`,
    password: 'Gizli123!x',
    companyName: 'Bench A.Ş.',
    subdomain: `bench-${id}`,
    staffMembers: [],
    startTrial: true,
  };
}

const tokens: string[] = [];
for (const subdomain of subdomains) {
  const answer = await httpCall({
    port,
    agent,
    host: `${subdomain}.localhost:${port}`,
    method: 'POST',
    url: '/api/subdomain/login',
    body: { email: largeAdminEmail(subdomain), password: seededPassword },
  });
  if (answer.status !== 200) throw new Error(`login ${subdomain}: ${answer.status} ${answer.body}`);
  tokens.push(loginResponse.parse(JSON.parse(answer.body)).token);
}

await pause(2000);
samples = [];
await pause(2000);
const idle = [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;

const phases: Array<{ name: string; run: (i: number) => Promise<Outcome> }> = [
  {
    name: 'A. wizard, no login, data=not-json + 20 files of 50 MB (chunked)',
    run: () =>
      send({
        host: `localhost:${port}`,
        url: '/api/onboarding/complete',
        declareLength: false,
        pieces: [
          field('data', 'not-json'),
          ...Array.from({ length: 20 }, (_, f) => [fileHead('files', `f${f}.bin`), 50 * MB, CRLF]).flat(),
          END,
        ],
      }),
  },
  {
    name: 'B. data uploads of 50 MB by logged-in admins',
    run: (i) =>
      send({
        host: `${subdomains[i % ORGANIZATIONS]}.localhost:${port}`,
        url: '/api/data-upload/upload',
        declareLength: true,
        token: tokens[i % ORGANIZATIONS],
        pieces: [fileHead('file', `gecmis-${i}.csv`), 50 * MB, CRLF, END],
      }),
  },
  {
    name: 'C. wizard at its maximum: valid data + 5 files of 2 MB',
    run: () =>
      send({
        host: `localhost:${port}`,
        url: '/api/onboarding/complete',
        declareLength: true,
        pieces: [
          field('data', JSON.stringify(wizard())),
          ...Array.from({ length: 5 }, (_, f) => [fileHead('files', `f${f}.csv`), 2 * MB, CRLF]).flat(),
          END,
        ],
      }),
  },
];

const rows: string[] = [];
for (const phase of phases) {
  const before = rss();
  samples = [];
  const started = Date.now();
  const outcomes = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => phase.run(i)));
  await pause(500);
  const peak = Math.max(...samples);
  const statuses = [
    ...outcomes.reduce((m, o) => m.set(o.status, (m.get(o.status) ?? 0) + 1), new Map<number, number>()),
  ]
    .map(([s, n]) => `${n}× ${s}`)
    .join(', ');
  const sentMb = outcomes.reduce((s, o) => s + o.sent, 0) / MB;
  const offeredMb = outcomes.reduce((s, o) => s + o.total, 0) / MB;
  rows.push(
    `| ${phase.name} | ${statuses} | ${sentMb.toFixed(0)} of ${offeredMb.toFixed(0)} | ${((Date.now() - started) / 1000).toFixed(1)} | ${before.toFixed(0)} | ${peak.toFixed(0)} | +${(peak - idle).toFixed(0)} |`,
  );
  console.log(rows.at(-1));
  await pause(3000);
}
clearInterval(sampler);

console.log(
  `\n${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${CONCURRENT} concurrent requests per phase; idle RSS ${idle.toFixed(0)} MB (target: peak within 100 MB of idle)\n`,
);
console.log(
  '| Phase | Answers | MB sent by clients (of offered) | s | RSS before MB | peak RSS MB | peak over idle MB |',
);
console.log('|---|---|---:|---:|---:|---:|---:|');
for (const row of rows) console.log(row);

server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
await cleanup();
