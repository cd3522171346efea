import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser, TEST_PASSWORD } from '../../test/factories';
import { loginAs, mainHost, operatorHost, orgHost } from '../../test/http';
import { createTestApp, type TestContext } from '../../test/test-app';

const EARLY_SCRIPT = "\n      window.paydosEarlyFetch = { host: location.host, token: 't', calls: {} };\n    ";
const INDEX_HTML = `<!doctype html><html><head>\n    <script data-site="organization">${EARLY_SCRIPT}</script>\n    <script type="module" src="/assets/index-E1.js"></script></head><body></body></html>`;

/** A build with Vite's manifest: the entry, each site's chunk and the chunks they import. */
function fakeWebBuild() {
  const dist = mkdtempSync(path.join(tmpdir(), 'paydos-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  const manifest = {
    'index.html': { file: 'assets/index-E1.js', imports: ['_jsx-runtime.js'] },
    '_jsx-runtime.js': { file: 'assets/jsx-runtime-J1.js' },
    '_Field.js': { file: 'assets/Field-F1.js', imports: ['_jsx-runtime.js'] },
    'src/app/MainSite.tsx': { file: 'assets/MainSite-M1.js', imports: ['_jsx-runtime.js'] },
    'src/app/OrganizationSite.tsx': {
      file: 'assets/OrganizationSite-O1.js',
      imports: ['_Field.js', '_jsx-runtime.js'],
    },
    'src/app/OperatorSite.tsx': { file: 'assets/OperatorSite-S1.js', imports: ['_Field.js'] },
    'src/features/dashboard/DashboardPage.tsx': {
      file: 'assets/DashboardPage-D1.js',
      imports: ['_Field.js', '_jsx-runtime.js'],
    },
  };
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  return dist;
}

let ctx: TestContext;
let dist: string;
let adminToken: string;
let subdomain: string;

beforeAll(async () => {
  dist = fakeWebBuild();
  ctx = await createTestApp({ WEB_DIST_DIR: dist });
  const org = await createOrganization(ctx.handle.db);
  subdomain = org.subdomain;
  const admin = await createUser(ctx.handle.db, org.id, { role: 'ADMIN' });
  adminToken = await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD);
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (host: string, url = '/', headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { host, ...headers } });
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

describe('the page of each site (issue 14: no round trip before the site is known, its chunks fetched with the entry)', () => {
  it('names the configured base domain, so the browser needs no /api/site call to choose its site', async () => {
    for (const host of [mainHost, orgHost(subdomain), operatorHost]) {
      const response = await page(host);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<meta name="paydos-base-domain" content="localhost" />');
      expect(response.body).toContain('<script type="module" src="/assets/index-E1.js"></script>');
    }
  });

  it('names the living demo where the installation has one (issue 21: the landing page shows "Demo İzle" only then)', async () => {
    expect((await page(mainHost)).body).toContain('<meta name="paydos-demo" content="demo" />');
    const off = await createTestApp({ WEB_DIST_DIR: dist, DEMO_DATA: '0' }, { handle: ctx.handle });
    try {
      const response = await off.app.inject({ method: 'GET', url: '/', headers: { host: mainHost } });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('paydos-demo');
    } finally {
      await off.close();
    }
  });

  it('preloads the chunks of its own site only, never the entry’s again', async () => {
    expect(preloads((await page(mainHost)).body)).toEqual(['/assets/MainSite-M1.js']);
    expect(preloads((await page(orgHost(subdomain), '/login')).body)).toEqual([
      '/assets/OrganizationSite-O1.js',
      '/assets/Field-F1.js',
    ]);
    expect(preloads((await page(operatorHost, '/analytics')).body)).toEqual([
      '/assets/OperatorSite-S1.js',
      '/assets/Field-F1.js',
    ]);
    // A host that is no site of Paydos gets the error page's bare entry.
    expect(preloads((await page('baska.example.com')).body)).toEqual([]);
  });

  it('on the path of the page a site opens on, that page’s chunk is preloaded too (on its own site only)', async () => {
    const dashboard = ['/assets/OrganizationSite-O1.js', '/assets/Field-F1.js', '/assets/DashboardPage-D1.js'];
    expect(preloads((await page(orgHost(subdomain), '/dashboard')).body)).toEqual(dashboard);
    expect(preloads((await page(orgHost(subdomain), '/dashboard/')).body)).toEqual(dashboard);
    expect(preloads((await page(operatorHost, '/dashboard')).body)).toEqual([
      '/assets/OperatorSite-S1.js',
      '/assets/Field-F1.js',
    ]);
    // The manifest has no analytics chunk here: the hint is skipped, the page is still served.
    expect(preloads((await page(operatorHost, '/analytics')).body)).toEqual([
      '/assets/OperatorSite-S1.js',
      '/assets/Field-F1.js',
    ]);
  });

  it('keeps the early fetch (an inline script of the build for the organization’s site) on that site’s pages only, its hash in the CSP', async () => {
    const script = `<script data-site="organization">${EARLY_SCRIPT}</script>`;
    const hash = `'sha256-${createHash('sha256').update(EARLY_SCRIPT).digest('base64')}'`;
    for (const url of ['/', '/login', '/dashboard', '/my-leave-requests']) {
      const response = await page(orgHost(subdomain), url);
      expect(response.body).toContain(script);
      expect(response.headers['content-security-policy']).toContain(`script-src 'self' ${hash};`);
    }
    for (const host of [mainHost, operatorHost, 'baska.example.com']) {
      const response = await page(host, '/dashboard');
      expect(response.body).not.toContain('paydosEarlyFetch');
      expect(response.body).toContain('<script type="module" src="/assets/index-E1.js"></script>');
    }
  });

  it('is revalidated on every load: its ETag answers 304 while the build is the same', async () => {
    const first = await page(mainHost);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await page(mainHost, '/', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another site's page is another page.
    expect((await page(operatorHost, '/', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('/index.html is the site’s page too, never the bare template', async () => {
    const response = await page(mainHost, '/index.html');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('paydos-base-domain');
  });
});

describe('API answers compressed per request (issue 14)', () => {
  const me = (acceptEncoding?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: {
        host: orgHost(subdomain),
        authorization: `Bearer ${adminToken}`,
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });

  it('a JSON answer over 1 KB is brotli for a browser that accepts it, gzip for one that accepts only gzip, with Vary', async () => {
    const plain = await me();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await me('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await me('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('a small answer is sent as it is: compressing it would cost more than it saves', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/site',
      headers: { host: mainHost, 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ baseDomain: 'localhost' });
  });
});
