import { ROLES } from '@paydos/domain';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  approvalDelegations,
  coupons,
  dataUploads,
  leaveRequests,
  lockPeriods,
  mailOutbox,
  storedFiles,
} from '../db/schema';
import { createOperator, createOrganization, createUser, TEST_PASSWORD } from '../../test/factories';
import { cleanWeek, today } from '../../test/leave-dates';
import { sampleBodies } from '../../test/attack-samples';
import { loginAs, mainHost, operatorHost, orgHost, request } from '../../test/http';
import { createTestApp, type TestContext } from '../../test/test-app';
import type { RouteAccess, SiteKind } from './access';
import { createApiKeys, createProofDocumentRows, createWebhookRows } from './attack-suite-rows';
import type { ApiKeyScope } from '@paydos/contract/api-keys';
import { operatorLoginResponse } from '@paydos/contract/auth';
import { messages } from '@paydos/contract/messages';
import { inviteResponse } from '@paydos/contract/staff';
import { teamResponse } from '@paydos/contract/teams';
import { nextTransactionId, tableChecksums } from '../../test/database-digest';
import type { JsonSchema } from '../../test/hostile-values';
import type { Role } from './request-context';

/**
 * The attack suite (product §8: bad input gets a Turkish 4xx, never a 500). Generated from the
 * OpenAPI document, so a route is attacked the day it is added: every operation, its access rule
 * (`x-access`), its path parameters, query and body, with sessions of every kind, other
 * organizations' ids and hostile values. Every refusal must be a 4xx with the one error body and a
 * Turkish message, and a refused write must leave every table of the database as it was.
 *
 * This module holds the targets (two organizations, the operator, their sessions and ids) and the judge (attack());
 * the rules are in attack-suite.test.ts (sessions, lapse, tenancy) and attack-suite-input.test.ts (hostile input).
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** The methods that take a body. */
export const takesBody = (method: Method) => method === 'POST' || method === 'PUT' || method === 'PATCH';
export interface Operation {
  method: Method;
  path: string;
  access?: RouteAccess;
  parameters: Array<{ in: 'path' | 'query'; name: string; schema?: JsonSchema }>;
  body?: Record<string, { schema: JsonSchema }>;
}
export interface Sent {
  host: string;
  method: Method;
  url: string;
  token?: string;
  body?: unknown;
  payload?: string | Buffer;
  contentType?: string;
}

export let ctx: TestContext;
export let operations: Operation[];
export const a = {
  id: '',
  subdomain: '',
  host: '',
  tokens: {} as Record<Role, string>,
  employeeId: '',
  employeeEmail: '',
  managerId: '',
  leaveId: '',
  invitationId: '',
  /** A team of organization A (issue 23), for the team-rules routes that name one. */
  teamId: '',
  /** The MANAGER's standing delegate (the ADMIN), so DELETE /api/delegations/{id} reaches its handler. */
  delegationId: '',
  /** A webhook endpoint of organization A and one of its deliveries (issue 26 item 3). */
  webhookId: '',
  webhookDeliveryId: '',
  /** A sick leave of the EMPLOYEE and its proof (issue 24 item 5), so the document routes reach their handlers. */
  documentLeaveId: '',
  documentId: '',
  /** API keys of organization A (issue 26): every scope, each scope missing in turn, one revoked. */
  apiKey: '',
  apiKeyWithout: {} as Record<ApiKeyScope, string>,
  revokedApiKey: '',
  apiKeyId: '',
};
export const b = { adminToken: '', ids: [] as string[], apiKey: '' };
export let operatorToken = '';
export let operatorUsername = '';
export let mailId = '';
/** Operator commerce rows: a coupon and an upload of organization A, so operator calls reach their handlers. */
export const commerce = { couponId: '', uploadId: '' };
export let checks = 0;

/** A Turkish letter or a common Turkish word of our messages ("Soyad en fazla 100 karakter olabilir"). */
export const TURKISH = /[çğıöşüÇĞİÖŞÜ]|\b(alan|en fazla|karakter|olabilir|olmalı|gerekli)\b/i;
export const catalogue = new Set<string>();
export const collect = (value: unknown): void => {
  if (typeof value === 'string') catalogue.add(value);
  else if (value && typeof value === 'object') Object.values(value).forEach(collect);
};
collect(messages);

