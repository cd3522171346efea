import {
  addDays,
  countLeaveDays,
  formatTurkishDate,
  istanbulToday,
  parseDate,
  turkishPublicHolidays,
  TURKISH_MONTH_NAMES,
  weekdayOf,
  type CalendarDate,
  type PublicHoliday,
} from '@paydos/domain';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from './support/demo-logins';
import { launchBrowser, logIn, siteUrl } from './support/browser';

// A demo employee; nothing here is saved, so other files see her data unchanged.
const EMPLOYEE = 'zeynep.kaya@demo.paydos.test';
const SHOTS = '/tmp/d';
const MONDAY_TO_FRIDAY = [1, 2, 3, 4, 5] as const;

/** The next full-day holiday on a Tuesday to Thursday whose day before and after are plain working days. */
function holidayBetweenWorkingDays(today: CalendarDate): PublicHoliday {
  const year = parseDate(today).year;
  const all = [...turkishPublicHolidays(year), ...turkishPublicHolidays(year + 1)];
  const holidayDates = new Set(all.map((h) => h.date));
  return all
    .filter((h) => !h.half && h.date > addDays(today, 7) && [2, 3, 4].includes(weekdayOf(h.date)))
    .filter((h) => !holidayDates.has(addDays(h.date, -1)) && !holidayDates.has(addDays(h.date, 1)))
    .sort((a, b) => a.date.localeCompare(b.date))[0]!;
}

const monthTitle = (date: CalendarDate) => `${TURKISH_MONTH_NAMES[parseDate(date).month - 1]} ${parseDate(date).year}`;
/** A day's button by its spoken Turkish name, e.g. "29 Ekim 2026 Perşembe, Cumhuriyet Bayramı (resmî tatil)". */
const dayButton = (calendar: Locator, date: CalendarDate) => {
  const { year, month, day } = parseDate(date);
  return calendar.getByRole('button', { name: new RegExp(`^${day} ${TURKISH_MONTH_NAMES[month - 1]} ${year} `) });
};
/** Pages the open calendar forward until the month of `date` shows. */
async function showMonth(calendar: Locator, date: CalendarDate) {
  for (let i = 0; i < 24 && !(await calendar.getByRole('grid', { name: monthTitle(date) }).isVisible()); i++) {
    await calendar.getByRole('button', { name: 'Sonraki aya git' }).click();
  }
  await calendar.getByRole('grid', { name: monthTitle(date) }).waitFor();
}

/** A German browser in New York (Paydos speaks no German, so the page is Turkish): Turkish, Monday first, dates unshifted. */
async function foreignBrowserPage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'de-DE', timezoneId: 'America/New_York' });
  return context.newPage();
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The employee's new leave request form in an English browser, annual leave chosen. */
async function annualLeaveForm() {
  const page = await foreignBrowserPage(browser);
  await logIn(page, 'demo', EMPLOYEE, demoLogins().password);
  await page.waitForURL('**/dashboard');
  await page.goto(siteUrl('demo', '/my-leave-requests?create=true'));
  const form = page.locator('form');
  await form.getByLabel('İzin türü').selectOption('annual_paid');
  return { page, form };
}

