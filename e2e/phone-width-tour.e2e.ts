import { addDays, formatTurkishDate, istanbulToday, turkishPublicHolidaysBetween, weekdayOf } from '@paydos/domain';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BILLING_ADMIN_EMAIL, DEMO_BILLING_SUBDOMAIN } from '../packages/server/src/features/demo/demo-billing';
import { DEMO_OPERATOR, DEMO_PASSWORD } from '../packages/server/src/features/demo/demo-organization';
import { launchBrowser, logIn, newPage, siteUrl } from './support/browser';
import { pickPerson } from './support/person-picker';
import { siteApi } from './support/site-api';
import { E2E_ALWAYS_LAPSED, E2E_ALWAYS_SUSPENDED } from './support/people';

/**
 * Issue 10, item 4 ("every page fits a phone"): every route of every role at 390 × 844. A page fails when it
 * scrolls sideways or when anything sticks out past the screen without being inside its own scrolling box
 * (so hiding the overflow on <body> does not pass), and when the page logs a console error or throws.
 * Each role's test collects every offence and asserts once, so one run lists everything to fix.
 */
// PHONE_TOUR_SCREENSHOTS=<folder> keeps a full-page screenshot of every stop, to look at; PHONE_TOUR_VIEWPORT=1280x800
// takes the same tour at another size (to compare with a desktop).
const [width, height] = (process.env.PHONE_TOUR_VIEWPORT ?? '390x844').split('x').map(Number);
const PHONE = { width: width!, height: height! };
const SCREENSHOTS = process.env.PHONE_TOUR_SCREENSHOTS;
if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
const ADMIN = 'ayse.yilmaz@demo.paydos.test';
const MANAGER = 'mehmet.demir@demo.paydos.test';
const EMPLOYEE = 'zeynep.kaya@demo.paydos.test';
// The demo person with the longest history (since 2009): the longest ledger on /employee/{id}. No other browser test uses him.
const LONGEST_SERVING = 'burak.ozturk@demo.paydos.test';
// A reason with a link and no hyphen in it: a word wider than the screen, which only wrapping anywhere keeps on it.
const LONG_REASON = 'Aile ziyareti; belge: https://belgeler.ornek.com.tr/izin/2026/BurakOzturkAileZiyaretiBelgesiTamMetni_20261121.pdf';

interface Visit {
  path: string;
  /** Where the route lands when it is not `path` itself (a redirect the route is meant to make). */
  landsOn?: string;
  /** A step after the page settles that opens more of it (a drawer, a dialog); the check runs after it. */
  then?: (page: Page) => Promise<void>;
  /** Further states of the same page (a wizard's steps), each checked after its action. */
  steps?: { label: string; act: (page: Page) => Promise<void> }[];
  /** Named in the report instead of the path when `then` opens something. */
  label?: string;
  /** A request this page is meant to see refused (an invalid link): Chromium logs it as an error, and that one is expected. */
  refused?: string;
}

const openMenu: Visit['then'] = async (page) => {
  const menu = page.getByRole('button', { name: 'Menüyü aç' });
  if (!(await menu.isVisible()) && PHONE.width >= 1024) return; // a desktop shows the sidebar instead
  await menu.click();
  await page.getByRole('dialog').waitFor();
  await page.waitForTimeout(250); // the drawer's slide-in
};

/** The operator's organization tables: the first row's edit (inline) or delete (a confirmation dialog). */
const editFirstRow = (testId: string): Visit['then'] => async (page) => {
  await page.getByTestId(testId).first().getByRole('button', { name: /^Düzenle/ }).click();
  await page.getByTestId(`${testId}-editing`).waitFor();
};
const deleteFirstRow = (testId: string): Visit['then'] => async (page) => {
  await page.getByTestId(testId).first().getByRole('button', { name: /^Sil/ }).click();
  await page.getByRole('dialog').waitFor();
  await page.waitForTimeout(250);
};

let browser: Browser;
let demo: Awaited<ReturnType<typeof prepareDemo>>;
beforeAll(async () => {
  browser = await launchBrowser();
  demo = await prepareDemo();
});
afterAll(() => browser?.close());

