import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './axe';
import { newPage, siteUrl } from './browser';
import { measureClipping } from './phone-tour-clipping';

/**
 * The tours' machinery: visit routes in one context and collect every offence, so that one run lists everything
 * to fix. The phone tour (e2e/phone-width-tour.e2e.ts) checks the layout (sideways scroll, something sticking out
 * past the screen, content clipped inside it: phone-tour-clipping.ts); the accessibility sweep
 * (e2e/accessibility-*.e2e.ts) runs axe-core at every stop. Both count console errors. The routes are one list for both: support/tour-routes.ts.
 */
export interface Visit {
  path: string;
  /** Where the route lands when it is not `path` itself (a redirect the route is meant to make). */
  landsOn?: string;
  /** A step after the page settles that opens more of it (a drawer, a dialog); the check runs after it. */
  then?: (page: Page) => Promise<void>;
  /** Further states of the same page (a wizard's steps, a dialog opened), each checked after its action, in order. */
  steps?: { label: string; act: (page: Page) => Promise<void>; phoneOnly?: boolean }[];
  /** Named in the report instead of the path when `then` opens something. */
  label?: string;
  /** A request this page is meant to see refused (an invalid link): Chromium logs it as an error, and that one is expected. */
  refused?: string;
}

/** One browser context's walk: its logged-out pages, then a sign-in and the signed-in pages (support/tour-routes.ts). */
export interface Tour {
  subdomain: string | null;
  /** Who is signed in, for the report. */
  who?: string;
  /** Pages visited logged out, before `signIn`, in the same context. */
  loggedOut?: Visit[];
  /** Signs in before the visits (the context keeps the session for all of them, at every width). */
  signIn?: (page: Page) => Promise<void>;
  visits: Visit[];
}

export interface TourOptions {
  viewport: { width: number; height: number };
  /** A folder to keep a full-page screenshot of every stop in. */
  screenshots?: string;
  /** What each stop checks: the layout (the default) and/or axe-core's WCAG 2.2 AA rules (support/axe.ts). */
  checks?: { overflow?: boolean; axe?: boolean };
}

