import { daysAndHoursText } from '@paydos/domain';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from './support/demo-logins';
import { launchBrowser, logIn, newPage, siteUrl } from './support/browser';
import { siteApi } from './support/site-api';

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
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV indir' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^demo-izin-raporu-\d{4}-\d{2}\.csv$/);
    const csvFile = path.join(dir, csv.suggestedFilename());
    await csv.saveAs(csvFile);
    const records: string[][] = parse(readFileSync(csvFile), {
      bom: true,
      delimiter: ';',
      relax_column_count: true,
      skip_empty_lines: true,
    });
    expect(records[0]).toEqual(['Organizasyon', expect.any(String)]);
    expect(records.some((r) => r[0] === 'Özet')).toBe(true);
    const peopleInCsv = records.filter((r) => r[0] === 'Personel').length;
    expect(peopleInCsv).toBe(await table.locator('tbody tr').count());

    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Excel puantajı indir' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/^demo-izin-puantaji-\d{4}-\d{2}\.xlsx$/);
    const xlsxFile = path.join(dir, xlsx.suggestedFilename());
    await xlsx.saveAs(xlsxFile);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(xlsxFile);
    const sheet = workbook.getWorksheet('Puantaj')!;
    expect(sheet.getRow(2).getCell(1).value).toBe('Personel');
    expect(sheet.getColumn(1).values).toContain('Kısaltmalar');
    expect(sheet.getRow(2).values).toContain('Eksik gün nedeni');
    expect(workbook.getWorksheet('Eksik Gün Nedenleri')).toBeDefined();

    // Issue 24 item 7: the payroll CSV with the SGK days and missing-day reasons, one row per person.
    const [payroll] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'SGK bordro dosyası (CSV) indir' }).click(),
    ]);
    expect(payroll.suggestedFilename()).toMatch(/^demo-sgk-bordro-\d{4}-\d{2}\.csv$/);
    const payrollFile = path.join(dir, payroll.suggestedFilename());
    await payroll.saveAs(payrollFile);
    const rows: string[][] = parse(readFileSync(payrollFile), { bom: true, delimiter: ';', skip_empty_lines: true });
    expect(rows[0]).toEqual(expect.arrayContaining(['Sicil no', 'TC kimlik no', 'SGK prim günü', 'Eksik gün nedeni']));
    expect(rows.length).toBeGreaterThan(peopleInCsv);

    await previous.click();
    expect(await previous.getAttribute('aria-expanded')).toBe('false');
    await table.waitFor({ state: 'detached' });
    await context.close();
  });

  it("issue 21 item 5: the monthly report at 390 px shows each person's name and month total on screen, not off to the side", async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await logIn(page, 'demo', ADMIN, demoLogins().password);
    await page.waitForURL('**/dashboard');
    await page.goto(siteUrl('demo', '/monthly-report'));
    // The month with the most people on leave, so that many cards are checked.
    const { token } = await siteApi<{ token: string }>('demo', 'POST', '/api/auth/login', {
      email: ADMIN,
      password: demoLogins().password,
    });
    type Report = {
      employeeLeaveData: { firstName: string; lastName: string; totalDays: number; totalMinutes?: number | null }[];
    };
    const { reports } = await siteApi<{ reports: { year: number; month: number }[] }>(
      'demo',
      'GET',
      '/api/monthly-report/available',
      undefined,
      token,
    );
    const all = await Promise.all(
      reports.map(async (m) => ({
        ...m,
        ...(
          await siteApi<{ report: Report }>(
            'demo',
            'GET',
            `/api/monthly-report?year=${m.year}&month=${m.month}`,
            undefined,
            token,
          )
        ).report,
      })),
    );
    const report = all.reduce((most, next) =>
      next.employeeLeaveData.length > most.employeeLeaveData.length ? next : most,
    );
    expect(report.employeeLeaveData.length).toBeGreaterThan(2);
    await page.getByTestId(`month-${report.year}-${report.month}`).locator('> button').click();
    const cards = page.getByTestId('report-person');
    await expect.poll(() => cards.count()).toBe(report.employeeLeaveData.length);
    for (const person of report.employeeLeaveData) {
      const card = cards.filter({ hasText: `${person.firstName} ${person.lastName}` });
      const total = card.getByTestId('report-person-total');
      expect(await total.innerText()).toBe(daysAndHoursText(person.totalDays, person.totalMinutes));
      await total.scrollIntoViewIfNeeded();
      // Inside the screen's 390 px and inside every box that could clip it (no sideways scroller hides it).
      const hidden = await total.evaluate((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.left < 0 || box.right > document.documentElement.clientWidth)
          return `at ${box.left}–${box.right}px`;
        for (let a = element.parentElement; a; a = a.parentElement) {
          if (getComputedStyle(a).overflowX === 'visible') continue;
          const outer = a.getBoundingClientRect();
          if (box.left < outer.left || box.right > outer.right)
            return `clipped by <${a.tagName.toLowerCase()} class="${a.className}">`;
        }
        return null;
      });
      expect(hidden, `${person.firstName} ${person.lastName}`).toBeNull();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