/** Console errors, uncaught exceptions and the requests still under way, of one page of a tour. */
function watch(page: Page) {
  const errors: string[] = [];
  let refused: string | undefined;
  const pending = new Set<unknown>();
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    if (refused && message.text().startsWith('Failed to load resource') && new URL(url).pathname === refused) return;
    errors.push(`console error: ${message.text()}${url ? ` (${url.replace(/^https?:\/\/[^/]+/, '')})` : ''}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return { errors, pending, expectRefused: (path?: string) => (refused = path) };
}

/** Network quiet for 200 ms (Playwright's own networkidle waits 500 ms), then fonts and two frames. */
async function settle(page: Page, pending: Set<unknown>) {
  const deadline = Date.now() + 15_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 200) break;
    await page.waitForTimeout(50);
  }
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * What sticks out past the screen: elements, and text running out of its element (a long word). It counts unless
 * something below <body> clips or scrolls it sideways (a table scrolling inside its card is fine). Reported: the
 * outermost elements that stick out (where the layout breaks), the innermost ones (usually the control or text
 * that is too wide) and the text that overflows its box.
 */
function measureOverflow() {
  const root = document.documentElement;
  const width = root.clientWidth;
  const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
  const clipped = (from: Element | null) => {
    for (let a = from; a && a !== document.body && a !== root; a = a.parentElement) if (clips(a)) return true;
    return false;
  };
  const beyond = (box: DOMRect) => (box.width > 0 || box.height > 0) && box.right > width + 0.5;
  const describe = (element: Element, right: number) => {
    const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).slice(0, 6).join('.') : '';
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
    return `<${element.tagName.toLowerCase()}${classes ? ` .${classes}` : ''}> right ${Math.round(right)}px${text ? ` "${text}"` : ''}`;
  };
  const offenders = Array.from(document.body.querySelectorAll('*')).filter((e) => beyond(e.getBoundingClientRect()) && !clipped(e.parentElement));
  const set = new Set(offenders);
  const outermost = offenders.filter((e) => !set.has(e.parentElement!));
  const innermost = offenders.filter((e) => !outermost.includes(e) && !Array.from(e.children).some((c) => set.has(c)));
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim() || clipped(node.parentElement)) continue;
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    if (beyond(box)) texts.push(`text in ${describe(node.parentElement!, box.right)}`);
  }
  return {
    width,
    scrollWidth: root.scrollWidth,
    offenders: [...outermost.slice(0, 3), ...innermost.slice(0, 3)].map((e) => describe(e, e.getBoundingClientRect().right)).concat(texts.slice(0, 3)),
  };
}

/** One phone-sized context; `visit` checks routes in it (one login for all of them) and collects the offences. */
async function phoneTour(subdomain: string | null, who = 'logged out') {
  const { context, page } = await newPage(browser, PHONE);
  const { errors, pending, expectRefused } = watch(page);
  const offences: string[] = [];
  const check = async (name: string) => {
    if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, `${name.replace(/[^a-z0-9]+/gi, '-')}.png`), fullPage: true });
    const overflow = await page.evaluate(measureOverflow);
    const problems: string[] = [];
    if (overflow.scrollWidth > overflow.width) problems.push(`scrolls sideways: ${overflow.scrollWidth}px wide on a ${overflow.width}px screen`);
    if (overflow.offenders.length > 0) problems.push(`sticks out: ${overflow.offenders.join('; ')}`);
    offences.push(...problems.map((p) => `${name}: ${p}`));
  };
  const visit = async (visits: Visit[]) => {
    for (const route of visits) {
      errors.length = 0;
      expectRefused(route.refused);
      const name = `${subdomain ?? 'main'} (${who}) ${route.label ?? route.path}`;
      try {
        await page.goto(siteUrl(subdomain, route.path));
        await settle(page, pending);
        await page.locator('h1').first().waitFor({ timeout: 10_000 });
        await settle(page, pending);
        const expected = route.landsOn ?? route.path.split('?')[0];
        const landed = new URL(page.url()).pathname;
        if (landed !== expected) offences.push(`${name}: landed on ${landed}, not ${expected}`);
        if (route.then) {
          await route.then(page);
          await settle(page, pending);
        }
        await check(name);
        for (const step of route.steps ?? []) {
          await step.act(page);
          await settle(page, pending);
          await check(`${name} → ${step.label}`);
        }
      } catch (error) {
        offences.push(`${name}: could not be checked: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      }
      offences.push(...errors.map((e) => `${name}: ${e}`));
    }
    errors.length = 0;
  };
  return { context, page, offences, visit };
}

