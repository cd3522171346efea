import {
  addDays,
  formatTurkishDate,
  istanbulToday,
  turkishPublicHolidaysBetween,
  weekdayOf,
  type CalendarDate,
} from '@paydos/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from './support/demo-logins';
import { pickPerson } from './support/person-picker';
import { siteApi } from './support/site-api';
import { launchBrowser, logIn, newPage, siteUrl } from './support/browser';

// Issue 11: the manager records past leaves, the employee consents through the mailed link.
const MANAGER = 'mehmet.demir@demo.paydos.test';
// A demo employee no other browser test records leave for.
const EMPLOYEE = 'elif.celik@demo.paydos.test';

/** Two holiday-free workdays (Tuesday, Wednesday) of a past week that no leave of the person comes near. */
async function freePastDays(token: string, userId: string): Promise<{ start: CalendarDate; end: CalendarDate }> {
  const { leaveRequests } = await siteApi<{ leaveRequests: { startDate: string; endDate: string; status: string }[] }>(
    'demo',
    'GET',
    `/api/leaves/employee/${userId}`,
    undefined,
    token,
  );
  const today = istanbulToday(new Date());
  for (let weeks = 3; weeks < 50; weeks++) {
    let monday = addDays(today, -7 * weeks);
    while (weekdayOf(monday) !== 1) monday = addDays(monday, -1);
    const start = addDays(monday, 1);
    const end = addDays(monday, 2);
    const near = leaveRequests.some((l) => l.startDate <= addDays(end, 4) && addDays(l.endDate, 4) >= start);
    if (!near && turkishPublicHolidaysBetween(monday, addDays(monday, 4)).length === 0) return { start, end };
  }
  throw new Error('no free past week');
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('historical leave with the employee’s consent (product §2, §6; §D3, §D7)', () => {
  it('the manager records a batch, the employee approves it from the mailed link and lands on the login page', async () => {
    const login = await siteApi<{ token: string }>('demo', 'POST', '/api/auth/login', {
      email: MANAGER,
      password: demoLogins().password,
    });
    const { users } = await siteApi<{ users: { id: string; email: string }[] }>(
      'demo',
      'GET',
      '/api/admin/users',
      undefined,
      login.token,
    );
    const employee = users.find((u) => u.email === EMPLOYEE)!;
    const { start, end } = await freePastDays(login.token, employee.id);

    const { context, page } = await newPage(browser);
    await logIn(page, 'demo', MANAGER, demoLogins().password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('navigation').first().getByRole('link', { name: 'Geçmiş İzin Kayıtları' }).click();
    await page.getByRole('heading', { name: 'Geçmiş İzin Kayıtları', level: 1 }).waitFor();
    // The demo's batches are listed below the button: one still awaits the employee's consent.
    await page.getByRole('list', { name: 'Gönderilen kayıtlar' }).getByText('Beklemede').first().waitFor();
    await page.getByRole('button', { name: 'Geçmiş İzin Ekle' }).click();
    await page.getByText('Kişisel verilerin işlenmesi personelin onayını gerektirir.', { exact: false }).waitFor();

    // Sending an empty list is refused with the spec's text.
    await page.getByRole('button', { name: 'Kayıtları Gönder' }).click();
    await page.getByText('Lütfen en az bir izin kaydı ekleyin').waitFor();
    await page.getByText('Lütfen bir personel seçin').waitFor();

    // The picker searches the server as one types (issue 14: no 500-row list).
    await pickPerson(page, 'Personel', 'Eli', 'Elif Çelik');
    expect(await page.getByRole('combobox', { name: 'Personel' }).inputValue()).toBe('Elif Çelik');
    expect(await page.getByText('Lütfen bir personel seçin').count()).toBe(0);
    const form = page.getByRole('form', { name: 'Geçmiş izin kaydı' });
    await form.getByLabel('İzin türü').selectOption('annual_paid');
    // Product §5: a later start moves the end up to it.
    await form.getByLabel('Başlangıç tarihi').fill(formatTurkishDate(start));
    await form.getByLabel('Bitiş tarihi').fill(formatTurkishDate(start));
    await form.getByLabel('Başlangıç tarihi').fill(formatTurkishDate(end));
    await form.getByLabel('Başlangıç tarihi').blur();
    await expect.poll(() => form.getByLabel('Bitiş tarihi').inputValue()).toBe(formatTurkishDate(end));
    await form.getByLabel('Başlangıç tarihi').fill(formatTurkishDate(start));
    await form.getByRole('button', { name: 'Listeye Ekle' }).click();
    await page.getByText('Gönderilecek kayıtlar (1)').waitFor();
    expect(await page.getByTestId('historical-list').innerText()).toContain('2 gün');

    await page.getByRole('button', { name: 'Kayıtları Gönder' }).click();
    await page
      .getByText('1 adet geçmiş izin kaydı başarıyla eklendi. Personele onay e-postası gönderildi.', { exact: true })
      .waitFor();
    // The list clears and the form closes (product §4).
    await page.getByRole('button', { name: 'Geçmiş İzin Ekle' }).waitFor();
    await context.close();

    // The employee's consent mail, read on the operator's mailbox page, and its button followed.
    const operator = await newPage(browser);
    const mailbox = operator.page;
    await mailbox.goto(siteUrl('superadmin', '/login'));
    await mailbox.getByLabel('Kullanıcı adı').fill(demoLogins().operator.username);
    await mailbox.getByLabel('Şifre', { exact: true }).fill(demoLogins().operator.password);
    await mailbox.getByRole('button', { name: 'Giriş Yap' }).click();
    await mailbox.waitForURL('**/analytics');
    await mailbox.goto(siteUrl('superadmin', '/mail'));
    await mailbox.getByRole('heading', { name: 'Posta Kutusu' }).waitFor();
    const item = mailbox
      .getByRole('button')
      .filter({ hasText: EMPLOYEE })
      .filter({ hasText: /Geçmiş izin kayıtlarınız onayınızı bekliyor/ })
      .first();
    for (let i = 0; i < 20 && (await item.count()) === 0; i++) {
      await mailbox.getByRole('button', { name: 'Yenile', exact: true }).click();
      await mailbox.waitForTimeout(500);
    }
    await item.click();
    const link = mailbox
      .frameLocator('iframe[title="E-posta içeriği"]')
      .getByRole('link', { name: 'Kayıtları İncele ve Onayla' });
    await link.waitFor();
    const [tab] = await Promise.all([mailbox.context().waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toMatch(/^\/leave-approval\/[\w-]+$/);

    await tab.getByRole('heading', { name: 'Geçmiş İzin Onayı' }).waitFor();
    expect(await tab.getByTestId('approval-employee').innerText()).toBe('Elif Çelik');
    const leaves = await tab.getByTestId('approval-leaves').innerText();
    expect(leaves).toContain('Yıllık İzin');
    expect(leaves).toContain(`${formatTurkishDate(start)} - ${formatTurkishDate(end)}`);
    expect(leaves).toContain('2 gün');
    await tab.getByRole('button', { name: 'Onaylıyorum' }).click();
    await tab.getByRole('heading', { name: 'Geçmiş izinleriniz onaylandı' }).waitFor();
    await tab.getByText('3 saniye içinde giriş sayfasına yönlendiriliyorsunuz...').waitFor();
    await tab.waitForURL(siteUrl('demo', '/login'), { timeout: 10_000 });

    // The link is spent: opened again, it shows the spec's notice.
    await tab.goBack();
    await tab.getByText('Bu talep zaten işlenmiş').waitFor();
    await operator.context.close();

    // The leave is now an approved leave of hers.
    const after = await siteApi<{ leaveRequests: { startDate: string; status: string }[] }>(
      'demo',
      'GET',
      `/api/leaves/employee/${employee.id}`,
      undefined,
      login.token,
    );
    expect(after.leaveRequests.find((l) => l.startDate === start)?.status).toBe('APPROVED');
  });
});
