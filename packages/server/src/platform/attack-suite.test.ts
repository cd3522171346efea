import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  coupons,
  dataUploads,
  leaveRequests,
  mailOutbox,
  organizations,
  storedFiles,
  subscriptions,
} from '../db/schema';
import { createOperator, createOrganization, createUser, TEST_PASSWORD } from '../../test/factories';
import { cleanWeek, today } from '../../test/leave-dates';
import { loginAs, mainHost, operatorHost, orgHost, request } from '../../test/http';
import { createTestApp, type TestContext } from '../../test/test-app';
import type { RouteAccess, SiteKind } from './access';
import { messages } from '@paydos/contract/messages';
import { nextTransactionId, tableChecksums } from '../../test/database-digest';
import { fieldsOf, HOSTILE_TEXT, hostileValues, withField, type JsonSchema } from '../../test/hostile-values';
import type { Role } from './request-context';
import { ROLES } from '@paydos/domain';

/**
 * The attack suite (product §8: bad input gets a Turkish 4xx, never a 500). Generated from the
 * OpenAPI document, so a route is attacked the day it is added: every operation, its access rule
 * (`x-access`), its path parameters, query and body, with sessions of every kind, other
 * organizations' ids and hostile values. Every refusal must be a 4xx with the one error body and a
 * Turkish message, and a refused write must leave every table of the database as it was.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Operation {
  method: Method;
  path: string;
  access?: RouteAccess;
  parameters: Array<{ in: 'path' | 'query'; name: string; schema?: JsonSchema }>;
  body?: Record<string, { schema: JsonSchema }>;
}
interface Sent {
  host: string;
  method: Method;
  url: string;
  token?: string;
  body?: unknown;
  payload?: string | Buffer;
  contentType?: string;
}

let ctx: TestContext;
let operations: Operation[];
const a = {
  id: '',
  subdomain: '',
  host: '',
  tokens: {} as Record<Role, string>,
  employeeId: '',
  employeeEmail: '',
  leaveId: '',
  invitationId: '',
};
const b = { adminToken: '', ids: [] as string[] };
let operatorToken = '';
let operatorUsername = '';
let mailId = '';
/** Operator commerce rows: a coupon and an upload of organization A, so operator calls reach their handlers. */
const commerce = { couponId: '', uploadId: '' };
let checks = 0;

/** A Turkish letter or a common Turkish word of our messages ("Soyad en fazla 100 karakter olabilir"). */
const TURKISH = /[çğıöşüÇĞİÖŞÜ]|\b(alan|en fazla|karakter|olabilir|olmalı|gerekli)\b/i;
const catalogue = new Set<string>();
const collect = (value: unknown): void => {
  if (typeof value === 'string') catalogue.add(value);
  else if (value && typeof value === 'object') Object.values(value).forEach(collect);
};
collect(messages);

