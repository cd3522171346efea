import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumPath } from './chromium';
import { demoLogins } from './demo-logins';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** http://{sub}.localhost:{port}{path}: Chromium resolves *.localhost to loopback itself. */
export function siteUrl(subdomain: string | null, pathname = '/'): string {
  return `http://${subdomain ? `${subdomain}.` : ''}localhost:${inject('port')}${pathname}`;
}

export async function newPage(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: 'tr-TR', timezoneId: 'Europe/Istanbul', ...options });
  const page = await context.newPage();
  return { context, page };
}

export async function logIn(page: Page, subdomain: string, email: string, password: string) {
  await page.goto(siteUrl(subdomain, '/login'));
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
}

/** The run's demo operator logs in on the operator site's login page, and lands on the analytics page. */
export async function operatorLogIn(page: Page) {
  await page.goto(siteUrl('superadmin', '/login'));
  await page.getByLabel('Kullanıcı adı').fill(demoLogins().operator.username);
  await page.getByLabel('Şifre', { exact: true }).fill(demoLogins().operator.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL('**/analytics');
  // The page is drawn before a test clicks its menu: under CI load a click during the first paint went unanswered.
  await page.getByRole('heading', { name: 'Analitik', level: 1 }).waitFor();
}
