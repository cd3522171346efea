import { formatTurkishDate } from '@paydos/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanWeeks } from '../packages/server/test/leave-dates';
import { launchBrowser, newPage, siteUrl } from './support/browser';
import { demoLogins } from './support/demo-logins';
import { siteApi } from './support/site-api';

// Issue 21, item 6 (keyboard): the skip link, focus on the heading after a navigation, focus on the
// result after a submit, an approval and a download, and the approval's undo.
const ADMIN = 'ayse.yilmaz@demo.paydos.test';
// No other browser test asks for leave as this demo person: his requests here are his only ones in the future.
// Since issue 23 he is the Lojistik Müdürü: nobody decides their own request, so his go straight to İK ("İK'da").
const EMPLOYEE = 'burak.ozturk@demo.paydos.test';
const UNDO_WAIT_MS = 6000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** What has the focus: its tag, text, and whether it is a toast (a result) or inside a leave's row. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return {
      tag: active?.tagName ?? '',
      id: active?.id ?? '',
      text: (active?.textContent ?? '').trim(),
      inToast: !!active?.closest('[data-toast-id]'),
      leaveId: active?.closest('[data-leave-id]')?.getAttribute('data-leave-id') ?? null,
    };
  });

/** Logs in with the keyboard only: type, then Enter. */
async function logInByKeyboard(page: Page, email: string) {
  await page.goto(siteUrl('demo', '/login'));
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill(demoLogins().password);
  await page.getByLabel('Şifre', { exact: true }).press('Enter');
  await page.waitForURL('**/dashboard');
}

const token = async (email: string) =>
  (await siteApi<{ token: string }>('demo', 'POST', '/api/auth/login', { email, password: demoLogins().password }))
    .token;

// Single days of unpaid leave (no balance moves), in weeks free of holidays and of the demo's story.
const weeks = cleanWeeks(150, 3);
let employeeToken: string;
let adminToken: string;
beforeAll(async () => {
  employeeToken = await token(EMPLOYEE);
  adminToken = await token(ADMIN);
});

const ask = async (date: string) =>
  (
    await siteApi<{ leaveRequest: { id: string } }>(
      'demo',
      'POST',
      '/api/leaves',
      { leaveType: 'unpaid_leave', startDate: date, endDate: date, reason: 'Klavye testi' },
      employeeToken,
    )
  ).leaveRequest.id;
/** The admin, logged in by keyboard, on the approvals page, and the row of leave `id` there. */
async function approvalsRow(id: string) {
  const { context, page } = await newPage(browser);
  await logInByKeyboard(page, ADMIN);
  await page.goto(siteUrl('demo', '/leave-approvals'));
  return { context, page, row: page.locator(`[data-leave-id="${id}"]`) };
}
const statusOf = async (id: string) => {
  const { leaveRequests } = await siteApi<{ leaveRequests: { id: string; status: string }[] }>(
    'demo',
    'GET',
    '/api/leaves/my-requests',
    undefined,
    employeeToken,
  );
  return leaveRequests.find((leave) => leave.id === id)?.status;
};

describe('issue 21 item 6: the skip link', () => {
  it('issue 21 item 6: "İçeriğe geç" is the first Tab stop of the main site, the operator site and an organization, and moves focus to <main>', async () => {
    const { context, page } = await newPage(browser);
    const pages: [string, () => Promise<void>][] = [
      ['main site', () => page.goto(siteUrl(null, '/')).then(() => undefined)],
      ['operator site', () => page.goto(siteUrl('superadmin', '/login')).then(() => undefined)],
      ['organization', () => logInByKeyboard(page, ADMIN)],
    ];
    for (const [site, open] of pages) {
      await open();
      // A fresh load of the page (after the login, the organization's dashboard): Tab starts at the top.
      await page.reload();
      await page.locator('main h1').first().waitFor();
      await page.keyboard.press('Tab');
      expect(await focused(page), site).toMatchObject({ tag: 'A', text: 'İçeriğe geç' });
      expect(await page.getByRole('link', { name: 'İçeriğe geç' }).isVisible(), site).toBe(true);
      await page.keyboard.press('Enter');
      expect(await focused(page), site).toMatchObject({ tag: 'MAIN', id: 'main-content' });
      // The next Tab goes into the page, not back to the menu.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('main')), site).toBe(true);
    }
    await context.close();
  });
});