describe('the one date picker (product §D1: Turkish dates, gg.aa.yyyy, the same on every browser)', () => {
  it('picks a leave range across a public holiday on a Turkish, Monday-first calendar, and the count names the holiday as excluded', async () => {
    const today = istanbulToday(new Date());
    const holiday = holidayBetweenWorkingDays(today);
    const before = addDays(holiday.date, -1);
    const after = addDays(holiday.date, 1);

    const { page, form } = await annualLeaveForm();

    await form.getByRole('button', { name: 'Takvimi aç' }).first().click();
    const calendar = page.getByRole('dialog', { name: 'Takvim' });
    await calendar.getByText('Başlangıç gününü seçin').waitFor();
    // Turkish month name, weeks from Monday (Pazartesi) to Sunday (Pazar).
    await calendar.getByRole('grid', { name: monthTitle(today) }).waitFor();
    const weekdays = await calendar
      .locator('th.rdp-weekday')
      .evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));
    expect(weekdays).toEqual(['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi', 'Pazar']);
    // Leave cannot start before today: yesterday is disabled (the server still decides).
    if (parseDate(addDays(today, -1)).month === parseDate(today).month) {
      expect(await dayButton(calendar, addDays(today, -1)).isDisabled()).toBe(true);
    }

    await showMonth(calendar, holiday.date);
    // The holiday is marked, named in its tooltip, and listed under the month.
    expect(await dayButton(calendar, holiday.date).getAttribute('title')).toBe(`${holiday.name} (resmî tatil)`);
    expect(await calendar.getByTestId('date-picker-legend').innerText()).toContain(
      `${parseDate(holiday.date).day} ${TURKISH_MONTH_NAMES[parseDate(holiday.date).month - 1]}: ${holiday.name}`,
    );

    await dayButton(calendar, before).click();
    await calendar.getByText('Bitiş gününü seçin').waitFor();
    await showMonth(calendar, after);
    await page.screenshot({ path: `${SHOTS}/date-picker-range-desktop.png` });
    await dayButton(calendar, after).click();
    await calendar.waitFor({ state: 'hidden' });

    expect(await form.getByLabel('Başlangıç tarihi').inputValue()).toBe(formatTurkishDate(before));
    expect(await form.getByLabel('Bitiş tarihi').inputValue()).toBe(formatTurkishDate(after));
    const expected = countLeaveDays({ startDate: before, endDate: after, workingDays: MONDAY_TO_FRIDAY });
    expect(expected.days).toBe(2);
    await expect.poll(() => page.getByTestId('leave-day-count').innerText()).toBe('2 iş günü');
    const exclusions = await page.getByTestId('leave-day-exclusions').innerText();
    expect(exclusions).toContain(`${formatTurkishDate(holiday.date)}`);
    expect(exclusions).toContain(`${holiday.name} (resmî tatil)`);
    await page.screenshot({ path: `${SHOTS}/date-picker-leave-form-desktop.png`, fullPage: true });

    // The keyboard: ArrowDown in the end box opens the calendar on the range's first day; a week on, Enter picks the end.
    await form.getByLabel('Bitiş tarihi').focus();
    await page.keyboard.press('ArrowDown');
    await calendar.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
      .toMatch(new RegExp(`^${parseDate(before).day} `));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await calendar.waitFor({ state: 'hidden' });
    expect(await form.getByLabel('Bitiş tarihi').inputValue()).toBe(formatTurkishDate(addDays(before, 7)));
    await page.context().close();
  });

  it('reads dates typed as gg.aa.yyyy, and refuses one that does not exist', async () => {
    const holiday = holidayBetweenWorkingDays(istanbulToday(new Date()));
    const { page, form } = await annualLeaveForm();
    const start = form.getByLabel('Başlangıç tarihi');
    const end = form.getByLabel('Bitiş tarihi');
    expect(await start.getAttribute('placeholder')).toBe('gg.aa.yyyy');

    await start.fill(formatTurkishDate(addDays(holiday.date, -1)));
    await end.fill(formatTurkishDate(addDays(holiday.date, 1)));
    await expect.poll(() => page.getByTestId('leave-day-count').innerText()).toBe('2 iş günü');
    expect(await page.getByTestId('leave-day-exclusions').innerText()).toContain(`${holiday.name} (resmî tatil)`);

    // Eight bare digits are read too, and shown back as gg.aa.yyyy when the box is left.
    const { year, month, day } = parseDate(addDays(holiday.date, 2));
    await end.fill(`${String(day).padStart(2, '0')}${String(month).padStart(2, '0')}${year}`);
    await end.blur();
    expect(await end.inputValue()).toBe(formatTurkishDate(addDays(holiday.date, 2)));

    await end.fill(`31.02.${year}`);
    await form.getByLabel('Açıklama').fill('Aile ziyareti');
    await form.getByRole('button', { name: 'Talep Gönder' }).click();
    await form.getByText('Lütfen geçerli bir tarih seçin.').waitFor();
    expect(await end.getAttribute('aria-invalid')).toBe('true');
    await page.context().close();
  });

  it('reaches a birth date forty years back in a few clicks with the month and year dropdowns', async () => {
    const page = await foreignBrowserPage(browser);
    await logIn(page, 'demo', EMPLOYEE, demoLogins().password);
    await page.waitForURL('**/dashboard');
    await page.goto(siteUrl('demo', '/my-profile'));
    await page.getByRole('button', { name: 'Düzenle' }).first().click();
    await page.getByRole('button', { name: 'Takvimi aç' }).click();
    const calendar = page.getByRole('dialog', { name: 'Takvim' });
    const year = parseDate(istanbulToday(new Date())).year - 40;
    await calendar.getByRole('combobox', { name: 'Yılı seçin' }).selectOption(String(year));
    await calendar.getByRole('combobox', { name: 'Ayı seçin' }).selectOption({ label: 'Mart' });
    await dayButton(calendar, `${year}-03-14`).click();
    expect(await page.getByLabel('Doğum tarihi').inputValue()).toBe(`14.03.${year}`);
    // Not saved: the demo person keeps her birth date.
    await page.getByRole('button', { name: 'Vazgeç' }).click();
    await page.context().close();
  });

  it('fits a phone (390 px): one month inside the screen', async () => {
    const page = await foreignBrowserPage(browser, { width: 390, height: 844 });
    await logIn(page, 'demo', EMPLOYEE, demoLogins().password);
    await page.waitForURL('**/dashboard');
    await page.goto(siteUrl('demo', '/my-leave-requests?create=true'));
    await page.locator('form').getByRole('button', { name: 'Takvimi aç' }).first().click();
    const calendar = page.getByRole('dialog', { name: 'Takvim' });
    await calendar.waitFor();
    expect(await calendar.getByRole('grid').count()).toBe(1);
    const box = (await calendar.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await page.screenshot({ path: `${SHOTS}/date-picker-phone.png` });
    await page.context().close();
  });
});
