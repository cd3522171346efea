import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { measureClipping } from './phone-tour-clipping';

/** The page fits the phone: nothing scrolls sideways, nothing is cut (phone-tour-clipping.ts). */
export async function expectFitsThePhone(page: Page) {
  const width = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(width[0], 'scrolls sideways').toBeLessThanOrEqual(width[1]!);
  expect(await page.evaluate(measureClipping)).toEqual([]);
}
