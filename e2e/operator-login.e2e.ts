import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from './support/demo-logins';
import { launchBrowser, newPage, siteUrl } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('operator site (product §2 super admin mode)', () => {
  it('the operator logs in on superadmin.localhost and lands on /analytics with the operator sidebar', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(siteUrl('superadmin', '/'));
    await page.waitForURL('**/login');
    await page.getByLabel('Kullanıcı adı').fill(demoLogins().operator.username);
    await page.getByLabel('Şifre', { exact: true }).fill(demoLogins().operator.password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.waitForURL('**/analytics');
    // The sidebar is part of a lazily loaded layout: the URL can change before it renders.
    const navigation = page.getByRole('navigation').first();
    await navigation.getByRole('link', { name: /Fiyatlandırma/ }).waitFor();
    // A link's text may carry its badge on a line of its own (the uploads' pending count): compare the names.
    const links = (await navigation.getByRole('link').allInnerTexts()).map((l) => l.split('\n')[0]!.trim());
    expect(links).toEqual(
      expect.arrayContaining(['Analitik', 'Organizasyonlar', 'Geçmiş Veri Yüklemeleri', 'Kuponlar', 'Fiyatlandırma']),
    );
    expect(await page.evaluate(() => localStorage.getItem('superAdminToken'))).toBeTruthy();
    await page.goto(siteUrl('superadmin', '/nereye'));
    await page.waitForURL('**/analytics');
    await context.close();
  });

  it('shows the Turkish validation messages and a failed login', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(siteUrl('superadmin', '/login'));
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByText('Kullanıcı adı gerekli').waitFor();
    await page.getByText('Şifre gerekli').waitFor();
    await page.getByLabel('Kullanıcı adı').fill(demoLogins().operator.username);
    await page.getByLabel('Şifre', { exact: true }).fill('yanlis');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByText('Kullanıcı adı veya şifre hatalı.').waitFor();
    await context.close();
  });
});
