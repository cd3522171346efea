import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../../test/test-app';
import { redactSecretsInUrl } from './log-redaction';

const SECRET = 'Zk3v9QmS3cr3tT0k3nValue';

describe('request logs never keep a secret token (KVKK, SECURITY.md)', () => {
  let handle: DatabaseHandle;
  let app: App;
  const lines: string[] = [];
  beforeAll(async () => {
    handle = await openTestDatabase();
    const config = loadConfig({ BASE_DOMAIN: 'localhost', WEB_DIST_DIR: '/nonexistent', LOG_LEVEL: 'info' });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildApp({ config, db: handle.db, logger: { level: 'info', stream } });
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  it.each([
    ['a calendar feed', 'demo.localhost', `/api/calendar-feeds/${SECRET}/my-leave.ics`],
    ['a consent link', 'localhost', `/api/historical-leaves/approval/${SECRET}`],
    ['an invitation check', 'localhost', `/api/auth/verify-invitation/${SECRET}`],
    ['a reset-link check', 'demo.localhost', `/api/password-reset/verify/${SECRET}`],
    ['an old auto-login link', 'demo.localhost', `/login?token=${SECRET}&auto=1`],
    ['a stray handover code in a query', 'demo.localhost', `/login?handover=${SECRET}`],
    ['the consent page', 'localhost', `/leave-approval/${SECRET}`],
  ])('%s: the logged URL has *** instead of the token', async (_name, host, url) => {
    lines.length = 0;
    await app.inject({ method: 'GET', url, headers: { host } });
    const logged = lines.join('');
    expect(logged).toContain('"url":');
    expect(logged).toContain('***');
    expect(logged).not.toContain(SECRET);
  });

  it('other URLs are logged as they are', () => {
    expect(redactSecretsInUrl('/api/leaves?status=PENDING&limit=50')).toBe('/api/leaves?status=PENDING&limit=50');
    expect(redactSecretsInUrl('/register?email=a&token=abc#x')).toBe('/register?email=a&token=***#x');
  });
});
