import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runTours, type Tour } from './phone-tour';
import { useTourBrowser, type PreparedDemo } from './phone-tour-demo';

/** The sizes the accessibility sweep checks every stop at: a desktop and a phone. */
export const SWEEP_VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/**
 * Issue 21, item 6: axe-core's WCAG 2.2 AA rules (support/axe.ts) at every stop of the tours, at both sizes.
 * Returns one line per violation ("stop at width: rule (impact): target: help [why]") and console errors, to assert empty.
 */
export async function accessibilitySweep(browser: Browser, tours: Tour[]) {
  // ACCESSIBILITY_SWEEP_SCREENSHOTS=<folder> keeps a full-page screenshot of every stop, to look at.
  const screenshots = process.env.ACCESSIBILITY_SWEEP_SCREENSHOTS;
  if (screenshots) mkdirSync(screenshots, { recursive: true });
  const { offences, loads, stops } = await runTours(
    browser,
    { viewports: SWEEP_VIEWPORTS, screenshots, checks: { overflow: false, axe: true } },
    tours,
  );
  console.info(`axe-core: ${loads} page loads, ${stops} stops checked, ${offences.length} offences`);
  return offences;
}

/**
 * One accessibility-*.e2e.ts file: a browser and the prepared demo, then one test per entry of `tours` (its title →
 * the tours it sweeps), each expecting no violation.
 */
export function sweepFile(who: string, tours: Record<string, (demo: PreparedDemo) => Tour[]>) {
  const tour = useTourBrowser();

  describe(`no axe-core violation of WCAG 2.2 AA at 1280 and 390 px (issue 21): ${who}`, { timeout: 300_000 }, () => {
    for (const [title, toursOf] of Object.entries(tours))
      it(title, async () => {
        expect(await accessibilitySweep(tour.browser, toursOf(tour.demo))).toEqual([]);
      });
  });
}
