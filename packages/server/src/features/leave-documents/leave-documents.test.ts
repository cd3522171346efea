import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, leaveDocuments, leaveRequests, storedFiles, users } from '../../db/schema';
import { createOrganization, createUser, leaveRow, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, orgHost, request } from '../../../test/http';
import { cleanWeeks } from '../../../test/leave-dates';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { messages } from '@paydos/contract/messages';
import { attach, documentBody, SAMPLE_FILES } from './leave-documents-fixture';

const m = messages.leaveDocuments;
let ctx: TestContext;
const org = { id: '', subdomain: '', host: '' };
const other = { id: '', host: '', adminToken: '' };
type Person = { id: string; token: string };
const people = {} as Record<'admin' | 'manager' | 'employee' | 'colleague', Person>;
const weeks = cleanWeeks(20, 12, 7);
let week = 0;

beforeAll(async () => {
  // Many uploads from one address in one minute: the limit itself is platform/upload-limits.test.ts's.
  ctx = await createTestApp({ UPLOAD_RATE_LIMIT_PER_MINUTE: '1000' });
  const db = ctx.handle.db;
  const created = await createOrganization(db, { name: 'Belge A.Ş.' });
  Object.assign(org, { id: created.id, subdomain: created.subdomain, host: orgHost(created.subdomain) });
  for (const [key, role] of [
    ['admin', 'ADMIN'],
    ['manager', 'MANAGER'],
    ['employee', 'EMPLOYEE'],
    ['colleague', 'EMPLOYEE'],
  ] as const) {
    const user = await createUser(db, org.id, { role, startDate: '2018-01-08' });
    people[key] = { id: user.id, token: await loginAs(ctx.app, org.subdomain, user.email, TEST_PASSWORD) };
  }
  const foreign = await createOrganization(db, { name: 'Başka A.Ş.' });
  const foreignAdmin = await createUser(db, foreign.id, { role: 'ADMIN' });
  Object.assign(other, {
    id: foreign.id,
    host: orgHost(foreign.subdomain),
    adminToken: await loginAs(ctx.app, foreign.subdomain, foreignAdmin.email, TEST_PASSWORD),
  });
});
afterAll(() => ctx.close());

/** A leave of the employee, inserted as it is, in a week of its own. */
async function leaveOf(
  leaveType: string,
  status: 'PENDING' | 'APPROVED' | 'CANCELLED' | 'REJECTED',
  userId = people.employee.id,
) {
  const w = weeks[week++]!;
  const [leave] = await ctx.handle.db
    .insert(leaveRequests)
    .values(leaveRow(org.id, userId, leaveType, w.monday, w.day(1), { status, days: 2 }))
    .returning();
  return leave!.id;
}

const pdf = (name = 'sgk-raporu.pdf') => documentBody({ name, bytes: SAMPLE_FILES.pdf });
const uploaded = (response: Awaited<ReturnType<typeof attach>>) =>
  response.json<{ document: { id: string; fileName: string; contentType: string; canDelete: boolean } }>().document;
const auditActions = async (leaveId: string) =>
  (await ctx.handle.db.select().from(auditLog).where(eq(auditLog.targetId, leaveId))).map((row) => ({
    action: row.action,
    actorId: row.actorId,
    after: row.after,
    before: row.before,
  }));
const download = (token: string, documentId: string, host = org.host) =>
  request(ctx.app, host, 'GET', `/api/leave-documents/${documentId}`, { token });
