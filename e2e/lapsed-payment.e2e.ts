import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../packages/server/test/factories';
import { launchBrowser, logIn, newPage, siteUrl } from './support/browser';
import { E2E_LAPSED } from './support/people';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const EXPIRED = 'Deneme süresi dolmuş. Deneme süreniz sona erdi.';
const ADMIN_MAY_PAY = 'Yönetici iseniz giriş yapıp ödeme yapabilirsiniz.';

describe('a lapsed organization (issue 13: only its admin signs in, to pay)', { timeout: 120_000 }, () => {
  it('the login page shows the trial-expired message and keeps the form; the employee is refused; the admin lands on /payment, pays with the good card and reaches the dashboard', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(siteUrl(E2E_LAPSED.subdomain, '/login'));
    await page.getByTestId('trial-expired').getByText(EXPIRED, { exact: false }).waitFor();
    await page.getByText(ADMIN_MAY_PAY).waitFor();
    expect(await page.getByRole('button', { name: 'Giriş Yap' }).isEnabled()).toBe(true);

    // An employee cannot get in: 402 with the spec's message, no session.
    await logIn(page, E2E_LAPSED.subdomain, E2E_LAPSED.employeeEmail, TEST_PASSWORD);
    await page.getByText('Giriş başarısız').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // The admin gets in and lands on /payment.
    await logIn(page, E2E_LAPSED.subdomain, E2E_LAPSED.email, TEST_PASSWORD);
    await page.waitForURL('**/payment');
    await page.getByTestId('plan-state').getByText('Deneme süreniz doldu!', { exact: false }).waitFor();

    // Only the payment page is offered, and any other page brings the admin back to it.
    expect(await page.getByRole('link', { name: 'Kontrol Paneli' }).count()).toBe(0);
    await page.goto(siteUrl(E2E_LAPSED.subdomain, '/dashboard'));
    await page.waitForURL('**/payment');
    await page.getByTestId('plan-state').waitFor();

    await page.getByTestId('plan-monthly').click();
    const form = page.getByRole('form', { name: 'Kart bilgileri' });
    await form.getByLabel('Kart numarası').fill('4242 4242 4242 4242');
    await form.getByLabel('Son kullanma (AA/YY)').fill('1239');
    await form.getByLabel('CVC').fill('123');
    await form.getByLabel('Kart üzerindeki isim').fill('Gülşen Öztürk');
    await form.getByRole('button', { name: /öde$/ }).click();
    await page
      .getByTestId('plan-state')
      .getByText('Aylık aboneliğiniz aktif.', { exact: false })
      .waitFor({ timeout: 15_000 });

    // The rest of the app answers again, without reloading the page.
    await page.getByRole('link', { name: 'Kontrol Paneli' }).first().click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await context.close();
  });
});
