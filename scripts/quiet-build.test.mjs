import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const outDir = mkdtempSync(path.join(os.tmpdir(), 'paydos-quiet-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('a quiet first start (issue 21, item 7)', () => {
  it('building the web app prints one summary line, not the file list (Vite at log level warn, output captured)', () => {
    // A separate outDir: the browser tests may be serving packages/web/dist meanwhile.
    const script = `import('./scripts/build-if-stale.mjs').then((m) => m.buildWebIfStale({ force: true, outDir: ${JSON.stringify(outDir)} }))`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stderr.trim()).toBe('');
    const lines = result.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Web app built: \d+ files, \d+ kB in .+ \(\d+\.\d s\)\.$/);
    expect(existsSync(path.join(outDir, 'index.html'))).toBe(true);
  }, 120_000);
});
