import { formatTurkishDate } from '@paydos/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DELEGATED_REASON, DEMO_STANDING_DELEGATE_REASON } from '../packages/server/src/features/demo';
import { axeViolations } from './support/axe';
import { launchBrowser, logIn, newPage, siteUrl } from './support/browser';
import { demoLogins } from './support/demo-logins';
import { expectFitsThePhone } from './support/fits-the-phone';
import { siteApi } from './support/site-api';

// Issue 23 item 4 on the demo (docs/approval-rules.md §3): Mehmet, Müdür of Teknoloji, is away this
// week and Burak, Müdür of Lojistik, is his dated delegate; Zeynep's request (DEMO_DELEGATED_REASON)
// waits at the manager step for Burak on Mehmet's behalf. Burak approves it with a note, so it moves
// to İK, where it stays pending: no other browser test reads this request, and the ADMIN's pending
// count only grows by it (organization-login.e2e.ts waits for a badge, keyboard-focus.e2e.ts reads
// the server's count). Burak is also on approved leave today with Mehmet as his standing delegate
// ("Onaylı izinde olduğu günlerde"): Elif's request to Satış's Müdür waits for Mehmet on Burak's
// behalf (read only here).
const ADMIN = 'ayse.yilmaz@demo.paydos.test';
const MANAGER = 'mehmet.demir@demo.paydos.test';
const DELEGATE = 'burak.ozturk@demo.paydos.test';
const NOTE = 'Mehmet Bey eğitimde; ekipte yedek var, uygun görüyorum.';
const PHONE = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface DelegationSeen {
  approver: { name: string };
  delegate: { name: string };
  startDate: string | null;
  endDate: string | null;
}
/** Mehmet's delegation to Burak as the server keeps it: its dates are the demo's week, read rather than guessed. */
async function mehmetsDelegation() {
  const { token } = await siteApi<{ token: string }>('demo', 'POST', '/api/auth/login', {
    email: MANAGER,
    password: demoLogins().password,
  });
  const { delegations } = await siteApi<{ delegations: DelegationSeen[] }>(
    'demo',
    'GET',
    '/api/delegations',
    undefined,
    token,
  );
  const toBurak = delegations.find((d) => d.delegate.name === 'Burak Öztürk');
  expect(toBurak, 'the demo names Burak as Mehmet’s delegate').toBeDefined();
  return `${formatTurkishDate(toBurak!.startDate!)} - ${formatTurkishDate(toBurak!.endDate!)}`;
}

/** Signed in on the demo, on the dashboard. axe needs its script in the page, which the CSP would refuse. */
async function signedIn(email: string, viewport?: { width: number; height: number }) {
  const opened = await newPage(browser, viewport, { bypassCSP: true });
  await logIn(opened.page, 'demo', email, demoLogins().password);
  await opened.page.waitForURL('**/dashboard');
  return opened;
}

/** Zeynep's delegated request on the approvals page (a row on a desktop, a card on a phone). */
const delegatedRequest = (page: Page) =>
  page.locator('[data-leave-id]', { hasText: DEMO_DELEGATED_REASON }).filter({ visible: true });

