import type { MailDetailResponse, MailListResponse } from '@paydos/contract/mailbox';
import { formatTurkishDate } from '@paydos/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../packages/server/test/factories';
import { cleanWeek } from '../packages/server/test/leave-dates';
import { axeViolations } from './support/axe';
import { launchBrowser, logIn, newPage, siteUrl } from './support/browser';
import { demoLogins } from './support/demo-logins';
import { expectFitsThePhone } from './support/fits-the-phone';
import { siteApi } from './support/site-api';
import { E2E_TWO_STEP } from './support/two-step-approval-people';

// Issue 23 item 2 (docs/approval-rules.md §1, §4), on an organization seeded for this file only
// (support/seed.ts): the two-step flow; Satış is Kerem (MANAGER) and Elif, Destek is Murat (MANAGER)
// and Deniz, İK is Seda (ADMIN). Deniz's request, sent through the API before the journey, is the
// other team's: Kerem must not see it, Seda sees it waiting for Murat.
const { subdomain, admin, manager, employee, otherManager, otherEmployee } = E2E_TWO_STEP;
const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;
const EMPLOYEE_NAME = fullName(employee);
const MANAGER_NAME = fullName(manager);
const REASON = 'Ailemle Ege gezisi';
const MANAGER_NOTE = 'Satış ekibinde o hafta yedek var; uygun görüyorum.';
const ADMIN_NOTE = 'Bordroya işlendi, iyi tatiller.';
const PHONE = { width: 390, height: 844 };
const week = cleanWeek(21);
const asked = { startDate: week.monday, endDate: week.day(2) };
const othersWeek = cleanWeek(35);

let browser: Browser;
let operatorToken: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const { token } = await siteApi<{ token: string }>(subdomain, 'POST', '/api/auth/login', {
    email: otherEmployee.email,
    password: TEST_PASSWORD,
  });
  await siteApi(
    subdomain,
    'POST',
    '/api/leaves',
    {
      leaveType: 'annual_paid',
      startDate: othersWeek.monday,
      endDate: othersWeek.day(1),
      reason: 'Taşınma',
      splitAgreed: true,
    },
    token,
  );
  ({ token: operatorToken } = await siteApi<{ token: string }>('superadmin', 'POST', '/api/superadmin/login', {
    username: demoLogins().operator.username,
    password: demoLogins().operator.password,
  }));
});
afterAll(() => browser?.close());

/** Signed in on the organization, on the dashboard. axe needs its script in the page, which the CSP would refuse. */
async function signedIn(email: string, viewport?: { width: number; height: number }) {
  const opened = await newPage(browser, viewport, { bypassCSP: true });
  await logIn(opened.page, subdomain, email, TEST_PASSWORD);
  await opened.page.waitForURL('**/dashboard');
  return opened;
}

/** A person's request on a list (a row on a desktop, a card on a phone). */
const requestOf = (page: Page, name: string) =>
  page.locator('[data-leave-id]', { hasText: name }).filter({ visible: true });

/** Elif's own request under "İzin Taleplerim", read again from the server. */
async function ownRequest(page: Page) {
  await page.goto(siteUrl(subdomain, '/my-leave-requests'));
  const row = page.locator('[data-leave-id]', { hasText: formatTurkishDate(asked.startDate) });
  await row.waitFor();
  return row;
}

/** This organization's mails in the outbox, as the operator's mailbox reads them (GET /api/superadmin/mail, every page). */
async function organizationMails(): Promise<{ to: string; subject: string; id: string }[]> {
  const mails: MailListResponse['mails'] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const page: MailListResponse = await siteApi(
      'superadmin',
      'GET',
      `/api/superadmin/mail?limit=500${query}`,
      undefined,
      operatorToken,
    );
    mails.push(...page.mails);
    cursor = page.nextCursor;
  } while (cursor);
  return mails
    .filter((mail) => mail.organization?.subdomain === subdomain)
    .map(({ id, to, subject }) => ({ id, to, subject }));
}
/** Who got which mail, sorted (the outbox order is the clock's). */
const mailed = async () =>
  (await organizationMails())
    .map(({ to, subject }) => `${to}: ${subject}`)
    .sort()
    .join('\n');