beforeAll(async () => {
  ctx = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '1000000' });
  const db = ctx.handle.db;
  const org = await createOrganization(db, { name: 'Saldırı Test A.Ş.' });
  Object.assign(a, { id: org.id, subdomain: org.subdomain, host: orgHost(org.subdomain) });
  for (const role of ROLES) {
    const user = await createUser(db, org.id, { role });
    a.tokens[role] = await loginAs(ctx.app, org.subdomain, user.email, TEST_PASSWORD);
    if (role === 'EMPLOYEE') Object.assign(a, { employeeId: user.id, employeeEmail: user.email });
  }
  const week = cleanWeek(60);
  const [leave] = await db
    .insert(leaveRequests)
    .values({
      organizationId: org.id,
      userId: a.employeeId,
      leaveType: 'annual_paid',
      startDate: week.monday,
      endDate: week.monday,
      days: 1,
      status: 'PENDING',
    })
    .returning();
  a.leaveId = leave!.id;
  const invited = await request(ctx.app, a.host, 'POST', '/api/admin/invite', {
    token: a.tokens.ADMIN,
    body: { firstName: 'Davetli', lastName: 'Kişi', email: 'davetli-a@ornek.com.tr' },
  });
  a.invitationId = invited.json().invitation.id;

  const other = await createOrganization(db);
  const otherAdmin = await createUser(db, other.id, { role: 'ADMIN' });
  const otherPerson = await createUser(db, other.id);
  b.adminToken = await loginAs(ctx.app, other.subdomain, otherAdmin.email, TEST_PASSWORD);
  const [otherLeave] = await db
    .insert(leaveRequests)
    .values({
      organizationId: other.id,
      userId: otherPerson.id,
      leaveType: 'annual_paid',
      startDate: week.monday,
      endDate: week.day(1),
      days: 2,
      status: 'APPROVED',
    })
    .returning();
  const otherInvitation = await request(ctx.app, orgHost(other.subdomain), 'POST', '/api/admin/invite', {
    token: b.adminToken,
    body: { firstName: 'Yabancı', lastName: 'Davetli', email: 'davetli-b@ornek.com.tr' },
  });
  b.ids = [otherPerson.id, otherLeave!.id, otherInvitation.json().invitation.id, other.id];

  const operator = await createOperator(db);
  operatorUsername = operator.username;
  operatorToken = (
    await request(ctx.app, operatorHost, 'POST', '/api/superadmin/login', {
      body: { username: operator.username, password: TEST_PASSWORD },
    })
  ).json().token;
  const [mail] = await db.select({ id: mailOutbox.id }).from(mailOutbox).limit(1);
  mailId = mail!.id;
  const [coupon] = await db
    .insert(coupons)
    .values({ code: 'SALDIRI-KUPON', startDate: today(), endDate: today(), discountPercent: 10 })
    .returning();
  commerce.couponId = coupon!.id;
  const [file] = await db
    .insert(storedFiles)
    .values({ organizationId: org.id, contentType: 'text/csv', byteSize: 1, sha256: 'x', content: Buffer.from('a') })
    .returning();
  const [upload] = await db
    .insert(dataUploads)
    .values({ organizationId: org.id, fileId: file!.id, fileName: 'saldiri.csv', fileSize: 1 })
    .returning();
  commerce.uploadId = upload!.id;

  const document = ctx.app.swagger() as unknown as { paths: Record<string, Record<string, Record<string, unknown>>> };
  operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod)
      .filter(([method]) => ['get', 'post', 'put', 'delete'].includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase() as Method,
        path,
        access: operation['x-access'] as RouteAccess | undefined,
        parameters: (operation.parameters as Operation['parameters'] | undefined) ?? [],
        body: (operation.requestBody as { content?: Operation['body'] } | undefined)?.content,
      })),
  );
});
afterAll(() => ctx.close());

// ---------------------------------------------------------------- what a route takes

