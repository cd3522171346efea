import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { readDemoCredentials } from '../../packages/server/src/features/demo';
import { chromiumPath } from './chromium';
import { freePort } from '../../packages/server/test/free-port';

const root = path.resolve(import.meta.dirname, '../..');

async function waitForServer(port: number, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/site`, { headers: { host: `localhost:${port}` } });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer within 90 s:\n${output()}`);
}

/** Starts the real server (built web app, embedded PGlite with the demo data) on a free port. */
export default async function setup(project: TestProject) {
  chromiumPath(); // fails here, with the install command, when Chromium is missing
  if (!existsSync(path.join(root, 'packages/web/dist/index.html'))) {
    throw new Error('The web app is not built. Run `npm test` (it builds first) or `npm run build`.');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'paydos-e2e-'));
  const port = await freePort();
  // Every browser logs in from 127.0.0.1, and the journeys together log in more than 20 times a minute:
  // the per-address login limit would answer 429 to whichever file comes last. platform/rate-limit.test.ts proves the limit.
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: 'localhost',
    DEMO_DATA: '1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    // single-sign-on.e2e.ts runs a real OpenID Connect provider on a loopback port, over http.
    SSO_ALLOW_LOOPBACK_ISSUERS: '1',
    // Every answer written both ways and compared (platform/response-serializer.ts).
    RESPONSE_SERIALIZER: 'checked',
  };
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const seed = spawnSync(tsx, [path.join(root, 'e2e/support/seed.ts')], { env, encoding: 'utf8' });
  if (seed.status !== 0) throw new Error(`Seeding the browser-test database failed:\n${seed.stdout}\n${seed.stderr}`);

  let log = '';
  const server = spawn(tsx, [path.join(root, 'packages/server/src/main.ts')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk) => (log += chunk));
  server.stderr.on('data', (chunk) => (log += chunk));
  await waitForServer(port, server, () => log);
  project.provide('port', port);
  // The demo's logins are random per installation: the seed's first start wrote them into this run's DATA_DIR.
  const demoCredentials = readDemoCredentials(dataDir);
  if (!demoCredentials) throw new Error(`The seed left no demo credentials file in DATA_DIR:\n${log}`);
  project.provide('demoCredentials', demoCredentials);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve).once('error', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
