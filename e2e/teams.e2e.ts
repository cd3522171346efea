import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from './support/demo-logins';
import { launchBrowser, logIn, newPage, siteUrl } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('teams on the organization page (issue 23 item 1)', { timeout: 120_000 }, () => {
  it('the admin makes a team, names its manager from the candidates, sees it listed with him, and deletes it after a confirmation', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'demo', 'ayse.yilmaz@demo.paydos.test', demoLogins().password);
    await page.waitForURL('**/dashboard');
    await page.goto(siteUrl('demo', '/organization'));
    const teams = page.getByRole('list', { name: 'Ekip listesi' });
    // The demo's departments are its teams already (migration 0017, resolveTeam).
    await teams.getByText('Teknoloji').first().waitFor();

    await page.getByRole('button', { name: 'Ekip ekle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni ekip' });
    await dialog.getByLabel('Ekip adı').fill('Kalite Güvence');
    await dialog.getByRole('checkbox', { name: /Mehmet Demir/ }).check();
    await dialog.getByRole('button', { name: 'Ekibi oluştur' }).click();
    await page.getByText('Ekip oluşturuldu.').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    const row = teams.getByRole('listitem').filter({ hasText: 'Kalite Güvence' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Müdür: Mehmet Demir');
    // The action's result (the toast) has the focus, never <body>.
    // The toast takes the focus a frame after it is drawn (keyboard-focus.e2e.ts polls it the same way).
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName), { timeout: 5000 }).not.toBe('BODY');

    // Still there after a reload: the server kept it.
    await page.reload();
    await teams.getByRole('listitem').filter({ hasText: 'Kalite Güvence' }).getByText('Müdür: Mehmet Demir').waitFor();

    await page.getByRole('button', { name: 'Kalite Güvence ekibini sil' }).click();
    const confirm = page.getByRole('dialog', { name: 'Ekip silinsin mi?' });
    await confirm.getByRole('button', { name: 'Sil' }).click();
    await page.getByText('Ekip silindi.').first().waitFor();
    await teams.getByRole('listitem').filter({ hasText: 'Kalite Güvence' }).waitFor({ state: 'detached' });
    await context.close();
  });
});
