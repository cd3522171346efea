import type { Page } from 'playwright-core';
import { logIn } from './browser';
import { demoLogins } from './demo-logins';
import type { Tour } from './phone-tour';

// The steps the tours of support/tour-routes.ts share: sign-ins, the menu drawer, the date picker, the operator's row actions.

export const MANAGER = 'mehmet.demir@demo.paydos.test';
export const EMPLOYEE = 'zeynep.kaya@demo.paydos.test';

export type Act = (page: Page) => Promise<void>;

/** The phone's menu drawer, a phone-only step (a desktop shows the sidebar instead). */
export const menuOpen = {
  label: 'menu open',
  phoneOnly: true,
  act: async (page: Page) => {
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(250); // the drawer's slide-in
  },
};

/** The first date field's calendar, open. */
export const openDatePicker: Act = async (page) => {
  await page.getByRole('button', { name: 'Takvimi aç' }).first().click();
  await page.getByRole('dialog', { name: 'Takvim' }).waitFor();
};

/** The operator's organization tables: the first row's edit (inline) or delete (a confirmation dialog). */
export const editFirstRow =
  (testId: string): Act =>
  async (page) => {
    await page
      .getByTestId(testId)
      .first()
      .getByRole('button', { name: /^Düzenle/ })
      .click();
    await page.getByTestId(`${testId}-editing`).waitFor();
  };
export const deleteFirstRow =
  (testId: string): Act =>
  async (page) => {
    await page.getByTestId(testId).first().getByRole('button', { name: /^Sil/ }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(250);
  };

export const signedIn =
  (email: string): Tour['signIn'] =>
  async (page) => {
    await logIn(page, 'demo', email, demoLogins().password);
    await page.waitForURL('**/dashboard');
  };
