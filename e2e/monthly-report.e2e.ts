import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from './support/demo-logins';
import { launchBrowser, logIn, newPage, siteUrl } from './support/browser';

const ADMIN = 'ayse.yilmaz@demo.paydos.test';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('monthly report journey (product §1, §6; §D7)', () => {
  it('the admin opens the monthly report, expands last month, sees its figures, downloads the CSV and the XLSX, and collapses it again', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'demo', ADMIN, demoLogins().password);
    await page.waitForURL('**/dashboard');
    await page.goto(siteUrl('demo', '/monthly-report'));
    await page.getByRole('heading', { name: 'Aylık Rapor', level: 1 }).waitFor();

    const months = page.locator('[data-testid^="month-"] > button');
    await months.first().waitFor();
    await expect.poll(() => months.count()).toBeGreaterThanOrEqual(12);
    await expect.poll(() => months.first().innerText()).toContain('Bu ay');
    const previous = months.nth(1);
    await previous.click();
    expect(await previous.getAttribute('aria-expanded')).toBe('true');
    const table = page.getByRole('table');
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(0);
    await page.getByText('İzinli personel').waitFor();
    await page.getByText('Türlere göre izin günleri').waitFor();

    const dir = mkdtempSync(path.join(tmpdir(), 'aylik-rapor-'));
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV indir' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^demo-izin-raporu-\d{4}-\d{2}\.csv$/);
    const csvFile = path.join(dir, csv.suggestedFilename());
    await csv.saveAs(csvFile);
    const records: string[][] = parse(readFileSync(csvFile), { bom: true, delimiter: ';', relax_column_count: true, skip_empty_lines: true });
    expect(records[0]).toEqual(['Organizasyon', expect.any(String)]);
    expect(records.some((r) => r[0] === 'Özet')).toBe(true);
    const peopleInCsv = records.filter((r) => r[0] === 'Personel').length;
    expect(peopleInCsv).toBe(await table.locator('tbody tr').count());

    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Excel puantajı indir' }).click()]);
    expect(xlsx.suggestedFilename()).toMatch(/^demo-izin-puantaji-\d{4}-\d{2}\.xlsx$/);
    const xlsxFile = path.join(dir, xlsx.suggestedFilename());
    await xlsx.saveAs(xlsxFile);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(xlsxFile);
    const sheet = workbook.getWorksheet('Puantaj')!;
    expect(sheet.getRow(2).getCell(1).value).toBe('Personel');
    expect(sheet.getColumn(1).values).toContain('Kısaltmalar');

    await previous.click();
    expect(await previous.getAttribute('aria-expanded')).toBe('false');
    await table.waitFor({ state: 'detached' });
    await context.close();
  });
});
