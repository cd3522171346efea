/**
 * npm run bench:frontend [-- --runs 3 --baseline <another build of packages/web: main's dist, for a before/after>]
 * The front end's weight and speed (issue 14), on the built web app (built first when stale):
 * 1. per site, the JavaScript and CSS of its first load, gzip and brotli (scripts/first-load.mjs: the
 *    same figures the bundle-budget test holds);
 * 2. that the real server sends the page and its scripts compressed (Content-Encoding, Vary, caching);
 * 3. Lighthouse's performance score, mobile profile (simulated slow 4G and a 4x slower CPU), on the local
 *    Chromium: the landing page, the demo organization's login page, and its dashboard logged in (the
 *    session seeded into localStorage of a fresh profile, without loading the app first, so that the
 *    audited load starts with an empty cache).
 * The app runs in this process on in-memory PGlite with the demo data, on a free loopback port.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { openDatabase } from '../packages/server/src/db/client';
import { DEMO_PEOPLE, DEMO_SUBDOMAIN, ensureDemoData, readDemoCredentials } from '../packages/server/src/features/demo';
import { chromiumPath } from '../e2e/support/chromium';
import { buildWebIfStale } from '../scripts/build-if-stale.mjs';
import { kb, measureFirstLoads, readManifest } from '../scripts/first-load.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    /** Lighthouse runs per page; the median score is printed (scores move with the machine's load). */
    runs: { type: 'string', default: '1' },
    /** Another build to audit side by side, alternating with this one (e.g. main's, for a before/after). */
    baseline: { type: 'string' },
    /** A folder to write each run's full Lighthouse report to (JSON), to see where the time goes. */
    reports: { type: 'string' },
  },
});
const runs = Number(values.runs);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

// 1. Weight, from the build.
buildWebIfStale();
console.log('First load per site (JavaScript and CSS before the first page paints):');
const loads = measureFirstLoads();
for (const [site, load] of Object.entries(loads)) {
  console.log(
    `  ${site.padEnd(13)} JS ${kb(load.jsGzip).padStart(9)} gzip ${kb(load.jsBrotli).padStart(9)} brotli (${load.js.length} files)` +
      `   CSS ${kb(load.cssGzip)} gzip ${kb(load.cssBrotli)} brotli   heaviest: ${load.js
        .slice(0, 3)
        .map((file) => `${path.basename(file.file)} ${kb(file.gzip)}`)
        .join(', ')}`,
  );
}

// 2. The real server, with the demo organization: one app per build audited, on one database.
const handle = await openDatabase({ kind: 'pglite', dataDir: null });
await handle.migrate();
// The demo's random logins go to a DATA_DIR of this run (demo-credentials.json), not the checkout's data folder.
const dataDir = mkdtempSync(path.join(tmpdir(), 'paydos-frontend-'));
async function startApp(webDistDir?: string) {
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    DATA_DIR: dataDir,
    ...(webDistDir ? { WEB_DIST_DIR: path.resolve(webDistDir) } : {}),
  });
  const app = await buildApp({ config, db: handle.db });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, config, port, mainHost: `localhost:${port}`, demoHost: `${DEMO_SUBDOMAIN}.localhost:${port}` };
}
const current = await startApp();
await ensureDemoData(handle.db, current.config);
const baseline = values.baseline ? await startApp(values.baseline) : null;
const { port, mainHost, app } = current;

/** One GET as a browser sends it (Node's fetch drops the Host header); the body's bytes as sent. */
function get(pathname: string, host: string): Promise<{ headers: Record<string, unknown>; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: pathname, headers: { host, 'accept-encoding': 'gzip, deflate, br, zstd' } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ headers: response.headers, bytes }));
      },
    );
    req.on('error', reject).end();
  });
}

console.log('\nServed (Accept-Encoding: gzip, deflate, br, zstd):');
const entry = `/${readManifest()['index.html']!.file}`;
for (const pathname of ['/', entry]) {
  const { headers, bytes } = await get(pathname, mainHost);
  console.log(
    `  ${pathname.padEnd(32)} ${String(headers['content-encoding'] ?? 'NOT COMPRESSED').padEnd(6)} ${kb(bytes).padStart(9)} on the wire` +
      `   vary: ${String(headers.vary ?? '-')}   cache-control: ${String(headers['cache-control'] ?? '-')}`,
  );
}

// 3. Lighthouse, each audit in a fresh Chromium profile on a pre-opened debugging port.
const admin = DEMO_PEOPLE.find((person) => person.role === 'ADMIN')!;
const login = await app.inject({
  method: 'POST',
  url: '/api/subdomain/login',
  headers: { host: current.demoHost, 'content-type': 'application/json' },
  payload: { email: admin.email, password: readDemoCredentials(dataDir)!.peoplePassword },
});
const session: { token: string; user: unknown } = login.json();

interface LighthouseResult {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; displayValue?: string; details?: { overallSavingsBytes?: number } }>;
  environment: { benchmarkIndex: number };
  runtimeError?: { message: string };
}

