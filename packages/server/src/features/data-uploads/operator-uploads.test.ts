import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, dataUploads, storedFiles } from '../../db/schema';
import { createOperator, createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, operatorHost, orgHost, request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { messages } from '@paydos/contract/messages';
import { createUploadPurgeWorker, purgeCompletedUploads } from './purge-completed-uploads';
import { storeUpload } from './save-upload';

const m = messages.dataUpload;
const DAY = 86_400_000;

let ctx: TestContext;
let org: Awaited<ReturnType<typeof createOrganization>>;
let adminId = '';
const tokens = { operator: '', admin: '' };

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.handle.db;
  org = await createOrganization(db, { name: 'Yükleme Operatör A.Ş.' });
  const admin = await createUser(db, org.id, { role: 'ADMIN' });
  adminId = admin.id;
  tokens.admin = await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD);
  const operator = await createOperator(db);
  tokens.operator = (
    await request(ctx.app, operatorHost, 'POST', '/api/superadmin/login', {
      body: { username: operator.username, password: TEST_PASSWORD },
    })
  ).json().token;
});
afterAll(() => ctx.close());

async function makeUpload(
  fileName = 'izinler.csv',
  content = Buffer.from('ad;gün\nAyşe;3\n'),
  uploadedAt?: Date,
  contentType = 'text/csv',
) {
  const sha256 = createHash('sha256').update(content).digest('hex');
  return ctx.handle.db.transaction((tx) =>
    storeUpload(tx, { organizationId: org.id }, adminId, { fileName, contentType, content, sha256 }, uploadedAt),
  );
}

