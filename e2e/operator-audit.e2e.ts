import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PEOPLE } from '../packages/server/src/features/demo';
import { demoLogins } from './support/demo-logins';
import { launchBrowser, logIn, newPage, operatorLogIn, siteUrl } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const ADMIN = DEMO_PEOPLE.find((p) => p.role === 'ADMIN')!.email;

/** gg.aa.yyyy SS:dd (docs/glossary.md). */
const TURKISH_DATE_TIME = /\b\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\b/;
/** An ISO date or a shortened id, neither of which a reader should meet. */
const ISO_OR_ID = /\d{4}-\d{2}-\d{2}|[0-9a-f]{8}…/;

/** The rows (desktop table) or cards (phone) of the audit list. */
const rows = (page: Page) =>
  page.locator('[data-testid="audit-table"] tbody tr:visible, ul[aria-label="Denetim Kaydı"] > li:visible');

describe('audit log (issue 12: who did what, personal data masked)', () => {
  it('the operator opens Denetim Kaydı from the sidebar, sees every organization’s entries, searches and filters (kept in the URL)', async () => {
    const { context, page } = await newPage(browser);
    await operatorLogIn(page);
    await page.getByRole('navigation').first().getByRole('link', { name: 'Denetim Kaydı' }).click();
    await page.waitForURL('**/audit');
    await page.getByRole('heading', { name: 'Denetim Kaydı', level: 1 }).waitFor();
    await page.getByRole('cell', { name: 'Fiyat güncellendi' }).first().waitFor();
    await page.getByRole('columnheader', { name: 'IP adresi' }).waitFor();
    // A masked personal value shows *** and says why.
    const masked = page.locator('abbr', { hasText: '***' }).first();
    expect(await masked.getAttribute('title')).toContain('Kişisel veri');

    // The subdomain, not just "kuzey": other journeys' organizations (kuzey-danismanlik) write entries too.
    await page.getByLabel('Ara', { exact: true }).fill('kuzey-lojistik');
    await page.waitForURL('**/audit?q=kuzey-lojistik');
    await expect
      .poll(async () => {
        const texts = await rows(page).allInnerTexts();
        return texts.length >= 3 && texts.every((text) => text.includes('Kuzey Lojistik'));
      })
      .toBe(true);
    // Issue 21: Turkish date-times, names instead of ids, never an ISO date (the completed upload's deletion date included).
    const kuzeyTexts = await rows(page).allInnerTexts();
    expect(kuzeyTexts.every((text) => TURKISH_DATE_TIME.test(text))).toBe(true);
    for (const text of kuzeyTexts) expect(text).not.toMatch(ISO_OR_ID);
    expect(kuzeyTexts.find((text) => text.includes('Bakiye düzeltmesi yapıldı'))).toMatch(/\(Yönetici\)/);

    await page.getByLabel('Ara', { exact: true }).fill('');
    await page.getByLabel('İşlem', { exact: true }).selectOption('organization.suspend');
    await page.waitForURL('**/audit?action=organization.suspend');
    // Every row is a suspension; the demo's Anka Mimarlık is among them (other journeys may suspend their own organizations).
    await expect
      .poll(async () => {
        const texts = await rows(page).allInnerTexts();
        return (
          texts.length >= 1 &&
          texts.every((text) => text.includes('askıya alındı')) &&
          texts.some((text) => text.includes('Anka Mimarlık'))
        );
      })
      .toBe(true);
    // The filter survives a reload.
    await page.reload();
    await page.getByRole('cell', { name: 'Organizasyon askıya alındı' }).first().waitFor();
    await context.close();
  });

  it('the demo admin reads the organization’s own log under /organization (operator actions without the operator’s address)', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'demo', ADMIN, demoLogins().password);
    await page.waitForURL('**/dashboard');
    await page.goto(siteUrl('demo', '/organization'));
    await page.getByRole('heading', { name: 'İşlem Kaydı' }).waitFor();
    // The newest first: the export of yesterday (the carried-over adjustment is a year old, issue 21's dated history).
    await page.getByRole('cell', { name: 'Kişisel veriler dışa aktarıldı (KVKK)' }).first().waitFor();
    const operatorRow = page.locator('tbody tr', { hasText: 'Kullanıcı güncellendi' }).first();
    expect(await operatorRow.innerText()).toContain('Paydos operatörü');
    expect(await page.getByRole('columnheader', { name: 'IP adresi' }).count()).toBe(0);
    const text = await page.locator('[data-testid="audit-table"]').innerText();
    expect(text).not.toMatch(/Kuzey|Anka|192\.0\.2\.10/);
    // Issue 21: who asked about whom, by name, with a Turkish date-time; no id, no ISO date.
    const exportRow = await page
      .locator('tbody tr', { hasText: 'Kişisel veriler dışa aktarıldı (KVKK)' })
      .first()
      .innerText();
    expect(exportRow).toContain('Ayşe Yılmaz');
    expect(exportRow).toContain('Elif Çelik');
    expect(exportRow).toMatch(TURKISH_DATE_TIME);
    expect(text).not.toMatch(ISO_OR_ID);
    await context.close();
  });

  it('at 390 px both lists are cards that fit the screen', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await operatorLogIn(page);
    await page.goto(siteUrl('superadmin', '/audit'));
    await page.getByRole('list', { name: 'Denetim Kaydı' }).getByText('Fiyat güncellendi').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();

    const admin = await newPage(browser, { width: 390, height: 844 });
    await logIn(admin.page, 'demo', ADMIN, demoLogins().password);
    await admin.page.waitForURL('**/dashboard');
    await admin.page.goto(siteUrl('demo', '/organization'));
    await admin.page
      .getByRole('list', { name: 'Denetim Kaydı' })
      .getByText('Kişisel veriler dışa aktarıldı (KVKK)')
      .first()
      .waitFor();
    expect(await admin.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await admin.context.close();
  });
});
