import { createdApiKey } from '@paydos/contract/api-keys';
import { messages } from '@paydos/contract/messages';
import {
  publicBalanceResponse,
  publicLeaveChangeResponse,
  publicLeavePage,
  publicPeoplePage,
  publicPersonResponse,
  publicReportResponse,
} from '@paydos/contract/public-api';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, leaveLedgerEntries, leaveRequests, mailOutbox } from '../../db/schema';
import { createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { cleanWeeks, today, type CleanWeek } from '../../../test/leave-dates';
import { addDays } from '@paydos/domain';
import { loginAs, orgHost, request } from '../../../test/http';
import { useTestApp } from '../../../test/test-app';

const ctx = useTestApp();
let host: string;
let organizationId: string;
let otherHost: string;
let key: string;
let readOnlyKey: string;
let otherKey: string;
let adminToken: string;
const people: Record<string, string> = {};
let otherPersonId: string;
const [w1, w2, w3] = cleanWeeks(40, 3) as [CleanWeek, CleanWeek, CleanWeek];

beforeAll(async () => {
  const db = ctx.handle.db;
  const org = await createOrganization(db, { name: 'Bordro A.Ş.' });
  organizationId = org.id;
  host = orgHost(org.subdomain);
  const admin = await createUser(db, org.id, { role: 'ADMIN', firstName: 'Ayşe', lastName: 'Yönetici' });
  people.admin = admin.id;
  adminToken = await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD);
  for (const name of ['Deniz', 'Ece', 'Fırat', 'Gül', 'Hakan'])
    people[name] = (await createUser(db, org.id, { firstName: name, lastName: 'Çalışan' })).id;
  people.leaver = (await createUser(db, org.id, { firstName: 'Ilgaz', lastName: 'Ayrılan', isActive: false })).id;
  // Joined a month ago: no annual leave earned yet (4857 art. 53 asks for a year of service).
  people.newcomer = (
    await createUser(db, org.id, { firstName: 'Jale', lastName: 'Yeni', startDate: addDays(today(), -30) })
  ).id;
  const newKey = async (h: string, token: string, scopes: string[]) =>
    createdApiKey.parse(
      (
        await request(ctx.app, h, 'POST', '/api/admin/api-keys', { token, body: { name: 'Bordro sistemi', scopes } })
      ).json(),
    ).secret;
  key = await newKey(host, adminToken, ['leave:read', 'leave:write', 'people:read']);
  readOnlyKey = await newKey(host, adminToken, ['leave:read', 'people:read']);

  const other = await createOrganization(db, { name: 'Başka A.Ş.' });
  otherHost = orgHost(other.subdomain);
  const otherAdmin = await createUser(db, other.id, { role: 'ADMIN' });
  otherPersonId = (await createUser(db, other.id)).id;
  otherKey = await newKey(otherHost, await loginAs(ctx.app, other.subdomain, otherAdmin.email, TEST_PASSWORD), [
    'leave:read',
    'people:read',
  ]);
});

const v1 = (method: 'GET' | 'POST', url: string, body?: unknown, token = key) =>
  request(ctx.app, host, method, url, { token, body });

describe('public API /api/v1 (issue 26 item 2): people', () => {
  it('people in keyset pages, oldest first, every person once; active=false lists the leaver only; no national id or phone', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await v1('GET', `/api/v1/people?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode, response.body).toBe(200);
      const page = publicPeoplePage.parse(response.json());
      seen.push(...page.people.map((p) => p.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen)).toEqual(new Set(Object.values(people)));
    expect(seen).toHaveLength(8);
    const inactive = publicPeoplePage.parse((await v1('GET', '/api/v1/people?active=false')).json());
    expect(inactive.people.map((p) => p.id)).toEqual([people.leaver]);
    const one = await v1('GET', `/api/v1/people/${people.Deniz}`);
    expect(publicPersonResponse.parse(one.json()).person).toMatchObject({ firstName: 'Deniz', isActive: true });
    expect(one.body).not.toMatch(/nationalId|phone|birthDate|passwordHash/);
  });

  it('another organization’s person is a 404, and its cursor a 400 here (tenancy)', async () => {
    const foreign = await v1('GET', `/api/v1/people/${otherPersonId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<{ message: string }>().message).toBe(messages.people.userNotFound);
    const theirs = publicPeoplePage.parse(
      (await request(ctx.app, otherHost, 'GET', '/api/v1/people?limit=1', { token: otherKey })).json(),
    );
    expect(theirs.nextCursor).not.toBeNull();
    const crossed = await v1('GET', `/api/v1/people?limit=1&cursor=${theirs.nextCursor}`);
    expect(crossed.statusCode).toBe(400);
  });
});

