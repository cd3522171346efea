import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from './support/demo-logins';
import { launchBrowser, logIn, newPage } from './support/browser';

const ADMIN = 'ayse.yilmaz@demo.paydos.test';
const DAY = 86_400_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('trial banner (product §4: days left rounded up; red ≤ 3, amber ≤ 7, else blue; expired at 0; dismissable)', () => {
  it('shows the days left in the colour of the threshold, the expired text at 0, and can be dismissed', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'demo', ADMIN, demoLogins().password);
    await page.waitForURL('**/dashboard');
    const trialEndsAt: string = await page.evaluate(
      () => JSON.parse(localStorage.getItem('user')!).organization.subscription.trialEndsAt,
    );
    const end = Date.parse(trialEndsAt);
    const banner = page.locator('[data-color]');

    // The browser's clock moves; the server's does not, so the session stays valid.
    const at = async (now: number) => {
      await page.clock.setFixedTime(now);
      await page.reload();
      await banner.waitFor();
      return { color: await banner.getAttribute('data-color'), text: (await banner.innerText()).trim() };
    };
    expect(await at(end - 10 * DAY)).toMatchObject({ color: 'blue', text: expect.stringContaining('10 gün kaldı') });
    expect(await at(end - 6.5 * DAY)).toMatchObject({ color: 'amber', text: expect.stringContaining('7 gün kaldı') });
    expect(await at(end - 2.2 * DAY)).toMatchObject({ color: 'red', text: expect.stringContaining('3 gün kaldı') });
    await page.screenshot({ path: '/tmp/b/trial-red.png' });
    const expired = await at(end + DAY);
    expect(expired.color).toBe('red');
    expect(expired.text).toContain('Deneme süreniz doldu!');
    await banner.getByRole('link', { name: 'Şimdi Öde' }).waitFor();

    await banner.getByRole('button', { name: 'Kapat' }).click();
    expect(await banner.count()).toBe(0);
    await context.close();
  });
});
