import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_BILLING_ADMIN_EMAIL, DEMO_BILLING_SUBDOMAIN } from '../packages/server/src/features/demo';
import { logIn, newPage, siteUrl } from './support/browser';
import { demoLogins } from './support/demo-logins';
import { turkishTextsIn } from './support/interface-texts';
import type { Tour } from './support/phone-tour';
import { ADMIN, useTourBrowser } from './support/phone-tour-demo';
import { E2E_ALWAYS_SUSPENDED } from './support/people';
import { siteApi } from './support/site-api';
import { EMPLOYEE, MANAGER } from './support/tour-steps';
import {
  adminTours,
  employeeTours,
  mainSiteTours,
  managerTours,
  operatorTours,
  organizationLoggedOutTours,
} from './support/tour-routes';

/**
 * Issue 26 item 5 ("the browser tour in English finds no Turkish text outside legal terms"): every route of every
 * role (the tours of support/tour-routes.ts, their pages without the Turkish-labelled steps) in a browser whose
 * language is English, the people having chosen no language. Each page must be in English (`<html lang="en">`) and
 * show no text of the Turkish message files that no English text keeps (support/interface-texts.ts): names,
 * companies and leave types are the organization's data, legal terms keep their Turkish with a gloss, and what a page
 * shows as it was stored or sent (`data-verbatim`: the operator's mailbox, each mail in its recipient's language) is data.
 */
const tour = useTourBrowser();

/** The organizations' and people's own words that contain an interface word: data, not interface. */
const DATA_TEXTS = [
  E2E_ALWAYS_SUSPENDED.name,
  'Demo Operatör',
  // The reasons an ADMIN wrote when recording the demo's past leave (features/demo/demo-historical-leaves.ts).
  'Paydos öncesi kâğıt formla alınan yıllık izin',
  'Paydos öncesi kayıt',
];

/** The design system's showcase (/test-design) shows sample content, written in Turkish for the developers who use it. */
const SAMPLES = '/test-design';

const people: Record<string, { email: string; password: () => string }> = {
  'demo ADMIN': { email: ADMIN, password: () => demoLogins().password },
  'demo MANAGER': { email: MANAGER, password: () => demoLogins().password },
  'demo EMPLOYEE': { email: EMPLOYEE, password: () => demoLogins().password },
  [`${DEMO_BILLING_SUBDOMAIN} ADMIN`]: { email: DEMO_BILLING_ADMIN_EMAIL, password: () => demoLogins().payingPassword },
};

/** Signs in through the API and keeps the session where the site keeps it, as the login page would. */
async function signIn(page: Page, subdomain: string, who: string | undefined) {
  if (subdomain === 'superadmin') {
    const { username, password } = demoLogins().operator;
    const { token } = await siteApi<{ token: string }>('superadmin', 'POST', '/api/superadmin/login', {
      username,
      password,
    });
    await page.evaluate((value) => localStorage.setItem('superAdminToken', value), token);
    return;
  }
  const person = people[`${subdomain} ${who}`];
  if (!person) throw new Error(`No login for ${subdomain} ${who}`);
  const login = await siteApi<{ token: string; user: unknown }>(subdomain, 'POST', '/api/auth/login', {
    email: person.email,
    password: person.password(),
  });
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    [login.token, JSON.stringify(login.user)] as const,
  );
}

async function englishTour(browser: Browser, tours: Tour[]): Promise<string[]> {
  const offences: string[] = [];
  for (const { subdomain, who, loggedOut = [], signIn: signsIn, visits } of tours) {
    const context = await browser.newContext({
      locale: 'en-US',
      timezoneId: 'Europe/Istanbul',
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const check = async (path: string) => {
      await page.goto(siteUrl(subdomain, path));
      await page.waitForLoadState('networkidle');
      const { lang, title, text, verbatim } = await page.evaluate(() => ({
        lang: document.documentElement.lang,
        title: document.title,
        text: document.body.innerText,
        // What the page shows as it was stored or sent (the operator's mailbox: mails in their recipients' language).
        verbatim: Array.from(document.querySelectorAll<HTMLElement>('[data-verbatim]'), (element) => element.innerText),
      }));
      const where = `${subdomain ?? 'main'}${who ? ` as ${who}` : ''} ${path}`;
      if (lang !== 'en') offences.push(`${where}: <html lang="${lang}">`);
      const interfaceText = [...verbatim, ...DATA_TEXTS].reduce(
        (rest, excused) => rest.replaceAll(excused, ''),
        `${title}\n${text}`,
      );
      for (const found of turkishTextsIn(interfaceText)) offences.push(`${where}: "${found}"`);
      for (const error of errors.splice(0)) offences.push(`${where}: page error ${error}`);
    };
    for (const visit of loggedOut) if (!visit.path.startsWith(SAMPLES)) await check(visit.path);
    if (signsIn) {
      await page.goto(siteUrl(subdomain, '/login'));
      await signIn(page, subdomain!, who);
    }
    for (const visit of visits) if (!visit.path.startsWith(SAMPLES)) await check(visit.path);
    await context.close();
  }
  return offences;
}

describe('the English interface (issue 26 item 5: an English browser sees no Turkish text outside legal terms)', () => {
  it('the main site and the organization site logged out', { timeout: 120_000 }, async () => {
    const tours = [...mainSiteTours(tour.demo), ...organizationLoggedOutTours(tour.demo)];
    expect(await englishTour(tour.browser, tours)).toEqual([]);
  });

  it('the organization site as ADMIN, MANAGER and EMPLOYEE: every page', { timeout: 240_000 }, async () => {
    const tours = [...adminTours(tour.demo), ...managerTours(tour.demo), ...employeeTours()];
    expect(await englishTour(tour.browser, tours)).toEqual([]);
  });

  it('the operator site: its login and every page', { timeout: 120_000 }, async () => {
    expect(await englishTour(tour.browser, operatorTours(tour.demo))).toEqual([]);
  });

  it(
    'a person chooses English on the profile page in a Turkish browser: the page reloads in English, and stays so after the next login',
    { timeout: 60_000 },
    async () => {
      const email = 'gizem.arslan@demo.paydos.test';
      const { context, page } = await newPage(tour.browser);
      try {
        await logIn(page, 'demo', email, demoLogins().password);
        await page.waitForURL('**/dashboard');
        await page.goto(siteUrl('demo', '/my-profile'));
        await page.getByLabel('Arayüz dili').selectOption('en');
        await page.getByRole('heading', { name: 'My Profile', level: 1 }).waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
        await page.evaluate(() => localStorage.clear());
        await logIn(page, 'demo', email, demoLogins().password);
        await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
        await page.goto(siteUrl('demo', '/my-profile'));
        await page.getByLabel('Interface language').selectOption('tr');
        await page.getByRole('heading', { name: 'Profilim', level: 1 }).waitFor();
      } finally {
        const { token } = await siteApi<{ token: string }>('demo', 'POST', '/api/auth/login', {
          email,
          password: demoLogins().password,
        });
        const { user } = await siteApi<{ user: Record<string, unknown> }>(
          'demo',
          'GET',
          '/api/auth/me',
          undefined,
          token,
        );
        const personal = [
          'firstName',
          'lastName',
          'phone',
          'birthDate',
          'nationalId',
          'address',
          'emergencyContact',
          'emergencyPhone',
        ];
        const kept = Object.fromEntries(personal.map((field) => [field, user[field] ?? null]));
        await siteApi('demo', 'PUT', '/api/users/me', { ...kept, language: null }, token);
        await context.close();
      }
    },
  );
});
