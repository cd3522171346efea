import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser, TEST_PASSWORD } from '../../test/factories';
import { loginAs, mainHost, operatorHost, orgHost, request } from '../../test/http';
import { createTestApp, type TestContext } from '../../test/test-app';

// As a real build's page, over the 1 KB under which an answer is sent uncompressed (platform/compression.ts).
const ENTRY_SCRIPT = '<script type="module" src="/assets/index-Ab12Cd34.js"></script>';
const INDEX_HTML = `<!doctype html><html><head>${ENTRY_SCRIPT}${Array.from({ length: 16 }, (_, i) => `<link rel="modulepreload" href="/assets/chunk-${i}-Ab12Cd34.js">`).join('')}</head><body></body></html>`;
const ASSET_JS = 'console.log(1);\n//# sourceMappingURL=index-Ab12Cd34.js.map';

/** A file of the build with the brotli and gzip copies the Vite build writes beside it (issue 14). */
function writeWithCopies(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

/**
 * A production-like web build: index.html and a hashed asset (each with its precompressed copies) and
 * the source map a careless build would leave beside it.
 */
function fakeWebBuild() {
  const dist = mkdtempSync(path.join(tmpdir(), 'paydos-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeWithCopies(path.join(dist, 'index.html'), INDEX_HTML);
  writeWithCopies(path.join(dist, 'assets/index-Ab12Cd34.js'), ASSET_JS);
  writeFileSync(path.join(dist, 'assets/index-Ab12Cd34.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

let ctx: TestContext;
let dist: string;
let org: Awaited<ReturnType<typeof createOrganization>>;
let adminToken: string;
let employeeId: string;

beforeAll(async () => {
  dist = fakeWebBuild();
  ctx = await createTestApp({ WEB_DIST_DIR: dist });
  org = await createOrganization(ctx.handle.db);
  const admin = await createUser(ctx.handle.db, org.id, { role: 'ADMIN' });
  employeeId = (await createUser(ctx.handle.db, org.id, { startDate: '2020-01-06' })).id;
  adminToken = await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD);
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

const directives = (csp: unknown) =>
  Object.fromEntries(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers (issue 15: pages and API)', () => {
  it.each([
    ['a page', mainHost, '/'],
    ['an organization page', orgHost('demo'), '/dashboard'],
    ['an operator page', operatorHost, '/login'],
  ])('%s carries nosniff, no framing and a CSP without inline scripts', async (_, host, url) => {
    const response = await request(ctx.app, host, 'GET', url);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    const csp = directives(response.headers['content-security-policy']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
  });

  it.each([
    ['an API answer', mainHost, '/api/site'],
    ['an API error', mainHost, '/api/olmayan'],
    ['an escaped API path', mainHost, '/%61pi/site'],
  ])(
    '%s carries nosniff, no framing and a CSP that allows nothing, without the headers only a page reads',
    async (_, host, url) => {
      const response = await request(ctx.app, host, 'GET', url);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(directives(response.headers['content-security-policy'])).toEqual({
        'default-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
      for (const pageOnly of [
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-xss-protection',
        'x-dns-prefetch-control',
      ])
        expect(response.headers[pageOnly], pageOnly).toBeUndefined();
    },
  );

  it('HSTS only when the deployment is served over TLS (PUBLIC_PROTOCOL=https)', async () => {
    expect((await request(ctx.app, mainHost, 'GET', '/')).headers['strict-transport-security']).toBeUndefined();
    const tls = await createTestApp({ WEB_DIST_DIR: dist, PUBLIC_PROTOCOL: 'https', PUBLIC_PORT: '' });
    try {
      const response = await request(tls.app, 'localhost', 'GET', '/');
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(directives(response.headers['content-security-policy'])).toHaveProperty('upgrade-insecure-requests');
    } finally {
      await tls.close();
    }
  });
});

describe('referrer policy (issue 15: a URL holding a secret token is never sent on)', () => {
  it.each([
    ['the invitation page', mainHost, '/register?token=gizli-davet-tokeni'],
    ['the password reset page', orgHost('demo'), '/reset-password?token=gizli-sifirlama'],
    ['the historical approval page', orgHost('demo'), '/leave-approval/gizli-onay-tokeni'],
    ['the historical approval page on the main site', mainHost, '/leave-approval/gizli-onay-tokeni'],
  ])('%s answers Referrer-Policy: no-referrer', async (_, host, url) => {
    expect((await request(ctx.app, host, 'GET', url)).headers['referrer-policy']).toBe('no-referrer');
  });

  it.each([
    ['the landing page', mainHost, '/'],
    ['an organization login page', orgHost('demo'), '/login'],
    ['the registration-like but different path', mainHost, '/registered'],
    ['an API answer', mainHost, '/api/site'],
  ])('%s answers strict-origin-when-cross-origin', async (_, host, url) => {
    expect((await request(ctx.app, host, 'GET', url)).headers['referrer-policy']).toBe(
      'strict-origin-when-cross-origin',
    );
  });
});

describe('caching (issue 15: personal answers are never stored; hashed assets are)', () => {
  it.each([
    '/api/auth/me',
    '/api/ledger/me',
    '/api/admin/users',
    '/api/admin/invitations',
    '/api/admin/organizations/my',
    '/api/dashboard/summary',
    '/api/employee/{id}',
    '/api/employee/{id}/ledger',
    '/api/employee/{id}/personal-data',
    '/api/employee/{id}/export',
    '/api/leaves/my-requests',
    '/api/leaves/my-requests/pdf',
  ])('an authenticated answer of %s is Cache-Control: no-store', async (url) => {
    const response = await request(ctx.app, orgHost(org.subdomain), 'GET', url.replace('{id}', employeeId), {
      token: adminToken,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('the leave report PDF is a no-store download', async () => {
    const response = await request(ctx.app, orgHost(org.subdomain), 'GET', `/api/employee/${employeeId}/export`, {
      token: adminToken,
    });
    expect(response.headers['content-type']).toContain('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('an answer refusing a token is no-store too', async () => {
    const response = await request(ctx.app, orgHost(org.subdomain), 'GET', '/api/auth/me', { token: 'gecersiz' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('a hashed asset is cached for a year; index.html is revalidated on every load', async () => {
    const asset = await request(ctx.app, mainHost, 'GET', '/assets/index-Ab12Cd34.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await request(ctx.app, mainHost, 'GET', '/dashboard');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

describe('compression (issue 14: the build is sent precompressed, brotli or gzip)', () => {
  const fetchWith = (url: string, acceptEncoding?: string) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: { host: mainHost, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  it('a hashed asset is the brotli copy for a browser that accepts br, with Vary: Accept-Encoding, its year-long cache and the CSP', async () => {
    const response = await fetchWith('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ASSET_JS);
  });

  it('the gzip copy for a browser that accepts only gzip; the file itself for one that accepts no encoding', async () => {
    const gzip = await fetchWith('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(ASSET_JS);
    const plain = await fetchWith('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(ASSET_JS);
  });

  it('every page path gets the site’s page (index.html with the base domain) compressed, still revalidated on every load (no-cache) and with its CSP', async () => {
    for (const url of ['/', '/dashboard', '/register/abc']) {
      const response = await fetchWith(url, 'gzip, br');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      const page = brotliDecompressSync(response.rawPayload).toString();
      expect(page).toContain(ENTRY_SCRIPT);
      expect(page).toContain('<meta name="paydos-base-domain" content="localhost" />');
    }
    // The token pages keep their stricter referrer policy.
    expect((await fetchWith('/register/abc', 'br')).headers['referrer-policy']).toBe('no-referrer');
  });

  it('a compressed copy is never served under its own URL', async () => {
    expect((await fetchWith('/assets/index-Ab12Cd34.js.br', 'br')).statusCode).toBe(404);
    expect((await fetchWith('/assets/index-Ab12Cd34.js.gz')).statusCode).toBe(404);
  });
});

describe('source maps (issue 15: never served in production)', () => {
  it('a .map file of the build answers 404 even though it exists', async () => {
    const response = await request(ctx.app, mainHost, 'GET', '/assets/index-Ab12Cd34.js.map');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('sources');
  });

  it('a missing asset or map answers 404, not the app page', async () => {
    expect((await request(ctx.app, mainHost, 'GET', '/assets/index-Olmayan.js')).statusCode).toBe(404);
    expect((await request(ctx.app, mainHost, 'GET', '/index.js.map')).statusCode).toBe(404);
  });
});
