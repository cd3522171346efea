import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, siteUrl } from './support/browser';

const uiDir = path.resolve(import.meta.dirname, '../packages/web/src/ui');

/** Every component each ui/ file exports: `export function Name` / `export const Name` with a capitalised, mixed-case name. */
function exportedComponents(): { file: string; names: string[] }[] {
  return readdirSync(uiDir)
    .filter((file) => file.endsWith('.tsx'))
    .sort()
    .map((file) => {
      const source = readFileSync(path.join(uiDir, file), 'utf8');
      const names = [...source.matchAll(/^export\s+(?:default\s+)?(?:function|const)\s+([A-Z][A-Za-z0-9]*)\b/gm)]
        .map((match) => match[1]!)
        .filter((name) => /[a-z]/.test(name));
      return { file, names };
    })
    .filter(({ names }) => names.length > 0);
}

/** The words of every heading on the page, as written (textContent: no CSS upper-casing). */
async function headingWords(page: Page): Promise<Set<string>> {
  const texts = await page.$$eval('h1, h2, h3, h4, h5, h6, [role="heading"]', (elements) =>
    elements.map((element) => element.textContent ?? ''),
  );
  return new Set(texts.flatMap((text) => text.split(/[^A-Za-z0-9_]+/)).filter(Boolean));
}

async function openDesignPage(page: Page, subdomain: string | null) {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(siteUrl(subdomain, '/test-design'));
  await page.getByRole('heading', { level: 1, name: 'Tasarım Örneği' }).waitFor();
  await page.getByRole('heading', { name: 'Button', exact: true }).waitFor();
  // The samples load their lazy parts and sample data after the first headings; a focus test that starts before
  // they settle can lose its focus to a re-render of the page (seen once on a loaded CI: focus on <body> after
  // Escape), which is not the behaviour under test.
  await page.waitForLoadState('networkidle');
  return problems;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const sites = [
  { name: 'main site', subdomain: null },
  { name: 'organization site', subdomain: 'demo' },
];

describe('/test-design: the design system sample page (product §2: public, static, with a mobile nav)', () => {
  it('finds the components of packages/web/src/ui to look for', () => {
    const files = exportedComponents();
    expect(files.map(({ file }) => file)).toEqual(
      expect.arrayContaining(['Button.tsx', 'Field.tsx', 'Dialog.tsx', 'Toast.tsx']),
    );
    expect(files.find(({ file }) => file === 'Field.tsx')!.names).toEqual([
      'FieldFrame',
      'TextField',
      'SearchField',
      'PasswordField',
      'SelectField',
      'TextAreaField',
    ]);
  });

  for (const { name, subdomain } of sites) {
    it(`on the ${name}: every component exported by a ui/ file has a heading of its name`, async () => {
      const { context, page } = await newPage(browser);
      const problems = await openDesignPage(page, subdomain);
      const words = await headingWords(page);
      const missing = exportedComponents().flatMap(({ file, names }) =>
        names.filter((n) => !words.has(n)).map((n) => `${n} (ui/${file})`),
      );
      expect(missing, 'add a section for these to features/design-system/DesignSystemPage.tsx').toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });

    it(`on the ${name}: a dialog opens with Enter, holds the focus and closes with Escape`, async () => {
      const { context, page } = await newPage(browser);
      const problems = await openDesignPage(page, subdomain);
      const opener = page.getByRole('button', { name: 'Pencereyi aç' });
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Departmanı düzenle' });
      await dialog.waitFor();
      expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Pencereyi aç');
      expect(problems).toEqual([]);
      await context.close();
    });

    it(`on the ${name}: the person picker searches as one types; arrow keys and Enter choose, Escape closes`, async () => {
      const { context, page } = await newPage(browser, { width: 390, height: 844 });
      const problems = await openDesignPage(page, subdomain);
      const box = page.getByRole('combobox', { name: 'Onaylayan' });
      const list = page.getByRole('listbox', { name: 'Onaylayan' });
      await box.fill('can');
      await expect.poll(() => list.getByRole('option').count()).toBe(10);
      expect(await list.getByRole('option').first().innerText()).toContain('Satış Temsilcisi · Satış');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await list.waitFor({ state: 'detached' });
      expect(await box.inputValue()).toBe('Can Demir 9');
      expect(await box.getAttribute('aria-expanded')).toBe('false');
      await box.fill('Zey');
      await list.getByRole('option').first().waitFor();
      await page.keyboard.press('Escape');
      await list.waitFor({ state: 'detached' });
      expect(await box.inputValue()).toBe('Zey');
      const width = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(width.scroll).toBeLessThanOrEqual(width.client);
      expect(problems).toEqual([]);
      await context.close();
    });

    it(`on the ${name}: issue 21 item 5: a box wider than its screen is a named region reached with Tab and scrolled with the arrow keys, with a cue; one that fits is no tab stop`, async () => {
      const { context, page } = await newPage(browser, { width: 390, height: 844 });
      const problems = await openDesignPage(page, subdomain);
      const section = page.locator('#scroll-region');
      const region = section.getByRole('region', { name: 'Örnek geniş tablo' });
      expect(await region.getAttribute('tabindex')).toBe('0');
      await section.getByText('Devamı için yana kaydırın').waitFor();
      // Tab from the group's heading reaches the region first; the arrow keys then scroll it.
      await section.getByRole('heading', { name: /Sığmayan içerik/ }).evaluate((heading) => {
        heading.setAttribute('tabindex', '-1');
        (heading as HTMLElement).focus();
      });
      await page.keyboard.press('Tab');
      expect(await region.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await region.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      // The box whose content fits is a plain box: no region, no tab stop.
      expect(await section.getByRole('region').count()).toBe(1);
      expect(await section.getByText('Bu içerik kutusuna sığar').evaluate((text) => text.parentElement!.tabIndex)).toBe(
        -1,
      );
      expect(problems).toEqual([]);
      await context.close();
    });

    it(`on the ${name}: at 390 px nothing overflows sideways, and the phone menu opens and stays on the page`, async () => {
      const { context, page } = await newPage(browser, { width: 390, height: 844 });
      const problems = await openDesignPage(page, subdomain);
      const width = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(width.scroll).toBeLessThanOrEqual(width.client);

      await page.getByRole('button', { name: 'Menüyü aç' }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('link', { name: 'İzin Onayları' }).click();
      await drawer.waitFor({ state: 'detached' });
      await page.getByText('Örnek menü: bu sayfadaki bağlantılar bir yere götürmez.').first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/test-design');
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
