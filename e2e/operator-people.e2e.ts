import { addDays, formatTurkishDate, istanbulToday, turkishPublicHolidaysBetween, weekdayOf } from '@paydos/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from './support/demo-logins';
import { launchBrowser, newPage, operatorLogIn, siteUrl } from './support/browser';
import { pickPerson } from './support/person-picker';
import { siteApi } from './support/site-api';

let browser: Browser;
let organizationId = '';
beforeAll(async () => {
  browser = await launchBrowser();
  const login = await siteApi<{ user: { organization: { id: string } } }>('demo', 'POST', '/api/auth/login', {
    email: 'ayse.yilmaz@demo.paydos.test',
    password: demoLogins().password,
  });
  organizationId = login.user.organization.id;
});
afterAll(() => browser?.close());

/** A holiday-free Monday to Friday some weeks ahead (no demo leave is there for a new person anyway). */
function freeWeek(fromDays: number) {
  let monday = addDays(istanbulToday(new Date()), fromDays);
  for (;;) {
    while (weekdayOf(monday) !== 1) monday = addDays(monday, 1);
    if (turkishPublicHolidaysBetween(monday, addDays(monday, 4)).length === 0)
      return { monday, friday: addDays(monday, 4) };
    monday = addDays(monday, 1);
  }
}

/** A result toast (product §8 texts). */
const toast = (page: Page, text: string) => page.locator('li[data-state="open"]', { hasText: text }).first().waitFor();

describe.each([
  { label: 'desktop', viewport: { width: 1280, height: 800 }, name: 'Masaüstü', slug: 'masaustu', weeks: 10 },
  { label: 'phone (390 px)', viewport: { width: 390, height: 844 }, name: 'Telefon', slug: 'telefon', weeks: 14 },
])("the operator runs one organization's users and leaves ($label)", ({ viewport, name, slug, weeks }) => {
  it('creates a user (set-password mail, no password), edits their position inline, creates a leave and approves it; the balance follows', async () => {
    const { context, page } = await newPage(browser, viewport);
    await operatorLogIn(page);
    await page.goto(siteUrl('superadmin', `/organizations/${organizationId}/users`));
    await page.getByText('Demo Teknoloji A.Ş. organizasyonunun kullanıcı veritabanı').waitFor();
    // The organization sub-pages have their own sidebar (product §2).
    if (viewport.width >= 1024) {
      const nav = page.getByRole('navigation', { name: 'Organizasyon menüsü' });
      expect((await nav.getByRole('link').allInnerTexts()).map((l) => l.trim())).toEqual(['Kullanıcılar', 'İzinler']);
      await page.getByRole('link', { name: /Panele dön/ }).waitFor();
    }

    // Product §5: the required fields, then a user created (product §D3: a set-password mail, never a password).
    await page.getByRole('button', { name: 'Kullanıcı Oluştur' }).click();
    expect(await page.getByText('Email, Ad ve Soyad zorunludur').count()).toBeGreaterThan(0);
    const email = `operator-${slug}@demo.paydos.test`;
    await page.getByLabel('Ad', { exact: true }).fill(name);
    await page.getByLabel('Soyad', { exact: true }).fill('Deneme');
    await page.getByLabel('E-posta', { exact: true }).fill(email);
    await page.getByLabel('İşe giriş').fill('01.03.2020');
    await page.getByRole('button', { name: 'Kullanıcı Oluştur' }).click();
    await toast(page, 'Kullanıcı oluşturuldu. Şifre belirleme bağlantısı e-postayla gönderildi.');

    // Inline edit of one row at a time (product §2): the others' edit buttons are disabled meanwhile.
    await page.getByPlaceholder('Ad, e-posta, pozisyon, departman').fill(email);
    const row = page.getByTestId('operator-user').filter({ hasText: email });
    await row.waitFor();
    await expect.poll(() => page.getByTestId('operator-user').count()).toBe(1);
    await row.getByRole('button', { name: `Düzenle: ${name} Deneme` }).click();
    const editing = page.getByTestId('operator-user-editing');
    await editing.getByLabel('Pozisyon').fill('Saha Uzmanı');
    await editing.getByRole('button', { name: 'Kaydet' }).click();
    await toast(page, 'Kullanıcı güncellendi.');
    await page.getByTestId('operator-user').filter({ hasText: 'Saha Uzmanı' }).waitFor();
    await page.getByTestId('operator-user').filter({ hasText: email }).getByText('Şifre belirlenmedi').waitFor();
    await page.getByPlaceholder('Ad, e-posta, pozisyon, departman').fill('');
    await page.getByTestId('operator-user').nth(1).waitFor();
    await page
      .getByTestId('operator-user')
      .first()
      .getByRole('button', { name: /^Düzenle/ })
      .click();
    const others = page.getByTestId('operator-user').getByRole('button', { name: /^Düzenle/ });
    for (const button of await others.all()) expect(await button.isDisabled()).toBe(true);
    await page.getByTestId('operator-user-editing').getByRole('button', { name: 'Vazgeç' }).click();

    // A leave for the new person (the working-day rule counts 5), then approved inline.
    if (viewport.width >= 1024)
      await page
        .getByRole('navigation', { name: 'Organizasyon menüsü' })
        .getByRole('link', { name: 'İzinler' })
        .click();
    else await page.goto(siteUrl('superadmin', `/organizations/${organizationId}/leaves`));
    await page.getByText('Demo Teknoloji A.Ş. organizasyonunun izin veritabanı').waitFor();
    const week = freeWeek(weeks * 7);
    await pickPerson(page, 'Personel', name, `${name} Deneme`);
    await page.getByLabel('Başlangıç', { exact: true }).fill(formatTurkishDate(week.monday));
    await page.getByLabel('Bitiş', { exact: true }).fill(formatTurkishDate(week.friday));
    await page.getByLabel('Açıklama').first().fill('Operatör kaydı');
    await page.getByTestId('leave-day-count').filter({ hasText: '5 iş günü' }).waitFor();
    await page.getByRole('button', { name: 'İzin Oluştur' }).click();
    await toast(page, 'İzin talebi oluşturuldu.');
    const leave = page.getByTestId('operator-leave').filter({ hasText: `${name} Deneme` });
    await leave.getByText('Beklemede').waitFor();
    await leave.getByRole('button', { name: /^Düzenle/ }).click();
    await page.getByTestId('operator-leave-editing').getByLabel('Durum').selectOption('APPROVED');
    await page.getByTestId('operator-leave-editing').getByRole('button', { name: 'Kaydet' }).click();
    await toast(page, 'İzin talebi güncellendi.');
    await page
      .getByTestId('operator-leave')
      .filter({ hasText: `${name} Deneme` })
      .getByText('Onaylandı')
      .waitFor();

    // The approval went through the ledger: 5 of the person's 20 days used.
    await page.goto(siteUrl('superadmin', `/organizations/${organizationId}/users`));
    await page.getByTestId('operator-user').filter({ hasText: email }).getByText('5 / 20 gün').waitFor();
    await context.close();
  });
});

