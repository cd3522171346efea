import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Files stay small enough to read in one sitting (docs/ARCHITECTURE.md): a file that grows past the limit is split
// by responsibility, a test file by the rule groups it tests. Drizzle's migrations and generated files are not
// written by hand and are left out.

const root = path.resolve(import.meta.dirname, '..');
const LIMIT = 400;
const CHECKED = /\.(?:ts|tsx|mjs)$/;
const GENERATED = /(?:^|\/)drizzle\/|\.d\.m?ts$|(?:^|\/)generated\//;

const tracked = () =>
  execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => CHECKED.test(file) && !GENERATED.test(file));

describe('file size', () => {
  it('issue 22 item 7: no source or test file over 400 lines', () => {
    const files = tracked();
    expect(files.length).toBeGreaterThan(300);
    const long = files
      .map((file) => [file, readFileSync(path.join(root, file), 'utf8').split('\n').length - 1])
      .filter(([, lines]) => lines > LIMIT)
      .map(([file, lines]) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});