const week = () => cleanWeek(90);
/** A valid body for each route that takes fields: attacks replace one field at a time, so everything else passes. */
function sampleBody(operation: Operation): Record<string, unknown> | undefined {
  const w = week();
  const samples: Record<string, Record<string, unknown>> = {
    'POST /api/subdomain/login': { email: a.employeeEmail, password: 'yanlis-sifre' },
    'POST /api/auth/login': { email: a.employeeEmail, password: 'yanlis-sifre' },
    'POST /api/superadmin/login': { username: operatorUsername, password: 'yanlis-sifre' },
    'POST /api/auth/handover': { code: 'bilinmeyen-kod' },
    'POST /api/onboarding/check-email': { email: 'bos-adres@ornek.com.tr' },
    'POST /api/onboarding/check-subdomain': { subdomain: 'bos-subdomain' },
    'POST /api/onboarding/complete': {
      firstName: 'Ayşe',
      lastName: 'Kaya',
      email: 'saldiri-kurucu@ornek.com.tr',
      phone: '+90 532 123 45 67',
      password: 'Gizli123',
      companyName: 'Saldırı Yazılım',
      subdomain: 'saldiri-yazilim',
      companyDescription: 'Açıklama',
      companyAddress: 'Adres',
      companyWebsite: 'ornek.com.tr',
      staffMembers: [
        {
          email: 'saldiri-personel@ornek.com.tr',
          firstName: 'Emre',
          lastName: 'Şahin',
          role: 'EMPLOYEE',
          department: 'Satış',
          position: 'Uzman',
          startDate: '2021-03-01',
        },
      ],
      workingDays: [1, 2, 3, 4, 5],
      leavePolicy: { '0-1': 0, '1-5': 14, '5-15': 20, '15+': 26 },
      skipHistoricalData: true,
      startTrial: true,
    },
    'POST /api/auth/setup-organization': {
      firstName: 'Mert',
      lastName: 'Yıldız',
      email: 'saldiri-kurulum@ornek.com.tr',
      password: 'Gizli1',
      organizationName: 'Saldırı Lojistik',
      organizationDescription: 'Açıklama',
      organizationPhone: '0212 123 45 67',
      organizationWebsite: 'ornek.com.tr',
      organizationAddress: 'Adres',
    },
    'POST /api/password-reset/request': { email: a.employeeEmail },
    'POST /api/password-reset/reset': { token: 'bilinmeyen-baglanti', newPassword: 'Yeni-Sifre-1' },
    'POST /api/auth/register': {
      invitationToken: 'bilinmeyen-davet',
      password: 'Gizli123',
      phone: '0532 123 45 67',
      nationalId: '10000000146',
      birthday: '1990-05-05',
      address: 'Adres',
      emergencyContact: 'Yakını',
      emergencyPhone: '0532 765 43 21',
    },
    'POST /api/admin/invite': {
      firstName: 'Yeni',
      lastName: 'Kişi',
      email: 'saldiri-davet@ornek.com.tr',
      startDate: today(),
      role: 'EMPLOYEE',
      position: 'Uzman',
      department: 'Satış',
    },
    'PUT /api/admin/organizations/my': {
      name: 'Saldırı Test A.Ş.',
      description: 'Açıklama',
      address: 'Adres',
      phone: '0212 123 45 67',
      website: 'ornek.com.tr',
      leavePolicyJson: JSON.stringify({ workingDays: [1, 2, 3, 4, 5] }),
      birthdayMailsEnabled: true,
    },
    'PUT /api/users/me': {
      firstName: 'Çağrı',
      lastName: 'Işık',
      phone: '0532 123 45 67',
      birthDate: '1990-06-01',
      nationalId: '10000000146',
      address: 'Adres',
      emergencyContact: 'Yakını',
      emergencyPhone: '0532 765 43 21',
      position: 'Uzman',
      department: 'Satış',
      birthdayMailsOptOut: false,
    },
    'POST /api/leaves': { leaveType: 'annual_paid', startDate: w.monday, endDate: w.day(1), reason: 'Tatil' },
    'POST /api/leaves/employee/{id}': {
      leaveType: 'annual_paid',
      startDate: w.day(2),
      endDate: w.day(2),
      reason: 'Rapor',
    },
    'PUT /api/leaves/{id}/update': { startDate: w.monday, endDate: w.monday, reason: 'Düzeltme' },
    'PUT /api/leaves/{id}/reject': { reason: 'Yoğun dönem' },
    'PUT /api/leaves/{id}/cancel': { reason: 'İptal' },
    'POST /api/employee/{id}/ledger-adjustments': { days: 1, reason: 'Düzeltme', effectiveDate: today() },
    'POST /api/historical-leaves/batch': {
      userId: a.employeeId,
      leaves: [
        {
          startDate: cleanWeek(-60).monday,
          endDate: cleanWeek(-60).day(1),
          leaveType: 'annual_paid',
          reason: 'Geçmiş tatil',
        },
      ],
    },
    'POST /api/historical-leaves/approval/{token}': { approved: false, rejectedReason: 'Yanlış kayıt' },
    'POST /api/superadmin/coupons': {
      code: 'SALDIRI-YENI',
      startDate: today(),
      endDate: today(),
      discountPercent: 20,
      billingType: 'yearly',
      durationMonths: 3,
      description: 'Kampanya',
      isActive: true,
    },
    'PUT /api/superadmin/coupons/{id}': {
      code: 'SALDIRI-KUPON',
      startDate: today(),
      endDate: today(),
      discountPercent: 15,
      billingType: 'monthly',
      durationMonths: 1,
      description: 'Kampanya',
      isActive: true,
    },
    'PUT /api/superadmin/pricing': { monthlyPrice: 6900, yearlyPrice: 70800 },
    'PUT /api/data-upload/complete/{id}': { notes: 'Aktarıldı' },
    'DELETE /api/superadmin/organizations/{id}': { confirmSubdomain: a.subdomain },
    'POST /api/superadmin/organizations/{id}/users': {
      email: 'saldiri-operator@ornek.com.tr',
      firstName: 'Operatör',
      lastName: 'Kişi',
      role: 'EMPLOYEE',
      isActive: true,
      position: 'Uzman',
      department: 'Satış',
      phone: '0532 123 45 67',
      startDate: '2021-03-01',
      annualLeaveDays: 14,
      password: 'yok-sayilir',
    },
    // Role and status as they are, so a tolerated value never ends the employee's sessions.
    'PUT /api/superadmin/users/{id}': {
      firstName: 'Çağrı',
      lastName: 'Işıkoğlu',
      email: a.employeeEmail,
      role: 'EMPLOYEE',
      isActive: true,
      position: 'Uzman',
      department: 'Satış',
      phone: '0532 123 45 67',
      startDate: '2020-01-15',
    },
    'POST /api/superadmin/leave-requests': {
      organizationId: a.id,
      userId: a.employeeId,
      leaveType: 'unpaid_leave',
      startDate: w.day(3),
      endDate: w.day(3),
      status: 'PENDING',
      reason: 'Operatör kaydı',
      days: 1,
      daysOverrideReason: 'Düzeltme',
    },
    'PUT /api/superadmin/leave-requests/{id}': {
      organizationId: a.id,
      userId: a.employeeId,
      leaveType: 'annual_paid',
      startDate: cleanWeek(60).monday,
      endDate: cleanWeek(60).monday,
      status: 'PENDING',
      reason: 'Düzeltme',
      days: 1,
      daysOverrideReason: 'Düzeltme',
    },
    'POST /api/billing/quote': { billingType: 'monthly' },
    'POST /api/billing/checkout': {
      billingType: 'monthly',
      card: { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', holder: 'Saldırı Deneme' },
    },
  };
  return samples[`${operation.method} ${operation.path}`];
}

/** The organization A value of a path parameter (a real id of the right kind, so only the attacked part is wrong). */
function ownParam(path: string, name: string) {
  if (name === 'token') return 'bilinmeyen-baglanti';
  if (path.startsWith('/api/superadmin/mail')) return mailId;
  if (path.startsWith('/api/superadmin/coupons')) return commerce.couponId;
  if (path.startsWith('/api/data-upload/')) return commerce.uploadId;
  if (path.startsWith('/api/superadmin/organizations/')) return a.id;
  if (path.startsWith('/api/onboarding/status')) return a.id;
  if (path.startsWith('/api/admin/invitations')) return a.invitationId;
  if (path.startsWith('/api/leaves/') && !path.startsWith('/api/leaves/employee/')) return a.leaveId;
  if (path.startsWith('/api/superadmin/organizations/')) return a.id;
  if (path.startsWith('/api/superadmin/leave-requests/')) return a.leaveId;
  return a.employeeId;
}
const fill = (path: string, value?: string) =>
  path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(value ?? ownParam(path, name)));
