import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilitySweep } from './support/accessibility-sweep';
import { launchBrowser } from './support/browser';
import { prepareDemo, type PreparedDemo } from './support/phone-tour-demo';
import { mainSiteTours, organizationLoggedOutTours } from './support/tour-routes';

let browser: Browser;
let demo: PreparedDemo;
beforeAll(async () => {
  browser = await launchBrowser();
  demo = await prepareDemo();
});
afterAll(() => browser?.close());

describe(
  'no axe-core violation of WCAG 2.2 AA at 1280 and 390 px (issue 21): the pages before logging in',
  { timeout: 300_000 },
  () => {
    it('the main site: landing, company login, the onboarding’s steps, invitation sign-up, organization setup, consent page, /test-design', async () => {
      expect(await accessibilitySweep(browser, mainSiteTours(demo))).toEqual([]);
    });

    it('the organization site logged out: login, forgot and reset password, the consent page with its reject reason, /test-design', async () => {
      expect(await accessibilitySweep(browser, organizationLoggedOutTours(demo))).toEqual([]);
    });
  },
);
