import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';

/**
 * axe-core inside the browser tests (issue 21, item 6): WCAG 2.2 AA, every violation a line of its own.
 * The tours (support/phone-tour.ts) call it at every stop when asked to.
 */

/** The rule sets checked: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe.min.js: the repository's axe-core dependency, or AXE_CORE_PATH (the file, or the package's folder) where it is not installed. */
export function axeScriptPath(): string {
  try {
    return createRequire(import.meta.url).resolve('axe-core/axe.min.js');
  } catch {
    const given = process.env.AXE_CORE_PATH;
    const file = given && (given.endsWith('.js') ? given : path.join(given, 'axe.min.js'));
    if (file && existsSync(file)) return file;
    throw new Error(
      'axe-core is not installed: run `npm install` (it is a devDependency), or set AXE_CORE_PATH to its axe.min.js.',
    );
  }
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * The violations on the page as it is now, one line per rule and element: "rule (impact): target — help [detail]".
 * The script goes in once per document; the page's CSP forbids inline scripts, so the tour's context bypasses it.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeScriptPath() });
  const violations = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations as AxeViolation[];
  }, WCAG_AA_TAGS);
  return violations.flatMap((v) =>
    v.nodes.map((node) => {
      // "Fix any of the following: Element has insufficient color contrast of 2.63 (…)": the first line that says why.
      const why = node.failureSummary
        ?.split('\n')
        .find((line) => line.trim() && !/^Fix (any|all) of the following:$/.test(line.trim()))
        ?.trim();
      return `${v.id} (${v.impact ?? 'n/a'}): ${node.target.map(String).join(' › ')}: ${v.help}${why ? ` [${why}]` : ''}`;
    }),
  );
}
