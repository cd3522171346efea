import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from './support/demo-logins';
import { launchBrowser, logIn, newPage, siteUrl } from './support/browser';

const ADMIN = 'ayse.yilmaz@demo.paydos.test';
/** What index.html's early fetch leaves on the page (packages/web/src/platform/early-fetch.ts). */
type EarlyWindow = Window & { paydosEarlyFetch?: { calls: Record<string, unknown> } };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the dashboard’s first paint (issue 25 item 6)', () => {
  it('a reload asks /auth/me and the summary once each: the page starts them (the early fetch) and the app takes them', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'demo', ADMIN, demoLogins().password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Hoş geldiniz, Ayşe' }).waitFor();
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) asked.push(pathname);
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Hoş geldiniz, Ayşe' }).waitFor();
    await page.getByTestId('pending-card-link').waitFor();
    expect(asked.filter((pathname) => pathname === '/api/auth/me')).toHaveLength(1);
    expect(asked.filter((pathname) => pathname === '/api/dashboard/summary')).toHaveLength(1);
    // The page's script made both calls and the app took each of them (platform/early-fetch.ts).
    expect(
      await page.evaluate(() => Object.keys((window as EarlyWindow).paydosEarlyFetch?.calls ?? { none: 0 })),
    ).toEqual([]);
    await context.close();
  });

  it('without a stored session the page asks nothing early, and the login page shows', async () => {
    const { context, page } = await newPage(browser);
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) asked.push(pathname);
    });
    await page.goto(siteUrl('demo', '/dashboard'));
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Demo Teknoloji A.Ş.' }).waitFor();
    expect(asked).not.toContain('/api/auth/me');
    expect(asked).not.toContain('/api/dashboard/summary');
    expect(await page.evaluate(() => (window as EarlyWindow).paydosEarlyFetch)).toBeUndefined();
    await context.close();
  });
});
