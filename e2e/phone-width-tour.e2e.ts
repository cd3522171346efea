import { addDays, formatTurkishDate, istanbulToday, turkishPublicHolidaysBetween, weekdayOf } from '@paydos/domain';
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BILLING_ADMIN_EMAIL, DEMO_BILLING_SUBDOMAIN } from '../packages/server/src/features/demo';
import { demoLogins } from './support/demo-logins';
import { launchBrowser, logIn } from './support/browser';
import { startTour, type Visit } from './support/phone-tour';
import { ADMIN, LONG_REASON, prepareDemo } from './support/phone-tour-demo';
import { pickPerson } from './support/person-picker';
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
const MANAGER = 'mehmet.demir@demo.paydos.test';
const EMPLOYEE = 'zeynep.kaya@demo.paydos.test';


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

/** One tour at the chosen size (support/phone-tour.ts). */
const phoneTour = (subdomain: string | null, who?: string) => startTour(browser, { viewport: PHONE, screenshots: SCREENSHOTS }, subdomain, who);

async function signedIn(email: string, role: string) {
  const tour = await phoneTour('demo', role);
  await logIn(tour.page, 'demo', email, demoLogins().password);
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
      await page.getByLabel('Alt alan adı').fill(`guneydoguanadolutekstil${Date.now().toString(36)}`);
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
    await logIn(tour.page, DEMO_BILLING_SUBDOMAIN, DEMO_BILLING_ADMIN_EMAIL, demoLogins().payingPassword);
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
    await tour.page.getByLabel('Kullanıcı adı').fill(demoLogins().operator.username);
    await tour.page.getByLabel('Şifre', { exact: true }).fill(demoLogins().operator.password);
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

/** A person's page, named without its id so that reports and screenshots keep their names from run to run. */
function personPage(extra?: Omit<Visit, 'path'>): Visit {
  return { path: demo.personPath, ...extra, label: `/employee/{Burak Öztürk}${extra?.label ? ` ${extra.label}` : ''}` };
}
