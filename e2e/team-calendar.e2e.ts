import { addDays, formatTurkishDate, istanbulToday, turkishPublicHolidaysBetween, weekdayOf } from '@paydos/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from './support/demo-logins';
import { launchBrowser, logIn, newPage, siteUrl } from './support/browser';

const EMPLOYEE = 'zeynep.kaya@demo.paydos.test';
const MONTHS = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
];
const monthHeading = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
const shift = (month: string, by: number) => {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

const today = istanbulToday(new Date());
const thisMonth = today.slice(0, 7);
/** The first public holiday on a weekday from next month on: the journey walks to its month. */
const holiday = turkishPublicHolidaysBetween(`${shift(thisMonth, 1)}-01`, addDays(today, 400)).find(
  (h) => weekdayOf(h.date) >= 1 && weekdayOf(h.date) <= 5,
)!;
const holidayMonth = holiday.date.slice(0, 7);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function openAsEmployee(viewport?: { width: number; height: number }) {
  const { context, page } = await newPage(browser, viewport);
  await logIn(page, 'demo', EMPLOYEE, demoLogins().password);
  await page.waitForURL('**/dashboard');
  return { context, page };
}

const heading = (page: Page) => page.getByTestId('team-calendar-month');

/** Next month until the holiday's month: each click shows the following month's name. */
async function walkToHolidayMonth(page: Page) {
  let month = thisMonth;
  while (month !== holidayMonth) {
    month = shift(month, 1);
    await page.getByRole('button', { name: 'Sonraki ay' }).click();
    await expect.poll(() => heading(page).innerText()).toBe(monthHeading(month));
  }
}

describe('team calendar journey (issue 16, product §D7: an employee sees colleagues only as “İzinli”)', () => {
  it('an employee opens the team calendar from the sidebar, sees a colleague “İzinli” with no leave type, searches by name (one request per pause, not per key), moves to the next month and sees a holiday shaded and named under the chart', async () => {
    const { context, page } = await openAsEmployee();
    await page.getByRole('link', { name: 'Ekip Takvimi' }).click();
    await page.waitForURL('**/team-calendar');
    await expect.poll(() => heading(page).innerText()).toBe(monthHeading(thisMonth));
    const chart = page.getByTestId('team-wallchart');
    await chart.waitFor();
    // Today's column is marked.
    const todayHeader = chart.locator(`[role="columnheader"][data-date="${today}"]`);
    expect(await todayHeader.getAttribute('aria-current')).toBe('date');
    // The month that holds today opens with today's column in view, whatever the date.
    const [chartBox, todayBox] = [await chart.boundingBox(), await todayHeader.boundingBox()];
    expect(todayBox!.x).toBeGreaterThanOrEqual(chartBox!.x);
    expect(todayBox!.x + todayBox!.width).toBeLessThanOrEqual(chartBox!.x + chartBox!.width);
    const colleagueRows = chart.locator('[data-testid="wallchart-row"]').filter({ hasNotText: '(siz)' });
    await colleagueRows.locator('[data-leave="İzinli"]').first().waitFor();
    expect((await colleagueRows.allInnerTexts()).join('\n')).not.toMatch(/Hastalık|Yıllık İzin|Ücretsiz/);
    expect(await colleagueRows.locator('[data-leave]:not([data-leave="İzinli"])').count()).toBe(0);
    expect(await page.getByTestId('team-calendar-legend').innerText()).toContain('İzinli');

    // The name search asks the server once per pause in typing (debounced), not once per key.
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/team-calendar' && url.searchParams.has('q')) searches.push(url.searchParams.get('q')!);
    });
    await page.getByLabel('İsim ara').pressSequentially('Mehmet', { delay: 40 });
    const rows = chart.locator('[data-testid="wallchart-row"]');
    await expect
      .poll(
        async () =>
          (await rows.allInnerTexts()).length > 0 &&
          (await rows.allInnerTexts()).every((row) => row.includes('Mehmet')),
      )
      .toBe(true);
    expect(searches.at(-1)).toBe('Mehmet');
    expect(searches.length).toBeLessThanOrEqual(2);
    await page.getByLabel('İsim ara').fill('');
    await colleagueRows.nth(1).waitFor();

    await walkToHolidayMonth(page);
    const column = chart.locator(`[role="columnheader"][data-date="${holiday.date}"]`);
    expect(await column.getAttribute('data-kind')).toBe(holiday.half ? 'half_holiday' : 'holiday');
    expect(await column.getAttribute('title')).toContain(holiday.name);
    expect(await column.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    // The holiday's name is visible under the chart, which stays as wide as the page.
    expect(
      await page.getByTestId('wallchart-holidays').locator(`li[data-date="${holiday.date}"]`).innerText(),
    ).toContain(holiday.name);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

    await page.getByRole('button', { name: 'Bugün' }).click();
    await expect.poll(() => heading(page).innerText()).toBe(monthHeading(thisMonth));
    await context.close();
  });

  it('issue 25 item 5: the team filter and the name search go in the URL and stay as the month changes', async () => {
    const { context, page } = await openAsEmployee();
    await page.goto(siteUrl('demo', '/team-calendar'));
    const chart = page.getByTestId('team-wallchart');
    await chart.waitFor();
    const rows = chart.locator('[data-testid="wallchart-row"]');
    const everyone = (await rows.allInnerTexts()).length;
    await page.getByLabel('Ekip', { exact: true }).selectOption({ label: 'Teknoloji' });
    await expect.poll(() => new URL(page.url()).searchParams.has('team')).toBe(true);
    await expect
      .poll(async () => {
        const texts = await rows.allInnerTexts();
        return texts.length > 0 && texts.length < everyone && texts.every((row) => row.includes('Teknoloji'));
      })
      .toBe(true);
    const team = new URL(page.url()).searchParams.get('team');
    await page.getByLabel('İsim ara').fill('zeynep');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('zeynep');
    await expect
      .poll(async () => (await rows.allInnerTexts()).map((row) => row.split('\n')[0]))
      .toEqual(['Zeynep Kaya (siz)']);

    await page.getByRole('button', { name: 'Sonraki ay' }).click();
    await expect.poll(() => heading(page).innerText()).toBe(monthHeading(shift(thisMonth, 1)));
    const url = new URL(page.url());
    expect([url.searchParams.get('month'), url.searchParams.get('team'), url.searchParams.get('q')]).toEqual([
      shift(thisMonth, 1),
      team,
      'zeynep',
    ]);
    expect(await page.getByLabel('İsim ara').inputValue()).toBe('zeynep');
    expect(await page.getByLabel('Ekip', { exact: true }).inputValue()).toBe(team);
    await expect.poll(() => rows.count()).toBe(1);
    await context.close();
  });

  it('at phone width (390 px) the month is a list by day: a colleague “İzinli”, the holiday named, the next month', async () => {
    const { context, page } = await openAsEmployee({ width: 390, height: 844 });
    await page.goto(siteUrl('demo', '/team-calendar'));
    const list = page.getByTestId('team-day-list');
    await list.waitFor();
    expect(await page.getByTestId('team-wallchart').count()).toBe(0);
    const colleagues = list.locator('li li').filter({ hasNotText: '(siz)' });
    await expect.poll(() => colleagues.filter({ hasText: 'İzinli' }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect((await colleagues.allInnerTexts()).join('\n')).not.toMatch(/Hastalık|Yıllık İzin|Ücretsiz/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await walkToHolidayMonth(page);
    const day = list.locator(`li[data-date="${holiday.date}"]`);
    expect(await day.getAttribute('data-kind')).toBe(holiday.half ? 'half_holiday' : 'holiday');
    expect(await day.innerText()).toContain(holiday.name);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  it('the new-leave form tells the employee how many of their department are away on the chosen days (a hint, not a block)', async () => {
    const { context, page } = await openAsEmployee();
    await page.goto(siteUrl('demo', '/my-leave-requests?create=true'));
    let start = addDays(today, 10);
    while (weekdayOf(start) === 0 || weekdayOf(start) === 6) start = addDays(start, 1);
    const form = page.locator('form');
    await form.getByLabel('Başlangıç tarihi').fill(formatTurkishDate(start));
    await form.getByLabel('Bitiş tarihi').fill(formatTurkishDate(start));
    const hint = page.getByTestId('leave-overlap-hint');
    await hint.waitFor();
    // An EMPLOYEE is told the count is of approved leave only (a colleague's pending request stays hidden, issue 21).
    expect(await hint.innerText()).toContain('Teknoloji departmanında bu günlerde');
    expect(await hint.innerText()).toContain('Onay bekleyen talepler bu sayıya dahil değildir.');
    expect(await hint.getByRole('link', { name: 'Ekip takvimini aç' }).getAttribute('href')).toBe(
      `/team-calendar?month=${start.slice(0, 7)}`,
    );
    await context.close();
  });
});