const jsonSchemaOf = (operation: Operation) => operation.body?.['application/json']?.schema;
const hostOf = (site: SiteKind) => (site === 'organization' ? a.host : site === 'operator' ? operatorHost : mainHost);
const homeHost = (operation: Operation) => hostOf(operation.access!.sites[0]);
/** The strongest session the route admits (none for public routes). */
function ownToken(operation: Operation) {
  const rule = operation.access!;
  if (rule.auth === 'operator') return operatorToken;
  if (rule.auth === 'user') return a.tokens[rule.roles.includes('ADMIN') ? 'ADMIN' : rule.roles[0]!];
  return undefined;
}
/** Requests that end the caller's own session: sent only without a valid one. */
const endsOwnSession = (operation: Operation) => operation.path.endsWith('/logout');
const isWrite = (method: Method) => method !== 'GET';

// ---------------------------------------------------------------- sending and judging

/** The digests as of the last request, or null after an accepted write. */
let known: Record<string, string> | null = null;

/**
 * Sends one request and judges it: never a 5xx; a 4xx has `{ error, message, code }` with a
 * Turkish message; `expectStatus` narrows the status; a refused write changes no table.
 */
async function attack(
  failures: string[],
  label: string,
  sent: Sent,
  expectStatus: (status: number) => boolean = (s) => s >= 400 && s < 500,
) {
  checks++;
  const write = isWrite(sent.method);
  if (write) known ??= await tableChecksums(ctx.handle.db);
  const mark = write ? await nextTransactionId(ctx.handle.db) : null;
  const response = await ctx.app.inject({
    method: sent.method,
    url: sent.url,
    headers: {
      host: sent.host,
      ...(sent.token ? { authorization: `Bearer ${sent.token}` } : {}),
      ...(sent.contentType
        ? { 'content-type': sent.contentType }
        : sent.body !== undefined || sent.payload !== undefined
          ? { 'content-type': 'application/json' }
          : {}),
    },
    ...(sent.body !== undefined
      ? { payload: JSON.stringify(sent.body) }
      : sent.payload !== undefined
        ? { payload: sent.payload }
        : {}),
  });
  // Work a call starts after its answer (the reset request's mail) belongs to that call, not the next one.
  await ctx.app.backgroundWork.settled();
  const where = `${label}: ${sent.method} ${sent.url.slice(0, 80)} on ${sent.host}`;
  const status = response.statusCode;
  if (status >= 500) failures.push(`${where} → ${status} ${response.body.slice(0, 160)}`);
  else if (!expectStatus(status)) failures.push(`${where} → ${status} (unexpected) ${response.body.slice(0, 160)}`);
  if (status >= 400) {
    const body = response.headers['content-type']?.toString().includes('json')
      ? response.json<Record<string, unknown>>()
      : {};
    const message = typeof body.message === 'string' ? body.message : '';
    if (!message || typeof body.error !== 'string' || typeof body.code !== 'string')
      failures.push(`${where} → ${status} without { error, message, code }: ${response.body.slice(0, 120)}`);
    else if (!TURKISH.test(message) && !catalogue.has(message))
      failures.push(`${where} → ${status} message not Turkish: ${message}`);
  }
  if (write) {
    if (status < 400) known = null;
    else if ((await nextTransactionId(ctx.handle.db)) !== mark) {
      // Something wrote (perhaps a transaction that was rolled back): every table must still be as it was.
      const before = known!;
      const after = await tableChecksums(ctx.handle.db);
      const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
      if (changed.length) failures.push(`${where} → ${status} refused but changed ${changed.join(', ')}`);
      known = after;
    }
  }
  return status;
}

