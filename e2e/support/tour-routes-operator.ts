import { operatorLogIn } from './browser';
import type { Tour } from './phone-tour';
import type { PreparedDemo } from './phone-tour-demo';
import { deleteFirstRow, editFirstRow, menuOpen, openDatePicker } from './tour-steps';

/** The operator site: its login logged out, then as the demo operator every page, its dialogs and a mail opened. */
export const operatorTours = (demo: PreparedDemo): Tour[] => {
  const organization = demo.organizationId;
  return [
    {
      subdomain: 'superadmin',
      who: 'operator',
      loggedOut: [{ path: '/login' }],
      signIn: operatorLogIn,
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
