import { addDays, formatTurkishDate, istanbulToday, turkishPublicHolidaysBetween, weekdayOf } from '@paydos/domain';
import type { Page } from 'playwright-core';
import { DEMO_BILLING_ADMIN_EMAIL, DEMO_BILLING_SUBDOMAIN } from '../../packages/server/src/features/demo';
import { logIn, siteUrl } from './browser';
import { demoLogins } from './demo-logins';
import { E2E_ALWAYS_LAPSED, E2E_ALWAYS_SUSPENDED } from './people';
import { pickPerson } from './person-picker';
import type { Tour, Visit } from './phone-tour';
import { ADMIN, LONG_REASON, type PreparedDemo } from './phone-tour-demo';

// Every route of every role, and the states that open on them (menus, dialogs, the date picker, a person
// picker's list, the monthly report's month): the one list the phone tour (layout at 390 px) and the
// accessibility sweep (axe-core at 1280 and 390 px) both walk. A tour (support/phone-tour.ts) is one browser
// context, signed in once.

export const MANAGER = 'mehmet.demir@demo.paydos.test';
export const EMPLOYEE = 'zeynep.kaya@demo.paydos.test';

type Act = (page: Page) => Promise<void>;

/** The phone's menu drawer, a phone-only step (a desktop shows the sidebar instead). */
const menuOpen = {
  label: 'menu open',
  phoneOnly: true,
  act: async (page: Page) => {
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(250); // the drawer's slide-in
  },
};

/** The first date field's calendar, open. */
const openDatePicker: Act = async (page) => {
  await page.getByRole('button', { name: 'Takvimi aç' }).first().click();
  await page.getByRole('dialog', { name: 'Takvim' }).waitFor();
};

/** The operator's organization tables: the first row's edit (inline) or delete (a confirmation dialog). */
const editFirstRow =
  (testId: string): Act =>
  async (page) => {
    await page
      .getByTestId(testId)
      .first()
      .getByRole('button', { name: /^Düzenle/ })
      .click();
    await page.getByTestId(`${testId}-editing`).waitFor();
  };