describe('public API /api/v1: leave requests go through the web’s leave commands (the same rules, ledger, approvals, mails)', () => {
  let requestedId: string;

  it('a request for a person becomes that person’s PENDING request, the ADMIN is mailed, and the key’s write is audited', async () => {
    const response = await v1('POST', '/api/v1/leave-requests', {
      personId: people.Deniz,
      leaveType: 'annual_paid',
      startDate: w1.monday,
      endDate: w1.friday,
      reason: 'Yılsonu tatili',
      splitAgreed: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = publicLeaveChangeResponse.parse(response.json());
    expect(created.leaveRequest).toMatchObject({ personId: people.Deniz, status: 'PENDING', days: 5 });
    expect(created.message).toBe(messages.leavesDone.created);
    expect(response.body).not.toContain('Yılsonu tatili');
    requestedId = created.leaveRequest.id;
    const [row] = await ctx.handle.db.select().from(leaveRequests).where(eq(leaveRequests.id, requestedId));
    expect(row!.userId).toBe(people.Deniz);
    const mails = await ctx.handle.db.select().from(mailOutbox).where(eq(mailOutbox.organizationId, organizationId));
    expect(mails.length).toBeGreaterThan(0);
    const [audit] = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, organizationId), eq(auditLog.action, 'api_key.leave_request')));
    expect(audit).toMatchObject({ actorKind: 'SYSTEM', actorLabel: 'api_key', targetId: requestedId });
  });

  it('the same rules as the web: an overlapping request and one past the balance are refused in Turkish, nothing written', async () => {
    const before = await ctx.handle.db
      .select()
      .from(leaveRequests)
      .where(eq(leaveRequests.organizationId, organizationId));
    const overlap = await v1('POST', '/api/v1/leave-requests', {
      personId: people.Deniz,
      leaveType: 'annual_paid',
      startDate: w1.day(2),
      endDate: w1.day(2),
      reason: 'Çakışan',
      splitAgreed: true,
    });
    expect(overlap.statusCode).toBeGreaterThanOrEqual(400);
    expect(overlap.statusCode).toBeLessThan(500);
    const tooLong = await v1('POST', '/api/v1/leave-requests', {
      personId: people.newcomer,
      leaveType: 'annual_paid',
      startDate: w2.monday,
      endDate: w2.friday,
      reason: 'Bakiyesi yok',
      splitAgreed: true,
    });
    expect(tooLong.statusCode).toBe(400);
    const inactive = await v1('POST', '/api/v1/leave-requests', {
      personId: people.leaver,
      leaveType: 'annual_paid',
      startDate: w2.monday,
      endDate: w2.monday,
      reason: 'Ayrılan',
      splitAgreed: true,
    });
    expect(inactive.statusCode).toBe(403);
    const after = await ctx.handle.db
      .select()
      .from(leaveRequests)
      .where(eq(leaveRequests.organizationId, organizationId));
    expect(after).toHaveLength(before.length);
  });

  it('a read-only key cannot write (403 naming leave:write); a PENDING request cannot be cancelled (409, as on the web)', async () => {
    const denied = await v1('POST', `/api/v1/leave-requests/${requestedId}/cancel`, {}, readOnlyKey);
    expect(denied.statusCode).toBe(403);
    expect(denied.json<{ message: string }>().message).toBe(messages.apiKeys.missingScope('leave:write'));
    const pending = await v1('POST', `/api/v1/leave-requests/${requestedId}/cancel`, {});
    expect(pending.statusCode).toBe(409);
  });

  it('cancelling an approved leave returns its days to the ledger (RETURN line) and is audited under the key', async () => {
    const approve = await request(ctx.app, host, 'PUT', `/api/leaves/${requestedId}/approve`, {
      token: adminToken,
      body: {},
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const balanceBefore = publicBalanceResponse.parse(
      (await v1('GET', `/api/v1/people/${people.Deniz}/balance`)).json(),
    );
    const cancel = await v1('POST', `/api/v1/leave-requests/${requestedId}/cancel`, { reason: 'Bordro düzeltmesi' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(publicLeaveChangeResponse.parse(cancel.json()).leaveRequest.status).toBe('CANCELLED');
    const lines = await ctx.handle.db
      .select()
      .from(leaveLedgerEntries)
      .where(and(eq(leaveLedgerEntries.leaveRequestId, requestedId), eq(leaveLedgerEntries.kind, 'RETURN')));
    expect(lines.map((l) => Number(l.days))).toEqual([5]);
    const balanceAfter = publicBalanceResponse.parse(
      (await v1('GET', `/api/v1/people/${people.Deniz}/balance`)).json(),
    );
    expect(balanceAfter.balance.remaining).toBe(balanceBefore.balance.remaining + 5);
    const audits = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, organizationId), eq(auditLog.action, 'api_key.leave_cancel')));
    expect(audits).toHaveLength(1);
  });

  it('the list: keyset pages newest first, filtered by status, type, date range and person', async () => {
    for (const [name, week] of [
      ['Ece', w2],
      ['Fırat', w2],
      ['Gül', w3],
    ] as const) {
      const response = await v1('POST', '/api/v1/leave-requests', {
        personId: people[name],
        leaveType: 'annual_paid',
        startDate: week.monday,
        endDate: week.day(1),
        reason: 'Tatil',
        splitAgreed: true,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const all: string[] = [];
    let cursor: string | null = null;
    do {
      const page = publicLeavePage.parse(
        (await v1('GET', `/api/v1/leave-requests?limit=2${cursor ? `&cursor=${cursor}` : ''}`)).json(),
      );
      all.push(...page.leaveRequests.map((l) => l.createdAt));
      cursor = page.nextCursor;
    } while (cursor);
    expect(all).toHaveLength(4);
    expect([...all].sort().reverse()).toEqual(all);
    const list = async (query: string) =>
      publicLeavePage.parse((await v1('GET', `/api/v1/leave-requests?${query}`)).json()).leaveRequests;
    expect(await list('status=CANCELLED')).toHaveLength(1);
    expect(await list('status=PENDING&leaveType=annual_paid')).toHaveLength(3);
    expect(await list(`from=${w3.monday}&to=${w3.friday}`)).toHaveLength(1);
    expect((await list(`personId=${people.Ece}`)).map((l) => l.person.firstName)).toEqual(['Ece']);
    const bad = await v1('GET', '/api/v1/leave-requests?status=BEKLIYOR');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe(messages.apiKeys.statusInvalid);
  });

  it('the monthly report as JSON, the same as the web’s', async () => {
    const [year, month] = today().split('-').map(Number) as [number, number];
    const api = await v1('GET', `/api/v1/reports/monthly?year=${year}&month=${month}`);
    expect(api.statusCode, api.body).toBe(200);
    const web = await request(ctx.app, host, 'GET', `/api/monthly-report?year=${year}&month=${month}`, {
      token: adminToken,
    });
    expect(publicReportResponse.parse(api.json())).toEqual(web.json());
  });
});

describe('the public API’s own OpenAPI document', () => {
  it('GET /api/v1/openapi.json lists only /api/v1 with the API-key scheme and Turkish — English descriptions; the web API’s document has none of them', async () => {
    const v1Document = (await request(ctx.app, host, 'GET', '/api/v1/openapi.json')).json<{
      paths: Record<string, Record<string, { security?: unknown; 'x-access'?: { scope?: string } }>>;
      components: { securitySchemes: Record<string, unknown> };
    }>();
    const paths = Object.keys(v1Document.paths);
    expect(paths.length).toBeGreaterThanOrEqual(6);
    expect(paths.every((p) => p.startsWith('/api/v1/'))).toBe(true);
    expect(v1Document.paths['/api/v1/leave-requests']!.post!.security).toEqual([{ apiKey: [] }]);
    expect(v1Document.paths['/api/v1/leave-requests']!.post!['x-access']!.scope).toBe('leave:write');
    expect(JSON.stringify(v1Document)).toContain('Çalışanlar (sayfalı) — People (keyset pages)');
    expect(JSON.stringify(v1Document)).toContain('Yıllık Ücretli İzin');
    const create = v1Document.paths['/api/v1/leave-requests']!.post as unknown as {
      requestBody: { content: Record<string, { example?: { personId?: string }; schema: { properties?: object } }> };
    };
    expect(create.requestBody.content['application/json']!.example!.personId).toBeDefined();
    expect(Object.keys(create.requestBody.content['application/json']!.schema.properties!)).toContain('personId');
    const cancel = v1Document.paths['/api/v1/leave-requests/{id}/cancel']!.post as unknown as typeof create;
    expect(JSON.stringify(cancel.requestBody.content['application/json']!.schema)).toContain('"reason"');
    const web = (await request(ctx.app, host, 'GET', '/api/openapi.json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(web.paths).some((p) => p.startsWith('/api/v1/'))).toBe(false);
    expect(Object.keys(web.paths)).toContain('/api/admin/api-keys');
  });
});
