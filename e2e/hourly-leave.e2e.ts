import { addDays, formatTurkishDate, istanbulToday } from '@paydos/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanWeek } from '../packages/server/test/leave-dates';
import { axeViolations } from './support/axe';
import { launchBrowser, logIn, newPage, siteUrl } from './support/browser';
import { demoLogins } from './support/demo-logins';
import { expectFitsThePhone } from './support/fits-the-phone';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE = { width: 390, height: 844 };
const EMPLOYEE = 'elif.celik@demo.paydos.test';
const ADMIN = 'ayse.yilmaz@demo.paydos.test';

describe('issue 24 item 6 (4857 md. 74): an hourly nursing leave request, in the browser', { timeout: 120_000 }, () => {
  it('süt izni (4857 md. 74): Elif asks 1,5 saat a day from 16:30 for a week; the form counts 7 sa 30 dk and names the last day; Ayşe’s approvals page reads "1 sa 30 dk/gün"', async () => {
    const week = cleanWeek(150);
    const childBirthDate = addDays(istanbulToday(new Date()), -60);
    // axe-core is injected as a script: the page's CSP would refuse it (leave-acknowledgement.e2e.ts does the same).
    const { context, page } = await newPage(browser, undefined, { bypassCSP: true });
    await logIn(page, 'demo', EMPLOYEE, demoLogins().password);
    await page.waitForURL('**/dashboard');
    await page.goto(siteUrl('demo', '/my-leave-requests?create=true'));
    const form = page.locator('form');
    await form.getByLabel('İzin türü').selectOption('nursing');
    // Nursing starts at its whole allowance; the employee chooses when.
    expect(await form.getByLabel('Günlük süre').inputValue()).toBe('90');
    await form.getByLabel('Başlangıç tarihi').fill(formatTurkishDate(week.monday));
    await form.getByLabel('Bitiş tarihi').fill(formatTurkishDate(week.friday));
    await form.getByLabel('Başlangıç saati (isteğe bağlı)').fill('16:30');
    await form.getByLabel('Çocuğun doğum tarihi').fill(formatTurkishDate(childBirthDate));
    await expect.poll(() => page.getByTestId('leave-hour-count').innerText()).toBe('7 sa 30 dk');
    await page.getByText('Süt izninin son günü:').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await form.getByLabel('Açıklama').fill('Süt izni');
    await form.getByRole('button', { name: 'Talep Gönder' }).click();
    await page.getByText('İzin talebiniz başarıyla oluşturuldu').first().waitFor();
    const row = page.locator('tr', { hasText: formatTurkishDate(week.monday) });
    await row.getByText('1 sa 30 dk/gün').waitFor();
    await row.getByText('toplam 7 sa 30 dk').waitFor();
    await row.getByText('Başlangıç 16:30').waitFor();
    await context.close();

    const admin = await newPage(browser);
    await logIn(admin.page, 'demo', ADMIN, demoLogins().password);
    await admin.page.waitForURL('**/dashboard');
    await admin.page.goto(siteUrl('demo', '/leave-approvals'));
    const pending = admin.page.locator('tr', { hasText: 'Elif Çelik' }).filter({ hasText: 'Süt İzni' });
    await pending.getByText('1 sa 30 dk/gün').first().waitFor();
    await admin.context.close();
  });

  it('the nursing form fits the phone (390 px) and passes axe', async () => {
    const { context, page } = await newPage(browser, PHONE, { bypassCSP: true });
    await logIn(page, 'demo', EMPLOYEE, demoLogins().password);
    await page.waitForURL('**/dashboard');
    await page.goto(siteUrl('demo', '/my-leave-requests?create=true'));
    const form = page.locator('form');
    await form.getByLabel('İzin türü').selectOption('nursing');
    await form.getByLabel('Çocuğun doğum tarihi').waitFor();
    await expectFitsThePhone(page);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
