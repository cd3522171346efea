import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../packages/server/src/config';
import { freePort } from '../packages/server/test/free-port';

/**
 * The real server in its own process on a free port, for a bench that measures it from outside:
 * no demo, no web build, mails kept in the database (STORED), logins not limited. `env` adds to that.
 * `log()` is what it printed so far.
 */
export async function spawnBenchServer(env: Record<string, string>) {
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'packages/server/src/main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      WEB_DIST_DIR: path.join(repoRoot, 'nonexistent-web-dist'),
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  return { port, server, log: () => output };
}
