import {
  addDays,
  countLeaveDays,
  formatTurkishDate,
  istanbulToday,
  turkishPublicHolidays,
  weekdayOf,
  type CalendarDate,
  type PublicHoliday,
} from '@paydos/domain';
import { readFileSync } from 'node:fs';
import { PDFParse } from 'pdf-parse';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../packages/server/test/factories';
import { cleanWeek } from '../packages/server/test/leave-dates';
import { launchBrowser, logIn, newPage, siteUrl } from './support/browser';

// Seeded by support/seed.ts for this file only (organization acme, Monday-Friday).
const EMPLOYEE = 'ilgin.simsek@acme.test';
const EMPLOYEE_NAME = 'İlgın Ağça Şimşek';
const ADMIN = 'yonetici@acme.test';
const SHOTS = '/tmp/d';

/** The next full-day public holiday on a weekday, far enough ahead to start the leave the working day before it. */
function nextWeekdayHoliday(today: CalendarDate): PublicHoliday {
  const year = Number(today.slice(0, 4));
  const upcoming = [...turkishPublicHolidays(year), ...turkishPublicHolidays(year + 1)]
    .filter((h) => !h.half && h.date > addDays(today, 4) && weekdayOf(h.date) >= 1 && weekdayOf(h.date) <= 5)
    .sort((a, b) => a.date.localeCompare(b.date));
  return upcoming[0]!;
}
const workingDayBefore = (date: CalendarDate) => {
  let d = addDays(date, -1);
  while (weekdayOf(d) === 0 || weekdayOf(d) === 6) d = addDays(d, -1);
  return d;
};
const workingDayAfter = (date: CalendarDate) => {
  let d = addDays(date, 1);
  while (weekdayOf(d) === 0 || weekdayOf(d) === 6) d = addDays(d, 1);
  return d;
};

