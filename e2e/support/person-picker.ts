import type { Page } from 'playwright-core';

/**
 * Picks a person in a ui/PersonPicker as a user does: types part of the name or e-mail, waits for
 * the server's matches and clicks the one whose name is `name`.
 */
export async function pickPerson(page: Page, label: string, typed: string, name: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.fill(typed);
  await page
    .getByRole('listbox', { name: label, exact: true })
    .getByRole('option')
    .filter({ hasText: name })
    .first()
    .click();
  await box.blur();
  return box;
}