describe('a delegate decides for an away Müdür (issue 23 item 4, docs/approval-rules.md §3)', () => {
  it('Mehmet’s profile names Burak as his delegate with the dates; Burak’s says he approves on Mehmet’s behalf', async () => {
    const dates = await mehmetsDelegation();

    const mehmet = await signedIn(MANAGER);
    await mehmet.page.goto(siteUrl('demo', '/my-profile'));
    const card = mehmet.page.getByTestId('delegations-card');
    await card.getByRole('heading', { name: 'Onay vekili' }).waitFor();
    const item = card.getByTestId('delegations-list').getByRole('listitem').filter({ hasText: 'Burak Öztürk' });
    await item.waitFor();
    expect(await item.innerText()).toContain(dates);
    expect(await item.innerText()).toContain('Bugün geçerli');
    await mehmet.context.close();

    const burak = await signedIn(DELEGATE);
    await burak.page.goto(siteUrl('demo', '/my-profile'));
    const standingInFor = burak.page.getByTestId('standing-in-for');
    await standingInFor.waitFor();
    expect(await standingInFor.innerText()).toContain(`Mehmet Demir adına onay veriyorsunuz (${dates}).`);
    await burak.context.close();
  });

  it('Burak finds Zeynep’s request under "İzin Onayları", reads that he decides for Mehmet, and approves it with a note on a phone; Ayşe then sees it at İK with his note on Mehmet’s behalf', async () => {
    // Burak at a desktop: the menu's link, the request with its trail open, and axe on the page.
    const desk = await signedIn(DELEGATE);
    await desk.page
      .getByRole('navigation')
      .first()
      .getByRole('link', { name: /İzin Onayları/ })
      .click();
    await desk.page.waitForURL('**/leave-approvals');
    const row = delegatedRequest(desk.page);
    await row.waitFor();
    expect(await row.innerText()).toContain('Zeynep Kaya');
    expect(await row.innerText()).toContain('Yöneticide');
    const trail = row.getByTestId('approval-trail');
    expect(await trail.innerText()).toContain('Karar verecek: Burak Öztürk (Mehmet Demir adına)');
    expect(await axeViolations(desk.page)).toEqual([]);
    await desk.context.close();

    // On a phone: the menu drawer, the card, its folded trail, axe and the width; then the approval.
    const phone = await signedIn(DELEGATE, PHONE);
    const { page } = phone;
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await page
      .getByRole('dialog')
      .getByRole('link', { name: /İzin Onayları/ })
      .click();
    await page.waitForURL('**/leave-approvals');
    const card = delegatedRequest(page);
    await card.waitFor();
    await card.getByText('Onay adımları').click();
    expect(await card.getByTestId('approval-trail').innerText()).toContain(
      'Karar verecek: Burak Öztürk (Mehmet Demir adına)',
    );
    await expectFitsThePhone(page);
    expect(await axeViolations(page)).toEqual([]);

    await card.getByRole('button', { name: 'Onayla' }).click();
    const dialog = page.getByRole('dialog', { name: 'İzin talebini onayla' });
    await dialog.getByLabel('Not (isteğe bağlı)').fill(NOTE);
    await expectFitsThePhone(page);
    await dialog.getByRole('button', { name: 'Onayla' }).click();
    // Issue 21: the approval is sent when its "Geri al" toast goes; the focus stays off <body>.
    const approved = page.locator('[data-toast-id]', { hasText: 'İzin talebi onaylandı' });
    await approved.waitFor();
    // The toast takes the focus a frame after it is drawn (keyboard-focus.e2e.ts polls it the same way).
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName), { timeout: 5000 }).not.toBe('BODY');
    await approved.waitFor({ state: 'detached', timeout: 15_000 });
    // His step is done, the İK step is not his: the request leaves his pending list.
    await page.reload();
    await page.getByText(/^\d+ talep$/).waitFor(); // the list's count: the list was read again
    expect(await delegatedRequest(page).count()).toBe(0);
    await phone.context.close();

    // Ayşe (İK): the request is "İK'da", the trail names Burak on Mehmet's behalf with his note.
    const admin = await signedIn(ADMIN);
    await admin.page.goto(siteUrl('demo', '/leave-approvals'));
    await admin.page.getByLabel('Personel ara').fill('Zeynep');
    const atHr = delegatedRequest(admin.page);
    await atHr.waitFor();
    expect(await atHr.innerText()).toContain("İK'da");
    const hrTrail = atHr.getByTestId('approval-trail');
    expect(await hrTrail.innerText()).toContain('Onaylayan: Burak Öztürk, Mehmet Demir adına');
    expect(await hrTrail.innerText()).toContain(`Not: ${NOTE}`);
    expect(await hrTrail.innerText()).toContain('Karar verecek: ');
    await admin.context.close();
  });
  it('a standing delegate: Burak is on approved leave today, so Elif’s request waits on Mehmet’s "İzin Onayları", its trail naming him on Burak’s behalf (desktop and phone)', async () => {
    for (const viewport of [undefined, PHONE]) {
      const mehmet = await signedIn(MANAGER, viewport);
      await mehmet.page.goto(siteUrl('demo', '/leave-approvals'));
      const item = mehmet.page
        .locator('[data-leave-id]', { hasText: DEMO_STANDING_DELEGATE_REASON })
        .filter({ visible: true });
      await item.waitFor();
      expect(await item.innerText()).toContain('Elif Çelik');
      expect(await item.innerText()).toContain('Yöneticide');
      if (viewport) await item.locator('summary', { hasText: 'Onay adımları' }).click();
      const trail = item.getByTestId('approval-trail');
      await trail.waitFor();
      expect(await trail.innerText()).toContain('Karar verecek: Mehmet Demir (Burak Öztürk adına)');
      expect(await item.getByRole('button', { name: 'Onayla' }).isEnabled()).toBe(true);
      if (viewport) await expectFitsThePhone(mehmet.page);
      await mehmet.context.close();
    }
  });
});
