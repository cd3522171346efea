import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPathProblems, trackedSourceFiles } from './repository-paths.mjs';

const root = path.resolve(import.meta.dirname, '..');
// Fixture paths are assembled so that this file does not itself name one.
const machinePath = (...parts) => ['', ...parts].join('/');
const importOf = (specifier) => `import x from '${specifier}';`;
const checkout = machinePath('opt', 'checkouts', 'paydos');
const problemsOf = (file, text, at = checkout) => findPathProblems(at, [{ file, text }]).map((p) => p.problem);

describe('fresh-clone safety: no tracked file names a path outside the repository', () => {
  it('refuses an import by an absolute path (the scratch file that broke npm test on a new machine)', () => {
    // The first line of the removed packages/server/src/dbtest.ts.
    const text = importOf(machinePath('work', 'main', 'packages', 'server', 'src', 'db', 'client')).replace(
      'import x',
      'import { openDatabase }',
    );
    expect(problemsOf('packages/server/src/dbtest.ts', text)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^imports by an absolute path: \/work\/main\/packages\/server\/src\/db\/client/),
      ]),
    );
  });

  it('refuses a relative import that leaves the repository', () => {
    expect(problemsOf('packages/server/src/a.ts', importOf('../../../../other-checkout/src/x'))).toEqual([
      'imports from outside the repository: ../../../../other-checkout/src/x',
    ]);
    expect(problemsOf('packages/web/src/a.tsx', importOf('../../../b'))).toEqual([]);
  });

  it('refuses a string naming a home or workspace folder of a machine, or this checkout’s own location', () => {
    expect(problemsOf('bench/run.ts', `const data = '${machinePath('home', 'alice', 'paydos', 'data')}';`)).toEqual([
      `names a path of a machine: ${machinePath('home', 'alice')}`,
    ]);
    expect(problemsOf('e2e/x.ts', `cd ${checkout}/e2e`)).toEqual([`names this checkout's own location: ${checkout}`]);
  });

  it('refuses a tsconfig that includes files outside the repository', () => {
    const tsconfig = JSON.stringify({
      extends: '../../tsconfig.base.json',
      include: ['src', '../../../elsewhere/src'],
    });
    expect(problemsOf('packages/server/tsconfig.json', tsconfig)).toEqual([
      'include points outside the repository: ../../../elsewhere/src',
    ]);
  });

  it('allows system paths that every machine of the kind has (Chromium, /dev/null)', () => {
    expect(
      problemsOf(
        'e2e/support/chromium.ts',
        "const p = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'; spawn('x', { stdio: '/dev/null' });",
      ),
    ).toEqual([]);
  });

  it('a checkout under /tmp does not make every /tmp path its own (CI clones into a temporary folder)', () => {
    const clone = machinePath('tmp', 'tmp.Xy12', 'paydos');
    expect(problemsOf('e2e/x.ts', `const SHOTS = '${machinePath('tmp', 'd')}';`, clone)).toEqual([]);
  });

  it('this repository has no such file', () => {
    expect(findPathProblems(root, trackedSourceFiles(root))).toEqual([]);
  });
});
