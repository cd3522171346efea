import { formatTurkishDate } from '@paydos/domain';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../packages/server/test/factories';
import { cleanWeek } from '../packages/server/test/leave-dates';
import { axeViolations } from './support/axe';
import { launchBrowser, logIn, newPage, siteUrl } from './support/browser';
import { expectFitsThePhone } from './support/fits-the-phone';

// Seeded by support/seed.ts for this file only (organization acme, the single-step flow).
const EMPLOYEE = 'deniz.oral@acme.test';
const ADMIN = 'yonetici@acme.test';
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.E2E_SHOTS;
/** A small real PDF (its first bytes say so: the server reads the content, not the name). */
const REPORT = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('issue 24 item 5: a proof document on a sick leave', { timeout: 120_000 }, () => {
  it('KVKK art. 6: Deniz asks for a sick leave on her phone with the SGK report attached; the ADMIN downloads the same file from the approvals page', async () => {
    const week = cleanWeek(40);
    // axe-core is injected as a script: the page's CSP would refuse it (leave-acknowledgement.e2e.ts does the same).
    const { context, page } = await newPage(browser, PHONE, { bypassCSP: true });
    await logIn(page, 'acme', EMPLOYEE, TEST_PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.goto(siteUrl('acme', '/my-leave-requests?create=true'));
    const form = page.locator('form');
    await form.getByLabel('İzin türü').selectOption('sick_leave_reported');
    await form.getByLabel('Başlangıç tarihi').fill(formatTurkishDate(week.monday));
    await form.getByLabel('Bitiş tarihi').fill(formatTurkishDate(week.day(1)));
    await form.getByLabel('Açıklama').fill('Grip, SGK raporlu');
    await form.getByLabel('Belge ekle (isteğe bağlı)').setInputFiles({
      name: 'SGK raporu.pdf',
      mimeType: 'application/pdf',
      buffer: REPORT,
    });
    await form.getByText('SGK raporu.pdf').waitFor();
    await expectFitsThePhone(page);
    expect(await axeViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/leave-document-form-phone.png`, fullPage: true });
    await form.getByRole('button', { name: 'Talep Gönder' }).click();
    await page.getByText('İzin talebiniz başarıyla oluşturuldu').first().waitFor();
    // Her list shows the report with its download and, the request pending, its delete.
    const card = page.locator('li', { hasText: formatTurkishDate(week.monday) });
    await card.getByRole('button', { name: 'SGK raporu.pdf belgesini indir' }).waitFor();
    await card.getByRole('button', { name: 'SGK raporu.pdf belgesini sil' }).waitFor();
    await expectFitsThePhone(page);
    expect(await axeViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/leave-document-list-phone.png`, fullPage: true });
    await context.close();

    const admin = await newPage(browser);
    await logIn(admin.page, 'acme', ADMIN, TEST_PASSWORD);
    await admin.page.waitForURL('**/dashboard');
    await admin.page.goto(siteUrl('acme', '/leave-approvals'));
    const row = admin.page.locator('tr', { hasText: 'Deniz Oral' }).filter({ hasText: formatTurkishDate(week.monday) });
    const [download] = await Promise.all([
      admin.page.waitForEvent('download'),
      row.getByRole('button', { name: 'SGK raporu.pdf belgesini indir' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('SGK raporu.pdf');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'izin-belgesi-')), 'rapor.pdf');
    await download.saveAs(file);
    expect(readFileSync(file).equals(REPORT)).toBe(true);
    if (SHOTS) await admin.page.screenshot({ path: `${SHOTS}/leave-document-approvals-desktop.png`, fullPage: true });
    await admin.context.close();
  });
});