const deleteFirstRow =
  (testId: string): Act =>
  async (page) => {
    await page.getByTestId(testId).first().getByRole('button', { name: /^Sil/ }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(250);
  };

const signedIn =
  (email: string): Tour['signIn'] =>
  async (page) => {
    await logIn(page, 'demo', email, demoLogins().password);
    await page.waitForURL('**/dashboard');
  };

/** The sign-up wizard's five steps, with long values, up to the summary (nothing is submitted). */
const LONG_COMPANY = 'Güneydoğu Anadolu Tekstil Sanayi ve Ticaret Limited Şirketi';
const wizardSteps: Visit['steps'] = [
  {
    label: 'step 1 filled',
    act: async (page) => {
      await page.getByLabel('Ad', { exact: true }).fill('Ayşegül');
      await page.getByLabel('Soyad', { exact: true }).fill('Karaosmanoğlu');
      await page
        .getByLabel('E-posta')
        .fill(`aysegul.karaosmanoglu.insankaynaklari.${Date.now().toString(36)}@guneydoguanadolutekstil.com.tr`);
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
      await page
        .getByTestId('onboarding-files')
        .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from('Ad;Soyad\nEmre;Şahin\n') });
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
const feedCreated: Act = async (page) => {
  const card = page.getByTestId('calendar-feed-card');
  const create = card.getByRole('button', { name: 'Bağlantı oluştur', exact: true }); // not "Yeni bağlantı oluştur"
  const renew = card.getByRole('button', { name: 'Yeni bağlantı oluştur' });
  await create.or(renew).first().waitFor();
  if (await create.isVisible()) await create.click();
  else {
    await renew.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yeni bağlantı oluştur' }).click();
  }
  await page.getByTestId('calendar-feed-urls').waitFor();
};
// A page's states are steps after its own check: one page load for all of them.
const everyoneRoutes: Visit[] = [
  { path: '/dashboard', steps: [menuOpen] },
  { path: '/my-profile', steps: [{ label: 'calendar feed URLs shown', act: feedCreated }] },
  { path: '/team-calendar' },
  { path: '/my-leave-requests' },
  { path: '/my-leave-requests?create=true', steps: [{ label: 'date picker open', act: openDatePicker }] },
  { path: '/staff-management' },
  { path: '/leave-approvals' },
];
const everyStatus: Act = async (page) => {
  await page.getByLabel('Durum').selectOption('');
  await page.locator('[data-leave-id]').filter({ visible: true }).first().waitFor();
};
const managerRoutes: Visit[] = [
  { path: '/leave-approvals', label: '/leave-approvals (every status)', then: everyStatus },
  {
    path: '/monthly-report',
    steps: [
      {
        label: 'last month open',
        act: async (page) => {
          await page.locator('[data-testid^="month-"] > button').nth(1).click();
          await page.getByTestId('report-person').first().waitFor(); // a card on a phone, a row on a desktop
        },
      },
    ],
  },
  {
    path: '/historical-leave-data',
    steps: [
      {
        label: 'form open, the person picker’s list open',
        act: async (page) => {
          await page.getByRole('button', { name: 'Geçmiş İzin Ekle' }).click();
          await page.getByRole('combobox', { name: 'Personel', exact: true }).fill('e');
          await page.getByRole('listbox', { name: 'Personel', exact: true }).getByRole('option').first().waitFor();
        },
      },
      {
        label: 'a leave on the list',
        act: async (page) => {
          await pickPerson(page, 'Personel', 'Eli', 'Elif Çelik');
          const form = page.getByRole('form', { name: 'Geçmiş izin kaydı' });
          await form.getByLabel('İzin türü').selectOption('sick_leave_reported');
          let past = addDays(istanbulToday(new Date()), -400);
          while (weekdayOf(past) === 0 || weekdayOf(past) === 6 || turkishPublicHolidaysBetween(past, past).length > 0)
            past = addDays(past, -1);
          const day = formatTurkishDate(past);
          await form.getByLabel('Başlangıç tarihi').fill(day);
          await form.getByLabel('Bitiş tarihi').fill(day);
          await form.getByLabel('Açıklama (isteğe bağlı)').fill(LONG_REASON);
          await form.getByRole('button', { name: 'Listeye Ekle' }).click();
          await page.getByText('Gönderilecek kayıtlar (1)').waitFor();
        },
      },
    ],
  },
  { path: '/payment' },
];
const chooseFiles: Act = async (page) => {
  // Chosen, not sent: a long name with no break in it must wrap inside the list.
  await page.getByTestId('data-upload-files').setInputFiles([
    {
      name: 'Personel_Izin_Kayitlari_2019_2025_Tum_Subeler_Birlesik_Son_Hali.xlsx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('x'),
    },
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
  { path: '/data-uploads', steps: [{ label: 'files chosen', act: chooseFiles }] },
];

/** A person's page, named without its id so that reports and screenshots keep their names from run to run. */
const personPage = (demo: PreparedDemo, extra?: Omit<Visit, 'path' | 'label'>): Visit => ({
  path: demo.personPath,
  ...extra,
  label: '/employee/{Burak Öztürk}',
});

/** The main site logged out: landing, company login, onboarding, invitation sign-up, organization setup; two organizations' login notices. */
export const mainSiteTours = (demo: PreparedDemo): Tour[] => [
  {
    subdomain: null,
    visits: [
      { path: '/' },
      { path: '/login' },
      { path: '/onboarding', steps: wizardSteps },
      { path: '/register' },
      { path: '/register?token=gecersiz-davet', refused: '/api/auth/verify-invitation/gecersiz-davet' },
      { path: '/setup-organization' },
      { path: '/leave-approval/x', refused: '/api/historical-leaves/approval/x' },
      { path: demo.approvalPath, label: '/leave-approval/{token} (a batch awaiting consent)' },
      { path: '/test-design' },
    ],
  },
  {
    subdomain: E2E_ALWAYS_SUSPENDED.subdomain,
    visits: [{ path: '/login', label: '/login (organization suspended)', refused: '/api/subdomain/organization-info' }],
  },
  {
    subdomain: E2E_ALWAYS_LAPSED.subdomain,
    visits: [
      {
        path: '/login',
        label: '/login (trial ended: the admin may still sign in to pay)',
        refused: '/api/subdomain/organization-info',
      },
    ],
  },
];

/** The organization site logged out: login, forgot and reset password, the consent page, the design system. */
export const organizationLoggedOutTours = (demo: PreparedDemo): Tour[] => [
  {
    subdomain: 'demo',
    visits: [
      { path: '/' },
      { path: '/login' },
      { path: '/forgot-password' },
      { path: '/reset-password' },
      { path: '/reset-password?token=gecersiz', refused: '/api/password-reset/verify/gecersiz' },
      { path: '/leave-approval/x', refused: '/api/historical-leaves/approval/x' },
      {
        path: demo.approvalPath,
        label: '/leave-approval/{token} (a batch awaiting consent)',
        steps: [
          {
            label: 'reject reason open',
            act: async (page) => {
              await page.getByRole('button', { name: 'Reddet' }).click();
              await page.getByLabel('Red sebebi (isteğe bağlı)').fill(LONG_REASON);
            },
          },
        ],
      },
      { path: '/test-design' },
    ],
  },
];

/** The demo organization's ADMIN on every page, a person's detail and the dialogs; the paying demo's ADMIN on /payment. */
export const adminTours = (demo: PreparedDemo): Tour[] => [
  {
    subdomain: 'demo',
    who: 'ADMIN',
    signIn: signedIn(ADMIN),
    visits: [
      ...everyoneRoutes,
      ...adminRoutes,
      ...managerRoutes,
      {
        path: '/leave-approvals',
        label: '/leave-approvals (edit dialog)',
        then: async (page) => {
          await everyStatus(page);
          await page
            .locator('[data-leave-id]')
            .filter({ visible: true })
            .first()
            .getByRole('button', { name: 'Düzenle' })
            .click();
          await page.getByRole('dialog').waitFor();
        },
      },
      personPage(demo, {
        steps: [
          {
            label: 'balance dialog',
            act: async (page) => {
              await page.getByRole('button', { name: 'Bakiye Düzelt' }).click();
              await page.getByRole('dialog').waitFor();
            },
          },
        ],
      }),
    ],
  },
  {
    subdomain: DEMO_BILLING_SUBDOMAIN,
    who: 'ADMIN',
    signIn: async (page) => {
      await logIn(page, DEMO_BILLING_SUBDOMAIN, DEMO_BILLING_ADMIN_EMAIL, demoLogins().payingPassword);
      await page.waitForURL('**/dashboard');
    },
    visits: [
      {
        path: '/payment',
        steps: [
          {
            label: 'cancel dialog',
            act: async (page) => {
              await page.getByRole('button', { name: 'Aboneliği iptal et' }).click();
              await page.getByRole('dialog').waitFor();
            },
          },
        ],
      },
    ],
  },
];

export const managerTours = (demo: PreparedDemo): Tour[] => [
  {
    subdomain: 'demo',
    who: 'MANAGER',
    signIn: signedIn(MANAGER),
    visits: [...everyoneRoutes, ...managerRoutes, personPage(demo)],
  },
];

export const employeeTours = (): Tour[] => [
  { subdomain: 'demo', who: 'EMPLOYEE', signIn: signedIn(EMPLOYEE), visits: everyoneRoutes },
];

/** The operator site: its login logged out, then as the demo operator every page, its dialogs and a mail opened. */
export const operatorTours = (demo: PreparedDemo): Tour[] => {
  const organization = demo.organizationId;
  return [
    {
      subdomain: 'superadmin',
      who: 'operator',
      loggedOut: [{ path: '/login' }],
      signIn: async (page) => {
        await page.goto(siteUrl('superadmin', '/login'));
        await page.getByLabel('Kullanıcı adı').fill(demoLogins().operator.username);
        await page.getByLabel('Şifre', { exact: true }).fill(demoLogins().operator.password);
        await page.getByRole('button', { name: 'Giriş Yap' }).click();
        await page.waitForURL('**/analytics');
      },
      visits: [
        { path: '/analytics', steps: [menuOpen] },
        { path: '/organizations' },
        { path: '/organizations?q=demo&sort=users&order=desc', label: '/organizations (searched and sorted)' },
        {
          path: `/organizations/${organization}`,
          label: '/organizations/:id',
          steps: [
            {
              label: 'suspend dialog open',
              act: async (page) => {
                await page.getByRole('button', { name: 'Askıya al' }).click();
                await page.getByRole('dialog').waitFor();
              },
            },
            {
              label: 'erase dialog open',
              act: async (page) => {
                await page.keyboard.press('Escape');
                await page.getByRole('dialog').waitFor({ state: 'detached' });
                await page.getByRole('button', { name: 'Tüm verileri sil' }).click();
                await page.getByRole('dialog').getByRole('textbox').fill('demo');
              },
            },
          ],
        },
        { path: `/organizations/${organization}/users`, label: '/organizations/{id}/users', steps: [menuOpen] },
        {
          path: `/organizations/${organization}/users`,
          label: '/organizations/{id}/users (a row in inline edit)',
          then: editFirstRow('operator-user'),
        },
        {
          path: `/organizations/${organization}/users`,
          label: '/organizations/{id}/users (delete confirmation)',
          then: deleteFirstRow('operator-user'),
        },
        {
          path: `/organizations/${organization}/leaves`,
          label: '/organizations/{id}/leaves',
          steps: [{ label: 'a row in inline edit', act: editFirstRow('operator-leave') }],
        },
        {
          path: `/organizations/${organization}/leaves`,
          label: '/organizations/{id}/leaves (delete confirmation)',
          then: deleteFirstRow('operator-leave'),
        },
        {
          path: '/data-uploads',
          steps: [
            {
              label: 'complete dialog',
              act: async (page) => {
                // A table row on a desktop, a list item on a phone.
                await page
                  .locator('tr, li')
                  .filter({ hasText: 'Bekliyor', visible: true })
                  .first()
                  .getByRole('button', { name: 'Tamamla' })
                  .click();
                await page.getByRole('dialog', { name: 'İşlemi tamamla' }).waitFor();
              },
            },
          ],
        },
        {
          path: '/coupons',
          steps: [
            { label: 'date picker open', act: openDatePicker },
            {
              label: 'a coupon being edited',
              act: async (page) => {
                await page.keyboard.press('Escape');
                // A code of its own each time: the tours visit this page more than once in a run.
                const code = `TUR-${Date.now().toString(36).toUpperCase()}`;
                await page.getByLabel('Kupon kodu').fill(code);
                await page.getByLabel('Başlangıç tarihi').fill('01.01.2027');
                await page.getByLabel('Bitiş tarihi').fill('31.01.2027');
                await page.getByLabel('Bitiş tarihi').blur();
                await page.getByRole('button', { name: 'Kupon Oluştur' }).click();
                await page.getByRole('button', { name: `${code} kuponunu düzenle` }).click();
                await page.getByRole('form', { name: `${code} kuponunu düzenle` }).waitFor();
              },
            },
          ],
        },
        { path: '/pricing' },
        {
          path: '/mail',
          steps: [
            {
              label: 'a mail opened',
              act: async (page) => {
                await page.getByRole('list', { name: 'Posta Kutusu' }).getByRole('button').first().click();
                await page.waitForURL('**/mail?id=*');
              },
            },
          ],
        },
        { path: '/audit' },
        { path: '/audit?q=kuzey', label: '/audit (searched)' },
      ],
    },
  ];
};
