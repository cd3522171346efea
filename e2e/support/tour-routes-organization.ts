import { addDays, formatTurkishDate, istanbulToday, turkishPublicHolidaysBetween, weekdayOf } from '@paydos/domain';
import { DEMO_BILLING_ADMIN_EMAIL, DEMO_BILLING_SUBDOMAIN } from '../../packages/server/src/features/demo';
import { logIn } from './browser';
import { demoLogins } from './demo-logins';
import { pickPerson } from './person-picker';
import type { Tour, Visit } from './phone-tour';
import { ADMIN, LONG_REASON, type PreparedDemo } from './phone-tour-demo';
import { EMPLOYEE, MANAGER, menuOpen, openDatePicker, signedIn, type Act } from './tour-steps';

// The signed-in tours of the demo organization's site for support/tour-routes.ts: ADMIN, MANAGER, EMPLOYEE.

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
/** The leave form's substitute picker (issue 23 item 4) with its list of colleagues open; the date picker closed first. */
const substituteListOpen: Act = async (page) => {
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Vekil', exact: true }).fill('e');
  await page.getByRole('listbox', { name: 'Vekil', exact: true }).getByRole('option').first().waitFor();
};
/** The profile's "Onay vekili" card with its form open and the colleague list shown (issue 23 item 4). */
const delegateFormOpen: Act = async (page) => {
  await page.getByRole('button', { name: 'Vekil ekle' }).click();
  await page.getByRole('combobox', { name: 'Onay vekili', exact: true }).fill('e');
  await page.getByRole('listbox', { name: 'Onay vekili', exact: true }).getByRole('option').first().waitFor();
};
// A page's states are steps after its own check: one page load for all of them.
const everyoneRoutes: Visit[] = [
  { path: '/dashboard', steps: [menuOpen] },
  { path: '/my-profile', steps: [{ label: 'calendar feed URLs shown', act: feedCreated }] },
  { path: '/team-calendar' },
  { path: '/my-leave-requests' },
  {
    path: '/my-leave-requests?create=true',
    steps: [
      { label: 'date picker open', act: openDatePicker },
      { label: 'substitute list open', act: substituteListOpen },
    ],
  },
  { path: '/staff-management' },
  { path: '/leave-approvals' },
];
const everyStatus: Act = async (page) => {
  await page.getByLabel('Durum').selectOption('');
  await page.locator('[data-leave-id]').filter({ visible: true }).first().waitFor();
};
const managerRoutes: Visit[] = [
  { path: '/leave-approvals', label: '/leave-approvals (every status)', then: everyStatus },
  { path: '/my-profile', label: '/my-profile (delegate form)', then: delegateFormOpen },
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
          // The first approved request (the rows that may be edited): the journeys before this one leave pending,
          // rejected and cancelled requests on top, in an order that depends on which files ran first.
          const editable = page.locator('[data-leave-id]').filter({
            visible: true,
            has: page.getByRole('button', { name: 'Düzenle' }),
          });
          await editable.first().getByRole('button', { name: 'Düzenle' }).click();
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