/** Console errors, uncaught exceptions and the requests still under way, of one page of a tour. */
function watch(page: Page) {
  const errors: string[] = [];
  let refused: string | undefined;
  const pending = new Set<unknown>();
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    if (refused && message.text().startsWith('Failed to load resource') && new URL(url).pathname === refused) return;
    errors.push(`console error: ${message.text()}${url ? ` (${url.replace(/^https?:\/\/[^/]+/, '')})` : ''}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return { errors, pending, expectRefused: (path?: string) => (refused = path) };
}

/** Network quiet for 200 ms (Playwright's own networkidle waits 500 ms), then fonts and two frames. */
async function settle(page: Page, pending: Set<unknown>) {
  const deadline = Date.now() + 15_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 200) break;
    await page.waitForTimeout(50);
  }
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * What sticks out past the screen: elements, and text running out of its element (a long word). It counts unless
 * something below <body> clips or scrolls it sideways (a table scrolling inside its card is fine). Reported: the
 * outermost elements that stick out (where the layout breaks), the innermost ones (usually the control or text
 * that is too wide) and the text that overflows its box.
 */
function measureOverflow() {
  const root = document.documentElement;
  const width = root.clientWidth;
  const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
  const clipped = (from: Element | null) => {
    for (let a = from; a && a !== document.body && a !== root; a = a.parentElement) if (clips(a)) return true;
    return false;
  };
  const beyond = (box: DOMRect) => (box.width > 0 || box.height > 0) && box.right > width + 0.5;
  const describe = (element: Element, right: number) => {
    const classes =
      typeof element.className === 'string' ? element.className.trim().split(/\s+/).slice(0, 6).join('.') : '';
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
    return `<${element.tagName.toLowerCase()}${classes ? ` .${classes}` : ''}> right ${Math.round(right)}px${text ? ` "${text}"` : ''}`;
  };
  const offenders = Array.from(document.body.querySelectorAll('*')).filter(
    (e) => beyond(e.getBoundingClientRect()) && !clipped(e.parentElement),
  );
  const set = new Set(offenders);
  const outermost = offenders.filter((e) => !set.has(e.parentElement!));
  const innermost = offenders.filter((e) => !outermost.includes(e) && !Array.from(e.children).some((c) => set.has(c)));
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim() || clipped(node.parentElement)) continue;
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    if (beyond(box)) texts.push(`text in ${describe(node.parentElement!, box.right)}`);
  }
  return {
    width,
    scrollWidth: root.scrollWidth,
    offenders: [...outermost.slice(0, 3), ...innermost.slice(0, 3)]
      .map((e) => describe(e, e.getBoundingClientRect().right))
      .concat(texts.slice(0, 3)),
  };
}

/** One phone-sized context; `visit` checks routes in it (one login for all of them) and collects the offences. */
export async function startTour(browser: Browser, options: TourOptions, subdomain: string | null, who = 'logged out') {
  const { overflow: checkOverflow = true, axe = false } = options.checks ?? {};
  // axe-core goes into the page as a script tag, which the pages' CSP (script-src 'self') would refuse.
  const { context, page } = await newPage(browser, options.viewport, { bypassCSP: axe });
  // A state that does not open is an offence like any other, reported after 15 s rather than Playwright's 30.
  page.setDefaultTimeout(15_000);
  const { errors, pending, expectRefused } = watch(page);
  const offences: string[] = [];
  /** Page loads, and stops checked (the loads and the states opened on them), for the report. */
  let loads = 0;
  let stops = 0;
  const check = async (name: string) => {
    stops += 1;
    if (options.screenshots)
      await page.screenshot({
        path: path.join(options.screenshots, `${name.replace(/[^a-z0-9]+/gi, '-')}.png`),
        fullPage: true,
      });
    const problems: string[] = [];
    if (checkOverflow) {
      const overflow = await page.evaluate(measureOverflow);
      if (overflow.scrollWidth > overflow.width)
        problems.push(`scrolls sideways: ${overflow.scrollWidth}px wide on a ${overflow.width}px screen`);
      if (overflow.offenders.length > 0) problems.push(`sticks out: ${overflow.offenders.join('; ')}`);
      problems.push(...(await page.evaluate(measureClipping)));
    }
    if (axe) problems.push(...(await axeViolations(page)));
    offences.push(...problems.map((p) => `${name}: ${p}`));
  };
  const visit = async (visits: Visit[]) => {
    for (const route of visits) {
      errors.length = 0;
      expectRefused(route.refused);
      const name = `${subdomain ?? 'main'} (${who}) ${route.label ?? route.path} at ${page.viewportSize()?.width} px`;
      let stage = name;
      try {
        loads += 1;
        await page.goto(siteUrl(subdomain, route.path));
        await settle(page, pending);
        await page.locator('h1').first().waitFor({ timeout: 10_000 });
        await settle(page, pending);
        const expected = route.landsOn ?? route.path.split('?')[0];
        const landed = new URL(page.url()).pathname;
        if (landed !== expected) offences.push(`${name}: landed on ${landed}, not ${expected}`);
        if (route.then) {
          await route.then(page);
          await settle(page, pending);
        }
        await check(name);
        // A phone-only state (the menu drawer) is the page itself on a desktop: not checked twice there.
        const wide = (page.viewportSize()?.width ?? 0) >= 1024;
        for (const step of (route.steps ?? []).filter((s) => !(s.phoneOnly && wide))) {
          stage = `${name} → ${step.label}`;
          await step.act(page);
          await settle(page, pending);
          await check(stage);
        }
      } catch (error) {
        offences.push(
          `${stage}: could not be checked: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
        );
      }
      offences.push(...errors.map((e) => `${name}: ${e}`));
    }
    errors.length = 0;
  };
  return { context, page, offences, visit, counts: () => ({ loads, stops }) };
}

/**
 * Tours (support/tour-routes.ts) at each size in turn, one context per tour: its logged-out pages at every size, then
 * one sign-in and its pages at every size (the context is resized, not made anew). Returns every offence and the
 * numbers of page loads and of stops checked.
 */
export async function runTours(
  browser: Browser,
  options: Omit<TourOptions, 'viewport'> & { viewports: TourOptions['viewport'][] },
  tours: Tour[],
) {
  const offences: string[] = [];
  let loads = 0;
  let stops = 0;
  for (const tour of tours) {
    const run = await startTour(browser, { ...options, viewport: options.viewports[0]! }, tour.subdomain, tour.who);
    const atEverySize = async (visits: Visit[]) => {
      for (const viewport of options.viewports) {
        await run.page.setViewportSize(viewport);
        await run.visit(visits);
      }
    };
    try {
      if (tour.loggedOut) await atEverySize(tour.loggedOut);
      await tour.signIn?.(run.page);
      await atEverySize(tour.visits);
    } finally {
      await run.context.close();
    }
    offences.push(...run.offences);
    loads += run.counts().loads;
    stops += run.counts().stops;
  }
  return { offences, loads, stops };
}
