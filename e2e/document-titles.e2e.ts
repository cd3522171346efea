import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from './support/demo-logins';
import { launchBrowser, logIn, newPage, siteUrl } from './support/browser';

/** index.html's title, the one every page had before issue 21. */
const DEFAULT_TITLE = 'Paydos · İzin Yönetimi';
const ORGANIZATION = 'Demo Teknoloji A.Ş.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Opens each path and reads document.title once the page has rendered its heading and its data. */
async function titlesOf(page: Page, subdomain: string | null, paths: string[]): Promise<Record<string, string>> {
  const titles: Record<string, string> = {};
  for (const path of paths) {
    await page.goto(siteUrl(subdomain, path));
    await page.waitForFunction(
      (initial) => document.title !== initial && !!document.querySelector('h1'),
      DEFAULT_TITLE,
    );
    await page.waitForLoadState('networkidle');
    titles[path] = await page.title();
  }
  return titles;
}

/** Every title differs from the default and from every other route's, and ends as its site says. */
function expectUnique(titles: Record<string, string>, ending: string) {
  const values = Object.values(titles);
  expect(values.filter((title) => title === DEFAULT_TITLE)).toEqual([]);
  expect(new Set(values).size, JSON.stringify(titles, null, 2)).toBe(values.length);
  for (const title of values) expect(title.endsWith(ending), title).toBe(true);
}

const everyone = ['/dashboard', '/my-profile', '/my-leave-requests', '/team-calendar'];
const managers = ['/monthly-report', '/historical-leave-data', '/payment'];
const admins = ['/staff-management', '/leave-approvals', '/organization', '/data-uploads'];

async function signedIn(email: string) {
  const { context, page } = await newPage(browser);
  await logIn(page, 'demo', email, demoLogins().password);
  await page.waitForURL('**/dashboard');
  return { context, page };
}

describe(
  'per-page document titles (issue 21, WCAG 2.4.2): "page · organization · Paydos", unique per route',
  { timeout: 180_000 },
  () => {
    it('the main site and an organization’s logged-out pages', async () => {
      const { context, page } = await newPage(browser);
      const main = await titlesOf(page, null, [
        '/',
        '/login',
        '/onboarding',
        '/register',
        '/setup-organization',
        '/leave-approval/x',
        '/test-design',
      ]);
      expectUnique(main, ' · Paydos');
      expect(main['/login']).toBe('Şirket Girişi · Paydos');
      const loggedOut = await titlesOf(page, 'demo', [
        '/login',
        '/forgot-password',
        '/reset-password',
        '/leave-approval/x',
        '/test-design',
      ]);
      expectUnique(loggedOut, ' · Paydos');
      expect(loggedOut['/login']).toBe(`Giriş Yap · ${ORGANIZATION} · Paydos`);
      await context.close();
    });

    it('every route of the ADMIN, the MANAGER and the EMPLOYEE', async () => {
      const admin = await signedIn('ayse.yilmaz@demo.paydos.test');
      const employeePath = await admin.page.locator('a[href^="/employee/"]').first().getAttribute('href');
      const adminTitles = await titlesOf(admin.page, 'demo', [...everyone, ...admins, ...managers, employeePath!]);
      expectUnique(adminTitles, ` · ${ORGANIZATION} · Paydos`);
      expect(adminTitles['/leave-approvals']).toBe(`İzin Onayları · ${ORGANIZATION} · Paydos`);
      expect(adminTitles[employeePath!]).toMatch(new RegExp(`^\\S+ \\S+ · ${ORGANIZATION} · Paydos$`)); // the person's name
      await admin.context.close();

      const manager = await signedIn('mehmet.demir@demo.paydos.test');
      expectUnique(
        await titlesOf(manager.page, 'demo', [...everyone, ...managers, employeePath!]),
        ` · ${ORGANIZATION} · Paydos`,
      );
      await manager.context.close();

      const employee = await signedIn('zeynep.kaya@demo.paydos.test');
      expectUnique(await titlesOf(employee.page, 'demo', everyone), ` · ${ORGANIZATION} · Paydos`);
      await employee.context.close();
    });

    it('every route of the operator site ends with "Paydos Yönetim"', async () => {
      const { context, page } = await newPage(browser);
      const login = await titlesOf(page, 'superadmin', ['/login']);
      await page.getByLabel('Kullanıcı adı').fill(demoLogins().operator.username);
      await page.getByLabel('Şifre', { exact: true }).fill(demoLogins().operator.password);
      await page.getByRole('button', { name: 'Giriş Yap' }).click();
      await page.waitForURL('**/analytics');
      await page.goto(siteUrl('superadmin', '/organizations'));
      const organizationPath = await page.locator('a[href^="/organizations/"]').first().getAttribute('href');
      const titles = await titlesOf(page, 'superadmin', [
        '/analytics',
        '/organizations',
        organizationPath!,
        '/data-uploads',
        '/coupons',
        '/pricing',
        '/mail',
        '/audit',
        `${organizationPath}/users`,
        `${organizationPath}/leaves`,
      ]);
      expectUnique({ ...login, ...titles }, ' · Paydos Yönetim');
      expect(titles['/analytics']).toBe('Analitik · Paydos Yönetim');
      await context.close();
    });
  },
);
