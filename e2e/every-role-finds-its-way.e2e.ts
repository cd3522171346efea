import type { CurrentUser } from '@paydos/contract/auth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from './support/demo-logins';
import { launchBrowser, logIn, newPage, siteUrl } from './support/browser';

const ADMIN = 'ayse.yilmaz@demo.paydos.test';
const MANAGER = 'mehmet.demir@demo.paydos.test';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const sidebar = (page: Page) => page.getByRole('navigation').first();

/** The menu entry and the dashboard's button both lead to one's own requests (product §D8 "Everyone may take leave"). */
async function findsOwnLeave(page: Page) {
  await page.getByRole('link', { name: 'Yeni İzin Talebi' }).click();
  await page.waitForURL('**/my-leave-requests?create=true');
  await page.getByRole('heading', { name: 'İzin Taleplerim' }).waitFor();
  await page.getByRole('button', { name: 'Talep Gönder' }).waitFor();
  await page.goto(siteUrl('demo', '/dashboard'));
  await sidebar(page).getByRole('link', { name: 'İzin Taleplerim' }).click();
  await page.waitForURL('**/my-leave-requests');
  await page.getByRole('heading', { name: 'İzin Taleplerim' }).waitFor();
}

describe('every role finds its way (issue 21, item 2)', { timeout: 60_000 }, () => {
  it('the ADMIN reaches her own leave requests from the menu and the dashboard', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'demo', ADMIN, demoLogins().password);
    await page.waitForURL('**/dashboard');
    await findsOwnLeave(page);
    await context.close();
  });

  it('the MANAGER reaches his own requests (his pending one is there) at desktop and phone width', async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const { context, page } = await newPage(browser, viewport);
      await logIn(page, 'demo', MANAGER, demoLogins().password);
      await page.waitForURL('**/dashboard');
      await page.getByRole('link', { name: 'Yeni İzin Talebi' }).waitFor();
      if (viewport.width < 1024) {
        await page.getByRole('button', { name: 'Menüyü aç' }).click();
        await page.getByRole('dialog').getByRole('link', { name: 'İzin Taleplerim' }).click();
      } else {
        await sidebar(page).getByRole('link', { name: 'İzin Taleplerim' }).click();
      }
      await page.waitForURL('**/my-leave-requests');
      // The demo is in the two-step flow (issue 23): a Müdür's own request skips his own step and waits at İK.
      await page.getByText(/İK'da/).first().waitFor();
      await context.close();
    }
    const { context, page } = await newPage(browser);
    await logIn(page, 'demo', MANAGER, demoLogins().password);
    await page.waitForURL('**/dashboard');
    await findsOwnLeave(page);
    await context.close();
  });

  it('the trial banner tells a MANAGER whom to ask instead of linking to a payment page he cannot use; the ADMIN keeps "Plan Seç"', async () => {
    const manager = await newPage(browser);
    await logIn(manager.page, 'demo', MANAGER, demoLogins().password);
    await manager.page.waitForURL('**/dashboard');
    const banner = manager.page.locator('[data-color]');
    await banner.getByText(/Deneme sürenizin bitmesine \d+ gün kaldı/).waitFor();
    expect(await banner.getByTestId('trial-ask-admin').innerText()).toBe(
      'Planı kuruluşunuzun yöneticisi seçebilir; lütfen ona başvurun.',
    );
    expect(await banner.getByRole('link').count()).toBe(0);
    expect(await manager.page.locator('a[href="/payment"]').count()).toBe(0);
    await manager.context.close();

    const admin = await newPage(browser);
    await logIn(admin.page, 'demo', ADMIN, demoLogins().password);
    await admin.page.waitForURL('**/dashboard');
    await admin.page.locator('[data-color]').getByRole('link', { name: 'Plan Seç' }).click();
    await admin.page.waitForURL('**/payment');
    await admin.context.close();
  });

  it('"Demo İzle" on the landing page logs a fresh browser in to the demo organization as its admin, not the operator site', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(siteUrl(null, '/'));
    const demo = page.getByRole('button', { name: 'Demo İzle' });
    await demo.click();
    await page.waitForURL(/\/dashboard$/);
    const url = new URL(page.url());
    expect(url.hostname).toBe('demo.localhost');
    expect(url.hash).toBe(''); // the handover code does not stay in the address bar
    await page.getByRole('heading', { name: 'Hoş geldiniz, Ayşe' }).waitFor();
    const stored = await page.evaluate(() => ({
      role: (JSON.parse(localStorage.getItem('user') ?? '{}') as Partial<CurrentUser>).role,
      operator: localStorage.getItem('superAdminToken'),
    }));
    expect(stored).toEqual({ role: 'ADMIN', operator: null });
    // The operator site knows nothing of this visitor.
    await page.goto(siteUrl('superadmin', '/analytics'));
    await page.waitForURL('**/login');
    await context.close();
  });

  it('"Demo İzle" is not shown where the installation has no demo (the page carries no paydos-demo)', async () => {
    const { context, page } = await newPage(browser);
    await page.route(siteUrl(null, '/'), async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<meta name="paydos-demo"[^>]*>/, '');
      await route.fulfill({ response, body: html });
    });
    await page.goto(siteUrl(null, '/'));
    await page.getByRole('link', { name: '14 Gün Ücretsiz Deneyin' }).waitFor();
    expect(await page.getByRole('button', { name: 'Demo İzle' }).count()).toBe(0);
    await context.close();
  });
});
