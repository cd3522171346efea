import { formatTurkishDate, istanbulToday } from '@paydos/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchBrowser, logIn, newPage, siteUrl } from './support/browser';
import { demoLogins } from './support/demo-logins';
import { expectFitsThePhone } from './support/fits-the-phone';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE = { width: 390, height: 844 };

describe(
  'issue 24 item 1 (Yönetmelik art. 20): the employee acknowledges his approved annual leave',
  { timeout: 120_000 },
  () => {
    it('Yönetmelik art. 20: Zeynep confirms her current annual leave on her phone after reading what she signs; Ayşe reads "Personel kaydı onayladı" on her page', async () => {
      // axe-core is injected as a script: the page's CSP would refuse it (delegate-approval.e2e.ts does the same).
      const { context, page } = await newPage(browser, PHONE, { bypassCSP: true });
      await logIn(page, 'demo', 'zeynep.kaya@demo.paydos.test', demoLogins().password);
      await page.waitForURL('**/dashboard');
      await page.goto(siteUrl('demo', '/my-leave-requests'));
      // The demo's current leave of Zeynep (she is away today) is approved and not yet confirmed.
      const button = page.getByRole('button', { name: /^Kaydı onayla: / }).first();
      await button.waitFor();
      const dates = (await button.getAttribute('aria-label'))!
        .replace('Kaydı onayla: ', '')
        .replace(' yıllık izni', '');
      await expectFitsThePhone(page);
      expect(await axeViolations(page)).toEqual([]);

      await button.click();
      const dialog = page.getByRole('dialog', { name: 'Yıllık izin kaydını onaylıyor musunuz?' });
      expect(await dialog.textContent()).toContain(`${dates} tarihleri arasında`);
      expect(await dialog.textContent()).toContain('yıllık ücretli izin kullandığımı onaylıyorum');
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Onaylıyorum' }).click();
      await page.getByText('İzin kaydını onayladınız; izin kayıt belgenizde bu tarihle görünür.').first().waitFor();
      const today = formatTurkishDate(istanbulToday(new Date()));
      await page.getByText(`Kaydı onayladınız (${today})`).first().waitFor();
      expect(await page.getByRole('button', { name: `Kaydı onayla: ${dates} yıllık izni` }).count()).toBe(0);
      // The toast takes the focus a frame after it is drawn (keyboard-focus.e2e.ts polls it the same way).
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName), { timeout: 5000 }).not.toBe('BODY');
      await context.close();

      const admin = await newPage(browser);
      await logIn(admin.page, 'demo', 'ayse.yilmaz@demo.paydos.test', demoLogins().password);
      await admin.page.waitForURL('**/dashboard');
      await admin.page.goto(siteUrl('demo', '/staff-management'));
      await admin.page
        .getByRole('link', { name: /Zeynep Kaya/ })
        .first()
        .click();
      await admin.page.waitForURL('**/employee/**');
      await admin.page.getByText(`Personel kaydı onayladı (${today})`).first().waitFor();
      await admin.context.close();
    });
  },
);
