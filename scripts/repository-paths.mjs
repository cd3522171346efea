// Fresh-clone safety: a tracked file must not import code by an absolute path, or by a relative
// path that leaves the repository, and must not name a path of the machine it was written on.
// Such a file passes on that machine and breaks `npm test` on every other one.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SOURCE = /\.(?:[cm]?[jt]sx?|json|ya?ml|css|html|sh|md)$|(?:^|\/)(?:\.ci\/run|\.npmrc)$/;
const SKIP = /(?:^|\/)package-lock\.json$/;

/** Module specifiers of import/export/require/import()/vi.mock and CSS @import/url(). */
const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|\bvi\.mock\s*\(\s*|@import\s+(?:url\(\s*)?)(['"])([^'"\n]+)\1/g;

/** Home and workspace folders: a string naming one is a path of somebody's machine. */
const MACHINE_PATH =
  /(?<![\w./-])(?:\/(?:home|Users|root|work|srv|mnt|private\/var)\/[\w.-]+|[A-Za-z]:\\(?:Users|work)\\[\w.-]+)/g;

/** Path-valued keys of JSON configs (tsconfig, package.json) that must stay inside the repository. */
const CONFIG_PATH_KEYS = new Set([
  'extends',
  'include',
  'files',
  'references',
  'path',
  'paths',
  'rootDir',
  'baseUrl',
  'outDir',
  'workspaces',
]);

/**
 * @param {string} root absolute path of the repository
 * @param {{ file: string, text: string }[]} files paths relative to root
 * @returns {{ file: string, line: number, problem: string }[]}
 */
export function findPathProblems(root, files) {
  const problems = [];
  for (const { file, text } of files) {
    const lineOf = (index) => text.slice(0, index).split('\n').length;
    const add = (index, problem) => problems.push({ file, line: lineOf(index), problem });
    const dir = path.dirname(path.join(root, file));
    const outside = (p) => {
      const relative = path.relative(root, path.resolve(dir, p));
      return relative.startsWith('..') || path.isAbsolute(relative);
    };

    if (/\.(?:[cm]?[jt]sx?|css)$/.test(file)) {
      for (const match of text.matchAll(SPECIFIER)) {
        const specifier = match[2];
        if (specifier.startsWith('/') || /^[A-Za-z]:[\\/]/.test(specifier) || specifier.startsWith('file:')) {
          add(match.index, `imports by an absolute path: ${specifier}`);
        } else if (specifier.startsWith('.') && outside(specifier)) {
          add(match.index, `imports from outside the repository: ${specifier}`);
        }
      }
    }
    if (/(?:^|\/)(?:tsconfig[\w.-]*|package)\.json$/.test(file)) {
      const visit = (value, key) => {
        if (
          typeof value === 'string' &&
          CONFIG_PATH_KEYS.has(key) &&
          (value.startsWith('/') || (value.startsWith('.') && outside(value)))
        ) {
          add(text.indexOf(value), `${key} points outside the repository: ${value}`);
        } else if (Array.isArray(value)) value.forEach((v) => visit(v, key));
        else if (value && typeof value === 'object')
          for (const [k, v] of Object.entries(value)) visit(v, CONFIG_PATH_KEYS.has(key) ? key : k);
      };
      try {
        visit(JSON.parse(text), '');
      } catch {
        // tsconfig files may hold comments; the text checks below still run
      }
    }
    for (const match of text.matchAll(MACHINE_PATH)) add(match.index, `names a path of a machine: ${match[0]}`);
    // Only the checkout itself: its parent may be a folder every machine has (/tmp).
    for (let index = text.indexOf(root + '/'); index !== -1; index = text.indexOf(root + '/', index + 1)) {
      add(index, `names this checkout's own location: ${root}`);
    }
  }
  return problems;
}

/** Every tracked (and new, not ignored) source file of the repository. */
export function trackedSourceFiles(root) {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed
    .split('\0')
    .filter((file) => file && SOURCE.test(file) && !SKIP.test(file))
    .flatMap((file) => {
      try {
        return [{ file, text: readFileSync(path.join(root, file), 'utf8') }];
      } catch {
        return []; // deleted in the work tree
      }
    });
}

export function checkRepositoryPaths(root) {
  const problems = findPathProblems(root, trackedSourceFiles(root));
  for (const p of problems) console.error(`${p.file}:${p.line}: ${p.problem}`);
  return problems.length === 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = path.resolve(import.meta.dirname, '..');
  if (!checkRepositoryPaths(root)) {
    console.error('These files name paths outside the repository; they would break a fresh clone.');
    process.exit(1);
  }
  console.log('Repository paths: no file names a path outside the repository.');
}
