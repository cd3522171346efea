import { addDays, formatTurkishDate } from '@paydos/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../packages/server/test/factories';
import { launchBrowser, logIn, newPage, siteUrl } from './support/browser';
import { E2E_TEAM_RULES } from './support/people';
import { teamRulesAwayDay } from './support/team-rules-dates';

// Seeded by support/seed.ts for this file only: Teknoloji is Eda, Emre and Selin; Emre is away on `awayDay`.
const { subdomain, adminEmail, employeeEmail, team } = E2E_TEAM_RULES;
const awayDay = teamRulesAwayDay(new Date());
const PHONE = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function signedIn(email: string, viewport?: { width: number; height: number }) {
  const opened = await newPage(browser, viewport);
  await logIn(opened.page, subdomain, email, TEST_PASSWORD);
  await opened.page.waitForURL('**/dashboard');
  return opened;
}

describe('team rules in the browser (issue 23 item 5)', { timeout: 120_000 }, () => {
  it('minimum staffing: an ADMIN sets Teknoloji’s minimum on the organization page; an employee of the team picking a day a colleague is away is told the request is refused, with the day named, and cannot send it', async () => {
    const admin = await signedIn(adminEmail);
    await admin.page.goto(siteUrl(subdomain, '/organization'));
    const minimum = admin.page.getByRole('textbox', { name: `Asgari çalışan sayısı: ${team}`, exact: true });
    await minimum.fill('2');
    await admin.page
      .getByRole('combobox', { name: `Asgari çalışan kuralının biçimi: ${team}`, exact: true })
      .selectOption('REFUSE');
    await admin.page.getByRole('button', { name: `Asgari çalışan sayısını kaydet: ${team}`, exact: true }).click();
    await admin.page.getByText('Asgari çalışan sayısı kaydedildi.').first().waitFor();
    await admin.page.reload();
    await expect
      .poll(() => admin.page.getByRole('textbox', { name: `Asgari çalışan sayısı: ${team}`, exact: true }).inputValue())
      .toBe('2');
    await admin.context.close();

    // Eda asks for Tuesday (Emre away) and Wednesday: only Tuesday leaves fewer than two at work.
    const employee = await signedIn(employeeEmail, PHONE);
    await employee.page.goto(siteUrl(subdomain, '/my-leave-requests?create=true'));
    const form = employee.page.locator('form');
    await form.getByLabel('İzin türü').selectOption('annual_paid');
    await form.getByLabel('Başlangıç tarihi').fill(formatTurkishDate(awayDay));
    await form.getByLabel('Bitiş tarihi').fill(formatTurkishDate(addDays(awayDay, 1)));
    const hint = employee.page.getByTestId('rule-check-hint');
    await hint.waitFor();
    const text = await hint.innerText();
    expect(text).toContain('Bu talep ekip kuralları nedeniyle gönderilemez.');
    expect(text).toContain(`${team} ekibinde her iş günü en az 2 kişi çalışıyor olmalı`);
    expect(text).toContain(`${formatTurkishDate(awayDay)} (1 kişi)`);
    expect(text).not.toContain(formatTurkishDate(addDays(awayDay, 1)));
    expect(await form.getByRole('button', { name: 'Talep Gönder' }).isDisabled()).toBe(true);
    // Nothing on the phone's form runs past its width.
    expect(await employee.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // Wednesday alone breaks nothing: the hint goes and the request may be sent.
    await form.getByLabel('Başlangıç tarihi').fill(formatTurkishDate(addDays(awayDay, 1)));
    await form.getByLabel('Bitiş tarihi').fill(formatTurkishDate(addDays(awayDay, 1)));
    await hint.waitFor({ state: 'detached' });
    expect(await form.getByRole('button', { name: 'Talep Gönder' }).isEnabled()).toBe(true);
    await employee.context.close();
  });

  it('the organization page with the "Ekip kuralları" card and its lock table fits a 390 px phone', async () => {
    const admin = await signedIn(adminEmail, PHONE);
    await admin.page.goto(siteUrl(subdomain, '/organization'));
    await admin.page.getByTestId('team-rules-card').getByRole('button', { name: 'Kilitli dönem ekle' }).waitFor();
    await admin.page.getByTestId('lock-period-row').getByText('Yıl sonu envanter sayımı ve kapanış').waitFor();
    expect(await admin.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await admin.context.close();
  });
});
