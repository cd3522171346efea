import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { largeAdminEmail, largeEmployeeEmail } from '../packages/server/src/features/demo';
import { TEST_PASSWORD } from '../packages/server/test/factories';
import { launchBrowser, logIn, newPage, siteUrl } from './support/browser';
import { E2E_LARGE } from './support/people';
import { pickPerson } from './support/person-picker';
import { siteApi } from './support/site-api';

/**
 * Issue 14: the lists of a 2,000-person organization load a page at a time (keyset, 50 rows),
 * more as the user scrolls, and search on the server, so a person far down the list is found
 * without loading the pages before them.
 */
const { subdomain } = E2E_LARGE;
let browser: Browser;
let token: string;

beforeAll(async () => {
  browser = await launchBrowser();
  token = (
    await siteApi<{ token: string }>(subdomain, 'POST', '/api/subdomain/login', {
      email: largeAdminEmail(subdomain),
      password: TEST_PASSWORD,
    })
  ).token;
});
afterAll(() => browser?.close());

async function openAsAdmin(path: string, viewport?: { width: number; height: number }) {
  const { context, page } = await newPage(browser, viewport);
  await logIn(page, subdomain, largeAdminEmail(subdomain), TEST_PASSWORD);
  await page.waitForURL('**/dashboard');
  await page.goto(siteUrl(subdomain, path));
  return { context, page };
}

/** The highest row index rendered (rows carry data-index; a long list renders only those near the screen). */
const lastIndex = (page: Page, testId: string) =>
  page
    .locator(`[data-testid="${testId}"], [data-leave-id]`)
    .evaluateAll((rows) => Math.max(-1, ...rows.map((row) => Number(row.getAttribute('data-index')))));

const slow = { timeout: 30_000, intervals: [300] };

/** Scrolls down until a row of the third page is rendered (two pages are all rendered; from the third on only the rows near the screen). */
async function scrollToThirdPage(page: Page, testId: string) {
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 4000);
      return lastIndex(page, testId);
    }, slow)
    .toBeGreaterThanOrEqual(110);
}

describe('the staff page of a 2,000-person organization', () => {
  it('loads the first page, more on scroll, and keeps the DOM small', async () => {
    const { context, page } = await openAsAdmin('/staff-management');
    await expect.poll(() => page.getByText('2000 personel').count(), slow).toBe(1);
    expect(await page.getByTestId('staff-person').count()).toBeLessThanOrEqual(50);
    await scrollToThirdPage(page, 'staff-person');
    // Three pages are loaded, but only the rows near the screen are in the DOM.
    expect(await page.getByTestId('staff-person').count()).toBeLessThan(100);
    await context.close();
  });

  it('search finds a person who is on a later page, with the search in the URL', async () => {
    const first = await siteApi<{ users: { email: string }[] }>(subdomain, 'GET', '/api/admin/users', undefined, token);
    const onFirstPage = new Set(first.users.map((u) => u.email));
    const n = [1999, 1998, 1997, 1996].find((k) => !onFirstPage.has(largeEmployeeEmail(subdomain, k)))!;
    const email = largeEmployeeEmail(subdomain, n);
    const { context, page } = await openAsAdmin('/staff-management');
    await page.getByTestId('staff-person').first().waitFor();
    expect(await page.getByText(email).count()).toBe(0);
    await page.getByLabel('Personel ara').fill(`personel${n}@`);
    await page.waitForURL(`**/staff-management?q=personel${n}%40`);
    await expect.poll(() => page.getByTestId('staff-person').count(), slow).toBe(1);
    expect(await page.getByText(email).count()).toBe(1);
    await context.close();
  });
});

describe('the approvals page of a 2,000-person organization', () => {
  it('every status: the first page, then more on scroll', async () => {
    const { context, page } = await openAsAdmin('/leave-approvals?status=ALL');
    await expect.poll(() => page.locator('[data-leave-id]').count(), slow).toBeGreaterThan(10);
    await expect.poll(() => page.getByText(/^\d+ talep$/).count(), slow).toBe(1);
    await scrollToThirdPage(page, 'leave-row');
    expect(await page.locator('[data-leave-id]').count()).toBeLessThan(100);
    await context.close();
  });

  it('the person filter searches on the server, on a phone too', async () => {
    const { context, page } = await openAsAdmin('/leave-approvals?status=ALL', { width: 390, height: 844 });
    await page.getByLabel('Personel ara').fill('personel1999@');
    await page.waitForURL('**q=personel1999%40**');
    const people = await siteApi<{ leaveRequests: { user: { email: string } }[]; total: number }>(
      subdomain,
      'GET',
      '/api/leaves?q=personel1999%40',
      undefined,
      token,
    );
    expect(people.leaveRequests.every((l) => l.user.email === largeEmployeeEmail(subdomain, 1999))).toBe(true);
    await expect.poll(() => page.locator('li[data-leave-id]').count(), slow).toBe(people.total);
    await context.close();
  });
});

describe('the historical-leave page of a 2,000-person organization', () => {
  it('the employee picker finds and picks a person beyond the first 500 by searching on the server', async () => {
    const first500 = await siteApi<{ users: { email: string }[] }>(
      subdomain,
      'GET',
      '/api/admin/users?status=active&limit=500',
      undefined,
      token,
    );
    const early = new Set(first500.users.map((u) => u.email));
    const n = [1999, 1998, 1997, 1996].find((k) => !early.has(largeEmployeeEmail(subdomain, k)))!;
    const found = await siteApi<{ users: { firstName: string; lastName: string }[] }>(
      subdomain,
      'GET',
      `/api/admin/users?q=personel${n}%40`,
      undefined,
      token,
    );
    const name = `${found.users[0]!.firstName} ${found.users[0]!.lastName}`;
    const { context, page } = await openAsAdmin('/historical-leave-data', { width: 390, height: 844 });
    await page.getByRole('button', { name: 'Geçmiş İzin Ekle' }).click();
    const box = await pickPerson(page, 'Personel', `personel${n}@`, name);
    expect(await box.inputValue()).toBe(name);
    await context.close();
  });
});

describe('the team calendar of a 2,000-person organization (issue 25 item 5)', () => {
  it('shows 50 people a page, the next 50 as the chart is scrolled to its end; a search finds one far down', async () => {
    const { context, page } = await openAsAdmin('/team-calendar');
    const count = page.getByTestId('team-calendar-count');
    await expect.poll(() => count.innerText(), slow).toBe('İlk 50 kişi gösteriliyor');
    const chart = page.getByTestId('team-wallchart');
    await chart.hover();
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 4000);
        return count.innerText();
      }, slow)
      .toBe('İlk 100 kişi gösteriliyor');
    // Only the rows near the chart's view are in the DOM.
    expect(await chart.getByTestId('wallchart-row').count()).toBeLessThan(100);

    // The alphabet's last page: a name that sorts after the first pages, found by the server's search.
    const last = await siteApi<{ people: { firstName: string; lastName: string }[] }>(
      subdomain,
      'GET',
      `/api/team-calendar?q=${encodeURIComponent('ü')}&limit=50`,
      undefined,
      token,
    );
    const name = `${last.people.at(-1)!.firstName} ${last.people.at(-1)!.lastName}`;
    await page.getByLabel('İsim ara').fill(name);
    await expect
      .poll(async () => (await chart.getByTestId('wallchart-row').allInnerTexts()).every((r) => r.includes(name)), slow)
      .toBe(true);
    await context.close();
  });
});
