import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataUploads, organizations, storedFiles, subscriptions } from '../db/schema';
import { createOrganization, createUser, TEST_PASSWORD } from '../../test/factories';
import { loginAs, mainHost, orgHost } from '../../test/http';
import { createTestApp, type TestContext } from '../../test/test-app';
import { messages } from '@paydos/contract/messages';
import { wizardPayload } from '../features/onboarding/onboarding-fixture';

/** Issue 20 item 6, docs/SECURITY.md "Uploads": bounded uploads on every upload route. */
let ctx: TestContext;
let port = 0;
let org: Awaited<ReturnType<typeof createOrganization>>;
let adminToken = '';
const BOUNDARY = '----paydos-sinir';
const MB = 1024 * 1024;

beforeAll(async () => {
  ctx = await createTestApp({ UPLOAD_RATE_LIMIT_PER_MINUTE: '1000' });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
  org = await createOrganization(ctx.handle.db, { name: 'Kota A.Ş.' });
  const admin = await createUser(ctx.handle.db, org.id, { role: 'ADMIN' });
  adminToken = await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD);
});
afterAll(() => ctx.close());

const field = (name: string, value: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
const fileHead = (field: string, name: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
const filePart = (field: string, name: string, bytes: Buffer) =>
  Buffer.concat([fileHead(field, name), bytes, Buffer.from('\r\n')]);
const end = Buffer.from(`--${BOUNDARY}--\r\n`);

const inject = (url: string, host: string, payload: Buffer, token?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: {
      host,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload,
  });

/**
 * Real HTTP: sends `head`, then up to `bodyBytes` of file bytes as fast as the socket takes them,
 * and notes how many bytes had been written when the answer arrived and in all. `chunked`: no
 * declared length (the server cannot refuse by the header, it has to read).
 */
function streamUpload(url: string, host: string, head: Buffer, bodyBytes: number, token?: string, chunked = false) {
  return new Promise<{ status: number; body: string; writtenAtAnswer: number; written: number; finished: boolean }>(
    (resolve, reject) => {
      let written = 0;
      let writtenAtAnswer = -1;
      let status = 0;
      let body = '';
      let finished = false;
      let answered = false;
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: url,
        headers: {
          host,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          ...(chunked ? {} : { 'content-length': String(head.length + bodyBytes + end.length) }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      });
      const chunk = Buffer.alloc(256 * 1024, 0x61);
      const done = () => setTimeout(() => resolve({ status, body, writtenAtAnswer, written, finished }), 100);
      req.on('response', (res) => {
        writtenAtAnswer = written;
        status = res.statusCode ?? 0;
        answered = true;
        res.on('data', (d) => (body += d));
        res.on('end', done);
        res.on('error', done);
      });
      req.on('error', () => (answered ? undefined : reject(new Error('no answer before the connection closed'))));
      const pump = () => {
        while (!answered && !req.destroyed && written < bodyBytes) {
          written += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        if (!answered && !req.destroyed) {
          finished = true;
          req.end(end);
        }
      };
      req.write(head);
      pump();
    },
  );
}

async function storedCount() {
  const [row] = await ctx.handle.db.select({ n: count() }).from(storedFiles);
  return row!.n;
}

describe('onboarding wizard: the `data` field first, then at most 5 files and 10 MB', () => {
  it('data=not-json then a 300 MB file: 400 while the body is still being sent (the file is never read), the connection closed', async () => {
    const head = Buffer.concat([field('data', 'not-json'), fileHead('files', 'buyuk.bin')]);
    const result = await streamUpload('/api/onboarding/complete', mainHost, head, 300 * MB, undefined, true);
    expect(result.status).toBe(400);
    expect(JSON.parse(result.body).error).toBe(messages.onboarding.dataMissing);
    // The answer came while the client was still writing: it never finished its 300 MB.
    expect(result.finished).toBe(false);
    expect(result.writtenAtAnswer).toBeLessThan(20 * MB);
    expect(result.written).toBeLessThan(60 * MB);
  });

  it('a file before the `data` field → 400 "Sihirbaz bilgileri eksik" before the file is read', async () => {
    const head = fileHead('files', 'once.bin');
    const result = await streamUpload('/api/onboarding/complete', mainHost, head, 300 * MB, undefined, true);
    expect(result.status).toBe(400);
    expect(JSON.parse(result.body).error).toBe('Sihirbaz bilgileri eksik');
    expect(result.finished).toBe(false);
  });

  it('an invalid wizard payload in `data` is refused (400, the field’s message) before the files are read', async () => {
    const head = Buffer.concat([
      field('data', JSON.stringify({ ...wizardPayload({ staffMembers: [] }), companyName: '' })),
      fileHead('files', 'a.bin'),
    ]);
    const result = await streamUpload('/api/onboarding/complete', mainHost, head, 300 * MB, undefined, true);
    expect(result.status).toBe(400);
    expect(JSON.parse(result.body).error).toBe('Şirket adı gerekli');
    expect(result.finished).toBe(false);
  });

  it('a file over the wizard’s 10 MB → 413 at the limit, the rest of the body not read', async () => {
    const head = Buffer.concat([
      field('data', JSON.stringify(wizardPayload({ staffMembers: [] }))),
      fileHead('files', 'buyuk.bin'),
    ]);
    const result = await streamUpload('/api/onboarding/complete', mainHost, head, 300 * MB, undefined, true);
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body).error).toBe(messages.onboarding.fileTooLarge);
    expect(result.finished).toBe(false);
    expect(result.written).toBeLessThan(80 * MB);
  });

  it('a body declared larger than the wizard allows → 413 before anything is read', async () => {
    const head = Buffer.concat([
      field('data', JSON.stringify(wizardPayload({ staffMembers: [] }))),
      fileHead('files', 'buyuk.bin'),
    ]);
    const result = await streamUpload('/api/onboarding/complete', mainHost, head, 1024 * MB);
    expect(result.status).toBe(413);
    expect(result.writtenAtAnswer).toBeLessThan(20 * MB);
  });

  it('6 files (one more than the wizard has room for) → 413 with the Turkish count message, nothing created', async () => {
    const before = await storedCount();
    const files = Array.from({ length: 6 }, (_, i) => filePart('files', `dosya-${i}.csv`, Buffer.from('Ad;Soyad\n')));
    const response = await inject(
      '/api/onboarding/complete',
      mainHost,
      Buffer.concat([field('data', JSON.stringify(wizardPayload({ staffMembers: [] }))), ...files, end]),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe(
      'Kurulum sırasında en fazla 5 dosya yüklenebilir. Diğer dosyaları kurulumdan sonra Geçmiş Veri Yüklemeleri sayfasından yükleyin.',
    );
    expect(await storedCount()).toBe(before);
  });

  it('5 files within 10 MB are accepted and stored', async () => {
    const files = Array.from({ length: 5 }, (_, i) => filePart('files', `dosya-${i}.csv`, Buffer.alloc(MB, 0x62)));
    const response = await inject(
      '/api/onboarding/complete',
      mainHost,
      Buffer.concat([field('data', JSON.stringify(wizardPayload({ staffMembers: [] }))), ...files, end]),
    );
    expect(response.statusCode).toBe(200);
    const uploads = await ctx.handle.db
      .select()
      .from(dataUploads)
      .where(eq(dataUploads.organizationId, response.json().data.organization.id));
    expect(uploads).toHaveLength(5);
  });
});

describe('data uploads and the logo: one file each, the organization’s storage quota', () => {
  it('a data upload over 50 MB → 413 at the limit (real HTTP), the rest of the body not read, nothing stored', async () => {
    const before = await storedCount();
    const result = await streamUpload(
      '/api/data-upload/upload',
      orgHost(org.subdomain),
      fileHead('file', 'buyuk.csv'),
      300 * MB,
      adminToken,
      true,
    );
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body).error).toBe(messages.dataUpload.fileTooLarge);
    expect(result.finished).toBe(false);
    expect(await storedCount()).toBe(before);
  });

  it.each([
    {
      title: 'two files in one data upload → 413 "tek bir dosya"',
      url: '/api/data-upload/upload',
      field: 'file',
      extension: 'csv',
      message: messages.dataUpload.oneFile,
    },
    {
      title: 'two files in one logo upload → refused with "Tek bir logo dosyası"',
      url: '/api/admin/organizations/upload-logo',
      field: 'logo',
      extension: 'png',
      message: messages.organization.logoOne,
    },
  ])('$title', async ({ url, field, extension, message }) => {
    const body = Buffer.concat([
      filePart(field, `a.${extension}`, Buffer.from('x')),
      filePart(field, `b.${extension}`, Buffer.from('y')),
      end,
    ]);
    const response = await inject(url, orgHost(org.subdomain), body, adminToken);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe(message);
  });

  it('storage quota: a trial organization keeps at most 100 MB; past it the upload is refused with the Turkish message, stopped at the quota', async () => {
    const quotaOrg = await createOrganization(ctx.handle.db, { name: 'Dolu A.Ş.' });
    const admin = await createUser(ctx.handle.db, quotaOrg.id, { role: 'ADMIN' });
    const token = await loginAs(ctx.app, quotaOrg.subdomain, admin.email, TEST_PASSWORD);
    // 99 MB already stored (the sum is over byte_size; a small row stands in for the bytes).
    await ctx.handle.db.insert(storedFiles).values({
      organizationId: quotaOrg.id,
      contentType: 'text/csv',
      byteSize: 99 * MB,
      sha256: 'x',
      content: Buffer.from('a'),
    });
    const host = orgHost(quotaOrg.subdomain);
    const small = await inject(
      '/api/data-upload/upload',
      host,
      Buffer.concat([filePart('file', 'kucuk.csv', Buffer.alloc(512 * 1024, 0x61)), end]),
      token,
    );
    expect(small.statusCode).toBe(201);
    const over = await streamUpload(
      '/api/data-upload/upload',
      host,
      fileHead('file', 'fazla.csv'),
      20 * MB,
      token,
      true,
    );
    expect(over.status).toBe(413);
    expect(JSON.parse(over.body).error).toBe(messages.uploads.quotaExceeded(100, 100));
    expect(JSON.parse(over.body).error).toMatch(
      /^Depolama alanınız doldu: kuruluşunuz en fazla 100 MB dosya saklayabilir/,
    );
    expect(over.finished).toBe(false);
  });

  it('storage quota: a paying organization keeps up to 500 MB (the 99 MB a trial could not pass are fine)', async () => {
    const paid = await createOrganization(ctx.handle.db, { name: 'Ödeyen A.Ş.' });
    await ctx.handle.db
      .update(subscriptions)
      .set({ status: 'ACTIVE' })
      .where(eq(subscriptions.organizationId, paid.id));
    const admin = await createUser(ctx.handle.db, paid.id, { role: 'ADMIN' });
    const token = await loginAs(ctx.app, paid.subdomain, admin.email, TEST_PASSWORD);
    await ctx.handle.db.insert(storedFiles).values({
      organizationId: paid.id,
      contentType: 'text/csv',
      byteSize: 120 * MB,
      sha256: 'x',
      content: Buffer.from('a'),
    });
    const response = await inject(
      '/api/data-upload/upload',
      orgHost(paid.subdomain),
      Buffer.concat([filePart('file', 'a.csv', Buffer.alloc(MB, 0x61)), end]),
      token,
    );
    expect(response.statusCode).toBe(201);
    await ctx.handle.db.insert(storedFiles).values({
      organizationId: paid.id,
      contentType: 'text/csv',
      byteSize: 380 * MB,
      sha256: 'x',
      content: Buffer.from('a'),
    });
    const full = await inject(
      '/api/data-upload/upload',
      orgHost(paid.subdomain),
      Buffer.concat([filePart('file', 'b.csv', Buffer.alloc(MB, 0x61)), end]),
      token,
    );
    expect(full.statusCode).toBe(413);
    expect(full.json().error).toBe(messages.uploads.quotaExceeded(500, 501));
  });

  it('storage quota: the logo counts too (a new logo past the quota → 413 with the Turkish message, the old logo kept)', async () => {
    const full = await createOrganization(ctx.handle.db, { name: 'Logo Dolu A.Ş.' });
    const admin = await createUser(ctx.handle.db, full.id, { role: 'ADMIN' });
    const token = await loginAs(ctx.app, full.subdomain, admin.email, TEST_PASSWORD);
    await ctx.handle.db.insert(storedFiles).values({
      organizationId: full.id,
      contentType: 'text/csv',
      byteSize: 100 * MB,
      sha256: 'x',
      content: Buffer.from('a'),
    });
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const response = await inject(
      '/api/admin/organizations/upload-logo',
      orgHost(full.subdomain),
      Buffer.concat([filePart('logo', 'logo.png', png), end]),
      token,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatch(/^Depolama alanınız doldu/);
    const [row] = await ctx.handle.db
      .select({ logoFileId: organizations.logoFileId })
      .from(organizations)
      .where(eq(organizations.id, full.id));
    expect(row!.logoFileId).toBeNull();
  });
});

describe('rate limits on upload routes', () => {
  it('uploads per minute per address and per organization: past the limit a Turkish 429 (data uploads and the logo)', async () => {
    const limited = await createTestApp({ UPLOAD_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const organization = await createOrganization(limited.handle.db);
      const admin = await createUser(limited.handle.db, organization.id, { role: 'ADMIN' });
      const token = await loginAs(limited.app, organization.subdomain, admin.email, TEST_PASSWORD);
      const send = (url: string, part: Buffer, address: string) =>
        limited.app.inject({
          method: 'POST',
          url,
          remoteAddress: address,
          headers: {
            host: orgHost(organization.subdomain),
            authorization: `Bearer ${token}`,
            'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          },
          payload: Buffer.concat([part, end]),
        });
      const csv = filePart('file', 'a.csv', Buffer.from('x'));
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await send('/api/data-upload/upload', csv, '10.0.0.1')).statusCode);
      expect(statuses).toEqual([201, 201, 429]);
      // Another address of the same organization: the organization's own limit holds.
      const fromElsewhere = await send('/api/data-upload/upload', csv, '10.0.0.2');
      expect(fromElsewhere.statusCode).toBe(429);
      expect(fromElsewhere.json().error).toBe(messages.tooManyRequests);
      const logo = filePart('logo', 'logo.txt', Buffer.from('x'));
      const logoStatuses = [];
      for (let i = 0; i < 3; i++)
        logoStatuses.push((await send('/api/admin/organizations/upload-logo', logo, '10.0.0.3')).statusCode);
      expect(logoStatuses).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
