import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { organizations } from '../../db/schema';
import { mainHost, request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';

// What the onboarding tests share (onboarding.test.ts, onboarding-multipart.test.ts, setup-organization.test.ts): the
// test app, made anew for each test file by useOnboardingApp(), a valid wizard payload and the counts they compare.

export let ctx: TestContext;

export const unique = () => randomBytes(4).toString('hex');

/** A complete, valid wizard payload with one invited employee. */
export function wizardPayload(overrides: Record<string, unknown> = {}) {
  const id = unique();
  return {
    firstName: 'Ayşe',
    lastName: 'Kaya',
    email: `kurucu-${id}@ornek.com.tr`,
    phone: '+90 532 123 45 67',
    password: 'Gizli123',
    companyName: 'Güneş Yazılım A.Ş.',
    subdomain: `gunes-${id}`,
    staffMembers: [
      {
        email: `personel-${id}@ornek.com.tr`,
        firstName: 'Emre',
        lastName: 'Şahin',
        role: 'EMPLOYEE',
        startDate: '2021-03-01',
      },
    ],
    workingDays: [1, 2, 3, 4, 5, 6],
    leavePolicy: { '0-1': 0, '1-5': 16, '5-15': 22, '15+': 28 },
    skipHistoricalData: true,
    startTrial: true,
    ...overrides,
  };
}

export const complete = (body: unknown) => request(ctx.app, mainHost, 'POST', '/api/onboarding/complete', { body });

export async function organizationCount() {
  const [row] = await ctx.handle.db.select({ n: count() }).from(organizations);
  return row!.n;
}

/** A multipart body by hand: the JSON in `data`, then the files. */
export function multipartBody(data: unknown, files: Array<{ name: string; type: string; content: Buffer }>) {
  const boundary = `----paydos${unique()}`;
  const parts: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n`),
  ];
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    parts.push(file.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Registers the test app and its fixtures for the calling test file. */
export function useOnboardingApp() {
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
}