describe('issue 21 item 6: focus on the heading after a navigation', () => {
  it('issue 21 item 6: after the login focus is on the dashboard heading, after a menu link on the new page heading, and not on a first load', async () => {
    const { context, page } = await newPage(browser);
    await logInByKeyboard(page, ADMIN);
    await expect.poll(() => focused(page), { timeout: 5000 }).toMatchObject({ tag: 'H1', text: 'Hoş geldiniz, Ayşe' });

    await page.getByRole('link', { name: 'Profilim' }).click();
    await expect.poll(() => focused(page), { timeout: 5000 }).toMatchObject({ tag: 'H1', text: 'Profilim' });
    // A page whose heading waits for its data (the approvals list): the focus waits for it too.
    await page
      .getByRole('link', { name: /İzin Onayları/ })
      .first()
      .focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page), { timeout: 5000 }).toMatchObject({ tag: 'H1', text: 'İzin Onayları' });

    // A first load leaves focus where the browser puts it.
    await page.goto(siteUrl('demo', '/team-calendar'));
    await page.locator('main h1').waitFor();
    await page.waitForTimeout(500);
    expect((await focused(page)).tag).toBe('BODY');
    await context.close();
  });

  it('issue 21 item 6: on the operator site too: after the login on the analytics heading, after a menu link on the new page heading', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(siteUrl('superadmin', '/login'));
    await page.getByLabel('Kullanıcı adı').fill(demoLogins().operator.username);
    await page.getByLabel('Şifre', { exact: true }).fill(demoLogins().operator.password);
    await page.getByLabel('Şifre', { exact: true }).press('Enter');
    await page.waitForURL('**/analytics');
    await expect.poll(() => focused(page), { timeout: 10_000 }).toMatchObject({ tag: 'H1', text: 'Analitik' });
    await page.getByRole('link', { name: 'Organizasyonlar' }).click();
    await expect.poll(() => focused(page), { timeout: 5000 }).toMatchObject({ tag: 'H1', text: 'Organizasyonlar' });
    await context.close();
  });

  it('issue 21 item 6: on a phone, a link in the menu drawer leaves focus on the new page heading, not on the menu button', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await logInByKeyboard(page, ADMIN);
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Ekip Takvimi' }).click();
    await page.waitForURL('**/team-calendar');
    await expect.poll(() => focused(page), { timeout: 5000 }).toMatchObject({ tag: 'H1', text: 'Ekip Takvimi' });
    await page.waitForTimeout(300);
    expect((await focused(page)).tag).toBe('H1');
    await context.close();
  });
});

describe('issue 21 item 6: focus on the result', () => {
  it('issue 21 item 6: after a submit (profile) and a download (PDF) focus is on the toast with the result, and goes back when it goes', async () => {
    const { context, page } = await newPage(browser);
    await logInByKeyboard(page, ADMIN);
    await page.goto(siteUrl('demo', '/my-profile'));
    await page.getByRole('button', { name: 'Düzenle' }).first().click();
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect
      .poll(() => focused(page), { timeout: 5000 })
      .toMatchObject({ inToast: true, text: 'Profil bilgileriniz kaydedildi' });
    // Tab leaves the toast for the page (the form it came from is closed: its heading), not past the end of the page.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'H1', text: 'Profilim' });

    await page.goto(siteUrl('demo', '/my-leave-requests'));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'PDF İndir' }).click();
    await download;
    await expect
      .poll(() => focused(page), { timeout: 5000 })
      .toMatchObject({ inToast: true, text: 'PDF raporu indirildi' });
    // When it fades (3 s) the focus is back on the button it came from.
    await page.locator('[data-toast-id]').waitFor({ state: 'detached', timeout: 10_000 });
    await expect
      .poll(() => focused(page), { timeout: 5000 })
      .toMatchObject({ tag: 'BUTTON', text: 'PDF İndir', inToast: false });
    await context.close();
  });
});

describe('issue 21 item 6: focus on the result of a leave request', () => {
  it('issue 21 item 6: after sending a leave request focus is on the toast with the result', async () => {
    const { context, page } = await newPage(browser);
    await logInByKeyboard(page, EMPLOYEE);
    await page.getByRole('link', { name: 'Yeni İzin Talebi' }).click();
    await page.waitForURL('**/my-leave-requests?create=true');
    const form = page.locator('form');
    await form.getByLabel('İzin türü').selectOption('unpaid_leave');
    await form.getByLabel('Başlangıç tarihi').fill(formatTurkishDate(weeks[2]!.monday));
    await form.getByLabel('Bitiş tarihi').fill(formatTurkishDate(weeks[2]!.monday));
    await form.getByLabel('Açıklama').fill('Klavye testi');
    await form.getByRole('button', { name: 'Talep Gönder' }).click();
    await expect
      .poll(() => focused(page), { timeout: 5000 })
      .toMatchObject({ inToast: true, text: 'İzin talebiniz başarıyla oluşturuldu' });
    await context.close();
    const { leaveRequests } = await siteApi<{ leaveRequests: { id: string; startDate: string }[] }>(
      'demo',
      'GET',
      '/api/leaves/my-requests',
      undefined,
      employeeToken,
    );
    const created = leaveRequests.find((leave) => leave.startDate === weeks[2]!.monday)!;
    await siteApi('demo', 'PUT', `/api/leaves/${created.id}/reject`, { reason: 'Test bitti' }, adminToken);
  });
});