async function mailText(to: string, subject: string) {
  const found = (await organizationMails()).find((mail) => mail.to === to && mail.subject === subject);
  expect(found, `a mail to ${to}: ${subject}`).toBeDefined();
  const { mail } = await siteApi<MailDetailResponse>(
    'superadmin',
    'GET',
    `/api/superadmin/mail/${found!.id}`,
    undefined,
    operatorToken,
  );
  return mail.text;
}
const expectMailed = async (lines: string[]) => expect.poll(mailed).toBe([...lines].sort().join('\n'));

describe(
  'two-step approval in the browser (issue 23 item 2, docs/approval-rules.md §1, §4)',
  { timeout: 180_000 },
  () => {
    it('issue 23 item 2: two steps, the team’s Müdür then İK: Elif’s request is "Yöneticide"; Kerem, who sees only his team’s requests, approves it with a note on a phone; Elif sees "İK’da"; Seda reads Kerem’s note and approves; Elif sees "Onaylandı"; each step mails the requester and the next decider', async () => {
      const otherRequest = `${otherManager.email}: Yeni izin talebi: ${fullName(otherEmployee)}`;
      const toManager = `${manager.email}: Yeni izin talebi: ${EMPLOYEE_NAME}`;
      const movedToHr = `${employee.email}: İzin talebiniz İK onayına geçti`;
      const toAdmin = `${admin.email}: Onayınızı bekleyen izin talebi: ${EMPLOYEE_NAME}`;
      const approved = `${employee.email}: İzin talebiniz onaylandı`;

      // 1. Elif asks through the form; her request waits for her team's Müdür.
      const elif = await signedIn(employee.email);
      await elif.page.getByRole('link', { name: 'Yeni İzin Talebi' }).click();
      await elif.page.waitForURL('**/my-leave-requests?create=true');
      const form = elif.page.locator('form');
      await form.getByLabel('İzin türü').selectOption('annual_paid');
      await form.getByLabel('Başlangıç tarihi').fill(formatTurkishDate(asked.startDate));
      await form.getByLabel('Bitiş tarihi').fill(formatTurkishDate(asked.endDate));
      await expect.poll(() => elif.page.getByTestId('leave-day-count').innerText()).toBe('3 iş günü');
      await form.getByLabel('Açıklama').fill(REASON);
      // Issue 24 item 2 (4857 md. 56): a part of the year's annual leave is sent with the employee's agreement.
      await form.getByRole('checkbox', { name: /bölerek kullanmayı kabul ediyorum/ }).check();
      await form.getByRole('button', { name: 'Talep Gönder' }).click();
      await elif.page.getByText('İzin talebiniz başarıyla oluşturuldu').first().waitFor();
      const sent = elif.page.locator('[data-leave-id]', { hasText: formatTurkishDate(asked.startDate) });
      await sent.getByText('Yöneticide', { exact: true }).waitFor();
      // Only her team's Müdür is told (İK's step comes later); Murat's mail is Deniz's request.
      await expectMailed([otherRequest, toManager]);

      // 2. Kerem on a phone: the menu drawer, only his team's request, its folded trail, axe; then the approval with a note.
      const kerem = await signedIn(manager.email, PHONE);
      const { page } = kerem;
      await page.getByRole('button', { name: 'Menüyü aç' }).click();
      await page
        .getByRole('dialog')
        .getByRole('link', { name: /İzin Onayları/ })
        .click();
      await page.waitForURL('**/leave-approvals');
      await page.getByText('Yönettiğiniz ekiplerin taleplerini görüyorsunuz.', { exact: false }).waitFor();
      const card = requestOf(page, EMPLOYEE_NAME);
      await card.waitFor();
      expect(await card.innerText()).toContain('Yöneticide');
      expect(await card.innerText()).toContain(REASON);
      // Deniz's request (Destek, Murat's team) is pending in the same organization, but not Kerem's to see.
      expect(await page.getByText(/^\d+ talep$/).innerText()).toBe('1 talep');
      expect(await page.getByText(fullName(otherEmployee)).count()).toBe(0);
      await card.getByText('Onay adımları').click();
      const keremsTrail = await card.getByTestId('approval-trail').innerText();
      expect(keremsTrail).toContain('Müdür onayı: Karar bekleniyor');
      expect(keremsTrail).toContain(`Karar verecek: ${MANAGER_NAME}`);
      expect(keremsTrail).toContain('İK onayı: Sırada');
      await expectFitsThePhone(page);
      expect(await axeViolations(page)).toEqual([]);

      await card.getByRole('button', { name: 'Onayla' }).click();
      const dialog = page.getByRole('dialog', { name: 'İzin talebini onayla' });
      await dialog.getByLabel('Not (isteğe bağlı)').fill(MANAGER_NOTE);
      await expectFitsThePhone(page);
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Onayla' }).click();
      // Issue 21: the approval is sent when its "Geri al" toast goes.
      const keremsToast = page.locator('[data-toast-id]', { hasText: 'İzin talebi onaylandı' });
      await keremsToast.waitFor();
      await keremsToast.waitFor({ state: 'detached', timeout: 15_000 });
      // His step is done and İK's is not his: the request leaves his pending list.
      await page.reload();
      await page.getByText('Bu filtrede izin talebi yok.').waitFor();
      await kerem.context.close();

      // 3. Elif reads "İK'da"; she is mailed the move with Kerem's note, Seda the request with it.
      const atHr = await ownRequest(elif.page);
      await atHr.getByText("İK'da", { exact: true }).waitFor();
      await expectMailed([otherRequest, toManager, movedToHr, toAdmin]);
      expect(await mailText(employee.email, 'İzin talebiniz İK onayına geçti')).toContain(`Not: ${MANAGER_NOTE}`);
      const adminsMail = await mailText(admin.email, `Onayınızı bekleyen izin talebi: ${EMPLOYEE_NAME}`);
      expect(adminsMail).toContain(`Müdür onayı adımında ${MANAGER_NAME} tarafından onaylandı`);
      expect(adminsMail).toContain(`${MANAGER_NAME} notu: ${MANAGER_NOTE}`);
      // İzin Taleplerim unfolds her trail: Kerem's step done with his note, İK's open.
      await atHr.getByText('Onay adımları').click();
      const elifsTrail = await atHr.getByTestId('approval-trail').innerText();
      expect(elifsTrail).toContain('Müdür onayı');
      expect(elifsTrail).toContain(`Onaylayan: ${MANAGER_NAME}`);
      expect(elifsTrail).toContain(`Not: ${MANAGER_NOTE}`);
      expect(elifsTrail).toContain('İK onayı');

      // 4. Seda (İK) at a desktop: Kerem's step with his note; Deniz's request waits for Murat, not for her.
      const seda = await signedIn(admin.email);
      await seda.page
        .getByRole('navigation')
        .first()
        .getByRole('link', { name: /İzin Onayları/ })
        .click();
      await seda.page.waitForURL('**/leave-approvals');
      const row = requestOf(seda.page, EMPLOYEE_NAME);
      await row.waitFor();
      expect(await row.innerText()).toContain("İK'da");
      const sedasTrail = await row.getByTestId('approval-trail').innerText();
      expect(sedasTrail).toContain('Müdür onayı: Onaylandı');
      expect(sedasTrail).toContain(`Onaylayan: ${MANAGER_NAME}`);
      expect(sedasTrail).toContain(`Not: ${MANAGER_NOTE}`);
      expect(sedasTrail).toContain('İK onayı: Karar bekleniyor');
      expect(sedasTrail).toContain(`Karar verecek: ${fullName(admin)}`);
      const others = requestOf(seda.page, fullName(otherEmployee));
      await others.waitFor();
      expect(await others.innerText()).toContain('Yöneticide');
      expect(await others.getByTestId('approval-trail').innerText()).toContain(
        `Karar verecek: ${fullName(otherManager)}`,
      );
      expect(await others.getByRole('button', { name: 'Onayla' }).count()).toBe(0);
      expect(await axeViolations(seda.page)).toEqual([]);

      await row.getByRole('button', { name: 'Onayla' }).click();
      const sedasDialog = seda.page.getByRole('dialog', { name: 'İzin talebini onayla' });
      await sedasDialog.getByLabel('Not (isteğe bağlı)').fill(ADMIN_NOTE);
      await sedasDialog.getByRole('button', { name: 'Onayla' }).click();
      const sedasToast = seda.page.locator('[data-toast-id]', { hasText: 'İzin talebi onaylandı' });
      await sedasToast.waitFor();
      await sedasToast.waitFor({ state: 'detached', timeout: 15_000 });
      await seda.context.close();

      // Elif's request is approved; the last step mails her (with Seda's note), and nobody else.
      const done = await ownRequest(elif.page);
      await done.getByText('Onaylandı', { exact: true }).waitFor();
      await expectMailed([otherRequest, toManager, movedToHr, toAdmin, approved]);
      expect(await mailText(employee.email, 'İzin talebiniz onaylandı')).toContain(`Not: ${ADMIN_NOTE}`);
      await elif.context.close();
    });
  },
);
