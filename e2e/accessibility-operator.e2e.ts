import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilitySweep } from './support/accessibility-sweep';
import { launchBrowser } from './support/browser';
import { prepareDemo, type PreparedDemo } from './support/phone-tour-demo';
import { operatorTours } from './support/tour-routes';

let browser: Browser;
let demo: PreparedDemo;
beforeAll(async () => {
  browser = await launchBrowser();
  demo = await prepareDemo();
});
afterAll(() => browser?.close());

describe(
  'no axe-core violation of WCAG 2.2 AA at 1280 and 390 px (issue 21): the operator',
  { timeout: 300_000 },
  () => {
    it('its login, then every page, the menu, the date picker, the inline edits, every dialog and a mail opened', async () => {
      expect(await accessibilitySweep(browser, operatorTours(demo))).toEqual([]);
    });
  },
);