// ---------------------------------------------------------------- what a route takes

/** A valid body for each route that takes fields: attacks replace one field at a time, so everything else passes. */
export function sampleBody(operation: Operation): Record<string, unknown> | undefined {
  const own = { ...a, organizationId: a.id, operatorUsername };
  return sampleBodies(own)[`${operation.method} ${operation.path}`];
}

/** The organization A value of a path parameter (a real id of the right kind, so only the attacked part is wrong). */
export function ownParam(path: string, name: string) {
  if (name === 'token') return 'bilinmeyen-baglanti';
  if (name === 'leaveType') return 'annual_paid';
  if (path.startsWith('/api/team-rules/teams/')) return a.teamId;
  if (path.startsWith('/api/superadmin/mail')) return mailId;
  if (path.startsWith('/api/superadmin/coupons')) return commerce.couponId;
  if (path.startsWith('/api/data-upload/')) return commerce.uploadId;
  if (path.startsWith('/api/superadmin/organizations/')) return a.id;
  if (path.startsWith('/api/onboarding/status')) return a.id;
  if (path.startsWith('/api/admin/invitations')) return a.invitationId;
  if (path.startsWith('/api/teams/')) return a.teamId;
  if (path.startsWith('/api/delegations/')) return a.delegationId;
  if (path.startsWith('/api/webhooks/')) return name === 'deliveryId' ? a.webhookDeliveryId : a.webhookId;
  if (path.startsWith('/api/leaves/') && path.endsWith('/documents')) return a.documentLeaveId;
  if (path.startsWith('/api/leave-documents/')) return a.documentId;
  if (path.startsWith('/api/admin/api-keys/')) return a.apiKeyId;
  if (path.startsWith('/api/v1/leave-requests/')) return a.leaveId;
  if (path.startsWith('/api/leaves/') && !path.startsWith('/api/leaves/employee/')) return a.leaveId;
  if (path.startsWith('/api/superadmin/organizations/')) return a.id;
  if (path.startsWith('/api/superadmin/leave-requests/')) return a.leaveId;
  return a.employeeId;
}
export const fill = (path: string, value?: string) =>
  path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(value ?? ownParam(path, name)));
export const jsonSchemaOf = (operation: Operation) => operation.body?.['application/json']?.schema;
export const hostOf = (site: SiteKind) =>
  site === 'organization' ? a.host : site === 'operator' ? operatorHost : mainHost;
export const homeHost = (operation: Operation) => hostOf(operation.access!.sites[0]);
/** The strongest session the route admits (none for public routes). */
export function ownToken(operation: Operation) {
  const rule = operation.access!;
  if (rule.auth === 'operator') return operatorToken;
  if (rule.auth === 'user') return a.tokens[rule.roles.includes('ADMIN') ? 'ADMIN' : rule.roles[0]!];
  if (rule.auth === 'apiKey') return a.apiKey;
  return undefined;
}
/** Requests that end the caller's own session: sent only without a valid one. */
export const endsOwnSession = (operation: Operation) => operation.path.endsWith('/logout');
export const isWrite = (method: Method) => method !== 'GET';

// ---------------------------------------------------------------- sending and judging

/** The digests as of the last request, or null after an accepted write. */
let known: Record<string, string> | null = null;

/**
 * Sends one request and judges it: never a 5xx; a 4xx has `{ error, message, code }` with a
 * Turkish message; `expectStatus` narrows the status; a refused write changes no table.
 */
