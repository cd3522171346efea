import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from './support/demo-logins';
import { TEST_PASSWORD } from '../packages/server/test/factories';
import { launchBrowser, logIn, newPage, siteUrl } from './support/browser';

const ADMIN = 'ayse.yilmaz@demo.paydos.test';
// Seeded for this file only (support/seed.ts), so toggling and editing her touches no other test.
const NESRIN = 'nesrin.aydin@demo.paydos.test';
const PHONE = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function asAdmin(viewport?: { width: number; height: number }) {
  const opened = await newPage(browser, viewport);
  await logIn(opened.page, 'demo', ADMIN, demoLogins().password);
  await opened.page.waitForURL('**/dashboard');
  return opened;
}

const toast = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor();

// Generous: the machine is shared, and a journey of several pages can take long under load.
describe('staff management (product §2, §5, §7)', { timeout: 120_000 }, () => {
  it('the admin sees the spec’s messages on an empty invite, invites a person, sees the pending invitation and cancels it', async () => {
    const { context, page } = await asAdmin();
    await page.goto(siteUrl('demo', '/staff-management'));
    await page.getByRole('heading', { name: 'Personel Yönetimi' }).waitFor();
    await page.getByRole('button', { name: 'Davet Gönder' }).click();
    await page.getByText('Ad gerekli', { exact: true }).waitFor();
    await page.getByText('Soyad gerekli').waitFor();
    await page.getByText('E-posta gerekli').waitFor();

    const email = `davetli-${randomBytes(3).toString('hex')}@ornek.com.tr`;
    await page.getByLabel('Ad', { exact: true }).fill('Deniz');
    await page.getByLabel('Soyad', { exact: true }).fill('Ünal');
    await page.getByLabel('E-posta', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Davet Gönder' }).click();
    await toast(page, 'Davet başarıyla gönderildi');
    const invitations = page.getByRole('list', { name: 'Bekleyen Davetler' });
    await invitations.getByText(email).waitFor();
    await page.screenshot({ path: '/tmp/c/staff-desktop.png', fullPage: true });

    await invitations
      .getByRole('listitem')
      .filter({ hasText: email })
      .getByRole('button', { name: 'Daveti İptal Et' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Daveti İptal Et' }).click();
    await toast(page, 'Davet iptal edildi');
    await page.getByRole('listitem').filter({ hasText: email }).waitFor({ state: 'detached' });
    await context.close();
  });

  it('an employee edits her profile, and it persists after a reload', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await logIn(page, 'demo', NESRIN, TEST_PASSWORD);
    await page.waitForURL('**/dashboard');
    // The page is open to everyone (product §6), but other people's data is not (KVKK).
    await page.goto(siteUrl('demo', '/staff-management'));
    await page.getByText(/Personel listesini yalnızca yöneticiler ve müdürler görüntüleyebilir/).waitFor();
    expect(await page.getByRole('button', { name: 'Davet Gönder' }).count()).toBe(0);
    await page.goto(siteUrl('demo', '/my-profile'));
    await page.getByRole('heading', { name: 'Profilim' }).waitFor();
    await page.getByText('Destek Uzmanı').waitFor();
    await page.getByText('İş bilgilerinizi yalnızca yöneticiniz değiştirebilir.').waitFor();
    await page.getByRole('button', { name: 'Düzenle' }).click();
    await page.getByLabel('Telefon', { exact: true }).fill('+90 555 123 45 67');
    await page.getByLabel('Adres', { exact: true }).fill('Moda Cad. 12, Kadıköy');
    await page.getByLabel('TC Kimlik Numarası').fill('123');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('TC Kimlik Numarası 11 haneli olmalı').waitFor();
    await page.getByLabel('TC Kimlik Numarası').fill('');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await toast(page, 'Profil bilgileriniz kaydedildi');
    await page.reload();
    await page.getByText('Moda Cad. 12, Kadıköy').waitFor();
    await page.getByText('+90 555 123 45 67').waitFor();
    await page.screenshot({ path: '/tmp/c/profile-phone.png', fullPage: true });
    await context.close();
  });

  it('the admin deactivates a person through the dialog (her open session ends) and reactivates her', async () => {
    const employee = await newPage(browser);
    await logIn(employee.page, 'demo', NESRIN, TEST_PASSWORD);
    await employee.page.waitForURL('**/dashboard');

    const { context, page } = await asAdmin(PHONE);
    await page.goto(siteUrl('demo', '/staff-management'));
    const row = page.getByTestId('staff-person').filter({ hasText: 'Nesrin Aydın' }).filter({ visible: true });
    await row.getByRole('button', { name: 'Deaktif Et' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/Nesrin Aydın artık giriş yapamayacak/).waitFor();
    await page.screenshot({ path: '/tmp/c/staff-dialog-phone.png' });
    await dialog.getByRole('button', { name: 'Deaktif Et' }).click();
    await row.getByText('Deaktif', { exact: true }).waitFor();

    // Her tab has been in the background behind the admin's; bring it forward so its timers run freely.
    await employee.page.bringToFront();
    await employee.page.goto(siteUrl('demo', '/my-profile'));
    await employee.page.waitForURL('**/login');
    // Closing a context while its page is still navigating can hang: let the login page settle first.
    await employee.page.getByRole('button', { name: 'Giriş Yap' }).waitFor();
    await employee.page.waitForLoadState('networkidle');
    await employee.context.close();

    await page.bringToFront();
    await row.getByRole('button', { name: 'Aktif Et' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Aktif Et' }).click();
    await row.getByText('Aktif', { exact: true }).waitFor();
    await page.screenshot({ path: '/tmp/c/staff-phone.png', fullPage: true });
    await context.close();
  });

  it('the admin opens a person’s detail page from the staff table and sees the cards and the ledger', async () => {
    const { context, page } = await asAdmin();
    await page.goto(siteUrl('demo', '/staff-management'));
    await page.getByRole('link', { name: 'Nesrin Aydın' }).click();
    await page.waitForURL('**/employee/*');
    await page.getByRole('heading', { name: 'Nesrin Aydın' }).waitFor();
    await page.getByText('İzin İstatistikleri').waitFor();
    await page.getByText('İzin bakiyesi hareketleri').waitFor();
    await page.getByText('Hak ediş').first().waitFor();
    // An admin corrects the balance by a half-day multiple; the ledger shows the row and the new total.
    await page.getByRole('button', { name: 'Bakiye Düzelt' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Gün (ör. 2, -1,5)').fill('1,25');
    await dialog.getByLabel('Sebep').fill('Devreden izin');
    await dialog.getByRole('button', { name: 'Düzeltmeyi Kaydet' }).click();
    await dialog.getByText('Gün sayısı yarım günün katı olmalıdır (ör. 1, 1,5, -2)').waitFor();
    await dialog.getByLabel('Gün (ör. 2, -1,5)').fill('1,5');
    await dialog.getByRole('button', { name: 'Düzeltmeyi Kaydet' }).click();
    await toast(page, 'Bakiye düzeltmesi kaydedildi');
    await page.getByText('Devreden izin').waitFor();
    await page.getByText('Toplam 15,5 gün · Kullanılan 0 gün · Kalan 15,5 gün').waitFor();
    await page.screenshot({ path: '/tmp/c/employee-desktop.png', fullPage: true });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: '/tmp/c/employee-phone.png', fullPage: true });
    await page.goto(siteUrl('demo', '/employee/00000000-0000-4000-8000-000000000000'));
    await page.getByRole('heading', { name: 'Hata Oluştu' }).waitFor();
    await page.getByRole('button', { name: 'Geri Dön' }).waitFor();
    await context.close();
  });
});

describe('organization and leave policy (product §2 /organization)', { timeout: 120_000 }, () => {
  it('the admin edits the policy, sees the summary, then restores it', async () => {
    const { context, page } = await asAdmin();
    await page.goto(siteUrl('demo', '/organization'));
    await page.getByRole('heading', { name: 'İzin Politikası' }).waitFor();
    const summary = page.getByTestId('policy-summary');
    await summary.getByText('Pazartesi, Salı, Çarşamba, Perşembe, Cuma').waitFor();

    // exact: the Ekipler card's buttons are named "<ekip> ekibini düzenle".
    await page.getByRole('button', { name: 'Düzenle', exact: true }).click();
    await page.getByText(/tüm aktif personelin yıllık izin hakkını/).waitFor();
    const description = page.getByLabel('Politika açıklaması');
    const originalDescription = await description.inputValue();
    const firstBand = page.getByLabel('0-1 yıl');
    const originalDays = await firstBand.inputValue();
    await page.screenshot({ path: '/tmp/c/policy-edit-desktop.png', fullPage: true });
    await firstBand.fill('51');
    await page.getByRole('button', { name: 'Politikayı Kaydet' }).click();
    await page.getByText('Değer 0 ile 50 arasında bir tam sayı olmalıdır').waitFor();
    await firstBand.fill(String(Number(originalDays) + 1));
    await description.fill('E2E politika açıklaması');
    await page.getByRole('button', { name: 'Politikayı Kaydet' }).click();
    await toast(page, /İzin politikası kaydedildi/);
    await summary.getByText('E2E politika açıklaması').waitFor();
    await summary
      .getByText(`${Number(originalDays) + 1} gün`)
      .first()
      .waitFor();
    await page.screenshot({ path: '/tmp/c/organization-desktop.png', fullPage: true });

    await page.getByRole('button', { name: 'Düzenle', exact: true }).click();
    await page.getByLabel('0-1 yıl').fill(originalDays);
    await page.getByLabel('Politika açıklaması').fill(originalDescription);
    await page.getByRole('button', { name: 'Politikayı Kaydet' }).click();
    await summary.getByText(originalDescription.slice(0, 30)).waitFor();
    expect(await summary.getByText('E2E politika açıklaması').count()).toBe(0);
    await context.close();
  });

  it('the company info form requires a name (phone width)', async () => {
    const { context, page } = await asAdmin(PHONE);
    await page.goto(siteUrl('demo', '/organization'));
    const name = page.getByLabel('Şirket adı');
    await name.waitFor();
    const original = await name.inputValue();
    await name.fill('');
    // The company info form's own button (the page has other cards with a "Kaydet").
    await page.locator('form', { has: name }).getByRole('button', { name: 'Kaydet', exact: true }).click();
    await page.getByText('Organizasyon adı gerekli').waitFor();
    await name.fill(original);
    await page.screenshot({ path: '/tmp/c/organization-phone.png', fullPage: true });
    await context.close();
  });

  it('an admin uploads a logo (on acme, so the demo login page keeps its look) and sees it at once', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'acme', 'yonetici@acme.test', TEST_PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.goto(siteUrl('acme', '/organization'));
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    await page.getByLabel('Logo Seç').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await page.getByText('logo.png').waitFor();
    await page.getByRole('button', { name: 'Logoyu Yükle' }).click();
    await toast(page, 'Logo başarıyla yüklendi');
    const logo = page.getByRole('img', { name: 'Acme Lojistik A.Ş. logosu' });
    await logo.waitFor();
    expect(await logo.getAttribute('src')).toMatch(/^\/api\/subdomain\/logo\?v=/);
    await context.close();
  });
});
