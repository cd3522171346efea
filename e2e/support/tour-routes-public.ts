import { E2E_ALWAYS_LAPSED, E2E_ALWAYS_SUSPENDED } from './people';
import type { Tour, Visit } from './phone-tour';
import { LONG_REASON, type PreparedDemo } from './phone-tour-demo';

// The logged-out tours of support/tour-routes.ts: the main site and an organization's site.

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
