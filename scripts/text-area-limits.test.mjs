import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'packages/web/src');

/**
 * Every `<TextAreaField …>` element of the web's pages and of the ui/ groups of fields they share (PersonFields),
 * with the file it is in (the design samples show one without a limit on purpose; ui/Field defines it).
 */
function textAreas() {
  return readdirSync(web, { recursive: true })
    .map(String)
    .filter(
      (file) =>
        file.endsWith('.tsx') &&
        !file.endsWith('.test.tsx') &&
        (file.startsWith(`features${path.sep}`) || file.startsWith(`ui${path.sep}`)) &&
        !file.startsWith(`features${path.sep}design-system${path.sep}`),
    )
    .flatMap((file) => {
      const source = readFileSync(path.join(web, file), 'utf8');
      return [...source.matchAll(/<TextAreaField\b[\s\S]*?\/>/g)].map((m) => [file, m[0]]);
    });
}

describe('text areas show their limit (issue 21, item 1: every length limit shown)', () => {
  it('rule: every text area of a page has maxLength, so TextAreaField shows its counter and the browser stops at the server’s limit', () => {
    const all = textAreas();
    expect(all.length).toBeGreaterThanOrEqual(15);
    expect(all.filter(([, element]) => !/\bmaxLength=/.test(element)).map(([file]) => file)).toEqual([]);
  });

  it('rule: a page’s limit is a shared TEXT_LIMITS figure (or the leave reason’s), not a number of its own that could drift from the server', () => {
    const literal = textAreas().filter(([, element]) => /\bmaxLength=\{\d+\}/.test(element));
    expect(literal.map(([file]) => file)).toEqual([]);
  });
});
