import { addDays, istanbulToday, weekdayOf } from '@paydos/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { demoLogins } from './demo-logins';
import { siteApi } from './site-api';

/** The demo data the phone tour (e2e/phone-width-tour.e2e.ts) lays out, made through the API before it starts. */

export const ADMIN = 'ayse.yilmaz@demo.paydos.test';
// The demo person with the longest history (since 2009): the longest ledger on /employee/{id}. No other browser test uses him.
const LONGEST_SERVING = 'burak.ozturk@demo.paydos.test';
// A reason with a link and no hyphen in it: a word wider than the screen, which only wrapping anywhere keeps on it.
export const LONG_REASON =
  'Aile ziyareti; belge: https://belgeler.ornek.com.tr/izin/2026/BurakOzturkAileZiyaretiBelgesiTamMetni_20261121.pdf';

/** The demo organization's API (or another site's) from Node. */
const demoApi = <T>(method: string, pathname: string, body?: unknown, token?: string, subdomain = 'demo') =>
  siteApi<T>(subdomain, method, pathname, body, token);

export type PreparedDemo = Awaited<ReturnType<typeof prepareDemo>>;

/**
 * A browser and the prepared demo for the calling tour file (the phone tour, each accessibility sweep): made
 * before its tests, the browser closed after them. Read the fields inside tests only.
 */
export function useTourBrowser(): { browser: Browser; demo: PreparedDemo } {
  const tour = {} as { browser: Browser; demo: PreparedDemo };
  beforeAll(async () => {
    tour.browser = await launchBrowser();
    tour.demo = await prepareDemo();
  });
  afterAll(() => tour.browser?.close());
  return tour;
}

/**
 * The demo organization's id and the longest-serving person's page, after the admin records an approved leave for
 * him (around today when free) and a balance correction, both with a long reason (an unbroken link in it): so the leave lists,
 * the ledger and "on leave today" have rows to lay out. Approved, not pending, so no other browser test sees a new pending badge.
 */
export async function prepareDemo() {
  const login = await demoApi<{ token: string; user: { organization: { id: string } } }>('POST', '/api/auth/login', {
    email: ADMIN,
    password: demoLogins().password,
  });
  const { users } = await demoApi<{ users: { id: string; email: string }[] }>(
    'GET',
    '/api/admin/users',
    undefined,
    login.token,
  );
  const person = users.find((u) => u.email === LONGEST_SERVING)!;
  const result = {
    organizationId: login.user.organization.id,
    personPath: `/employee/${person.id}`,
    approvalPath: await consentLink(login.token, users),
  };
  // Several tours prepare the demo in one run (the phone tour, the accessibility sweep's files): the rows are made once.
  const { leaveRequests } = await demoApi<{ leaveRequests: { reason: string | null }[] }>(
    'GET',
    `/api/leaves/employee/${person.id}`,
    undefined,
    login.token,
  );
  if (leaveRequests.some((leave) => leave.reason === LONG_REASON)) return result;
  const today = istanbulToday(new Date());
  // A week around today (always some working days, even in a bayram); should demo data already hold a leave of his
  // then (409, overlap), the same week five weeks on, and so on.
  for (let weeks = 0; ; weeks += 5) {
    const leave = {
      leaveType: 'annual_paid',
      startDate: addDays(today, 7 * weeks - 3),
      endDate: addDays(today, 7 * weeks + 3),
      reason: LONG_REASON,
      // Issue 24 item 2: a part of the year's annual leave, agreed; the ADMIN's reason if no part reaches 10 days.
      splitAgreed: true,
      overrideReason: 'Telefon turu kaydı',
    };
    try {
      await demoApi('POST', `/api/leaves/employee/${person.id}`, leave, login.token);
      break;
    } catch (error) {
      if (weeks >= 20 || !String(error).includes('answered 409')) throw error;
    }
  }
  await demoApi('POST', `/api/employee/${person.id}/ledger-adjustments`, { days: 1, reason: LONG_REASON }, login.token);
  return result;
}

/**
 * A live consent link (issue 11): the admin records a past leave with a long reason for the newest demo person,
 * on a free past weekday, and the link is read from the mail through the operator's API (left unanswered).
 */
async function consentLink(token: string, users: { id: string; email: string }[]) {
  const person = users.find((u) => u.email === 'gizem.arslan@demo.paydos.test')!;
  const operator = await demoApi<{ token: string }>(
    'POST',
    '/api/superadmin/login',
    demoLogins().operator,
    undefined,
    'superadmin',
  );
  const consentMail = async () => {
    const { mails } = await demoApi<{ mails: { id: string; to: string; template: string }[] }>(
      'GET',
      '/api/superadmin/mail',
      undefined,
      operator.token,
      'superadmin',
    );
    return mails.find((m) => m.to === person.email && m.template === 'historical-leave-consent');
  };
  // Made once a run: a later tour reads the link from the mail already sent (the batch is left unanswered).
  const sent = await consentMail();
  if (sent) return linkIn(sent.id, operator.token);
  const today = istanbulToday(new Date());
  for (let back = 10; ; back += 3) {
    let day = addDays(today, -back);
    while (weekdayOf(day) === 0 || weekdayOf(day) === 6) day = addDays(day, -1);
    try {
      await demoApi(
        'POST',
        '/api/historical-leaves/batch',
        {
          userId: person.id,
          leaves: [{ leaveType: 'annual_paid', startDate: day, endDate: day, reason: LONG_REASON }],
        },
        token,
      );
      break;
    } catch (error) {
      if (back > 90 || !String(error).includes('answered 400')) throw error;
    }
  }
  return linkIn((await consentMail())!.id, operator.token);
}

async function linkIn(mailId: string, operatorToken: string) {
  const detail = await demoApi<{ mail: { text: string } }>(
    'GET',
    `/api/superadmin/mail/${mailId}`,
    undefined,
    operatorToken,
    'superadmin',
  );
  return /\/leave-approval\/[\w-]+/.exec(detail.mail.text)![0];
}