async function signedIn(email: string, role: string) {
  const tour = await phoneTour('demo', role);
  await logIn(tour.page, 'demo', email, DEMO_PASSWORD);
  await tour.page.waitForURL('**/dashboard');
  return tour;
}

/** The sign-up wizard's five steps, with long values, up to the summary (nothing is submitted). */
const LONG_COMPANY = 'Güneydoğu Anadolu Tekstil Sanayi ve Ticaret Limited Şirketi';
const wizardSteps: Visit['steps'] = [
  {
    label: 'step 1 filled',
    act: async (page) => {
      await page.getByLabel('Ad', { exact: true }).fill('Ayşegül');
      await page.getByLabel('Soyad', { exact: true }).fill('Karaosmanoğlu');
      await page.getByLabel('E-posta').fill(`aysegul.karaosmanoglu.insankaynaklari.${Date.now().toString(36)}@guneydoguanadolutekstil.com.tr`);
      await page.getByLabel('Telefon').fill('+90 532 123 45 67');
      await page.getByLabel('Şifre', { exact: true }).fill('Gizli123');
      await page.getByLabel('Şirket adı').fill(LONG_COMPANY);
      await page.getByLabel('Subdomain').fill(`guneydoguanadolutekstil${Date.now().toString(36)}`);
      await page.getByText('Bu subdomain kullanılabilir').waitFor();
      await page.getByText('Bu e-posta kullanılabilir').waitFor();
    },
  },
  {
    label: 'step 2 with a person',
    act: async (page) => {
      await page.getByRole('button', { name: 'Devam Et' }).click();
      await page.getByLabel('Ad', { exact: true }).fill('Mehmet Emin');
      await page.getByLabel('Soyad', { exact: true }).fill('Kahramanmaraşlıoğlu');
      await page.getByLabel('E-posta').fill('mehmet.emin.kahramanmaraslioglu@guneydoguanadolutekstil.com.tr');
      await page.getByLabel('İşe giriş tarihi').fill('2022-03-01');
      await page.getByRole('button', { name: 'Personel Ekle' }).click();
      await page.getByText('Davet edilecek personel (1)').waitFor();
    },
  },
  { label: 'step 3', act: (page) => page.getByRole('button', { name: 'Devam Et' }).click() },
  {
    label: 'step 4 with a file',
    act: async (page) => {
      await page.getByRole('button', { name: 'Devam Et' }).click();
      const name = 'gecmis-izinler-2025-yili-tum-personel-listesi-son-hali.csv';
      await page.getByTestId('onboarding-files').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from('Ad;Soyad\nEmre;Şahin\n') });
      await page.getByText(name).waitFor();
    },
  },
  {
    label: 'step 5 summary',
    act: async (page) => {
      await page.getByRole('button', { name: 'Devam Et' }).click();
      await page.getByRole('button', { name: '14 Günlük Denemeyi Başlat' }).waitFor();
    },
  },
];

