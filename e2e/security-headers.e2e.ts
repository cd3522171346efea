import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from './support/demo-logins';
import { launchBrowser, logIn, newPage, siteUrl } from './support/browser';

const ADMIN = 'ayse.yilmaz@demo.paydos.test';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/**
 * A page that records every Content-Security-Policy violation two ways: the `securitypolicyviolation`
 * event inside the page, and Chromium's console report ("Refused to … because it violates the following
 * Content Security Policy directive").
 */
async function watchedPage(viewport?: { width: number; height: number }) {
  const opened = await newPage(browser, viewport);
  const consoleReports: string[] = [];
  opened.page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleReports.push(message.text());
  });
  await opened.context.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  const violations = async (page: Page) => [
    ...consoleReports,
    ...(await page.evaluate(() => window.cspViolations ?? [])),
  ];
  return { ...opened, violations };
}

/** Loads a page in full (so the CSP of its own answer applies), waits until it has drawn, and returns its violations. */
async function visit(watched: Awaited<ReturnType<typeof watchedPage>>, url: string) {
  const response = await watched.page.goto(url);
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await watched.page.waitForLoadState('networkidle');
  await watched.page.locator('#root > *').first().waitFor();
  return watched.violations(watched.page);
}

async function expectNoViolations(
  watched: Awaited<ReturnType<typeof watchedPage>>,
  subdomain: string | null,
  paths: string[],
) {
  const found: Record<string, string[]> = {};
  for (const pathname of paths) {
    const violations = await visit(watched, siteUrl(subdomain, pathname));
    if (violations.length) found[pathname] = violations;
  }
  expect(found).toEqual({});
}

async function close(context: BrowserContext) {
  await context.close();
}

describe('every page under the Content-Security-Policy (issue 15)', { timeout: 180_000 }, () => {
  it('the watcher sees a violation: an inline script injected into a page is refused and reported', async () => {
    const watched = await watchedPage();
    await visit(watched, siteUrl(null, '/'));
    await watched.page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
    });
    await watched.page.waitForFunction(() => window.cspViolations.length > 0);
    expect(await watched.page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
    expect((await watched.violations(watched.page)).join('\n')).toContain('script-src');
    await close(watched.context);
  });

  it('the main site’s pages, token pages included, run without a violation', async () => {
    const watched = await watchedPage();
    await expectNoViolations(watched, null, [
      '/',
      '/login',
      '/onboarding',
      '/register?token=gecersiz-davet',
      '/setup-organization',
      '/leave-approval/gecersiz',
      '/test-design',
    ]);
    await close(watched.context);
  });

  it('the demo organization’s pages, logged in as admin, run without a violation (a Radix dialog opened too)', async () => {
    const watched = await watchedPage();
    await expectNoViolations(watched, 'demo', [
      '/login',
      '/forgot-password',
      '/reset-password?token=gecersiz-sifirlama',
    ]);
    await logIn(watched.page, 'demo', ADMIN, demoLogins().password);
    await watched.page.waitForURL('**/dashboard');
    const employeeId = await watched.page.evaluate(async () => {
      const response = await fetch('/api/admin/users', {
        headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      const { users } = (await response.json()) as { users: Array<{ id: string; role: string }> };
      return users.find((u) => u.role === 'EMPLOYEE')!.id;
    });
    await expectNoViolations(watched, 'demo', [
      '/dashboard',
      '/my-profile',
      '/my-leave-requests',
      '/staff-management',
      '/leave-approvals',
      '/organization',
      '/data-uploads',
      '/monthly-report',
      '/historical-leave-data',
      '/payment',
      `/employee/${employeeId}`,
    ]);
    // Radix Dialog locks the page's scroll by inserting a <style> element: style-src must allow it.
    await watched.page.getByRole('button', { name: 'İzin Ekle' }).click();
    await watched.page.getByRole('dialog').waitFor();
    await watched.page.keyboard.press('Escape');
    expect(await watched.violations(watched.page)).toEqual([]);
    await close(watched.context);
  });

  it('the operator site’s pages, logged in, run without a violation', async () => {
    const watched = await watchedPage();
    await expectNoViolations(watched, 'superadmin', ['/login']);
    await watched.page.getByLabel('Kullanıcı adı').fill(demoLogins().operator.username);
    await watched.page.getByLabel('Şifre', { exact: true }).fill(demoLogins().operator.password);
    await watched.page.getByRole('button', { name: 'Giriş Yap' }).click();
    await watched.page.waitForURL('**/analytics');
    await expectNoViolations(watched, 'superadmin', [
      '/analytics',
      '/organizations',
      '/organizations/x/users',
      '/organizations/x/leaves',
      '/data-uploads',
      '/coupons',
      '/pricing',
      '/mail',
    ]);
    await close(watched.context);
  });

  it('a phone-width page runs without a violation too', async () => {
    const watched = await watchedPage({ width: 390, height: 844 });
    await expectNoViolations(watched, null, ['/', '/onboarding']);
    await close(watched.context);
  });
});
