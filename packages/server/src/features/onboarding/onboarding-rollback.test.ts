import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  dataUploads,
  invitations,
  mailOutbox,
  organizations,
  sessions,
  storedFiles,
  subscriptions,
  users,
} from '../../db/schema';
import { mainHost, request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';

// The welcome mail is the last write before the session: failing it proves every earlier write rolls back.
vi.mock('../mail/outbox', async (importOriginal) => {
  const original = await importOriginal<typeof import('../mail/outbox')>();
  return {
    ...original,
    enqueueMail: vi.fn(
      async (db: Parameters<typeof original.enqueueMail>[0], mail: Parameters<typeof original.enqueueMail>[1]) => {
        if (mail.template === 'welcome-admin' && mail.to.startsWith('patlat-')) throw new Error('injected failure');
        return original.enqueueMail(db, mail);
      },
    ),
  };
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function counts() {
  const db = ctx.handle.db;
  const tables = { organizations, subscriptions, users, invitations, mailOutbox, dataUploads, storedFiles, sessions };
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables))
    result[name] = (await db.select({ n: count() }).from(table))[0]!.n;
  return result;
}

describe('onboarding is one transaction', () => {
  it('a failure injected after the organization, admin, invitation and files were written leaves nothing behind (500, generic text)', async () => {
    const id = randomBytes(4).toString('hex');
    const data = {
      firstName: 'Ayşe',
      lastName: 'Kaya',
      email: `patlat-${id}@ornek.com.tr`,
      password: 'Gizli123',
      companyName: 'Patlak A.Ş.',
      subdomain: `patlak-${id}`,
      staffMembers: [{ email: `p-${id}@ornek.com.tr`, firstName: 'Emre', lastName: 'Şahin', startDate: '2021-03-01' }],
    };
    const boundary = `----b${id}`;
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nx;y\r\n--${boundary}--\r\n`,
    );
    const before = await counts();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/onboarding/complete',
      headers: { host: mainHost, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(500);
    expect(response.json().error).toBe('Sunucu hatası oluştu');
    expect(await counts()).toEqual(before);
    expect(
      await ctx.handle.db.select().from(organizations).where(eq(organizations.subdomain, data.subdomain)),
    ).toHaveLength(0);

    // The same sign-up works once the failure is gone: nothing was left claiming the e-mail or subdomain.
    const retry = await request(ctx.app, mainHost, 'POST', '/api/onboarding/complete', {
      body: { ...data, email: `tamam-${id}@ornek.com.tr` },
    });
    expect(retry.statusCode).toBe(200);
  });
});