const op = (method: 'GET' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  request(ctx.app, operatorHost, method, url, { token: tokens.operator, body });

describe('operator data uploads: operator only', () => {
  it('every call refuses no session and an organization admin’s token (401) on the operator host, and the operator on an organization host (404)', async () => {
    const id = await makeUpload();
    const calls: Array<['GET' | 'PUT' | 'DELETE', string]> = [
      ['GET', '/api/data-upload/pending-count'],
      ['GET', '/api/data-upload/all'],
      ['GET', `/api/data-upload/download/${id}`],
      ['PUT', `/api/data-upload/complete/${id}`],
      ['DELETE', `/api/data-upload/delete/${id}`],
    ];
    for (const [method, url] of calls) {
      const body = method === 'PUT' ? {} : undefined;
      expect((await request(ctx.app, operatorHost, method, url, { body })).statusCode, url).toBe(401);
      expect((await request(ctx.app, operatorHost, method, url, { token: tokens.admin, body })).statusCode, url).toBe(
        401,
      );
      expect(
        (await request(ctx.app, orgHost(org.subdomain), method, url, { token: tokens.operator, body })).statusCode,
        url,
      ).toBe(404);
    }
    expect((await ctx.handle.db.select().from(dataUploads).where(eq(dataUploads.id, id))).length).toBe(1);
  });
});

describe('operator data uploads', () => {
  it('pending count counts uploads not yet completed, of every organization', async () => {
    const before = (await op('GET', '/api/data-upload/pending-count')).json().count as number;
    const id = await makeUpload();
    expect((await op('GET', '/api/data-upload/pending-count')).json()).toEqual({ count: before + 1 });
    await op('PUT', `/api/data-upload/complete/${id}`, {});
    expect((await op('GET', '/api/data-upload/pending-count')).json()).toEqual({ count: before });
  });

  it('the list is newest first with the organization, paged by keyset (limit, cursor → nextCursor) without gaps or repeats', async () => {
    const base = Date.now() - 10 * DAY;
    for (let i = 0; i < 5; i++) await makeUpload(`sayfa-${i}.csv`, Buffer.from(`${i}`), new Date(base + i * 1000));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await op('GET', `/api/data-upload/all?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode).toBe(200);
      const page = response.json();
      expect(page.dataUploads.length).toBeLessThanOrEqual(2);
      seen.push(...page.dataUploads.map((u: { id: string }) => u.id));
      cursor = page.nextCursor;
    } while (cursor);
    const all = (await op('GET', '/api/data-upload/all?limit=500')).json();
    expect(all.nextCursor).toBeNull();
    expect(seen).toEqual(all.dataUploads.map((u: { id: string }) => u.id));
    const times = all.dataUploads.map((u: { uploadedAt: string }) => u.uploadedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const first = all.dataUploads.find((u: { fileName: string }) => u.fileName === 'sayfa-4.csv');
    expect(first.organization).toEqual({ id: org.id, name: 'Yükleme Operatör A.Ş.', subdomain: org.subdomain });
    expect(first).toMatchObject({ isCompleted: false, scheduledDeleteAt: null, notes: null, fileSize: 1 });
  });

  it('a malformed cursor or limit is a Turkish 400', async () => {
    expect((await op('GET', '/api/data-upload/all?cursor=bozuk')).json().message).toBe(messages.paging.cursorInvalid);
    expect((await op('GET', '/api/data-upload/all?limit=0')).statusCode).toBe(400);
    expect((await op('GET', '/api/data-upload/all?limit=501')).statusCode).toBe(400);
  });

  it('download to a browser that accepts gzip: a CSV comes compressed, a file of unknown type as it is (platform/compression.ts)', async () => {
    const content = Buffer.concat([Buffer.from('başlık;gün\n'), Buffer.alloc(256 * 1024, 0x41)]);
    const download = (id: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/data-upload/download/${id}`,
        headers: { host: operatorHost, authorization: `Bearer ${tokens.operator}`, 'accept-encoding': 'gzip' },
      });
    const csv = await download(await makeUpload('izinler.csv', content));
    expect(csv.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(csv.rawPayload).equals(content)).toBe(true);
    const unknown = await download(await makeUpload('arsiv.bin', content, undefined, 'application/octet-stream'));
    expect(unknown.headers['content-encoding']).toBeUndefined();
    expect(unknown.rawPayload.equals(content)).toBe(true);
  });

  it('download answers the original bytes under the original name (RFC 5987 for Turkish letters), streamed', async () => {
    const content = Buffer.concat([Buffer.from('başlık;gün\n'), Buffer.alloc(2.5 * 1024 * 1024, 0x41)]);
    const id = await makeUpload('Geçmiş İzinler "2025".csv', content);
    const response = await op('GET', `/api/data-upload/download/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(content)).toBe(true);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Ge_mi_ _zinler _2025_.csv"; filename*=UTF-8''${encodeURIComponent('Geçmiş İzinler "2025".csv')}`,
    );
    const [audit] = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'upload.download')));
    expect(audit).toMatchObject({ actorKind: 'OPERATOR', organizationId: org.id });
  });

  it('an unknown id is a Turkish 404, a malformed one a 400 with the same message', async () => {
    for (const [url, status] of [
      ['/api/data-upload/download/00000000-0000-4000-8000-000000000000', 404],
      ['/api/data-upload/download/bozuk', 400],
    ] as const) {
      const response = await op('GET', url);
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toBe(m.notFound);
    }
  });

  it('complete sets the notes and schedules the deletion 30 days later (product §4), once; audited', async () => {
    const id = await makeUpload();
    const response = await op('PUT', `/api/data-upload/complete/${id}`, { notes: 'Aktarıldı, 12 kayıt.' });
    expect(response.statusCode).toBe(200);
    const { dataUpload, message } = response.json();
    expect(message).toBe('İşlem tamamlandı olarak işaretlendi. 30 gün sonra otomatik silinecek.');
    expect(dataUpload).toMatchObject({ isCompleted: true, notes: 'Aktarıldı, 12 kayıt.' });
    const days = (Date.parse(dataUpload.scheduledDeleteAt) - Date.parse(dataUpload.completedAt)) / DAY;
    expect(days).toBe(30);
    expect(Math.abs(Date.parse(dataUpload.completedAt) - Date.now())).toBeLessThan(60_000);
    const again = await op('PUT', `/api/data-upload/complete/${id}`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.alreadyCompleted);
    const [audit] = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'upload.complete')));
    expect(audit!.after).toMatchObject({ isCompleted: true, notes: '***' });
  });

  it('complete takes no body or empty notes as no notes', async () => {
    const id = await makeUpload();
    const response = await op('PUT', `/api/data-upload/complete/${id}`, { notes: '  ' });
    expect(response.json().dataUpload.notes).toBeNull();
  });

  it('delete removes the row and its stored file in one go, and says so', async () => {
    const id = await makeUpload();
    const [row] = await ctx.handle.db.select().from(dataUploads).where(eq(dataUploads.id, id));
    const response = await op('DELETE', `/api/data-upload/delete/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Dosya başarıyla silindi');
    expect(await ctx.handle.db.select().from(dataUploads).where(eq(dataUploads.id, id))).toEqual([]);
    expect(
      await ctx.handle.db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.id, row!.fileId!)),
    ).toEqual([]);
    expect((await op('DELETE', `/api/data-upload/delete/${id}`)).statusCode).toBe(404);
    const [audit] = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'upload.delete')));
    expect(audit!.before).toMatchObject({ fileName: '***' });
  });
});

describe('30-day deletion job', () => {
  it('two workers racing over the same due uploads delete each exactly once (rows and files); a not-yet-due and a pending one stay', async () => {
    const db = ctx.handle.db;
    const due = await Promise.all([1, 2, 3].map(() => makeUpload('eski.csv')));
    const notYet = await makeUpload('yeni.csv');
    const pending = await makeUpload('bekleyen.csv');
    await db
      .update(dataUploads)
      .set({
        isCompleted: true,
        completedAt: new Date(Date.now() - 31 * DAY),
        scheduledDeleteAt: new Date(Date.now() - DAY),
      })
      .where(inArray(dataUploads.id, due));
    await db
      .update(dataUploads)
      .set({ isCompleted: true, completedAt: new Date(), scheduledDeleteAt: new Date(Date.now() + 30 * DAY) })
      .where(eq(dataUploads.id, notYet));
    const fileIds = (
      await db.select({ fileId: dataUploads.fileId }).from(dataUploads).where(inArray(dataUploads.id, due))
    ).map((r) => r.fileId!);

    const [first, second] = await Promise.all([
      purgeCompletedUploads(db, new Date()),
      purgeCompletedUploads(db, new Date()),
    ]);
    expect(first + second).toBe(3);
    expect(await db.select().from(dataUploads).where(inArray(dataUploads.id, due))).toEqual([]);
    expect(await db.select({ id: storedFiles.id }).from(storedFiles).where(inArray(storedFiles.id, fileIds))).toEqual(
      [],
    );
    const left = await db
      .select({ id: dataUploads.id })
      .from(dataUploads)
      .where(inArray(dataUploads.id, [notYet, pending]));
    expect(left).toHaveLength(2);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(inArray(auditLog.targetId, due), eq(auditLog.action, 'upload.purge')));
    expect(audits).toHaveLength(3);
    expect(audits.every((a) => a.actorKind === 'SYSTEM' && a.actorLabel === 'upload-purge')).toBe(true);
    expect(await purgeCompletedUploads(db, new Date())).toBe(0);
  });

  it('the worker main.ts runs hourly purges on demand (runOnce) and stops cleanly', async () => {
    const id = await makeUpload('isci.csv');
    await ctx.handle.db
      .update(dataUploads)
      .set({
        isCompleted: true,
        completedAt: new Date(Date.now() - 31 * DAY),
        scheduledDeleteAt: new Date(Date.now() - 1000),
      })
      .where(eq(dataUploads.id, id));
    const worker = createUploadPurgeWorker({ db: ctx.handle.db });
    expect(await worker.runOnce()).toBe(1);
    await worker.stop();
    expect(await ctx.handle.db.select().from(dataUploads).where(eq(dataUploads.id, id))).toEqual([]);
  });
});
