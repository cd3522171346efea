import { describe, expect, it } from 'vitest';
import { isReservedSubdomain, isValidSubdomain, siteFromHost, siteOrigin } from './host';

describe('siteFromHost (product §D2: sites by host)', () => {
  it.each([
    ['localhost', { kind: 'main' }],
    ['localhost:3000', { kind: 'main' }],
    ['127.0.0.1:3000', { kind: 'main' }],
    ['www.localhost', { kind: 'main' }],
    ['superadmin.localhost:3000', { kind: 'operator' }],
    ['SuperAdmin.LocalHost', { kind: 'operator' }],
    ['acme.localhost:3000', { kind: 'organization', subdomain: 'acme' }],
    ['acme-tr.localhost.', { kind: 'organization', subdomain: 'acme-tr' }],
    // One organization however its host is spelled (issue 20: the login budget is keyed on its id).
    ['DEMO.localhost', { kind: 'organization', subdomain: 'demo' }],
    ['Demo.localhost:3000', { kind: 'organization', subdomain: 'demo' }],
    ['demo.localhost.:3000', { kind: 'organization', subdomain: 'demo' }],
    ['DEMO.LOCALHOST.', { kind: 'organization', subdomain: 'demo' }],
    ['a.b.localhost', { kind: 'unknown' }],
    ['-bad.localhost', { kind: 'unknown' }],
    ['example.com', { kind: 'unknown' }],
    ['evillocalhost', { kind: 'unknown' }],
  ])('%s is %j', (host, site) => {
    expect(siteFromHost(host, 'localhost')).toEqual(site);
  });

  it('uses the configured base domain', () => {
    expect(siteFromHost('acme.paydos.com.tr', 'paydos.com.tr')).toEqual({ kind: 'organization', subdomain: 'acme' });
    expect(siteFromHost('paydos.com.tr', 'paydos.com.tr')).toEqual({ kind: 'main' });
    expect(siteFromHost('acme.localhost', 'paydos.com.tr')).toEqual({ kind: 'unknown' });
  });
});

describe('subdomain rules (product §D2: 3-63 of a-z, 0-9, hyphen; reserved list)', () => {
  it.each(['abc', 'acme-2', 'a1b', 'x'.repeat(63)])('%s is valid', (s) => expect(isValidSubdomain(s)).toBe(true));
  it.each(['ab', '-abc', 'abc-', 'ab_c', 'Acme', 'x'.repeat(64), 'ş-firma'])('%s is invalid', (s) =>
    expect(isValidSubdomain(s)).toBe(false),
  );
  it.each([
    'superadmin',
    'www',
    'api',
    'admin',
    'app',
    'mail',
    'smtp',
    'static',
    'assets',
    'cdn',
    'help',
    'support',
    'status',
    'blog',
    'docs',
  ])('%s is reserved', (s) => expect(isReservedSubdomain(s)).toBe(true));
});

describe('siteOrigin', () => {
  it('builds the organization origin with the port', () => {
    expect(
      siteOrigin(
        { kind: 'organization', subdomain: 'demo' },
        { protocol: 'http:', baseDomain: 'localhost', port: 3000 },
      ),
    ).toBe('http://demo.localhost:3000');
    expect(siteOrigin({ kind: 'main' }, { protocol: 'https:', baseDomain: 'paydos.com.tr', port: 443 })).toBe(
      'https://paydos.com.tr',
    );
  });
});
