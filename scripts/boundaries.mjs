// The module boundaries, held by dependency-cruiser (run by scripts/boundaries.test.mjs in npm test;
// `node scripts/boundaries.mjs` prints the violations). docs/ARCHITECTURE.md "Rules" says why.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cruise } from 'dependency-cruiser';

/** What is cruised: every package's sources, the browser tests and the benchmarks. */
export const cruisedRoots = [
  'packages/domain/src',
  'packages/contract/src',
  'packages/server/src',
  'packages/server/test',
  'packages/web/src',
  'e2e',
  'bench',
];

// A test may set up its world through any module; the rules below hold the code (cycles hold tests too).
const notATest = '\\.test\\.tsx?$';

export const boundaryRules = [
  {
    name: 'no-cycles',
    comment: 'No module imports itself through others, type imports included: server, web and domain.',
    severity: 'error',
    from: {},
    to: { circular: true },
  },
  {
    name: 'server-platform-not-features',
    comment:
      "The server's platform/ and db/ serve every feature and know none (a feature's value comes in as a parameter).",
    severity: 'error',
    from: { path: '^packages/server/src/(platform|db)/', pathNot: notATest },
    to: { path: '^packages/server/src/features/' },
  },
  {
    name: 'web-ui-platform-not-features',
    comment: "The web's ui/ and platform/ serve every feature and know none.",
    severity: 'error',
    from: { path: '^packages/web/src/(ui|platform)/', pathNot: notATest },
    to: { path: '^packages/web/src/features/' },
  },
  {
    name: 'features-through-index',
    comment: "A feature uses another only through that feature's index.ts, its public surface.",
    severity: 'error',
    from: { path: '^packages/(server|web)/src/features/([^/]+)/', pathNot: notATest },
    to: {
      path: '^packages/$1/src/features/[^/]+/',
      pathNot: ['^packages/$1/src/features/$2/', '^packages/$1/src/features/[^/]+/index\\.tsx?$'],
    },
  },
  {
    name: 'e2e-bench-through-entry-points',
    comment:
      "The browser tests and benchmarks use the server's entry points: app, config, db, its test support and each feature's index.ts.",
    severity: 'error',
    from: { path: '^(e2e|bench)/' },
    to: {
      path: '^packages/server/src/',
      pathNot: '^packages/server/src/((app|config)\\.ts|db/.+|features/[^/]+/index\\.ts)$',
    },
  },
  {
    name: 'domain-stands-alone',
    comment: 'The domain is shared by server and web and imports neither.',
    severity: 'error',
    from: { path: '^packages/domain/' },
    to: { path: '^packages/(server|web)/' },
  },
  {
    name: 'contract-between-server-and-web',
    comment:
      'The contract (request and response schemas, messages) is shared by server and web: it builds on the domain and imports neither.',
    severity: 'error',
    from: { path: '^packages/contract/' },
    to: { path: '^packages/(server|web)/' },
  },
];

/**
 * The violations of the boundary rules among the files under `roots` (relative to `baseDir`), as
 * `rule: from → to` lines (a cycle lists its modules).
 */
export async function findBoundaryViolations(baseDir, roots = cruisedRoots) {
  const result = await cruise(
    roots,
    {
      baseDir,
      validate: true,
      ruleSet: { forbidden: boundaryRules },
      // Type-only imports are dependencies too: they tie the modules together the same way.
      tsPreCompilationDeps: true,
      doNotFollow: { path: 'node_modules' },
      exclude: { path: '(^|/)(node_modules|dist)/' },
    },
    { extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js'] },
  );
  const violations = result.output.summary.violations.map((v) => {
    const cycle = v.cycle?.length ? ` (${[v.from, ...v.cycle.map((step) => step.name ?? step)].join(' → ')})` : '';
    return `${v.rule.name}: ${v.from} → ${v.to}${cycle}`;
  });
  return [...new Set(violations)].sort();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = path.resolve(import.meta.dirname, '..');
  const violations = await findBoundaryViolations(root);
  for (const v of violations) console.error(v);
  console.log(violations.length === 0 ? 'Boundaries: no violation.' : `${violations.length} boundary violations.`);
  process.exitCode = violations.length === 0 ? 0 : 1;
}