export async function attack(
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
    // An accepted call that wrote nothing (a POST that only reads, such as the leave form's rule check) leaves the digests as they were.
    if (status < 400) {
      if ((await nextTransactionId(ctx.handle.db)) !== mark) known = null;
    } else if ((await nextTransactionId(ctx.handle.db)) !== mark) {
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

export let startedAt = performance.now();
export const report = (name: string, failures: string[], before: number) => {
  console.info(
    `attack suite, ${name}: ${operations.length} operations, ${checks - before} checks, ${Math.round(performance.now() - startedAt)} ms`,
  );
  startedAt = performance.now();
  expect(failures).toEqual([]);
};

/** After a write outside attack(): the next refused write compares against fresh digests. */
export const forgetDigests = () => {
  known = null;
};

/** Registers the test app and its fixtures for the calling test file. */
export function useAttackTargets() {
  beforeAll(async () => {
    ctx = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '1000000', API_KEY_RATE_LIMIT_PER_MINUTE: '1000000' });
    const db = ctx.handle.db;
    const org = await createOrganization(db, { name: 'Saldırı Test A.Ş.' });
    Object.assign(a, { id: org.id, subdomain: org.subdomain, host: orgHost(org.subdomain) });
    const userIds = {} as Record<Role, string>;
    for (const role of ROLES) {
      const user = await createUser(db, org.id, { role });
      userIds[role] = user.id;
      a.tokens[role] = await loginAs(ctx.app, org.subdomain, user.email, TEST_PASSWORD);
      if (role === 'EMPLOYEE') Object.assign(a, { employeeId: user.id, employeeEmail: user.email });
    }
    a.managerId = userIds.MANAGER;
    const [delegation] = await db
      .insert(approvalDelegations)
      .values({ organizationId: org.id, approverId: userIds.MANAGER, delegateId: userIds.ADMIN })
      .returning();
    a.delegationId = delegation!.id;
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
    Object.assign(a, await createProofDocumentRows(db, org.id, a.employeeId, week.day(2)));
    const invited = await request(ctx.app, a.host, 'POST', '/api/admin/invite', {
      token: a.tokens.ADMIN,
      body: { firstName: 'Davetli', lastName: 'Kişi', email: 'davetli-a@ornek.com.tr' },
    });
    a.invitationId = inviteResponse.parse(invited.json()).invitation.id;
    const team = await request(ctx.app, a.host, 'POST', '/api/teams', {
      token: a.tokens.ADMIN,
      body: { name: 'Saldırı Takımı', managerIds: [] },
    });
    a.teamId = teamResponse.parse(team.json()).team.id;
    const webhook = await createWebhookRows(db, org.id);
    Object.assign(a, { webhookId: webhook.endpointId, webhookDeliveryId: webhook.deliveryId });

    Object.assign(a, await createApiKeys(ctx.app, a.host, a.tokens.ADMIN));

    const other = await createOrganization(db);
    const otherAdmin = await createUser(db, other.id, { role: 'ADMIN' });
    const otherPerson = await createUser(db, other.id);
    const otherManager = await createUser(db, other.id, { role: 'MANAGER' });
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
    const otherTeam = await request(ctx.app, orgHost(other.subdomain), 'POST', '/api/teams', {
      token: b.adminToken,
      body: { name: 'Yabancı Takım' },
    });
    const [otherLock] = await db
      .insert(lockPeriods)
      .values({ organizationId: other.id, startDate: week.monday, endDate: week.friday, mode: 'REFUSE' })
      .returning();
    const [otherDelegation] = await db
      .insert(approvalDelegations)
      .values({ organizationId: other.id, approverId: otherAdmin.id, delegateId: otherManager.id })
      .returning();
    b.apiKey = (await createApiKeys(ctx.app, orgHost(other.subdomain), b.adminToken)).apiKey;
    b.ids = [
      otherPerson.id,
      otherLeave!.id,
      inviteResponse.parse(otherInvitation.json()).invitation.id,
      other.id,
      teamResponse.parse(otherTeam.json()).team.id,
      otherLock!.id,
      otherDelegation!.id,
      (await createWebhookRows(db, other.id)).endpointId,
    ];

    const operator = await createOperator(db);
    operatorUsername = operator.username;
    const login = await request(ctx.app, operatorHost, 'POST', '/api/superadmin/login', {
      body: { username: operator.username, password: TEST_PASSWORD },
    });
    operatorToken = operatorLoginResponse.parse(login.json()).token;
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
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
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
}