/** The profile's calendar feed card with its secret URLs shown (made now, or made anew). */
const feedCreated: Visit['then'] = async (page) => {
  const card = page.getByTestId('calendar-feed-card');
  const create = card.getByRole('button', { name: 'Bağlantı oluştur' });
  const renew = card.getByRole('button', { name: 'Yeni bağlantı oluştur' });
  await create.or(renew).first().waitFor();
  if (await create.isVisible()) await create.click();
  else {
    await renew.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yeni bağlantı oluştur' }).click();
  }
  await page.getByTestId('calendar-feed-urls').waitFor();
};
const everyoneRoutes: Visit[] = [
  { path: '/dashboard' },
  { path: '/dashboard', label: '/dashboard (menu open)', then: openMenu },
  { path: '/my-profile' },
  { path: '/my-profile', label: '/my-profile (calendar feed URLs shown)', then: feedCreated },
  { path: '/team-calendar' },
  { path: '/my-leave-requests' },
  { path: '/my-leave-requests?create=true' },
  { path: '/staff-management' },
  { path: '/leave-approvals' },
];
const everyStatus: Visit['then'] = async (page) => {
  await page.getByLabel('Durum').selectOption('');
  await page.locator('[data-leave-id]').filter({ visible: true }).first().waitFor();
};
const managerRoutes: Visit[] = [
  { path: '/leave-approvals', label: '/leave-approvals (every status)', then: everyStatus },
  { path: '/monthly-report' },
  {
    path: '/monthly-report',
    label: '/monthly-report (last month open)',
    then: async (page) => {
      await page.locator('[data-testid^="month-"] > button').nth(1).click();
      await page.getByRole('table').waitFor();
    },
  },
  { path: '/historical-leave-data' },
  {
    path: '/historical-leave-data',
    label: '/historical-leave-data (form open, a leave on the list)',
    then: async (page) => {
      await page.getByRole('button', { name: 'Geçmiş İzin Ekle' }).click();
      await pickPerson(page, 'Personel', 'Eli', 'Elif Çelik');
      const form = page.getByRole('form', { name: 'Geçmiş izin kaydı' });
      await form.getByLabel('İzin türü').selectOption('sick_leave_reported');
      let past = addDays(istanbulToday(new Date()), -400);
      while (weekdayOf(past) === 0 || weekdayOf(past) === 6 || turkishPublicHolidaysBetween(past, past).length > 0) past = addDays(past, -1);
      const day = formatTurkishDate(past);
      await form.getByLabel('Başlangıç tarihi').fill(day);
      await form.getByLabel('Bitiş tarihi').fill(day);
      await form.getByLabel('Açıklama (isteğe bağlı)').fill(LONG_REASON);
      await form.getByRole('button', { name: 'Listeye Ekle' }).click();
      await page.getByText('Gönderilecek kayıtlar (1)').waitFor();
    },
  },
  { path: '/payment' },
];
const chooseFiles: Visit['then'] = async (page) => {
  // Chosen, not sent: a long name with no break in it must wrap inside the list.
  await page.getByTestId('data-upload-files').setInputFiles([
    { name: 'Personel_Izin_Kayitlari_2019_2025_Tum_Subeler_Birlesik_Son_Hali.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('x') },
    { name: 'izinler.csv', mimeType: 'text/csv', buffer: Buffer.from('a;b\n') },
  ]);
  await page.getByText('izinler.csv').first().waitFor();
};
const adminRoutes: Visit[] = [
  {
    path: '/payment',
    label: '/payment (a coupon refused, the card form’s errors)',
    refused: '/api/billing/quote',
    then: async (page) => {
      await page.getByLabel('Kupon kodu').fill('BOYLEBIRKUPONYOKTURKESINLIKLEUZUNBIRKOD');
      await page.getByRole('button', { name: 'Uygula' }).click();
      await page.getByText('Bu kupon kodu geçerli değil.').waitFor();
      await page.getByRole('form', { name: 'Kart bilgileri' }).getByRole('button', { name: /öde$/ }).click();
      await page.getByText('Geçerli bir kart numarası girin.').waitFor();
    },
  },
  { path: '/organization' },
  { path: '/data-uploads' },
  { path: '/data-uploads', label: '/data-uploads (files chosen)', then: chooseFiles },
];

describe('every page fits a phone (issue 10: 390 px, no sideways scroll, no console error)', { timeout: 180_000 }, () => {
  it('the main site: landing, company login, onboarding, invitation sign-up, organization setup, placeholders', async () => {
    const tour = await phoneTour(null);
    await tour.visit([
      { path: '/' },
      { path: '/login' },
      { path: '/onboarding', steps: wizardSteps },
      { path: '/register' },
      { path: '/register?token=gecersiz-davet', refused: '/api/auth/verify-invitation/gecersiz-davet' },
      { path: '/setup-organization' },
      { path: '/leave-approval/x', refused: '/api/historical-leaves/approval/x' },
      { path: demo.approvalPath, label: '/leave-approval/{token} (a batch awaiting consent)' },
      { path: '/test-design' },
    ]);
    await tour.context.close();
    const suspended = await phoneTour(E2E_ALWAYS_SUSPENDED.subdomain);
    await suspended.visit([{ path: '/login', label: '/login (organization suspended)', refused: '/api/subdomain/organization-info' }]);
    await suspended.context.close();
    const lapsed = await phoneTour(E2E_ALWAYS_LAPSED.subdomain);
    await lapsed.visit([{ path: '/login', label: '/login (trial ended: the admin may still sign in to pay)', refused: '/api/subdomain/organization-info' }]);
    await lapsed.context.close();
    expect([...tour.offences, ...suspended.offences, ...lapsed.offences]).toEqual([]);
  });

  it('the organization site logged out: login, forgot and reset password, placeholders', async () => {
    const tour = await phoneTour('demo');
    await tour.visit([
      { path: '/' },
      { path: '/login' },
      { path: '/forgot-password' },
      { path: '/reset-password' },
      { path: '/reset-password?token=gecersiz', refused: '/api/password-reset/verify/gecersiz' },
      { path: '/leave-approval/x', refused: '/api/historical-leaves/approval/x' },
      { path: demo.approvalPath, label: '/leave-approval/{token} (a batch awaiting consent)' },
      {
        path: demo.approvalPath,
        label: '/leave-approval/{token} (reject reason open)',
        then: async (page) => {
          await page.getByRole('button', { name: 'Reddet' }).click();
          await page.getByLabel('Red sebebi (isteğe bağlı)').fill(LONG_REASON);
        },
      },
      { path: '/test-design' },
    ]);
    await tour.context.close();
    expect(tour.offences).toEqual([]);
  });

  it('the organization site as ADMIN: every page, a person’s detail and the balance dialog', async () => {
    const tour = await signedIn(ADMIN, 'ADMIN');
    await tour.visit([
      ...everyoneRoutes,
      ...adminRoutes,
      ...managerRoutes,
      {
        path: '/leave-approvals',
        label: '/leave-approvals (edit dialog)',
        then: async (page) => {
          await everyStatus(page);
          await page.locator('[data-leave-id]').filter({ visible: true }).first().getByRole('button', { name: 'Düzenle' }).click();
          await page.getByRole('dialog').waitFor();
        },
      },
      personPage(),
      personPage({
        label: '(balance dialog)',
        then: async (page) => {
          await page.getByRole('button', { name: 'Bakiye Düzelt' }).click();
          await page.getByRole('dialog').waitFor();
        },
      }),
    ]);
    await tour.context.close();
    expect(tour.offences).toEqual([]);
  });

  it('the paying demo organization as ADMIN: /payment with an active plan and a year of history, the cancel dialog', async () => {
    const tour = await phoneTour(DEMO_BILLING_SUBDOMAIN, 'ADMIN');
    await logIn(tour.page, DEMO_BILLING_SUBDOMAIN, DEMO_BILLING_ADMIN_EMAIL, DEMO_PASSWORD);
    await tour.page.waitForURL('**/dashboard');
    await tour.visit([
      { path: '/payment' },
      {
        path: '/payment',
        label: '/payment (cancel dialog)',
        then: async (page) => {
          await page.getByRole('button', { name: 'Aboneliği iptal et' }).click();
          await page.getByRole('dialog').waitFor();
        },
      },
    ]);
    await tour.context.close();
    expect(tour.offences).toEqual([]);
  });

  it('the organization site as MANAGER: every page they may open and a person’s detail', async () => {
    const tour = await signedIn(MANAGER, 'MANAGER');
    await tour.visit([...everyoneRoutes, ...managerRoutes, personPage()]);
    await tour.context.close();
    expect(tour.offences).toEqual([]);
  });

  it('the organization site as EMPLOYEE: every page they may open', async () => {
    const tour = await signedIn(EMPLOYEE, 'EMPLOYEE');
    await tour.visit(everyoneRoutes);
    await tour.context.close();
    expect(tour.offences).toEqual([]);
  });

  it('the operator site: its login, then as the demo operator every page and a mail opened', async () => {
    const tour = await phoneTour('superadmin', 'operator');
    await tour.visit([{ path: '/login' }]);
    await tour.page.getByLabel('Kullanıcı adı').fill(DEMO_OPERATOR.username);
    await tour.page.getByLabel('Şifre', { exact: true }).fill(DEMO_OPERATOR.password);
    await tour.page.getByRole('button', { name: 'Giriş Yap' }).click();
    await tour.page.waitForURL('**/analytics');
    const organization = demo.organizationId;
    await tour.visit([
      { path: '/analytics' },
      { path: '/analytics', label: '/analytics (menu open)', then: openMenu },
      { path: '/organizations' },
      { path: '/organizations?q=demo&sort=users&order=desc', label: '/organizations (searched and sorted)' },
      { path: `/organizations/${organization}` },
      {
        path: `/organizations/${organization}`,
        label: '/organizations/:id (suspend dialog open)',
        then: async (page) => {
          await page.getByRole('button', { name: 'Askıya al' }).click();
          await page.getByRole('dialog').waitFor();
        },
      },
      {
        path: `/organizations/${organization}`,
        label: '/organizations/:id (erase dialog open)',
        then: async (page) => {
          await page.getByRole('button', { name: 'Tüm verileri sil' }).click();
          await page.getByRole('dialog').getByRole('textbox').fill('demo');
        },
      },
      { path: `/organizations/${organization}/users` },
      { path: `/organizations/${organization}/users`, label: '/organizations/{id}/users (menu open)', then: openMenu },
      { path: `/organizations/${organization}/users`, label: '/organizations/{id}/users (a row in inline edit)', then: editFirstRow('operator-user') },
      { path: `/organizations/${organization}/users`, label: '/organizations/{id}/users (delete confirmation)', then: deleteFirstRow('operator-user') },
      { path: `/organizations/${organization}/leaves` },
      { path: `/organizations/${organization}/leaves`, label: '/organizations/{id}/leaves (a row in inline edit)', then: editFirstRow('operator-leave') },
      { path: `/organizations/${organization}/leaves`, label: '/organizations/{id}/leaves (delete confirmation)', then: deleteFirstRow('operator-leave') },
      { path: '/data-uploads' },
      {
        path: '/data-uploads',
        label: '/data-uploads (complete dialog)',
        then: async (page) => {
          await page.getByRole('listitem').filter({ hasText: 'Bekliyor' }).first().getByRole('button', { name: 'Tamamla' }).click();
          await page.getByRole('dialog', { name: 'İşlemi tamamla' }).waitFor();
        },
      },
      { path: '/coupons' },
      {
        path: '/coupons',
        label: '/coupons (a coupon being edited)',
        then: async (page) => {
          await page.getByLabel('Kupon kodu').fill('TUR-TELEFON');
          await page.getByLabel('Başlangıç tarihi').fill('01.01.2027');
          await page.getByLabel('Bitiş tarihi').fill('31.01.2027');
          await page.getByLabel('Bitiş tarihi').blur();
          await page.getByRole('button', { name: 'Kupon Oluştur' }).click();
          await page.getByRole('button', { name: 'TUR-TELEFON kuponunu düzenle' }).click();
          await page.getByRole('form', { name: 'TUR-TELEFON kuponunu düzenle' }).waitFor();
        },
      },
      { path: '/pricing' },
      { path: '/mail' },
      {
        path: '/mail',
        label: '/mail (a mail opened)',
        then: async (page) => {
          await page.getByRole('list', { name: 'Posta Kutusu' }).getByRole('button').first().click();
          await page.waitForURL('**/mail?id=*');
        },
      },
      { path: '/audit' },
      { path: '/audit?q=kuzey', label: '/audit (searched)' },
    ]);
    await tour.context.close();
    expect(tour.offences).toEqual([]);
  });
});

/** The demo organization's API (or another site's) from Node. */
const demoApi = <T>(method: string, pathname: string, body?: unknown, token?: string, subdomain = 'demo') => siteApi<T>(subdomain, method, pathname, body, token);

/**
 * The demo organization's id and the longest-serving person's page, after the admin records an approved leave for
 * him (around today when free) and a balance correction, both with a long reason (an unbroken link in it): so the leave lists,
 * the ledger and "on leave today" have rows to lay out. Approved, not pending, so no other browser test sees a new pending badge.
 */
async function prepareDemo() {
  const login = await demoApi<{ token: string; user: { organization: { id: string } } }>('POST', '/api/auth/login', { email: ADMIN, password: DEMO_PASSWORD });
  const { users } = await demoApi<{ users: { id: string; email: string }[] }>('GET', '/api/admin/users', undefined, login.token);
  const person = users.find((u) => u.email === LONGEST_SERVING)!;
  const today = istanbulToday(new Date());
  // A week around today (always some working days, even in a bayram); should demo data already hold a leave of his
  // then (409, overlap), the same week five weeks on, and so on.
  for (let weeks = 0; ; weeks += 5) {
    const leave = { leaveType: 'annual_paid', startDate: addDays(today, 7 * weeks - 3), endDate: addDays(today, 7 * weeks + 3), reason: LONG_REASON };
    try {
      await demoApi('POST', `/api/leaves/employee/${person.id}`, leave, login.token);
      break;
    } catch (error) {
      if (weeks >= 20 || !String(error).includes('answered 409')) throw error;
    }
  }
  await demoApi('POST', `/api/employee/${person.id}/ledger-adjustments`, { days: 1, reason: LONG_REASON }, login.token);
  return { organizationId: login.user.organization.id, personPath: `/employee/${person.id}`, approvalPath: await consentLink(login.token, users) };
}

/**
 * A live consent link (issue 11): the admin records a past leave with a long reason for the newest demo person,
 * on a free past weekday, and the link is read from the mail through the operator's API (left unanswered).
 */
async function consentLink(token: string, users: { id: string; email: string }[]) {
  const person = users.find((u) => u.email === 'gizem.arslan@demo.paydos.test')!;
  const today = istanbulToday(new Date());
  for (let back = 10; ; back += 3) {
    let day = addDays(today, -back);
    while (weekdayOf(day) === 0 || weekdayOf(day) === 6) day = addDays(day, -1);
    try {
      await demoApi('POST', '/api/historical-leaves/batch', { userId: person.id, leaves: [{ leaveType: 'annual_paid', startDate: day, endDate: day, reason: LONG_REASON }] }, token);
      break;
    } catch (error) {
      if (back > 90 || !String(error).includes('answered 400')) throw error;
    }
  }
  const operator = await demoApi<{ token: string }>('POST', '/api/superadmin/login', DEMO_OPERATOR, undefined, 'superadmin');
  const { mails } = await demoApi<{ mails: { id: string; to: string; template: string }[] }>('GET', '/api/superadmin/mail', undefined, operator.token, 'superadmin');
  const mail = mails.find((m) => m.to === person.email && m.template === 'historical-leave-consent')!;
  const detail = await demoApi<{ mail: { text: string } }>('GET', `/api/superadmin/mail/${mail.id}`, undefined, operator.token, 'superadmin');
  return /\/leave-approval\/[\w-]+/.exec(detail.mail.text)![0];
}

/** A person's page, named without its id so that reports and screenshots keep their names from run to run. */
function personPage(extra?: Omit<Visit, 'path'>): Visit {
  return { path: demo.personPath, ...extra, label: `/employee/{Burak Öztürk}${extra?.label ? ` ${extra.label}` : ''}` };
}