describe('operator leave deletion (product §8 confirmation)', () => {
  it('asks "Bu izin talebini silmek istediğinizden emin misiniz?" and removes the row', async () => {
    const { context, page } = await newPage(browser);
    await operatorLogIn(page);
    await page.goto(siteUrl('superadmin', `/organizations/${organizationId}/leaves`));
    const row = page.getByTestId('operator-leave').filter({ hasText: 'Masaüstü Deneme' });
    await row.waitFor();
    await row.getByRole('button', { name: /^Sil/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Bu izin talebini silmek istediğinizden emin misiniz?').waitFor();
    await dialog.getByRole('button', { name: 'Sil' }).click();
    await toast(page, 'İzin talebi silindi.');
    await expect.poll(() => page.getByTestId('operator-leave').filter({ hasText: 'Masaüstü Deneme' }).count()).toBe(0);
    await context.close();
  });
});

describe('operator user deletion (product §8 confirmation)', () => {
  it('asks "Bu kullanıcıyı silmek istediğinizden emin misiniz?" and removes the user', async () => {
    const { context, page } = await newPage(browser);
    await operatorLogIn(page);
    await page.goto(siteUrl('superadmin', `/organizations/${organizationId}/users`));
    const email = 'operator-telefon@demo.paydos.test';
    await page.getByPlaceholder('Ad, e-posta, pozisyon, departman').fill(email);
    const row = page.getByTestId('operator-user').filter({ hasText: email });
    await row.waitFor();
    await row.getByRole('button', { name: 'Sil: Telefon Deneme' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Bu kullanıcıyı silmek istediğinizden emin misiniz?').waitFor();
    await dialog.getByRole('button', { name: 'Sil' }).click();
    await toast(page, 'Kullanıcı silindi.');
    await expect.poll(() => page.getByTestId('operator-user').filter({ hasText: email }).count()).toBe(0);
    await context.close();
  });
});
