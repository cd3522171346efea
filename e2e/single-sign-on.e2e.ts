import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../packages/server/test/factories';
import { OIDC_CLIENT, startOidcProvider, type OidcProviderHandle } from '../packages/server/test/oidc-provider';
import { axeViolations } from './support/axe';
import { launchBrowser, logIn, newPage, siteUrl } from './support/browser';
import { E2E_SSO } from './support/people';

let browser: Browser;
let provider: OidcProviderHandle;
beforeAll(async () => {
  browser = await launchBrowser();
  // A real OpenID Connect provider on a loopback port; its one client's redirect URI is the organization's callback.
  provider = await startOidcProvider([siteUrl(E2E_SSO.subdomain, '/api/auth/sso/callback')]);
});
afterAll(async () => {
  await browser?.close();
  await provider?.close();
});

/** At the provider's own pages: its login form (any password) and its consent page. */
async function signInAtProvider(page: import('playwright-core').Page, login: string) {
  await page.waitForURL((url) => url.origin === provider.issuer);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('saglayici-sifresi');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The ADMIN's way back in while password login is off (docs/SECURITY.md "Single sign-on"). */
async function logInWithForm(page: import('playwright-core').Page) {
  await page.getByLabel('E-posta').fill(E2E_SSO.admin.email);
  await page.getByLabel('Şifre', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
}

describe('single sign-on with OpenID Connect in the browser (issue 26 item 4)', () => {
  it('the ADMIN sets the provider on the organization page; an employee signs in with the login page’s button through the provider’s login form and lands on the dashboard; an unknown address comes back with its Turkish reason', async () => {
    // bypassCSP: axe-core is injected as a script for the accessibility checks.
    const admin = await newPage(browser, undefined, { bypassCSP: true });
    await logIn(admin.page, E2E_SSO.subdomain, E2E_SSO.admin.email, TEST_PASSWORD);
    await admin.page.waitForURL('**/dashboard');
    await admin.page.goto(siteUrl(E2E_SSO.subdomain, '/organization'));
    const card = admin.page.getByTestId('sso-card');
    await card.getByText('Ayarlanmadı: çalışanlar şifreyle girer.').waitFor();
    expect(await card.getByTestId('sso-callback-url').innerText()).toBe(
      siteUrl(E2E_SSO.subdomain, '/api/auth/sso/callback'),
    );
    await card.getByLabel('Sağlayıcı adresi (issuer)').fill(provider.issuer);
    await card.getByLabel('İstemci kimliği (client id)').fill(OIDC_CLIENT.clientId);
    await card.getByLabel('İstemci gizli anahtarı (client secret)').fill(OIDC_CLIENT.clientSecret);
    await card.getByLabel('E-posta alan adları').fill(E2E_SSO.domain);
    await card.getByRole('button', { name: 'Kaydet' }).click();
    await card.getByText(/Henüz sınanmadı/).waitFor();
    expect(await card.getByLabel('İstemci gizli anahtarı (client secret)').inputValue()).toBe('');
    expect(await axeViolations(admin.page)).toEqual([]);

    const employee = await newPage(browser);
    await employee.page.goto(siteUrl(E2E_SSO.subdomain, '/login'));
    await employee.page.getByRole('link', { name: 'Google Workspace ile giriş yap' }).click();
    await signInAtProvider(employee.page, E2E_SSO.employee.email);
    await employee.page.waitForURL('**/dashboard');
    await employee.page.getByRole('heading', { name: `Hoş geldiniz, ${E2E_SSO.employee.firstName}` }).waitFor();
    expect(await employee.page.evaluate(() => localStorage.getItem('token') !== null)).toBe(true);
    // The handover code left the address bar; no token or code is in the URL.
    expect(employee.page.url()).not.toMatch(/handover|code=|token/);
    await employee.context.close();

    const stranger = await newPage(browser);
    await stranger.page.goto(siteUrl(E2E_SSO.subdomain, '/login'));
    await stranger.page.getByRole('link', { name: 'Google Workspace ile giriş yap' }).click();
    await signInAtProvider(stranger.page, `kimse@${E2E_SSO.domain}`);
    await stranger.page.waitForURL('**/login?sso_hata=kisi-yok');
    await stranger.page
      .getByText('Bu e-posta adresiyle bu organizasyonda kayıtlı bir çalışan yok.', { exact: false })
      .waitFor();
    await stranger.context.close();

    // The sign-in proved the settings: the ADMIN may now turn password login off.
    await admin.page.reload();
    await card.getByText(/^Sınandı:/).waitFor();
    await card.getByRole('button', { name: 'Şifreyle girişi kapat' }).click();
    await card.getByText(/Kapalı: çalışanlar yalnızca tek oturum açmayla girer/).waitFor();
    const after = await newPage(browser, undefined, { bypassCSP: true });
    await after.page.goto(siteUrl(E2E_SSO.subdomain, '/login'));
    await after.page.getByText('Bu organizasyonda çalışanlar yalnızca tek oturum açma ile girer.').waitFor();
    expect(await after.page.getByLabel('Şifre', { exact: true }).count()).toBe(0);
    expect(await axeViolations(after.page)).toEqual([]);
    await after.page.getByRole('button', { name: 'Yönetici misiniz? Şifreyle girin' }).click();
    await logInWithForm(after.page);
    await after.page.waitForURL('**/dashboard');
    await after.context.close();
    await admin.context.close();
  });
});
