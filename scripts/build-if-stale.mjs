import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'packages/web');
const builtIndex = path.join(web, 'dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the web app when there is no build or a source is newer than it. */
export function buildWebIfStale({ force = false } = {}) {
  const sources = Math.max(newestMtime(web), newestMtime(path.join(root, 'packages/domain/src')));
  if (!force && existsSync(builtIndex) && statSync(builtIndex).mtimeMs >= sources) return;
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@paydos/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
