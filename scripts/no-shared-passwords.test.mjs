import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { trackedSourceFiles } from './repository-paths.mjs';

const root = path.resolve(import.meta.dirname, '..');
// The fixed demo passwords the repository once printed (issue 20, item 1), assembled so that this file does not hold them.
const OLD_PASSWORDS = [['Paydos', '2026!'].join(''), ['Paydos', 'Operator', '2026'].join('-')];

describe('no shared credentials: nothing in the repository is a working password (issue 20, item 1)', () => {
  it('no tracked file names the old fixed demo or operator password', () => {
    const files = trackedSourceFiles(root);
    expect(files.length).toBeGreaterThan(100);
    const holding = files.flatMap(({ file, text }) =>
      OLD_PASSWORDS.filter((password) => text.includes(password)).map((password) => `${file}: ${password}`),
    );
    expect(holding).toEqual([]);
  });
});
