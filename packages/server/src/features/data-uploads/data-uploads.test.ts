import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataUploads, storedFiles } from '../../db/schema';
import { createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, orgHost, request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { messages } from '@paydos/contract/messages';

const m = messages.dataUpload;
const URL_UPLOAD = '/api/data-upload/upload';
const URL_LIST = '/api/data-upload/my-uploads';
const BOUNDARY = '----paydos-veri-sinir';

let ctx: TestContext;
let org: Awaited<ReturnType<typeof createOrganization>>;
let other: Awaited<ReturnType<typeof createOrganization>>;
const tokens = { admin: '', manager: '', employee: '', otherAdmin: '' };
/** Requests of the upload route that Fastify saw aborted by the client or answered. */
const ended: Array<{ url: string; how: 'aborted' | 'answered'; status?: number }> = [];

beforeAll(async () => {
  ctx = await createTestApp();
  ctx.app.addHook('onRequestAbort', async (req) => void ended.push({ url: req.url, how: 'aborted' }));
  ctx.app.addHook(
    'onResponse',
    async (req, reply) => void ended.push({ url: req.url, how: 'answered', status: reply.statusCode }),
  );
  const db = ctx.handle.db;
  org = await createOrganization(db, { name: 'Yükleme A.Ş.' });
  other = await createOrganization(db, { name: 'Başka A.Ş.' });
  const admin = await createUser(db, org.id, { role: 'ADMIN', firstName: 'Selin', lastName: 'Aydın' });
  const manager = await createUser(db, org.id, { role: 'MANAGER' });
  const employee = await createUser(db, org.id);
  const otherAdmin = await createUser(db, other.id, { role: 'ADMIN' });
  tokens.admin = await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD);
  tokens.manager = await loginAs(ctx.app, org.subdomain, manager.email, TEST_PASSWORD);
  tokens.employee = await loginAs(ctx.app, org.subdomain, employee.email, TEST_PASSWORD);
  tokens.otherAdmin = await loginAs(ctx.app, other.subdomain, otherAdmin.email, TEST_PASSWORD);
});
afterAll(() => ctx.close());

const host = () => orgHost(org.subdomain);

