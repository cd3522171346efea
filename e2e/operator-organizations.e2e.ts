import { formatLira, TURKISH_MONTH_NAMES } from '@paydos/domain';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../packages/server/test/factories';
import { launchBrowser, logIn, newPage, operatorLogIn, siteUrl } from './support/browser';
import { E2E_ALWAYS_LAPSED, E2E_ERASED_ORGANIZATION, E2E_SUSPENDED_ORGANIZATION } from './support/people';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SUSPENDED = 'Bu organizasyonun hesabı askıya alınmıştır. Lütfen destek ekibiyle iletişime geçin.';
const kuzey = E2E_SUSPENDED_ORGANIZATION;

/** The answer the analytics page draws its billing figures from (to be awaited after logging in). */
const billingMetricsAnswer = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/api/superadmin/billing/metrics') && response.ok());

/** Analytics: the four counts, the averages, the charts drawn as SVG, MRR among them (issue 13). */
async function expectAnalyticsDrawn(page: Page, billingMetrics: Promise<Response>) {
  await page.getByRole('heading', { name: 'Analitik', level: 1 }).waitFor();
  await page.getByTestId('analytics-stats').getByText('Organizasyonlar').waitFor();
  await page.getByTestId('analytics-averages').getByText('Organizasyon başına kullanıcı').waitFor();
  for (const chart of ['chart-mrr', 'chart-subscription-flow', 'chart-growth', 'chart-leaves', 'chart-trials']) {
    await page.getByTestId(chart).locator('svg.recharts-surface').first().waitFor();
  }
  // Turkish month names on the axis.
  expect(
    await page.getByTestId('chart-leaves').locator('.recharts-cartesian-axis-tick-value').allTextContents(),
  ).toEqual(
    expect.arrayContaining([expect.stringMatching(/^(Oca|Şub|Mar|Nis|May|Haz|Tem|Ağu|Eyl|Eki|Kas|Ara) \d\d$/)]),
  );
  await expectMrrDrawn(
    page,
    (await (await billingMetrics).json()) as { mrrTL: number; series: Array<{ month: string; mrrTL: number }> },
  );
}

/**
 * The MRR chart draws the server's 12 months, one point each: the demo's paying organization
 * (demo-odeme) has paid every month for a year, so every month has MRR, and the last point's tooltip
 * reads the current MRR to the kuruş, as the stat card does.
 */
async function expectMrrDrawn(page: Page, metrics: { mrrTL: number; series: Array<{ month: string; mrrTL: number }> }) {
  expect(metrics.series).toHaveLength(12);
  expect(metrics.series.every((month) => month.mrrTL > 0)).toBe(true);
  expect(metrics.series.at(-1)!.mrrTL).toBe(metrics.mrrTL);
  const chart = page.getByTestId('chart-mrr');
  const points = chart.locator('.recharts-area-dots circle');
  await expect.poll(() => points.count()).toBe(12);
  expect(await chart.locator('.recharts-cartesian-axis-tick-value').allTextContents()).toEqual(
    expect.arrayContaining([expect.stringMatching(/^[\d.]+ ₺$/)]),
  );
  expect(await page.getByTestId('mrr').innerText()).toBe(formatLira(metrics.mrrTL));
  await points.last().hover({ force: true });
  const [year, month] = metrics.series.at(-1)!.month.split('-').map(Number) as [number, number];
  await expect
    .poll(() => chart.locator('.recharts-tooltip-wrapper').innerText())
    .toContain(`${TURKISH_MONTH_NAMES[month - 1]} ${year}`);
  expect(await chart.locator('.recharts-tooltip-wrapper').innerText()).toContain(`MRR : ${formatLira(metrics.mrrTL)}`);
}