async function lighthouseIn(
  url: string,
  seed?: { origin: string; items: Record<string, string> },
): Promise<LighthouseResult> {
  const profile = mkdtempSync(path.join(tmpdir(), 'paydos-lighthouse-'));
  const debuggingPort = await freePort();
  // The flags Lighthouse's own launcher is given for Debian's Chromium (--chrome-flags).
  const browser = spawn(
    chromiumPath(),
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      `--remote-debugging-port=${debuggingPort}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    const cdp = `http://127.0.0.1:${debuggingPort}`;
    for (let tries = 0; ; tries++) {
      if (
        await fetch(`${cdp}/json/version`, { signal: AbortSignal.timeout(1000) }).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (tries > 100) throw new Error('Chromium did not open its debugging port');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (seed) {
      // An API answer of the same origin (no-store, no script): the profile gets the session, not the app.
      const connection = await chromium.connectOverCDP(cdp);
      const page = await connection.contexts()[0]!.newPage();
      await page.goto(`${seed.origin}/api/site`);
      await page.evaluate(
        (items) => Object.entries(items).forEach(([key, value]) => localStorage.setItem(key, value)),
        seed.items,
      );
      await page.close();
      await connection.close();
    }
    const args = [
      url,
      `--port=${debuggingPort}`,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      ...(seed ? ['--disable-storage-reset'] : []),
    ];
    // Not spawnSync: the app answering Lighthouse's page runs in this process's event loop.
    const run = spawn(path.join(root, 'node_modules/.bin/lighthouse'), args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    run.stdout.on('data', (chunk) => (stdout += chunk));
    run.stderr.on('data', (chunk) => (stderr += chunk));
    const status = await new Promise<number | null>((resolve) => run.once('exit', resolve));
    if (status !== 0) throw new Error(`lighthouse failed (${status}): ${stderr.slice(-2000)}`);
    return JSON.parse(stdout) as LighthouseResult;
  } finally {
    browser.kill('SIGTERM');
    await new Promise((resolve) => browser.once('exit', resolve));
    rmSync(profile, { recursive: true, force: true });
  }
}

type Target = { name: string; url: string; seed?: { origin: string; items: Record<string, string> } };
const pagesOf = (site: typeof current): Target[] => [
  { name: 'landing page', url: `http://${site.mainHost}/` },
  { name: 'organization login', url: `http://${site.demoHost}/login` },
  {
    name: 'dashboard (admin)',
    url: `http://${site.demoHost}/dashboard`,
    seed: { origin: `http://${site.demoHost}`, items: { token: session.token, user: JSON.stringify(session.user) } },
  },
];
const builds = [
  ...(baseline ? [{ label: 'baseline', pages: pagesOf(baseline) }] : []),
  { label: baseline ? 'this build' : '', pages: pagesOf(current) },
];

/**
 * On a loaded machine Lighthouse sometimes gives up waiting for Chromium (a DevTools call past its
 * time limit): such a run is tried again, twice, and then reported as failed with Lighthouse's reason.
 */
async function auditWithRetries(target: Target): Promise<LighthouseResult | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseIn(target.url, target.seed);
    } catch (error) {
      console.log(`  (${target.name}, attempt ${attempt}: ${(error as Error).message.split('\n')[0]})`);
      if (attempt === 3) return null;
    }
  }
}

console.log(`\nLighthouse (performance, mobile profile, simulated throttling; median of ${runs}; target ≥ 95):`);
const seconds = (ms?: number) => (ms === undefined ? '-' : `${(ms / 1000).toFixed(2)} s`);
const median = <T>(items: T[], key: (item: T) => number) =>
  [...items].sort((a, b) => key(a) - key(b))[Math.floor(items.length / 2)]!;
try {
  for (let page = 0; page < builds[0]!.pages.length; page++) {
    const results = builds.map(() => [] as LighthouseResult[]);
    // Alternating builds run by run, so that both see the same load of the machine.
    for (let run = 0; run < runs; run++) {
      for (const [index, build] of builds.entries()) {
        const result = await auditWithRetries(build.pages[page]!);
        if (result && values.reports) {
          mkdirSync(values.reports, { recursive: true });
          writeFileSync(
            path.join(
              values.reports,
              `${build.pages[page]!.name.replace(/\W+/g, '-')}${build.label ? `-${build.label.replace(/\W+/g, '-')}` : ''}-${run + 1}.json`,
            ),
            JSON.stringify(result),
          );
        }
        if (result) results[index]!.push(result);
      }
    }
    for (const [index, build] of builds.entries()) {
      if (results[index]!.length === 0) {
        console.log(
          `  ${build.pages[page]!.name}${build.label ? ` (${build.label})` : ''}: no Lighthouse run completed (see above)`,
        );
        continue;
      }
      const result = median(results[index]!, (r) => r.categories.performance.score ?? 0);
      if (result.runtimeError) console.log(`  ${build.pages[page]!.name}: ${result.runtimeError.message}`);
      const audit = result.audits;
      const score = result.categories.performance.score;
      const scores = results[index]!.map((r) => Math.round((r.categories.performance.score ?? 0) * 100)).join('/');
      console.log(
        `  ${`${build.pages[page]!.name}${build.label ? ` (${build.label})` : ''}`.padEnd(32)} score ${score === null ? '-' : Math.round(score * 100)} [${scores}]` +
          `   FCP ${seconds(audit['first-contentful-paint']?.numericValue)}   LCP ${seconds(audit['largest-contentful-paint']?.numericValue)}` +
          `   TBT ${Math.round(audit['total-blocking-time']?.numericValue ?? 0)} ms   SI ${seconds(audit['speed-index']?.numericValue)}` +
          `   CLS ${(audit['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}` +
          `   unused JS ${kb(audit['unused-javascript']?.details?.overallSavingsBytes ?? 0)}` +
          `   compression to gain ${kb(audit['uses-text-compression']?.details?.overallSavingsBytes ?? 0)}` +
          `   (CPU benchmark index ${Math.round(result.environment.benchmarkIndex)})`,
      );
    }
  }
} finally {
  await app.close();
  await baseline?.app.close();
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}
