import type { CurrentUser } from '@paydos/contract/auth';
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
    const trialEndsAt = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('user')!) as CurrentUser).organization.subscription.trialEndsAt,
    );
    const end = Date.parse(trialEndsAt!);
    const banner = page.locator('[data-color]');

    // The browser's clock moves; the server's does not, so the session stays valid.
    const at = async (now: number) => {
      await page.clock.setFixedTime(now);
      await page.reload();
      await banner.waitFor();
      return { color: await banner.getAttribute('data-color'), text: (await banner.innerText()).trim() };
    };
    const thresholds = [
      { now: end - 10 * DAY, color: 'blue', daysLeft: '10 gün kaldı' },
      { now: end - 6.5 * DAY, color: 'amber', daysLeft: '7 gün kaldı' },
      { now: end - 2.2 * DAY, color: 'red', daysLeft: '3 gün kaldı' },
    ];
    for (const { now, color, daysLeft } of thresholds) {
      const shown = await at(now);
      expect(shown.color, daysLeft).toBe(color);
      expect(shown.text).toContain(daysLeft);
    }
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
