import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from './support/demo-logins';
import { launchBrowser, logIn, newPage, siteUrl } from './support/browser';

const ADMIN = 'ayse.yilmaz@demo.paydos.test';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('past-leave data uploads (product §2 /data-uploads, §4, §5, §9)', { timeout: 120_000 }, () => {
  it('the admin picks two files, each shows its progress from the bytes sent up to 100% (upload link throttled to 4 MB/s), the success banner stays 5 seconds, and the list shows them as Bekliyor', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'demo', ADMIN, demoLogins().password);
    await page.waitForURL('**/dashboard');
    await page.goto(siteUrl('demo', '/data-uploads'));
    await page.getByRole('heading', { name: 'Geçmiş İzinleri İçe Aktar' }).waitFor();
    await page.getByText(/12 saat içinde ücretsiz/).waitFor();
    const list = page.getByRole('list', { name: 'Yüklenen Dosyalar' });
    // The demo's own upload, waiting for the operator.
    await list
      .getByRole('listitem')
      .filter({ hasText: /gecmis-izinler-\d{4}\.csv/ })
      .getByText('Bekliyor')
      .waitFor();

    // Product §5: at least one file.
    await page.getByRole('button', { name: 'Dosyaları Yükle' }).click();
    await page.getByText('Lütfen en az bir dosya seçin').waitFor();

    const big = {
      name: 'personel-izinleri-2024.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.alloc(8 * 1024 * 1024, 0x41),
    };
    const small = { name: 'izin özeti.csv', mimeType: 'text/csv', buffer: Buffer.from('Ad;Gün\nAyşe;5\n') };
    await page.getByTestId('data-upload-files').setInputFiles([big, small]);
    await page.getByText('personel-izinleri-2024.xlsx').waitFor();
    await page.getByText('izin özeti.csv').first().waitFor();

    // Every value each progress bar shows, as it changes.
    await page.evaluate(() => {
      const seen: Record<string, number[]> = {};
      (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
      const record = () =>
        document.querySelectorAll('[role="progressbar"]').forEach((bar) => {
          const name = bar.getAttribute('aria-label') ?? '';
          const value = Number(bar.getAttribute('aria-valuenow'));
          const values = (seen[name] ??= []);
          if (values.at(-1) !== value) values.push(value);
        });
      new MutationObserver(record).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-valuenow'],
      });
    });
    // Loopback sends 8 MB in one go; a 4 MB/s upload link lets the bar show the bytes on their way.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 4 * 1024 * 1024,
    });
    await page.getByRole('button', { name: 'Dosyaları Yükle' }).click();
    const bigBar = page.getByRole('progressbar', { name: 'personel-izinleri-2024.xlsx yükleme ilerlemesi' });
    await bigBar.waitFor();
    const banner = page.getByText('2 dosya başarıyla yüklendi. Verileriniz 12 saat içinde sisteme aktarılacak.');
    await banner.waitFor();
    const shownAt = Date.now();
    await expect.poll(() => bigBar.getAttribute('aria-valuenow')).toBe('100');
    expect(
      await page.getByRole('progressbar', { name: 'izin özeti.csv yükleme ilerlemesi' }).getAttribute('aria-valuenow'),
    ).toBe('100');
    const seen = await page.evaluate(
      () => (window as unknown as { progressSeen: Record<string, number[]> }).progressSeen,
    );
    const bigValues = seen['personel-izinleri-2024.xlsx yükleme ilerlemesi']!;
    console.info('progress of the 8 MB file:', bigValues.join(' → '));
    expect(bigValues.at(-1)).toBe(100);
    expect([...bigValues].sort((x, y) => x - y)).toEqual(bigValues); // only ever forward
    expect(
      bigValues.some((value) => value > 0 && value < 99),
      'a value between the start and the end',
    ).toBe(true);

    await list.getByRole('listitem').filter({ hasText: 'personel-izinleri-2024.xlsx' }).getByText('Bekliyor').waitFor();
    await list.getByRole('listitem').filter({ hasText: 'izin özeti.csv' }).getByText('Bekliyor').waitFor();
    await list.getByText('8 MB').first().waitFor();

    // Product §9: the upload banner stays 5 seconds, then goes.
    await banner.waitFor({ state: 'detached', timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4_000);
    await context.close();
  });

  it('the drop zone is reached by keyboard: Tab focuses the file input behind it, announced by its label', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await logIn(page, 'demo', ADMIN, demoLogins().password);
    await page.waitForURL('**/dashboard');
    await page.goto(siteUrl('demo', '/data-uploads'));
    const input = page.getByLabel('Dosyaları buraya sürükleyin ya da seçmek için tıklayın');
    await input.waitFor({ state: 'attached' });
    expect(await input.getAttribute('type')).toBe('file');
    await input.focus();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('file');
    const scrollsSideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(scrollsSideways).toBe(false);
    await context.close();
  });
});