const remove = (token: string, documentId: string, host = org.host) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/leave-documents/${documentId}`,
    headers: { host, authorization: `Bearer ${token}` },
  });

describe('proof documents of a leave (issue 24 item 5)', () => {
  it('the employee asks for a sick leave and attaches the SGK report: stored, audited without its name, shown to him and the ADMIN; a MANAGER sees only that one exists', async () => {
    const w = weeks[week++]!;
    const asked = await request(ctx.app, org.host, 'POST', '/api/leaves', {
      token: people.employee.token,
      body: { leaveType: 'sick_leave_reported', startDate: w.monday, endDate: w.day(2), reason: 'Grip' },
    });
    expect(asked.statusCode).toBe(201);
    const leave = asked.json<{ leaveRequest: { id: string; canAttachDocument?: boolean; documentCount?: number } }>()
      .leaveRequest;
    expect(leave).toMatchObject({ canAttachDocument: true, documentCount: 0 });

    const response = await attach(ctx.app, org.host, people.employee.token, leave.id, pdf('SGK raporu – Şubat.pdf'));
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(m.uploaded);
    const document = uploaded(response);
    expect(document).toMatchObject({
      fileName: 'SGK raporu – Şubat.pdf',
      contentType: 'application/pdf',
      canDelete: true,
    });

    const audit = await auditActions(leave.id);
    const upload = audit.find((a) => a.action === 'leave_document.upload')!;
    expect(upload).toMatchObject({
      actorId: people.employee.id,
      after: { documentId: document.id, contentType: 'application/pdf', byteSize: SAMPLE_FILES.pdf.length },
    });
    expect(JSON.stringify(upload.after)).not.toContain('SGK raporu');

    const mine = await request(ctx.app, org.host, 'GET', '/api/leaves/my-requests', { token: people.employee.token });
    const own = mine
      .json<{ leaveRequests: Array<Record<string, unknown>> }>()
      .leaveRequests.find((l) => l.id === leave.id)!;
    expect(own).toMatchObject({
      documentCount: 1,
      documents: [{ id: document.id, fileName: 'SGK raporu – Şubat.pdf' }],
    });

    const forAdmin = await request(ctx.app, org.host, 'GET', `/api/leaves/employee/${people.employee.id}`, {
      token: people.admin.token,
    });
    const adminView = forAdmin
      .json<{ leaveRequests: Array<Record<string, unknown>> }>()
      .leaveRequests.find((l) => l.id === leave.id)!;
    expect(adminView).toMatchObject({ documentCount: 1, documents: [{ id: document.id, canDelete: true }] });

    const forManager = await request(ctx.app, org.host, 'GET', `/api/leaves/employee/${people.employee.id}`, {
      token: people.manager.token,
    });
    expect(forManager.statusCode).toBe(200);
    const managerView = forManager
      .json<{ leaveRequests: Array<Record<string, unknown>> }>()
      .leaveRequests.find((l) => l.id === leave.id)!;
    expect(managerView.documentCount).toBe(1);
    expect(managerView).not.toHaveProperty('documents');
    expect(JSON.stringify(forManager.json())).not.toContain('SGK raporu');
  });

  it('the type is read from the content, not the name: a text file named rapor.pdf and a GIF are refused, a PDF named .jpg is kept as a PDF, a PNG and a JPEG pass', async () => {
    const leave = await leaveOf('excuse.marriage', 'PENDING');
    for (const [name, bytes] of [
      ['rapor.pdf', SAMPLE_FILES.text],
      ['nikah.gif', SAMPLE_FILES.gif],
    ] as const) {
      const refused = await attach(ctx.app, org.host, people.employee.token, leave, documentBody({ name, bytes }));
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json().message).toBe(m.typeInvalid);
    }
    const disguised = await attach(
      ctx.app,
      org.host,
      people.employee.token,
      leave,
      documentBody({ name: 'evlilik-cuzdani.jpg', bytes: SAMPLE_FILES.pdf, type: 'image/jpeg' }),
    );
    expect(disguised.statusCode).toBe(201);
    expect(uploaded(disguised).contentType).toBe('application/pdf');
    for (const [name, bytes, type] of [
      ['nikah.png', SAMPLE_FILES.png, 'image/png'],
      ['nikah.jpeg', SAMPLE_FILES.jpeg, 'image/jpeg'],
    ] as const) {
      const passed = await attach(ctx.app, org.host, people.employee.token, leave, documentBody({ name, bytes }));
      expect(passed.statusCode, name).toBe(201);
      expect(uploaded(passed).contentType).toBe(type);
    }
    expect(
      (
        await ctx.handle.db.select({ n: count() }).from(leaveDocuments).where(eq(leaveDocuments.leaveRequestId, leave))
      )[0]!.n,
    ).toBe(3);
  });

  it('at most 10 MB (413 while the bytes arrive, nothing stored), one file, at most 5 a leave; no file is a 400', async () => {
    const leave = await leaveOf('sick_leave_reported', 'APPROVED');
    const before = (await ctx.handle.db.select({ n: count() }).from(storedFiles))[0]!.n;
    const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await attach(
      ctx.app,
      org.host,
      people.employee.token,
      leave,
      documentBody({ name: 'b.pdf', bytes: big }),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(m.tooLarge);
    expect((await ctx.handle.db.select({ n: count() }).from(storedFiles))[0]!.n).toBe(before);

    const empty = await ctx.app.inject({
      method: 'POST',
      url: `/api/leaves/${leave}/documents`,
      headers: { host: org.host, authorization: `Bearer ${people.employee.token}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(empty.statusCode).toBe(400);

    for (let n = 0; n < 5; n++)
      expect((await attach(ctx.app, org.host, people.employee.token, leave, pdf(`rapor-${n}.pdf`))).statusCode).toBe(
        201,
      );
    const sixth = await attach(ctx.app, org.host, people.employee.token, leave, pdf());
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe(m.tooMany);
  });

  it('only excuse, sick and maternity leave take a proof, and only while pending or approved; a colleague or a MANAGER attaching gets 404, an ADMIN may attach', async () => {
    const annual = await leaveOf('annual_paid', 'PENDING');
    const refused = await attach(ctx.app, org.host, people.employee.token, annual, pdf());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(m.typeNotAccepted);
    for (const status of ['CANCELLED', 'REJECTED'] as const) {
      const closed = await attach(
        ctx.app,
        org.host,
        people.employee.token,
        await leaveOf('excuse.bereavement', status),
        pdf(),
      );
      expect(closed.statusCode, status).toBe(400);
      expect(closed.json().message).toBe(m.leaveClosed);
    }
    const sick = await leaveOf('sick_leave_reported', 'APPROVED');
    for (const token of [people.colleague.token, people.manager.token]) {
      const foreign = await attach(ctx.app, org.host, token, sick, pdf());
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe(messages.leaves.notFound);
    }
    expect((await attach(ctx.app, other.host, other.adminToken, sick, pdf())).statusCode).toBe(404);
    const byAdmin = await attach(ctx.app, org.host, people.admin.token, sick, pdf('rapor-aslı.pdf'));
    expect(byAdmin.statusCode).toBe(201);
    expect((await auditActions(sick)).map((a) => [a.action, a.actorId])).toEqual([
      ['leave_document.upload', people.admin.id],
    ]);
  });

  it('KVKK art. 6: the requester and an ADMIN download the proof (audited, each time); a colleague, a MANAGER and another organization get 404', async () => {
    const leave = await leaveOf('sick_leave_reported', 'APPROVED');
    const document = uploaded(await attach(ctx.app, org.host, people.employee.token, leave, pdf('Hastane raporu.pdf')));
    for (const person of [people.employee, people.admin]) {
      const response = await download(person.token, document.id);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-disposition']).toContain("filename*=UTF-8''Hastane%20raporu.pdf");
    }
    for (const person of [people.colleague, people.manager]) {
      const response = await download(person.token, document.id);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(m.notFound);
    }
    expect((await download(other.adminToken, document.id, other.host)).statusCode).toBe(404);
    expect((await download(other.adminToken, document.id)).statusCode).toBe(401);
    const downloads = (await auditActions(leave)).filter((a) => a.action === 'leave_document.download');
    expect(downloads.map((a) => a.actorId)).toEqual([people.employee.id, people.admin.id]);
  });

  it('the requester deletes a proof while the request is pending, not once it is decided (403); an ADMIN at any time; colleagues and MANAGERs get 404; the bytes go with it, audited', async () => {
    const pending = await leaveOf('excuse.paternity', 'PENDING');
    const first = uploaded(await attach(ctx.app, org.host, people.employee.token, pending, pdf('dogum-belgesi.pdf')));
    for (const person of [people.colleague, people.manager])
      expect((await remove(person.token, first.id)).statusCode).toBe(404);
    expect((await remove(other.adminToken, first.id, other.host)).statusCode).toBe(404);
    const [stored] = await ctx.handle.db
      .select({ fileId: leaveDocuments.fileId })
      .from(leaveDocuments)
      .where(eq(leaveDocuments.id, first.id));
    const deleted = await remove(people.employee.token, first.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(m.deleted);
    expect(await ctx.handle.db.select().from(storedFiles).where(eq(storedFiles.id, stored!.fileId))).toEqual([]);
    expect((await download(people.employee.token, first.id)).statusCode).toBe(404);

    const second = uploaded(await attach(ctx.app, org.host, people.employee.token, pending, pdf('dogum-belgesi.pdf')));
    await ctx.handle.db.update(leaveRequests).set({ status: 'APPROVED' }).where(eq(leaveRequests.id, pending));
    const decided = await remove(people.employee.token, second.id);
    expect(decided.statusCode).toBe(403);
    expect(decided.json().message).toBe(m.removeDecided);
    expect((await remove(people.admin.token, second.id)).statusCode).toBe(200);
    const deletes = (await auditActions(pending)).filter((a) => a.action === 'leave_document.delete');
    expect(deletes.map((a) => [a.actorId, (a.before as { documentId: string }).documentId])).toEqual([
      [people.employee.id, first.id],
      [people.admin.id, second.id],
    ]);
  });

  it('KVKK: the person’s export lists the proofs; deleting the leave, or the person, deletes the proofs and their stored bytes', async () => {
    const person = await createUser(ctx.handle.db, org.id, { startDate: '2019-04-01' });
    const token = await loginAs(ctx.app, org.subdomain, person.email, TEST_PASSWORD);
    const first = await leaveOf('sick_leave_reported', 'APPROVED', person.id);
    const second = await leaveOf('excuse.marriage', 'APPROVED', person.id);
    const one = uploaded(await attach(ctx.app, org.host, token, first, pdf('rapor.pdf')));
    const two = uploaded(await attach(ctx.app, org.host, token, second, pdf('nikah.pdf')));

    const exported = await request(ctx.app, org.host, 'GET', `/api/employee/${person.id}/personal-data`, {
      token: people.admin.token,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().data.leaveDocuments).toMatchObject([
      { id: one.id, leaveRequestId: first, fileName: 'rapor.pdf', contentType: 'application/pdf' },
      { id: two.id, leaveRequestId: second, fileName: 'nikah.pdf' },
    ]);

    const fileIds = async () =>
      (
        await ctx.handle.db
          .select({ fileId: leaveDocuments.fileId })
          .from(leaveDocuments)
          .innerJoin(leaveRequests, eq(leaveRequests.id, leaveDocuments.leaveRequestId))
          .where(eq(leaveRequests.userId, person.id))
      ).map((row) => row.fileId);
    const files = await fileIds();
    expect(files).toHaveLength(2);
    const storedCount = async () =>
      (
        await Promise.all(files.map((id) => ctx.handle.db.select().from(storedFiles).where(eq(storedFiles.id, id))))
      ).flat().length;
    await ctx.handle.db
      .delete(leaveRequests)
      .where(and(eq(leaveRequests.id, first), eq(leaveRequests.organizationId, org.id)));
    expect(await storedCount()).toBe(1);
    await ctx.handle.db.delete(users).where(eq(users.id, person.id));
    expect(await storedCount()).toBe(0);
    expect(await ctx.handle.db.select().from(leaveDocuments).where(eq(leaveDocuments.id, two.id))).toEqual([]);
  });
});
