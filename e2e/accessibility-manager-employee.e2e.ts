import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilitySweep } from './support/accessibility-sweep';
import { launchBrowser } from './support/browser';
import { prepareDemo, type PreparedDemo } from './support/phone-tour-demo';
import { employeeTours, managerTours } from './support/tour-routes';

let browser: Browser;
let demo: PreparedDemo;
beforeAll(async () => {
  browser = await launchBrowser();
  demo = await prepareDemo();
});
afterAll(() => browser?.close());

describe(
  'no axe-core violation of WCAG 2.2 AA at 1280 and 390 px (issue 21): the organization’s MANAGER and EMPLOYEE',
  { timeout: 300_000 },
  () => {
    it('the MANAGER: every page they may open, its open states and a person’s detail', async () => {
      expect(await accessibilitySweep(browser, managerTours(demo))).toEqual([]);
    });

    it('the EMPLOYEE: every page they may open, the menu and the date picker', async () => {
      expect(await accessibilitySweep(browser, employeeTours())).toEqual([]);
    });
  },
);
