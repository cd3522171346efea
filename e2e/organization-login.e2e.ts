import type { CurrentUser } from '@paydos/contract/auth';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from './support/demo-logins';
import { launchBrowser, logIn, newPage, siteUrl } from './support/browser';

const ADMIN = 'ayse.yilmaz@demo.paydos.test';
const EMPLOYEE = 'zeynep.kaya@demo.paydos.test';
const adminOnlyLinks = ['Personel Yönetimi', 'İzin Onayları', 'Veri Yüklemeleri', 'Organizasyon', 'Ödeme ve Plan'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The sidebar links' labels (a link's pending-count badge is on a line of its own). */
const sidebarLinks = async (page: import('playwright-core').Page) =>
  (await page.getByRole('navigation').first().getByRole('link').allInnerTexts()).map((l) => l.split('\n')[0]!);

describe('organization login (product §2, §6)', () => {
  it('the admin logs in on demo.localhost and sees the admin sidebar', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(siteUrl('demo', '/login'));
    await page.getByRole('heading', { name: 'Demo Teknoloji A.Ş.' }).waitFor();
    await logIn(page, 'demo', ADMIN, demoLogins().password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Hoş geldiniz, Ayşe' }).waitFor();
    const links = (await sidebarLinks(page)).map((l) => l.trim());
    expect(links).toEqual(expect.arrayContaining([...adminOnlyLinks, 'Kontrol Paneli', 'Aylık Rapor', 'Profilim']));
    // Product §D8 "Everyone may take leave": the admin's own requests are in her menu too (issue 21).
    expect(links).toContain('İzin Taleplerim');
    // The demo's requests waiting for a decision show as a badge on the approvals link.
    await page
      .getByRole('link', { name: /İzin Onayları/ })
      .first()
      .getByLabel(/bekleyen/)
      .waitFor();
    // The trial banner shows for non-employees (product §4).
    await page.getByText(/Deneme sürenizin bitmesine \d+ gün kaldı/).waitFor();
    expect(
      await page.evaluate(() => [
        localStorage.getItem('token') !== null,
        (JSON.parse(localStorage.getItem('user') ?? '{}') as Partial<CurrentUser>).role,
      ]),
    ).toEqual([true, 'ADMIN']);
    await context.close();
  });

  it('an employee logs in and sees the employee sidebar, and an admin-only page sends them to /dashboard', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'demo', EMPLOYEE, demoLogins().password);
    await page.waitForURL('**/dashboard');
    // The URL changes before the layout paints; read the sidebar once it is there.
    await page.getByRole('navigation').first().getByRole('link', { name: 'Profilim' }).waitFor();
    const links = (await sidebarLinks(page)).map((l) => l.trim());
    expect(links).toEqual(['Kontrol Paneli', 'İzin Taleplerim', 'Ekip Takvimi', 'Profilim']);
    await page.getByText('Kalan Yıllık İzin').waitFor();
    expect(await page.getByText(/Deneme sürenizin/).count()).toBe(0);
    await page.goto(siteUrl('demo', '/organization'));
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('a wrong password shows the spec’s message and stays on the login page', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'demo', ADMIN, 'yanlis-sifre');
    await page.getByText('Giriş başarısız').waitFor();
    await page.getByText('E-posta veya şifre hatalı.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('validates the login form in Turkish before sending', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(siteUrl('demo', '/login'));
    await page.getByLabel('E-posta').fill('gecersiz');
    await page.getByLabel('Şifre', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByText('Geçerli bir e-posta adresi giriniz').waitFor();
    await page.getByText('Şifre en az 6 karakter olmalı').waitFor();
    await context.close();
  });

  it('an unauthenticated visit to a guarded page goes to /login, and logout returns there', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(siteUrl('demo', '/staff-management'));
    await page.waitForURL('**/login');
    await logIn(page, 'demo', ADMIN, demoLogins().password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Çıkış Yap' }).first().click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });

  it('a stored token of organization demo does not work on another organization’s host (product §D2)', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'demo', ADMIN, demoLogins().password);
    await page.waitForURL('**/dashboard');
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token')!,
      user: localStorage.getItem('user')!,
    }));
    await page.goto(siteUrl('acme', '/login'));
    await page.evaluate((s) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('user', s.user);
    }, stored);
    await page.goto(siteUrl('acme', '/dashboard'));
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Acme Lojistik A.Ş.' }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
    await context.close();
  });

  it('an unknown organization host sends the browser to the main site', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(siteUrl('olmayan-sirket', '/login'));
    await page.waitForURL(siteUrl(null, '/'));
    await context.close();
  });

  it('each site sends unknown paths where product §2 says', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(siteUrl('demo', '/boyle-bir-sayfa-yok'));
    await page.waitForURL(/\/(login)?$/);
    await page.goto(siteUrl(null, '/boyle-bir-sayfa-yok'));
    await page.waitForURL(siteUrl(null, '/'));
    await context.close();
  });
});