/** The Content-Disposition of a file part; a non-ASCII name goes as RFC 5987 `filename*`, as browsers may send it. */
function disposition(field: string, fileName: string) {
  return /^[\x20-\x7e]*$/.test(fileName) && !fileName.includes('"')
    ? `form-data; name="${field}"; filename="${fileName}"`
    : `form-data; name="${field}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function multipartBody(
  file: { name: string; type?: string; bytes: Buffer; field?: string },
  fields: Record<string, string> = {},
) {
  const head = Object.entries(fields)
    .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  return Buffer.concat([
    Buffer.from(
      `${head}--${BOUNDARY}\r\nContent-Disposition: ${disposition(file.field ?? 'file', file.name)}\r\nContent-Type: ${file.type ?? 'text/csv'}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

function upload(payload: Buffer, token = tokens.admin, on = host()) {
  return ctx.app.inject({
    method: 'POST',
    url: URL_UPLOAD,
    headers: {
      host: on,
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    payload,
  });
}

async function counts() {
  const db = ctx.handle.db;
  const [uploads] = await db.select({ n: count() }).from(dataUploads);
  const [files] = await db.select({ n: count() }).from(storedFiles);
  return { dataUploads: uploads!.n, storedFiles: files!.n };
}

const CSV = Buffer.from('Ad Soyad;Başlangıç;Bitiş;Gün\nAyşe Yılmaz;03.02.2025;07.02.2025;5\n', 'utf8');

describe('POST /data-upload/upload and GET /data-upload/my-uploads (product §2 /data-uploads, ADMIN)', () => {
  it('an admin uploads a file: stored with its original name, size and type, pending (Bekliyor), listed with no-store', async () => {
    const response = await upload(
      multipartBody({ name: 'geçmiş izinler 2025.csv', type: 'text/csv', bytes: CSV }, { organizationId: org.id }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { dataUpload, message } = response.json();
    expect(message).toBe(m.uploaded);
    expect(dataUpload).toMatchObject({
      fileName: 'geçmiş izinler 2025.csv',
      fileSize: CSV.length,
      contentType: 'text/csv',
      isCompleted: false,
      scheduledDeleteAt: null,
      notes: null,
      uploadedBy: { firstName: 'Selin', lastName: 'Aydın' },
    });

    const [row] = await ctx.handle.db.select().from(dataUploads).where(eq(dataUploads.id, dataUpload.id));
    expect(row).toMatchObject({
      organizationId: org.id,
      fileName: 'geçmiş izinler 2025.csv',
      fileSize: CSV.length,
      isCompleted: false,
    });
    const [file] = await ctx.handle.db.select().from(storedFiles).where(eq(storedFiles.id, row!.fileId!));
    expect(file).toMatchObject({
      organizationId: org.id,
      contentType: 'text/csv',
      byteSize: CSV.length,
      sha256: createHash('sha256').update(CSV).digest('hex'),
    });
    expect(Buffer.compare(file!.content, CSV)).toBe(0);

    const list = await request(ctx.app, host(), 'GET', URL_LIST, { token: tokens.admin });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json().dataUploads.map((u: { id: string }) => u.id)).toContain(dataUpload.id);
  });

  it('one request per file, any format: a second file (binary, odd declared type) is listed first, newest first', async () => {
    const bytes = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff, 0x00]);
    const response = await upload(multipartBody({ name: 'izinler.xlsx', type: 'bu bir tür değil', bytes }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().dataUpload).toMatchObject({
      fileName: 'izinler.xlsx',
      fileSize: bytes.length,
      contentType: 'application/octet-stream',
    });
    const list = (await request(ctx.app, host(), 'GET', URL_LIST, { token: tokens.admin })).json().dataUploads;
    expect(list[0].fileName).toBe('izinler.xlsx');
    expect(list).toHaveLength(2);
  });

  it('product §9 50 MB per file: 50 MB + 1 byte is refused with a Turkish 413 while streaming, and nothing is stored (no row, no file)', async () => {
    const before = await counts();
    const response = await upload(
      multipartBody({ name: 'buyuk.csv', bytes: Buffer.alloc(50 * 1024 * 1024 + 1, 0x61) }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', error: m.fileTooLarge });
    expect(await counts()).toEqual(before);
  });

  it('a truncated multipart body (the upload cut off mid-file) → 400, nothing stored', async () => {
    const before = await counts();
    const whole = multipartBody({ name: 'kesik.csv', bytes: Buffer.alloc(200_000, 0x62) });
    for (const payload of [whole.subarray(0, 100_000), whole.subarray(0, 70)]) {
      const response = await upload(payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toBe(messages.input.multipartMalformed);
    }
    expect(await counts()).toEqual(before);
  });

  it('a client that aborts its socket mid-upload (real HTTP on 127.0.0.1) leaves nothing behind, and the next upload works', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const before = await counts();
    const endedBefore = ended.length;
    const head = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="yarim.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    );
    await new Promise<void>((resolve) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: URL_UPLOAD,
        headers: {
          host: host(),
          authorization: `Bearer ${tokens.admin}`,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': String(head.length + 5 * 1024 * 1024),
        },
      });
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      req.write(head);
      req.write(Buffer.alloc(1024 * 1024, 0x63), () => setTimeout(() => req.destroy(), 200));
    });
    // Wait until the server has finished with the aborted request.
    for (let i = 0; i < 100 && !ended.slice(endedBefore).some((e) => e.url === URL_UPLOAD); i++)
      await new Promise((r) => setTimeout(r, 50));
    const outcome = ended.slice(endedBefore).filter((e) => e.url === URL_UPLOAD);
    expect(outcome.length).toBeGreaterThan(0);
    // Seen as aborted, or answered with a 4xx nobody reads: never a server error.
    for (const e of outcome)
      expect(e.how === 'aborted' || (e.status! >= 400 && e.status! < 500), JSON.stringify(e)).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect(await counts()).toEqual(before);
    const next = await upload(multipartBody({ name: 'tam.csv', bytes: CSV }));
    expect(next.statusCode).toBe(201);
  });

  it('file names with control characters are refused (400, named field), nothing stored', async () => {
    const before = await counts();
    for (const name of ['zil\u0007.csv', 'a\u0000b.csv', '\u001b[31m.csv']) {
      const response = await upload(multipartBody({ name, bytes: CSV }));
      expect(response.statusCode, name).toBe(400);
      expect(response.json().error).toBe(messages.input.controlCharacter(messages.fields.fileName));
    }
    const long = await upload(multipartBody({ name: `${'a'.repeat(300)}.csv`, bytes: CSV }));
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe(m.fileNameTooLong);
    expect(await counts()).toEqual(before);
  });

  it('product §5 at least one file: no file part, a wrong field, or a JSON body → 400 "Lütfen en az bir dosya seçin" / one file', async () => {
    const onlyField = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="organizationId"\r\n\r\n${org.id}\r\n--${BOUNDARY}--\r\n`,
    );
    const noFile = await upload(onlyField);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error).toBe(m.fileRequired);
    const wrongField = await upload(multipartBody({ name: 'a.csv', bytes: CSV, field: 'dosya' }));
    expect(wrongField.statusCode).toBe(400);
    const json = await request(ctx.app, host(), 'POST', URL_UPLOAD, { token: tokens.admin, body: {} });
    expect(json.statusCode).toBe(400);
    expect(json.json().error).toBe(m.fileRequired);
  });

  it('tenancy: an organizationId other than the host’s is refused (404), nothing stored', async () => {
    const before = await counts();
    const response = await upload(multipartBody({ name: 'a.csv', bytes: CSV }, { organizationId: other.id }));
    expect(response.statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('data-uploads is ADMIN only (product §6): MANAGER and EMPLOYEE get 403 on upload and list, nothing stored', async () => {
    const before = await counts();
    for (const token of [tokens.manager, tokens.employee]) {
      expect((await upload(multipartBody({ name: 'a.csv', bytes: CSV }), token)).statusCode).toBe(403);
      expect((await request(ctx.app, host(), 'GET', URL_LIST, { token })).statusCode).toBe(403);
    }
    expect(await counts()).toEqual(before);
  });

  it('another organization never sees the uploads: its list is empty, and its token on this host gets 401', async () => {
    const list = await request(ctx.app, orgHost(other.subdomain), 'GET', URL_LIST, { token: tokens.otherAdmin });
    expect(list.statusCode).toBe(200);
    expect(list.json().dataUploads).toEqual([]);
    expect((await request(ctx.app, host(), 'GET', URL_LIST, { token: tokens.otherAdmin })).statusCode).toBe(401);
    expect((await upload(multipartBody({ name: 'a.csv', bytes: CSV }), tokens.otherAdmin)).statusCode).toBe(401);
  });

  it("issue 22 item 3: the organization's uploads page by keyset (limit, cursor → nextCursor), the second page follows the first, a bad or foreign cursor is a Turkish 400", async () => {
    const list = (query: string, on = host(), token = tokens.admin) =>
      request(ctx.app, on, 'GET', `${URL_LIST}?${query}`, { token });
    const whole = (await list('limit=500')).json();
    expect(whole.nextCursor).toBeNull();
    expect(whole.dataUploads.length).toBeGreaterThanOrEqual(2);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { dataUploads: { id: string }[]; nextCursor: string | null } = (
        await list(`limit=1${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      expect(page.dataUploads).toHaveLength(1);
      seen.push(page.dataUploads[0]!.id);
      cursor = page.nextCursor;
    } while (cursor);
    // Newest first, without gaps or repeats: the pages together are the whole list.
    expect(seen).toEqual(whole.dataUploads.map((u: { id: string }) => u.id));
    const first = (await list('limit=1')).json();
    for (const bad of ['bozuk', Buffer.from('[["dün"],"x",null]').toString('base64url')]) {
      const response = await list(`cursor=${bad}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(messages.paging.cursorInvalid);
    }
    // A cursor is bound to its organization: on another one's host it is refused.
    const foreign = await list(`cursor=${first.nextCursor}`, orgHost(other.subdomain), tokens.otherAdmin);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(messages.paging.cursorInvalid);
    expect((await list('limit=0')).json().message).toBe(messages.paging.limitInvalid);
  });
});
