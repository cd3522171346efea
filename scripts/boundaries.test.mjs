import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cruisedRoots, findBoundaryViolations } from './boundaries.mjs';

const root = path.resolve(import.meta.dirname, '..');
// A miniature repository with one deliberately bad import per rule, and the allowed cases beside them.
const fixture = path.join(import.meta.dirname, 'fixtures/boundaries');

describe('module boundaries (issue 22, item 1; docs/ARCHITECTURE.md "Rules")', () => {
  it('the repository keeps every boundary rule: no cycles, platform and ui/ know no feature, features meet through index.ts, e2e and bench use entry points', async () => {
    expect(await findBoundaryViolations(root)).toEqual([]);
  }, 60_000);

  it('each rule fires on its bad import in the fixture, and the allowed imports pass', async () => {
    const violations = await findBoundaryViolations(
      fixture,
      cruisedRoots.filter((dir) => dir !== 'packages/server/test'),
    );
    expect(violations.map((v) => v.replace(/ \(.*\)$/, ''))).toEqual([
      'contract-between-server-and-web: packages/contract/src/reaches-web.ts → packages/web/src/ui/Borrows.tsx',
      'domain-stands-alone: packages/domain/src/reaches-up.ts → packages/server/src/app.ts',
      'e2e-bench-through-entry-points: bench/reaches-in.ts → packages/server/src/platform/knows-a-feature.ts',
      'features-through-index: packages/server/src/features/beta/uses-internal.ts → packages/server/src/features/alpha/inner.ts',
      'no-cycles: packages/domain/src/first.ts → packages/domain/src/second.ts',
      'server-platform-not-features: packages/server/src/platform/knows-a-feature.ts → packages/server/src/features/alpha/index.ts',
      'web-ui-platform-not-features: packages/web/src/ui/Borrows.tsx → packages/web/src/features/gamma/Page.tsx',
    ]);
  }, 60_000);
});
