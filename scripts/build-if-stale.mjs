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

function sizeOf(dir) {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    // The .br/.gz copies are the same files compressed; the .vite folder holds the manifest, never served.
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name) || entry.parentPath.includes(`${path.sep}.vite`)) continue;
    files += 1;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

/**
 * Builds the web app when there is no build or a source is newer than it. Quiet (issue 21): Vite runs at log level
 * 'warn' with its output captured; a build prints one summary line (and Vite's warnings, if it had any), a failed
 * build prints everything Vite said and ends the process. `outDir` builds elsewhere (scripts/quiet-build.test.mjs).
 */
export function buildWebIfStale({ force = false, outDir = path.join(web, 'dist') } = {}) {
  const sources = Math.max(
    newestMtime(web),
    ...['domain', 'contract'].map((name) => newestMtime(path.join(root, 'packages', name, 'src'))),
  );
  if (!force && existsSync(builtIndex) && statSync(builtIndex).mtimeMs >= sources) return;
  const started = Date.now();
  const args = ['build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'];
  // NODE_ENV=production whatever the caller's (vitest sets `test`): otherwise React's development build
  // lands in the bundle, and the entry passes Vite's 500 kB warning.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync(path.join(root, 'node_modules/.bin/vite'), args, { cwd: web, encoding: 'utf8', env });
  const said = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
  if (result.status !== 0) {
    console.error(
      `Building the web app failed:\n${said || result.error?.message || `vite exited with ${result.status}`}`,
    );
    process.exit(result.status ?? 1);
  }
  if (said) console.warn(said);
  const { files, bytes } = sizeOf(outDir);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `Web app built: ${files} files, ${(bytes / 1024).toFixed(0)} kB in ${path.relative(root, outDir)} (${seconds} s).`,
  );
}
