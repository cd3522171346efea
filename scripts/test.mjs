// npm test: typecheck, lint and format check, build the web app, then every Vitest project: domain, web components, API on PGlite,
// API on PostgreSQL (when TEST_DATABASE_URL is set) and the browser tests against the real server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildWebIfStale } from './build-if-stale.mjs';
import { checkRepositoryPaths } from './repository-paths.mjs';

const root = path.resolve(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium was not found at ${chromium}; the browser tests need it and are never skipped.\n` +
      'Install it with: sudo apt-get install -y chromium   (or set CHROMIUM_PATH), then run npm test again.',
  );
  process.exit(1);
}

const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// First, and fast: a file that names a path outside the clone breaks the type check on every other machine.
if (!checkRepositoryPaths(root)) {
  console.error(
    'These files name paths outside the repository; a fresh clone cannot build them. Fix them and run npm test again.',
  );
  process.exit(1);
}
run('npm', ['run', 'typecheck']);
// Lint and format check, both cached in node_modules/.cache (a warm run reads only changed files); fix the format with
// `npm run format`. Type-aware results of an unchanged file can go stale when a file it imports changes; CI starts cold.
const lintStarted = performance.now();
run(path.join(root, 'node_modules/.bin/eslint'), [
  '.',
  '--cache',
  '--cache-location',
  'node_modules/.cache/eslint/',
  '--max-warnings',
  '0',
]);
run(path.join(root, 'node_modules/.bin/prettier'), [
  '--check',
  '--cache',
  '--cache-strategy',
  'content',
  '--log-level',
  'warn',
  '.',
]);
console.log(`Lint and format checked in ${((performance.now() - lintStarted) / 1000).toFixed(1)} s.`);
buildWebIfStale();
if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL is not set: the API tests run on PGlite only.');
else if (!existsSync(process.env.PGBOUNCER_PATH ?? '/usr/sbin/pgbouncer'))
  console.log(
    'PgBouncer is not installed: the API tests through a transaction pooler (project api-pgbouncer) do not run.\n' +
      'Install it with: sudo apt-get install -y pgbouncer   (or set PGBOUNCER_PATH); .ci/run does.',
  );
run(path.join(root, 'node_modules/.bin/vitest'), ['run', ...process.argv.slice(2)]);