describe('issue 21 item 6: approve with undo', () => {
  it('issue 21 item 6: "Geri al" puts the request back with the focus on it, and nothing reaches the server', async () => {
    const id = await ask(weeks[0]!.monday);
    const { context, page, row } = await approvalsRow(id);
    await row.getByRole('button', { name: 'Onayla' }).focus();
    await page.keyboard.press('Enter');
    // Issue 23: approving asks for an optional note first.
    await page.getByRole('dialog').getByRole('button', { name: 'Onayla' }).focus();
    await page.keyboard.press('Enter');

    // The row goes at once; the focus is on the status toast, whose next Tab stop is "Geri al".
    await row.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page), { timeout: 5000 }).toMatchObject({ inToast: true });
    expect((await focused(page)).text).toContain('İzin talebi onaylandı');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'BUTTON', text: 'Geri al', inToast: true });
    await page.keyboard.press('Enter');

    await row.waitFor();
    await expect.poll(() => focused(page), { timeout: 5000 }).toMatchObject({ leaveId: id, text: 'Onayla' });
    // Past the undo time the server still has it pending: nothing was sent.
    await page.waitForTimeout(UNDO_WAIT_MS + 1500);
    expect(await statusOf(id)).toBe('PENDING');
    expect(await row.getByText("İK'da").count()).toBe(1);
    await context.close();
    await siteApi('demo', 'PUT', `/api/leaves/${id}/reject`, { reason: 'Test bitti' }, adminToken);
  });

  it('issue 21 item 6: without undo the approval reaches the server after the undo time, and the pending badge follows', async () => {
    const id = await ask(weeks[1]!.monday);
    const { context, page, row } = await approvalsRow(id);
    await row.getByRole('button', { name: 'Onayla' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Onayla' }).click(); // no note (issue 23)
    await row.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page), { timeout: 5000 }).toMatchObject({ inToast: true });
    // Not yet sent: it can still be taken back.
    expect(await statusOf(id)).toBe('PENDING');

    await expect.poll(() => statusOf(id), { timeout: UNDO_WAIT_MS + 5000, interval: 500 }).toBe('APPROVED');
    // The toast goes; the focus goes to the page's heading (the button it left is gone).
    await page.locator('[data-toast-id]').waitFor({ state: 'detached' });
    await expect.poll(() => focused(page), { timeout: 5000 }).toMatchObject({ tag: 'H1', text: 'İzin Onayları' });
    // The lists and counts were read again: the pending list leaves it out, the badge is the server's count.
    expect(await row.count()).toBe(0);
    const { count } = await siteApi<{ count: number }>(
      'demo',
      'GET',
      '/api/leaves/pending-count',
      undefined,
      adminToken,
    );
    const badge = page.getByRole('link', { name: /İzin Onayları/ }).first();
    await expect
      .poll(async () =>
        count === 0
          ? await badge.getByLabel(/bekleyen/).count()
          : Number(await badge.getByLabel(/bekleyen/).innerText()),
      )
      .toBe(count);
    await context.close();
    await siteApi('demo', 'PUT', `/api/leaves/${id}/cancel`, { reason: 'Test bitti' }, adminToken);
  });

  it('issue 21 item 6: logging out within the undo time sends the approval first (the session still works)', async () => {
    const id = await ask(weeks[1]!.day(2));
    const { context, page, row } = await approvalsRow(id);
    await row.getByRole('button', { name: 'Onayla' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Onayla' }).click(); // no note (issue 23)
    await row.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await page.waitForURL('**/login');
    expect(await statusOf(id)).toBe('APPROVED');
    await context.close();
    await siteApi('demo', 'PUT', `/api/leaves/${id}/cancel`, { reason: 'Test bitti' }, adminToken);
  });

  it('issue 21 item 6: a rejection keeps its reason dialog, then waits its undo time like an approval', async () => {
    const id = await ask(weeks[0]!.day(2));
    const { context, page, row } = await approvalsRow(id);
    await row.getByRole('button', { name: 'Reddet' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Red sebebi (isteğe bağlı)').fill('Yoğun dönem');
    await dialog.getByRole('button', { name: 'Reddet' }).click();
    await row.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page), { timeout: 5000 }).toMatchObject({ inToast: true });
    expect((await focused(page)).text).toContain('İzin talebi reddedildi');
    expect(await statusOf(id)).toBe('PENDING');
    await expect.poll(() => statusOf(id), { timeout: UNDO_WAIT_MS + 5000, interval: 500 }).toBe('REJECTED');
    await context.close();
  });
});