let startedAt = Date.now();
const report = (name: string, failures: string[], before: number) => {
  console.info(
    `attack suite, ${name}: ${operations.length} operations, ${checks - before} checks, ${Date.now() - startedAt} ms`,
  );
  startedAt = Date.now();
  expect(failures).toEqual([]);
};

// ---------------------------------------------------------------- the suite

describe('attack suite (generated from the OpenAPI document: every route, every session, every field)', () => {
  it('every route declares its access and validates what it takes: path ids, query, body (multipart too)', () => {
    expect(operations.length).toBeGreaterThan(40);
    const missing: string[] = [];
    for (const operation of operations) {
      const name = `${operation.method} ${operation.path}`;
      if (!operation.access) missing.push(`${name}: no x-access`);
      for (const param of operation.path.match(/\{[^}]+\}/g) ?? []) {
        const declared = operation.parameters.find((p) => p.in === 'path' && `{${p.name}}` === param);
        const schema = declared?.schema ?? {};
        if (!schema.format && !schema.pattern && !schema.maxLength && !schema.enum)
          missing.push(`${name}: path parameter ${param} has no params schema`);
      }
      if ((operation.method === 'POST' || operation.method === 'PUT') && !operation.body)
        missing.push(`${name}: no request body schema (use noBody when it takes none)`);
      const json = jsonSchemaOf(operation);
      if (json?.properties && Object.keys(json.properties).length && !sampleBody(operation))
        missing.push(`${name}: no valid sample body in the attack suite`);
    }
    expect(missing).toEqual([]);
  });

  it('the no-write check notices a write: the transaction id moves and a table digest changes', async () => {
    const before = await tableChecksums(ctx.handle.db);
    const mark = await nextTransactionId(ctx.handle.db);
    await ctx.handle.db.update(organizations).set({ description: 'iz' }).where(eq(organizations.id, a.id));
    expect(await nextTransactionId(ctx.handle.db)).not.toBe(mark);
    expect((await tableChecksums(ctx.handle.db)).organizations).not.toBe(before.organizations);
    known = null;
  });

  it('no session, another organization’s session, every weaker role, the operator on an organization’s host and a session on the wrong site: a Turkish 4xx, no write', async () => {
    const failures: string[] = [];
    const start = checks;
    for (const operation of operations) {
      const rule = operation.access!;
      const url = fill(operation.path);
      const body = sampleBody(operation);
      const base = { method: operation.method, url, body };
      if (rule.auth === 'user') {
        await attack(failures, 'no session', { ...base, host: a.host }, (s) => s === 401);
        await attack(
          failures,
          'another organization’s session',
          { ...base, host: a.host, token: b.adminToken },
          (s) => s === 401,
        );
        for (const role of ROLES.filter((r) => !rule.roles.includes(r))) {
          await attack(
            failures,
            `weaker role ${role}`,
            { ...base, host: a.host, token: a.tokens[role] },
            (s) => s === 403,
          );
        }
        await attack(
          failures,
          'operator on an organization’s host',
          { ...base, host: a.host, token: operatorToken },
          (s) => s === 401,
        );
        await attack(
          failures,
          'organization session on the operator’s host',
          { ...base, host: operatorHost, token: a.tokens.ADMIN },
          (s) => s === 404,
        );
        await attack(
          failures,
          'organization session on the main site',
          { ...base, host: mainHost, token: a.tokens.ADMIN },
          (s) => s === 404,
        );
      } else if (rule.auth === 'operator') {
        await attack(failures, 'no session', { ...base, host: operatorHost }, (s) => s === 401);
        for (const role of ROLES)
          await attack(
            failures,
            `organization ${role} on the operator’s host`,
            { ...base, host: operatorHost, token: a.tokens[role] },
            (s) => s === 401,
          );
        await attack(
          failures,
          'operator on an organization’s host',
          { ...base, host: a.host, token: operatorToken },
          (s) => s === 404,
        );
      } else {
        for (const site of (['main', 'organization', 'operator'] as const).filter((s) => !rule.sites.includes(s))) {
          await attack(failures, `public route on the ${site} site`, { ...base, host: hostOf(site) }, (s) => s === 404);
        }
      }
    }
    report('access', failures, start);
  }, 120_000);

  it('a lapsed organization (trial ended, issue 13): sessions opened before the lapse get 402 on every user route but the declared whileLapsed ones (billing, me, logout), no write', async () => {
    const failures: string[] = [];
    const start = checks;
    const db = ctx.handle.db;
    const lapsed = await createOrganization(db, { name: 'Süresi Dolmuş A.Ş.' });
    const tokens = {} as Record<Role, string>;
    for (const role of ROLES)
      tokens[role] = await loginAs(
        ctx.app,
        lapsed.subdomain,
        (await createUser(db, lapsed.id, { role })).email,
        TEST_PASSWORD,
      );
    await db
      .update(subscriptions)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.organizationId, lapsed.id));
    known = null;
    const allowed: string[] = [];
    for (const operation of operations) {
      const rule = operation.access!;
      if (rule.auth !== 'user') continue;
      if (rule.whileLapsed) {
        allowed.push(`${operation.method} ${operation.path}`);
        continue;
      }
      const token = tokens[rule.roles.includes('ADMIN') ? 'ADMIN' : rule.roles[0]!];
      await attack(
        failures,
        'lapsed organization',
        {
          method: operation.method,
          url: fill(operation.path),
          body: sampleBody(operation),
          host: orgHost(lapsed.subdomain),
          token,
        },
        (s) => s === 402,
      );
    }
    expect(allowed.filter((name) => !name.includes('/api/billing/')).sort()).toEqual([
      'GET /api/auth/me',
      'POST /api/auth/logout',
    ]);
    report('lapsed', failures, start);
  }, 120_000);

  it('each path id replaced by another organization’s id, or by a malformed one: a Turkish 4xx, no write (tenancy)', async () => {
    const failures: string[] = [];
    const start = checks;
    for (const operation of operations.filter((o) => o.path.includes('{') && !endsOwnSession(o))) {
      const base = {
        method: operation.method,
        host: homeHost(operation),
        token: ownToken(operation) ?? a.tokens.ADMIN,
        body: sampleBody(operation),
      };
      // The operator works on every organization: another organization's id is foreign only when the
      // call names the organization it means (organization A's, in the query or the body).
      const operator = operation.access?.auth === 'operator';
      const queryNamesOrganization = operation.parameters.some((p) => p.in === 'query' && p.name === 'organizationId');
      const namesOrganization = queryNamesOrganization || !!jsonSchemaOf(operation)?.properties?.organizationId;
      const suffix = operator && queryNamesOrganization ? `?organizationId=${a.id}` : '';
      for (const id of [
        ...(operator && !namesOrganization ? [] : b.ids),
        'bozuk-kimlik',
        '\u0000',
        'x'.repeat(3000),
        "1' OR '1'='1",
      ]) {
        await attack(failures, 'foreign or malformed id', { ...base, url: fill(operation.path, id) + suffix });
      }
    }
    report('ids', failures, start);
  }, 120_000);

  it('malformed JSON, bodies of the wrong shape, unknown fields and truncated multipart bodies: 400 on every host', async () => {
    const failures: string[] = [];
    const start = checks;
    const shapes: Array<Pick<Sent, 'body' | 'payload' | 'contentType'>> = [
      { payload: '{"kırık": ' },
      { body: [] },
      { body: 'metin' },
      { body: 42 },
      { payload: 'a=1', contentType: 'application/x-www-form-urlencoded' },
    ];
    for (const operation of operations.filter(
      (o) => (o.method === 'POST' || o.method === 'PUT') && !endsOwnSession(o),
    )) {
      const own = {
        method: operation.method,
        url: fill(operation.path),
        host: homeHost(operation),
        token: ownToken(operation),
      };
      for (const shape of shapes) await attack(failures, 'wrong shape', { ...own, ...shape });
      const sample = sampleBody(operation) ?? {};
      if (operation.body?.['application/json']) {
        await attack(failures, 'unknown field', { ...own, body: { ...sample, bilinmeyenAlan: 'x' } }, (s) => s === 400);
      }
      const form = operation.body?.['multipart/form-data']?.schema;
      if (form) {
        const boundary = '----saldiri';
        const contentType = `multipart/form-data; boundary=${boundary}`;
        // The route's own file field (logo, file, files), so the cut comes inside the part it reads.
        const field =
          Object.entries(form.properties ?? {}).find(
            ([, p]) => p.format === 'binary' || p.items?.format === 'binary',
          )?.[0] ?? 'file';
        const part = (fileName: string) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename*=UTF-8''${encodeURIComponent(fileName)}\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n\u001a\n`;
        for (const payload of [part('a.png'), `--${boundary}\r\nContent-Disp`, `--yanlis-sinir\r\n\r\n`]) {
          await attack(
            failures,
            'truncated multipart',
            { ...own, payload, contentType },
            (s) => s === 400 || s === 413,
          );
        }
        // Whole bodies whose file name is hostile: never a 5xx, and a refusal writes nothing.
        for (const fileName of [
          ...HOSTILE_TEXT.refused.slice(0, 4),
          ...HOSTILE_TEXT.refused.slice(6, 8),
          'a'.repeat(5000),
          ...HOSTILE_TEXT.tolerated.slice(2),
        ]) {
          await attack(
            failures,
            `file name ${JSON.stringify(fileName).slice(0, 20)}`,
            { ...own, payload: `${part(fileName)}\r\n--${boundary}--\r\n`, contentType },
            (s) => s < 500,
          );
        }
      }
      for (const host of [a.host, operatorHost, mainHost]) {
        for (const token of [a.tokens.ADMIN, operatorToken, undefined]) {
          await attack(failures, 'malformed JSON on every host', {
            method: operation.method,
            url: fill(operation.path, 'bozuk-kimlik'),
            host,
            token,
            payload: '{"kırık": ',
          });
        }
      }
    }
    report('shapes', failures, start);
  }, 120_000);

  it('each body field and query parameter replaced by wrong types, control characters (NUL), lone surrogates, bidi controls, huge, empty, emoji, right-to-left, SQL and HTML text, impossible dates: refused values get 400 (or 413 by size), none a 5xx, no refused write', async () => {
    const failures: string[] = [];
    const start = checks;
    for (const operation of operations.filter((o) => !endsOwnSession(o))) {
      const own = {
        method: operation.method,
        url: fill(operation.path),
        host: homeHost(operation),
        token: ownToken(operation),
      };
      const schema = jsonSchemaOf(operation);
      const sample = sampleBody(operation);
      if (schema && sample) {
        for (const field of fieldsOf(schema, sample)) {
          for (const { value, refused } of hostileValues(field.name, field.schema)) {
            const label = `${field.path.join('.')} = ${JSON.stringify(value).slice(0, 30)}`;
            await attack(
              failures,
              label,
              { ...own, body: withField(sample, field.path, value) },
              refused ? (s) => s === 400 || s === 413 : (s) => s < 500,
            );
          }
        }
      }
      for (const param of operation.parameters.filter((p) => p.in === 'query')) {
        // A lone surrogate cannot be percent-encoded (a URL carries UTF-8 bytes: broken ones decode to U+FFFD).
        for (const value of [...HOSTILE_TEXT.refused.slice(0, 4), '\u202Eters', '\u2067gizli', 'x'.repeat(5000)]) {
          await attack(
            failures,
            `?${param.name}`,
            { ...own, url: `${own.url}?${param.name}=${encodeURIComponent(value)}` },
            (s) => s === 400,
          );
        }
        await attack(
          failures,
          'unknown query parameter',
          { ...own, url: `${own.url}?${param.name}=1&bilinmeyen=1` },
          (s) => s === 400,
        );
      }
    }
    report('fields', failures, start);
  }, 300_000);
});
