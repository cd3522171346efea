import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runTours, type Tour } from './support/phone-tour';
import { useTourBrowser } from './support/phone-tour-demo';
import {
  adminTours,
  employeeTours,
  mainSiteTours,
  managerTours,
  operatorTours,
  organizationLoggedOutTours,
} from './support/tour-routes';

/**
 * Issue 10, item 4 ("every page fits a phone"): every route of every role at 390 × 844 (the routes:
 * support/tour-routes.ts, shared with the accessibility sweep). A page fails when it scrolls sideways or when
 * anything sticks out past the screen without being inside its own scrolling box (so hiding the overflow on
 * <body> does not pass), and when the page logs a console error or throws. Each role's test collects every
 * offence and asserts once, so one run lists everything to fix.
 */
// PHONE_TOUR_SCREENSHOTS=<folder> keeps a full-page screenshot of every stop, to look at; PHONE_TOUR_VIEWPORT=1280x800
// takes the same tour at another size (to compare with a desktop).
const [width, height] = (process.env.PHONE_TOUR_VIEWPORT ?? '390x844').split('x').map(Number);
const PHONE = { width: width!, height: height! };
const SCREENSHOTS = process.env.PHONE_TOUR_SCREENSHOTS;
if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });

const tour = useTourBrowser();

/** The tours at the chosen size (support/phone-tour.ts): the offences they found. */
const phoneTour = async (tours: Tour[]) =>
  (await runTours(tour.browser, { viewports: [PHONE], screenshots: SCREENSHOTS }, tours)).offences;

describe(
  'every page fits a phone (issue 10: 390 px, no sideways scroll, no console error)',
  { timeout: 180_000 },
  () => {
    it('the main site: landing, company login, onboarding, invitation sign-up, organization setup, placeholders', async () => {
      expect(await phoneTour(mainSiteTours(tour.demo))).toEqual([]);
    });

    it('the organization site logged out: login, forgot and reset password, placeholders', async () => {
      expect(await phoneTour(organizationLoggedOutTours(tour.demo))).toEqual([]);
    });

    it('the organization site as ADMIN: every page, a person’s detail and the balance dialog; the paying demo’s /payment and its cancel dialog', async () => {
      expect(await phoneTour(adminTours(tour.demo))).toEqual([]);
    });

    it('the organization site as MANAGER: every page they may open and a person’s detail', async () => {
      expect(await phoneTour(managerTours(tour.demo))).toEqual([]);
    });

    it('the organization site as EMPLOYEE: every page they may open', async () => {
      expect(await phoneTour(employeeTours())).toEqual([]);
    });

    it('the operator site: its login, then as the demo operator every page and a mail opened', async () => {
      expect(await phoneTour(operatorTours(tour.demo))).toEqual([]);
    });
  },
);
