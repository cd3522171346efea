import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, dataUploads } from '../db/schema';
import { createOrganization, createUser, TEST_PASSWORD } from '../../test/factories';
import { loginAs, mainHost, orgHost, request } from '../../test/http';
import { createTestApp, type TestContext } from '../../test/test-app';
import { DEFAULT_BODY_LIMIT, MAX_JSON_DEPTH } from './body-limits';
import { messages } from '@paydos/contract/messages';
import { wizardPayload } from '../features/onboarding/onboarding-fixture';

let ctx: TestContext;
let org: Awaited<ReturnType<typeof createOrganization>>;
let adminToken: string;
const BOUNDARY = '----paydos-sertlestirme';

beforeAll(async () => {
  ctx = await createTestApp();
  org = await createOrganization(ctx.handle.db, { name: 'Sağlam Metin A.Ş.' });
  const admin = await createUser(ctx.handle.db, org.id, { role: 'ADMIN' });
  adminToken = await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD);
});
afterAll(() => ctx.close());

const host = () => orgHost(org.subdomain);
const updateOrganization = (body: Record<string, unknown>) =>
  request(ctx.app, host(), 'PUT', '/api/admin/organizations/my', { token: adminToken, body });

/** A multipart body with one file part whose name goes as RFC 5987 `filename*` (UTF-8), as a browser may send it. */
function filePart(field: string, fileName: string, fields: Record<string, string> = {}) {
  const head = Object.entries(fields)
    .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  return `${head}--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename*=UTF-8''${encodeURIComponent(fileName)}\r\nContent-Type: text/csv\r\n\r\nad;soyad\r\n--${BOUNDARY}--\r\n`;
}

describe('text that cannot break a write (issue 20: lone surrogates and bidi controls refused, naming the field)', () => {
  it('a lone UTF-16 surrogate in the organization name is a Turkish 400 naming the field, not a 500 from the audit insert', async () => {
    const [before] = await ctx.handle.db.select({ n: count() }).from(auditLog);
    for (const name of ['Demo \ud800', 'Demo \udc00 A.Ş.', '\udbff']) {
      const response = await updateOrganization({ name });
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json().error).toBe(messages.input.brokenCharacter('Organizasyon adı'));
      expect(response.json().fields).toEqual({ name: messages.input.brokenCharacter('Organizasyon adı') });
    }
    const [after] = await ctx.handle.db.select({ n: count() }).from(auditLog);
    expect(after!.n).toBe(before!.n);
    // A whole surrogate pair (an emoji) is ordinary text.
    expect((await updateOrganization({ name: 'Demo 😀 A.Ş.' })).statusCode).toBe(200);
  });

  it.each([
    ['U+202E right-to-left override', 'Demo\u202Exe.exe'],
    ['U+202A left-to-right embedding', 'Demo\u202A A.Ş.'],
    ['U+2066 left-to-right isolate', 'Demo\u2066 A.Ş.'],
    ['U+2069 pop directional isolate', 'Demo\u2069'],
  ])('a bidi control (%s) in a text field is a Turkish 400 naming the field', async (_, name) => {
    const response = await updateOrganization({ name });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(messages.input.bidiCharacter('Organizasyon adı'));
  });

  it('right-to-left text and its implicit marks (U+200E/U+200F) stay allowed', async () => {
    expect((await updateOrganization({ name: 'شركة مرحبا\u200F A.Ş.' })).statusCode).toBe(200);
  });

  it('a bidi control in an uploaded file name is refused with a 400 naming the file name, nothing stored', async () => {
    const [before] = await ctx.handle.db.select({ n: count() }).from(dataUploads);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/data-upload/upload',
      headers: {
        host: host(),
        authorization: `Bearer ${adminToken}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      payload: filePart('file', 'izin-listesi-2026\u202Exslx.exe'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(messages.input.bidiCharacter('Dosya adı'));
    const [after] = await ctx.handle.db.select({ n: count() }).from(dataUploads);
    expect(after!.n).toBe(before!.n);
  });

  it("a bidi control in a file name of the onboarding wizard's upload is refused with a 400 naming the file name", async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/onboarding/complete',
      headers: { host: mainHost, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      // A valid wizard payload: the wizard reads `data` first and refuses an invalid one before any file.
      payload: filePart('files', 'izin-listesi-2026\u202Exslx.exe', {
        data: JSON.stringify(wizardPayload({ staffMembers: [] })),
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(messages.input.bidiCharacter('Dosya adı'));
  });
});

describe('bounded JSON bodies (issue 20: a depth limit and per-route size limits)', () => {
  const send = (url: string, payload: string, on = host()) =>
    ctx.app.inject({ method: 'POST', url, headers: { host: on, 'content-type': 'application/json' }, payload });

  it(`JSON nested deeper than ${MAX_JSON_DEPTH} levels is a Turkish 400; at the limit it reaches the route's own checks`, async () => {
    const deep = await send(
      '/api/password-reset/request',
      `{"email":${'['.repeat(MAX_JSON_DEPTH)}1${']'.repeat(MAX_JSON_DEPTH)}}`,
    );
    expect(deep.statusCode).toBe(400);
    expect(deep.json().error).toBe(messages.input.tooDeep(MAX_JSON_DEPTH));
    const atLimit = await send(
      '/api/password-reset/request',
      `{"email":${'['.repeat(MAX_JSON_DEPTH - 1)}1${']'.repeat(MAX_JSON_DEPTH - 1)}}`,
    );
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().error).not.toBe(messages.input.tooDeep(MAX_JSON_DEPTH));
    // Brackets inside strings are text, not nesting.
    const inText = await send('/api/password-reset/request', JSON.stringify({ email: '['.repeat(100) }));
    expect(inText.json().error).not.toBe(messages.input.tooDeep(MAX_JSON_DEPTH));
  });

  it('an 800 KB `[[[…` body is refused at once (413 on a small route, 400 by depth on the wizard), never handed to JSON.parse', async () => {
    // Refused before parsing: no call of JSON.parse ever sees the body (timing it would measure the machine, not the rule).
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const small = await send('/api/password-reset/request', '['.repeat(800 * 1024));
      const wizard = await send('/api/onboarding/complete', '['.repeat(500 * 1024), mainHost);
      const parsedBig = parse.mock.calls.some(([text]) => typeof text === 'string' && text.length > 100_000);
      expect(parsedBig).toBe(false);
      expect(small.statusCode).toBe(413);
      expect(small.json().error).toBe(messages.payloadTooLarge);
      expect(wizard.statusCode).toBe(400);
      expect(wizard.json().error).toBe(messages.input.tooDeep(MAX_JSON_DEPTH));
    } finally {
      parse.mockRestore();
    }
  });

  it(`a JSON body over ${DEFAULT_BODY_LIMIT / 1024} KB on an ordinary route is a Turkish 413; a route that needs more has its own limit`, async () => {
    const big = await send(
      '/api/password-reset/request',
      JSON.stringify({ email: `${'a'.repeat(DEFAULT_BODY_LIMIT)}@ornek.com.tr` }),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', error: messages.payloadTooLarge });
    // The organization's leave policy may be a 10,000-character JSON string: well over 16 KB with escapes and Turkish text.
    const policy = `${'ş'.repeat(5000)}${'"'.repeat(5000)}`;
    const body = { name: 'Sağlam Metin A.Ş.', description: 'İ'.repeat(1000), leavePolicyJson: policy };
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(DEFAULT_BODY_LIMIT);
    const organization = await updateOrganization(body);
    expect(organization.statusCode).not.toBe(413);
  });
});
