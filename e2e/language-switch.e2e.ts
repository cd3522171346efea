import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, siteUrl } from './support/browser';

/**
 * Issue 26 item 5: the logged-out pages' language switch. A visitor in a Turkish browser chooses English on the landing
 * page; the choice goes along to the organization's login page (another origin: `?lang=`), the API calls say the
 * page's language (Accept-Language), and the visitor switches back to Türkçe.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('the language switch of the logged-out pages (issue 26 item 5)', () => {
  it('a Turkish browser switches the landing page to English, the organization login follows, and it switches back to Türkçe', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto(siteUrl(null, '/'));
      await page
        .getByRole('heading', { level: 1, name: 'Şirketinizin izinlerini dakikalar içinde düzene sokun' })
        .waitFor();
      expect(await lang(page)).toBe('tr');

      await page.getByRole('button', { name: 'Dili değiştir: English' }).click();
      await page.getByRole('heading', { level: 1, name: "Get your company's leave in order in minutes" }).waitFor();
      expect(await lang(page)).toBe('en');
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

      // The main site's company login leads to the organization's own site, which has a storage of its own.
      await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
      await page.getByRole('heading', { level: 1, name: 'Company Sign-In' }).waitFor();
      await page.getByLabel('Subdomain').fill('demo');
      const organizationInfo = page.waitForRequest(
        (request) => request.url().includes('demo.localhost') && request.url().includes('/api/'),
      );
      await page.getByRole('button', { name: 'Continue' }).click();
      expect((await organizationInfo).headers()['accept-language']).toBe('en');
      await page.getByText('Log in to your account').waitFor();
      expect(await lang(page)).toBe('en');
      expect(new URL(page.url()).search).toBe('');
      expect(await page.getByRole('button', { name: 'Log In' }).isVisible()).toBe(true);

      await page.getByRole('button', { name: 'Change language: Türkçe' }).click();
      await page.getByText('Hesabınıza giriş yapın').waitFor();
      expect(await lang(page)).toBe('tr');
      const turkishCall = page.waitForRequest((request) => request.url().includes('/api/'));
      await page.reload();
      expect((await turkishCall).headers()['accept-language']).toBe('tr');
      await page.getByText('Hesabınıza giriş yapın').waitFor();

      // The landing page keeps its own choice until the visitor changes it there too.
      await page.goto(siteUrl(null, '/'));
      await page.getByRole('button', { name: 'Change language: Türkçe' }).click();
      await page
        .getByRole('heading', { level: 1, name: 'Şirketinizin izinlerini dakikalar içinde düzene sokun' })
        .waitFor();
      expect(await lang(page)).toBe('tr');
    } finally {
      await context.close();
    }
  });

  it('the operator’s login page offers English too', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto(siteUrl('superadmin', '/login'));
      await page.getByRole('button', { name: 'Dili değiştir: English' }).click();
      await page.getByText('Paydos system administration').waitFor();
      expect(await lang(page)).toBe('en');
    } finally {
      await context.close();
    }
  });
});
