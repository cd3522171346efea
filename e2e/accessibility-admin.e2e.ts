import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilitySweep } from './support/accessibility-sweep';
import { launchBrowser } from './support/browser';
import { prepareDemo, type PreparedDemo } from './support/phone-tour-demo';
import { adminTours } from './support/tour-routes';

let browser: Browser;
let demo: PreparedDemo;
beforeAll(async () => {
  browser = await launchBrowser();
  demo = await prepareDemo();
});
afterAll(() => browser?.close());

describe(
  'no axe-core violation of WCAG 2.2 AA at 1280 and 390 px (issue 21): the organization’s ADMIN',
  { timeout: 300_000 },
  () => {
    it('every page, the menu, the date picker, the person picker’s list, the monthly report’s month, a person’s detail and every dialog', async () => {
      expect(await accessibilitySweep(browser, adminTours(demo))).toEqual([]);
    });
  },
);
