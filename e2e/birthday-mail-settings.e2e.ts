import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from './support/demo-logins';
import { launchBrowser, logIn, newPage, siteUrl } from './support/browser';

const PHONE = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function signedIn(email: string, viewport?: { width: number; height: number }) {
  const opened = await newPage(browser, viewport);
  await logIn(opened.page, 'demo', email, demoLogins().password);
  await opened.page.waitForURL('**/dashboard');
  return opened;
}

/** Clicks the setting, waits for its toast, reloads and answers what the server kept. */
async function toggleAndReload(page: Page, label: string, toast: string) {
  await page.getByLabel(label).click();
  await page.getByText(toast).first().waitFor();
  await page.reload();
  return page.getByLabel(label).isChecked();
}

describe(
  'birthday mail settings (product §D7: the organization and each person can turn them off)',
  { timeout: 120_000 },
  () => {
    it('the admin turns the organization’s birthday mails off on /organization and back on; it persists after a reload', async () => {
      const { context, page } = await signedIn('ayse.yilmaz@demo.paydos.test');
      await page.goto(siteUrl('demo', '/organization'));
      const label = 'Doğum günü e-postaları';
      expect(await page.getByLabel(label).isChecked()).toBe(true);
      expect(await toggleAndReload(page, label, 'Doğum günü e-postaları kapatıldı')).toBe(false);
      expect(await toggleAndReload(page, label, 'Doğum günü e-postaları açıldı')).toBe(true);
      await context.close();
    });

    it('an employee who opted out (the demo’s Emre) turns his birthday mail on and off again on /my-profile, on a phone', async () => {
      const { context, page } = await signedIn('emre.sahin@demo.paydos.test', PHONE);
      await page.goto(siteUrl('demo', '/my-profile'));
      const label = 'Doğum günümde kutlama e-postası gönderilsin';
      expect(await page.getByLabel(label).isChecked()).toBe(false);
      expect(await toggleAndReload(page, label, 'Doğum günü e-postaları açıldı')).toBe(true);
      expect(await toggleAndReload(page, label, 'Doğum günü e-postaları kapatıldı')).toBe(false);
      // The rest of the profile is untouched by saving the one setting.
      await page.getByText('+90 535 444 55 66').waitFor();
      await context.close();
    });
  },
);