const remainingDays = async (page: Page) => {
  await page.goto(siteUrl('acme', '/dashboard'));
  const text = await page.getByTestId('remaining-days').innerText();
  return Number(text.replace(' gün', '').replace(',', '.'));
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The admin on the employee's page with its add-leave dialog open. */
async function addLeaveDialog() {
  const admin = await newPage(browser);
  await logIn(admin.page, 'acme', ADMIN, TEST_PASSWORD);
  await admin.page.waitForURL('**/dashboard');
  await admin.page.getByRole('link', { name: EMPLOYEE_NAME }).click();
  await admin.page.waitForURL('**/employee/*');
  await admin.page.getByRole('button', { name: 'İzin Ekle' }).click();
  return { admin, dialog: admin.page.getByRole('dialog') };
}

describe('leave journey: request across a holiday, approve, cancel, PDF (product §2, §4; §D4, §D5)', () => {
  it('the count explains the holiday, approval draws the balance, cancellation returns it, the PDF names the employee', async () => {
    const holiday = nextWeekdayHoliday(istanbulToday(new Date()));
    const startDate = workingDayBefore(holiday.date);
    const endDate = workingDayAfter(holiday.date);
    const expected = countLeaveDays({ startDate, endDate, workingDays: [1, 2, 3, 4, 5] }).days;

    const employee = await newPage(browser);
    await logIn(employee.page, 'acme', EMPLOYEE, TEST_PASSWORD);
    await employee.page.waitForURL('**/dashboard');
    const before = await remainingDays(employee.page);

    // The dashboard's button opens the form (?create=true).
    await employee.page.getByRole('link', { name: 'Yeni İzin Talebi' }).click();
    await employee.page.waitForURL('**/my-leave-requests?create=true');
    const form = employee.page.locator('form');
    await form.getByLabel('İzin türü').selectOption('annual_paid');
    await form.getByLabel('Başlangıç tarihi').fill(formatTurkishDate(startDate));
    await form.getByLabel('Bitiş tarihi').fill(formatTurkishDate(endDate));
    await expect.poll(() => employee.page.getByTestId('leave-day-count').innerText()).toBe(`${expected} iş günü`);
    const exclusions = await employee.page.getByTestId('leave-day-exclusions').innerText();
    expect(exclusions).toContain(`${formatTurkishDate(holiday.date)}`);
    expect(exclusions).toContain(`${holiday.name} (resmî tatil)`);
    // The split rule (4857 m. 56) is said before sending, and the agreement is asked (issue 24 item 2).
    expect(await employee.page.getByTestId('leave-warnings').innerText()).toContain('en az 10 gün');
    await employee.page.screenshot({ path: `${SHOTS}/leave-form-desktop.png`, fullPage: true });
    await form.getByLabel('Açıklama').fill('Yılbaşı tatili');
    // Issue 24 item 2 (4857 md. 56): a part of the year's annual leave is sent with the employee's agreement.
    await form.getByRole('checkbox', { name: /bölerek kullanmayı kabul ediyorum/ }).check();
    await form.getByRole('button', { name: 'Talep Gönder' }).click();
    await employee.page.getByText('İzin talebiniz başarıyla oluşturuldu').first().waitFor();
    const row = employee.page.locator('tr', { hasText: formatTurkishDate(startDate) });
    await row.getByText('Beklemede').waitFor();

    // The admin sees the pending badge and approves.
    const admin = await newPage(browser);
    await logIn(admin.page, 'acme', ADMIN, TEST_PASSWORD);
    await admin.page.waitForURL('**/dashboard');
    await admin.page
      .getByRole('link', { name: /İzin Onayları/ })
      .first()
      .getByLabel(/bekleyen/)
      .waitFor();
    await admin.page.screenshot({ path: `${SHOTS}/admin-dashboard-desktop.png`, fullPage: true });
    await admin.page.goto(siteUrl('acme', '/leave-approvals'));
    const pendingRow = admin.page
      .locator('tr', { hasText: EMPLOYEE_NAME })
      .filter({ hasText: formatTurkishDate(startDate) });
    await pendingRow.getByRole('button', { name: 'Onayla' }).click();
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Onayla' }).click(); // no note (issue 23)
    // Issue 21: the approval is sent when its "Geri al" toast goes (keyboard-focus.e2e.ts tests the undo).
    const approvedToast = admin.page.locator('[data-toast-id]', { hasText: 'İzin talebi onaylandı' });
    await approvedToast.waitFor();
    await approvedToast.waitFor({ state: 'detached', timeout: 15_000 });

    await expect.poll(() => remainingDays(employee.page)).toBe(before - expected);

    // The admin cancels the approved leave: the days come back.
    await admin.page.getByLabel('Durum').selectOption('APPROVED');
    const approvedRow = admin.page
      .locator('tr', { hasText: EMPLOYEE_NAME })
      .filter({ hasText: formatTurkishDate(startDate) });
    await approvedRow.getByRole('button', { name: 'İptal Et' }).click();
    await admin.page.getByRole('dialog').getByLabel('İptal sebebi (isteğe bağlı)').fill('Plan değişti');
    await admin.page.screenshot({ path: `${SHOTS}/cancel-dialog-desktop.png` });
    await admin.page.getByRole('dialog').getByRole('button', { name: 'İzni İptal Et' }).click();
    await admin.page.getByText('İzin iptal edildi').first().waitFor();
    await expect.poll(() => remainingDays(employee.page)).toBe(before);
    // The ledger (issue 21) opens with the start of service (02.03.2015: no right in the first year by law),
    // and names who asked for the leave and who decided, rather than "Ekleyen" for the approver.
    await employee.page.reload();
    const ledger = employee.page.getByRole('list', { name: 'Bakiyem nasıl hesaplandı?' });
    await ledger.getByText(`Talep eden: ${EMPLOYEE_NAME} · Onaylayan: İpek Uğur`).first().waitFor();
    await ledger.getByText('İptal eden: İpek Uğur').first().waitFor();
    expect(await ledger.getByText(/Ekleyen: İpek Uğur/).count()).toBe(0);
    const first = ledger.locator('li[data-kind]').first();
    expect(await first.getAttribute('data-kind')).toBe('SERVICE_START');
    expect(await first.innerText()).toContain('bir yıl dolmadan yıllık izin hakkı doğmaz');
    await employee.page.screenshot({ path: `${SHOTS}/employee-dashboard-desktop.png`, fullPage: true });

    // The PDF: downloaded as a blob with the token, its text has the Turkish name and the row.
    await employee.page.goto(siteUrl('acme', '/my-leave-requests'));
    await employee.page
      .locator('tr', { hasText: formatTurkishDate(startDate) })
      .getByText('İptal Edildi')
      .waitFor();
    const [download] = await Promise.all([
      employee.page.waitForEvent('download'),
      employee.page.getByRole('button', { name: 'PDF İndir' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^izin-raporu-ilgin-agca-simsek-.*\.pdf$/);
    const file = `${SHOTS}/report.pdf`;
    await download.saveAs(file);
    const parser = new PDFParse({ data: new Uint8Array(readFileSync(file)) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain(EMPLOYEE_NAME);
    expect(text).toContain('Acme Lojistik A.Ş.');
    expect(text).toContain(formatTurkishDate(startDate));
    expect(text).toContain(formatTurkishDate(endDate));
    expect(text).toContain('İptal Edildi');
    await employee.page.getByText('PDF raporu indirildi').first().waitFor();

    await employee.context.close();
    await admin.context.close();
  });

  it('the admin rejects with the default reason, and edits an approved leave in the dialog where the count follows the dates', async () => {
    const a = cleanWeek(70);
    const b = cleanWeek(84);
    const employee = await newPage(browser);
    await logIn(employee.page, 'acme', EMPLOYEE, TEST_PASSWORD);
    await employee.page.waitForURL('**/dashboard');
    const before = await remainingDays(employee.page);
    // Two requests through the API with the stored token, as the form would send them.
    const ask = (startDate: string, endDate: string) =>
      employee.page.evaluate(
        async (body) => {
          const response = await fetch('/api/leaves', {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token')}` },
            body: JSON.stringify(body),
          });
          return response.status;
        },
        { leaveType: 'annual_paid', startDate, endDate, reason: 'Aile ziyareti', splitAgreed: true },
      );
    expect(await ask(a.monday, a.friday)).toBe(201);
    expect(await ask(b.monday, b.friday)).toBe(201);

    const admin = await newPage(browser);
    await logIn(admin.page, 'acme', ADMIN, TEST_PASSWORD);
    await admin.page.waitForURL('**/dashboard');
    await admin.page.goto(siteUrl('acme', '/leave-approvals'));
    const rowOf = (monday: string) =>
      admin.page.locator('tr', { hasText: EMPLOYEE_NAME }).filter({ hasText: formatTurkishDate(monday) });

    await rowOf(a.monday).getByRole('button', { name: 'Reddet' }).click();
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Reddet' }).click();
    await admin.page.getByText('İzin talebi reddedildi').first().waitFor();
    await admin.page.getByLabel('Durum').selectOption('');
    await rowOf(a.monday).getByText('Red sebebi belirtilmedi').waitFor();
    await rowOf(a.monday).getByText('Reddedildi').waitFor();

    await rowOf(b.monday).getByRole('button', { name: 'Onayla' }).click();
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Onayla' }).click();
    await rowOf(b.monday).getByText('Onaylandı').waitFor();
    await expect.poll(() => remainingDays(employee.page)).toBe(before - 5);

    await rowOf(b.monday).getByRole('button', { name: 'Düzenle' }).click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByLabel('Bitiş tarihi').fill(formatTurkishDate(b.day(2)));
    await expect.poll(() => dialog.getByTestId('leave-day-count').innerText()).toBe('3 iş günü');
    await admin.page.screenshot({ path: `${SHOTS}/edit-dialog-desktop.png` });
    await dialog.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click();
    await admin.page.getByText('İzin güncellendi').first().waitFor();
    await rowOf(b.monday)
      .getByText(formatTurkishDate(b.day(2)))
      .waitFor();
    await expect.poll(() => remainingDays(employee.page)).toBe(before - 3);

    // Leave the person as found: cancel, all days back.
    await rowOf(b.monday).getByRole('button', { name: 'İptal Et' }).click();
    await admin.page.getByRole('dialog').getByRole('button', { name: 'İzni İptal Et' }).click();
    await rowOf(b.monday).getByText('İptal Edildi').waitFor();
    await expect.poll(() => remainingDays(employee.page)).toBe(before);
    await employee.context.close();
    await admin.context.close();
  });

  it('on the employee page the admin records an approved leave with the add-leave button and downloads that employee’s PDF', async () => {
    const { admin, dialog } = await addLeaveDialog();
    // A sick report handed in afterwards: past dates are allowed when recording.
    const start = addDays(istanbulToday(new Date()), -30);
    const end = addDays(start, 2);
    await dialog.getByLabel('İzin türü').selectOption('sick_leave_reported');
    await dialog.getByLabel('Başlangıç tarihi').fill(formatTurkishDate(start));
    await dialog.getByLabel('Bitiş tarihi').fill(formatTurkishDate(end));
    await dialog.getByTestId('leave-day-count').waitFor();
    await admin.page.screenshot({ path: `${SHOTS}/add-leave-dialog-desktop.png` });
    await dialog.getByRole('button', { name: 'İzni Kaydet' }).click();
    await admin.page.getByText('İzin kaydedildi ve onaylandı').first().waitFor();
    const row = admin.page.locator('tr', { hasText: formatTurkishDate(start) });
    await row.getByText('Onaylandı').waitFor();
    await row.getByText('Hastalık İzni (SGK Raporlu)').waitFor();
    await admin.page.screenshot({ path: `${SHOTS}/employee-page-desktop.png`, fullPage: true });
    const [download] = await Promise.all([
      admin.page.waitForEvent('download'),
      admin.page.getByRole('button', { name: 'PDF İndir' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^izin-raporu-ilgin-agca-simsek-/);
    await admin.context.close();
  });

  it('an excuse leave past its legal length: the admin sees the override field, the server refuses without a reason and records with one (issue 20)', async () => {
    const { admin, dialog } = await addLeaveDialog();
    const week = cleanWeek(150);
    await dialog.getByLabel('İzin türü').selectOption('excuse.marriage');
    await dialog.getByLabel('Başlangıç tarihi').fill(formatTurkishDate(week.monday));
    await dialog.getByLabel('Bitiş tarihi').fill(formatTurkishDate(week.friday));
    const override = dialog.getByLabel('Yasal süre aşımı gerekçesi');
    await override.waitFor();
    await dialog.getByRole('button', { name: 'İzni Kaydet' }).click();
    await dialog
      .getByText(/yasal süre 3 gündür/)
      .first()
      .waitFor();
    await admin.page.screenshot({ path: `${SHOTS}/add-leave-override-desktop.png` });
    await override.fill('Toplu sözleşme evlilikte 5 gün veriyor');
    await dialog.getByRole('button', { name: 'İzni Kaydet' }).click();
    await admin.page.getByText('İzin kaydedildi ve onaylandı').first().waitFor();
    const row = admin.page.locator('tr', { hasText: formatTurkishDate(week.monday) });
    await row.getByText('Onaylandı').waitFor();
    // Within the legal length the field is not there.
    await admin.page.getByRole('button', { name: 'İzin Ekle' }).click();
    await dialog.getByLabel('İzin türü').selectOption('excuse.marriage');
    await dialog.getByLabel('Başlangıç tarihi').fill(formatTurkishDate(addDays(week.monday, 14)));
    await dialog.getByLabel('Bitiş tarihi').fill(formatTurkishDate(addDays(week.monday, 15)));
    await dialog.getByTestId('leave-day-count').waitFor();
    expect(await dialog.getByLabel('Yasal süre aşımı gerekçesi').count()).toBe(0);
    await admin.context.close();
  });

  it('looks right at phone width (390 px): the form with its count, and the approvals list with its extra filters folded', async () => {
    const employee = await newPage(browser, { width: 390, height: 844 });
    await logIn(employee.page, 'acme', EMPLOYEE, TEST_PASSWORD);
    await employee.page.waitForURL('**/dashboard');
    await employee.page.screenshot({ path: `${SHOTS}/employee-dashboard-phone.png`, fullPage: true });
    await employee.page.goto(siteUrl('acme', '/my-leave-requests?create=true'));
    const holiday = nextWeekdayHoliday(istanbulToday(new Date()));
    await employee.page.getByLabel('Başlangıç tarihi').fill(formatTurkishDate(workingDayBefore(holiday.date)));
    await employee.page.getByLabel('Bitiş tarihi').fill(formatTurkishDate(workingDayAfter(holiday.date)));
    await employee.page.getByTestId('leave-day-count').waitFor();
    await employee.page.screenshot({ path: `${SHOTS}/leave-form-phone.png`, fullPage: true });
    // Product §5: a later start clears an end now before it.
    await employee.page
      .getByLabel('Başlangıç tarihi')
      .fill(formatTurkishDate(addDays(workingDayAfter(holiday.date), 7)));
    expect(await employee.page.getByLabel('Bitiş tarihi').inputValue()).toBe('');
    await employee.context.close();

    const admin = await newPage(browser, { width: 390, height: 844 });
    await logIn(admin.page, 'acme', ADMIN, TEST_PASSWORD);
    await admin.page.waitForURL('**/dashboard');
    await admin.page.goto(siteUrl('acme', '/leave-approvals'));
    await admin.page.getByLabel('Durum').selectOption('');
    // On a phone the rows are cards with their actions in reach.
    await admin.page.locator('li[data-leave-id]', { hasText: EMPLOYEE_NAME }).first().waitFor();
    await admin.page.screenshot({ path: `${SHOTS}/approvals-phone.png`, fullPage: true });
    // The type, department and dates fold behind one button, so that the first card is on the first screen.
    expect(await admin.page.getByLabel('İzin türü').isVisible()).toBe(false);
    const first = await admin.page.locator('li[data-leave-id]').first().boundingBox();
    expect(first!.y).toBeLessThan(844);
    const more = admin.page.getByRole('button', { name: 'Diğer filtreler' });
    await more.click();
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    await admin.page.getByLabel('İzin türü').selectOption('annual_paid');
    await admin.page.waitForURL('**leaveType=annual_paid**');
    await admin.page.getByRole('button', { name: 'Diğer filtreler (1)' }).waitFor();
    await admin.context.close();
  });
});
