import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../packages/server/test/factories';
import { launchBrowser, logIn, newPage, siteUrl } from './support/browser';
import { E2E_COUPON, E2E_PAYER } from './support/people';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function fillCard(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Kart bilgileri' });
  await form.getByLabel('Kart numarası').fill(number);
  await form.getByLabel('Son kullanma (AA/YY)').fill('1239');
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Kart üzerindeki isim').fill('Şule Işık');
  return form;
}

async function fitsPhone(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

describe(
  'payment (issue 13): the admin of an expiring trial pays the yearly plan with a coupon',
  { timeout: 120_000 },
  () => {
    it('coupon applied, the declined test card shows the failure, a good card makes the plan active; the banner goes and the receipt downloads; it fits 390 px', async () => {
      const { context, page } = await newPage(browser);
      await logIn(page, E2E_PAYER.subdomain, E2E_PAYER.email, TEST_PASSWORD);
      await page.waitForURL('**/dashboard');
      const banner = page.locator('[data-color]');
      await banner.waitFor();
      expect(await banner.getAttribute('data-color')).toBe('red');
      await banner.getByRole('link').click();
      await page.waitForURL('**/payment');

      await page.getByTestId('plan-state').getByText('Deneme süreniz devam ediyor').waitFor();
      await page.getByTestId('people-billed').getByText('2 kişi').waitFor();
      await page.getByTestId('plan-yearly').getByText('%14 indirim').waitFor();
      await page.getByTestId('plan-yearly').click();
      expect(await page.getByTestId('total-amount').innerText()).toBe('1.416,00 ₺');

      // A coupon that does not exist, then the real one (checked on the server).
      await page.getByLabel('Kupon kodu').fill('YOKBOYLE');
      await page.getByRole('button', { name: 'Uygula' }).click();
      await page.getByText('Bu kupon kodu geçerli değil.').waitFor();
      await page.getByLabel('Kupon kodu').fill(E2E_COUPON.toLowerCase());
      await page.getByRole('button', { name: 'Uygula' }).click();
      await page.getByText(`${E2E_COUPON} kuponu uygulandı: %20 indirim`).waitFor();
      expect(await page.getByTestId('total-amount').innerText()).toBe('1.132,80 ₺');

      // The card form's own checks, in Turkish.
      const empty = page.getByRole('form', { name: 'Kart bilgileri' });
      await empty.getByRole('button', { name: /öde$/ }).click();
      await page.getByText('Geçerli bir kart numarası girin.').waitFor();
      await page.getByText('Kart sahibinin adını girin.').waitFor();

      // The declined test card: pending state during the provider's delay, then the failure.
      let form = await fillCard(page, '4000 0000 0000 0002');
      await form.getByRole('button', { name: '1.132,80 ₺ öde' }).click();
      await page.getByText('Ödeme işleniyor, lütfen bekleyin...').waitFor();
      await page
        .getByText('Ödeme reddedildi: kartınızdan çekim yapılamadı.', { exact: false })
        .waitFor({ timeout: 15_000 });
      await page.getByRole('table', { name: 'Ödeme geçmişi' }).getByText('Başarısız').waitFor();

      await page.setViewportSize({ width: 390, height: 844 });
      expect(await fitsPhone(page)).toBe(true);
      await page.setViewportSize({ width: 1280, height: 800 });

      // A good card: the plan becomes active.
      form = await fillCard(page, '4242 4242 4242 4242');
      await form.getByRole('button', { name: '1.132,80 ₺ öde' }).click();
      await page
        .getByTestId('plan-state')
        .getByText('Yıllık aboneliğiniz aktif.', { exact: false })
        .waitFor({ timeout: 15_000 });
      const rows = page.getByTestId('payment-row');
      await rows.filter({ hasText: 'Ödendi' }).getByText('1.132,80 ₺').waitFor();
      expect(await rows.count()).toBe(2);

      // The receipt downloads as a PDF.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        rows.filter({ hasText: 'Ödendi' }).getByRole('button', { name: 'Makbuz (PDF)' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^yesil-cinar-gida-a-s-makbuz-\d{4}-\d{2}-\d{2}\.pdf$/);
      const file = readFileSync(await download.path());
      expect(file.subarray(0, 5).toString()).toBe('%PDF-');

      await page.setViewportSize({ width: 390, height: 844 });
      expect(await fitsPhone(page)).toBe(true);

      // The trial banner is gone.
      await page.goto(siteUrl(E2E_PAYER.subdomain, '/dashboard'));
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.locator('[data-color]').count()).toBe(0);
      await context.close();
    });
  },
);