/** Searches the list (debounced into the URL) and opens the one organization found. */
async function findAndOpen(page: Page, search: string, name: string) {
  const menu = page.getByRole('button', { name: 'Menüyü aç' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('link', { name: 'Organizasyonlar' }).first().click();
  await page.waitForURL('**/organizations');
  await page.getByLabel('Ara', { exact: true }).fill(search);
  await page.waitForURL(`**/organizations?q=${search}`);
  await page.getByRole('link', { name }).click();
  await page.getByRole('heading', { name, level: 1 }).waitFor();
}

/** The scripts this page loaded whose text contains `word` (the chart library must stay in the operator's bundle). */
function scriptsMentioning(page: Page, word: string) {
  return page.evaluate(async (needle) => {
    const scripts = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js'));
    const texts = await Promise.all(scripts.map(async (url) => [url, await (await fetch(url)).text()] as const));
    return texts.filter(([, text]) => text.includes(needle)).map(([url]) => url);
  }, word);
}

async function setActive(page: Page, action: 'Askıya al' | 'Yeniden etkinleştir', badge: 'Askıda' | 'Aktif') {
  await page.getByRole('button', { name: action }).click();
  await page.getByRole('dialog').getByRole('button', { name: action }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.getByRole('main').getByText(badge, { exact: true }).first().waitFor();
}

describe('operator organizations (issue 12: analytics, find, suspend, reactivate, erase)', () => {
  it('the operator reads analytics with charts (MRR drawn from the billing events, issue 13), finds an organization, suspends it (its login says so) and reactivates it (login works again)', async () => {
    const { context, page } = await newPage(browser);
    const billingMetrics = billingMetricsAnswer(page);
    await operatorLogIn(page);
    await expectAnalyticsDrawn(page, billingMetrics);
    expect(await scriptsMentioning(page, 'recharts')).not.toEqual([]);
    await findAndOpen(page, 'kuzey', kuzey.name);
    await page.getByRole('link', { name: 'Kullanıcılar' }).waitFor();
    await page.getByRole('link', { name: 'İzinler' }).waitFor();

    await setActive(page, 'Askıya al', 'Askıda');
    const person = await newPage(browser);
    await person.page.goto(siteUrl(kuzey.subdomain, '/login'));
    await person.page.getByText(SUSPENDED).waitFor();
    expect(await person.page.getByRole('button', { name: 'Giriş Yap' }).isDisabled()).toBe(true);

    await setActive(page, 'Yeniden etkinleştir', 'Aktif');
    await logIn(person.page, kuzey.subdomain, kuzey.admin.email, TEST_PASSWORD);
    await person.page.waitForURL('**/dashboard');
    expect(await scriptsMentioning(person.page, 'recharts')).toEqual([]);
    await person.context.close();
    await context.close();
  });

  it('an organization whose trial ended is badged "Deneme bitti", not "Aktif": the server’s access rule (issue 21)', async () => {
    const { context, page } = await newPage(browser);
    await operatorLogIn(page);
    await findAndOpen(page, E2E_ALWAYS_LAPSED.subdomain, E2E_ALWAYS_LAPSED.name);
    // The status badge beside the subdomain under the name (the plan card says it too; this is the status).
    const status = page
      .getByRole('heading', { name: E2E_ALWAYS_LAPSED.name, level: 1 })
      .locator('xpath=following-sibling::p');
    await status.getByText('Deneme bitti', { exact: true }).waitFor();
    expect(await status.getByText('Aktif', { exact: true }).count()).toBe(0);
    await context.close();
  });

  it('KVKK erasure asks for the subdomain to be typed, then the organization is gone from the list', async () => {
    const { context, page } = await newPage(browser);
    await operatorLogIn(page);
    await findAndOpen(page, 'silinecek', E2E_ERASED_ORGANIZATION.name);
    await page.getByRole('button', { name: 'Tüm verileri sil' }).click();
    const dialog = page.getByRole('dialog');
    const erase = dialog.getByRole('button', { name: 'Kalıcı olarak sil' });
    await dialog.getByRole('textbox').fill('yanlis');
    expect(await erase.isDisabled()).toBe(true);
    await dialog.getByRole('textbox').fill(E2E_ERASED_ORGANIZATION.subdomain);
    await erase.click();
    await page.getByText('Organizasyon ve tüm verileri kalıcı olarak silindi.', { exact: true }).waitFor();
    await page.waitForURL('**/organizations');
    await page.getByLabel('Ara', { exact: true }).fill('silinecek');
    await page.getByText('"silinecek" ile eşleşen organizasyon yok.').waitFor();
    await context.close();
  });

  it('at 390 px: charts drawn (MRR among them), the list as cards, an organization suspended and reactivated', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    const billingMetrics = billingMetricsAnswer(page);
    await operatorLogIn(page);
    await expectAnalyticsDrawn(page, billingMetrics);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await findAndOpen(page, 'kuzey', kuzey.name);
    await setActive(page, 'Askıya al', 'Askıda');
    await setActive(page, 'Yeniden etkinleştir', 'Aktif');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
