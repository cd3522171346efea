import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@paydos/contract/messages';
import {
  webhookCreatedResponse,
  webhookDeliveriesResponse,
  webhooksResponse,
  type WebhookEventType,
} from '@paydos/contract/webhooks';
import { loadConfig } from '../../config';
import { auditLog, mailOutbox, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema';
import { cleanWeeks } from '../../../test/leave-dates';
import { organizationWithRoles, request } from '../../../test/http';
import { useTestApp } from '../../../test/test-app';
import { startWebhookReceiver, type ReceivedDelivery, type WebhookReceiver } from '../../../test/webhook-receiver';
import { createWebhookWorker } from './delivery-worker';

const m = messages.webhooks;
const ctx = useTestApp({ WEBHOOKS_ALLOW_PRIVATE_NETWORKS: '1' });
const weeks = cleanWeeks(40, 12, 7);
let nextWeek = 0;

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

type Org = Awaited<ReturnType<typeof organizationWithRoles>>;
const newOrg = () => organizationWithRoles(ctx.app, ctx.handle.db);
const call = (org: Org, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token?: string) =>
  request(ctx.app, org.host, method, url, { token: token ?? org.adminToken, body });

/** A worker on the test's database, trusting the receiver's certificate, its clock set by the test. */
function worker(clock: () => Date = () => new Date(), env: Record<string, string> = {}) {
  const config = loadConfig({ WEBHOOKS_ALLOW_PRIVATE_NETWORKS: '1', BASE_DOMAIN: 'localhost', ...env });
  return createWebhookWorker({ db: ctx.handle.db, config, ca: receiver.ca, now: clock, timeoutMs: 2000 });
}

async function register(org: Org, events: WebhookEventType[] = ['leave.requested', 'leave.approved'], path = '') {
  const response = await call(org, 'POST', '/api/webhooks', { url: `${receiver.url}${path}`, events });
  expect(response.statusCode, response.body).toBe(201);
  return webhookCreatedResponse.parse(response.json());
}

/** An employee's unpaid leave request (no balance needed), answered with its id. */
async function requestLeave(org: Org) {
  const week = weeks[nextWeek++ % weeks.length]!;
  const response = await call(
    org,
    'POST',
    '/api/leaves',
    { leaveType: 'unpaid_leave', startDate: week.monday, endDate: week.day(1), reason: 'Ailevi sebepler' },
    org.employeeToken,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().leaveRequest.id as string;
}

/** The receiver's check, as docs/features.md "Webhooks" tells a receiver to write it. */
function verify(delivery: ReceivedDelivery, secret: string, nowSeconds = Math.floor(Date.now() / 1000)) {
  const header = String(delivery.headers['paydos-signature']);
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  const t = Number(parts.t);
  const expected = createHmac('sha256', secret).update(`${parts.t}.${delivery.body}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return {
    signed: given.length === expected.length && timingSafeEqual(given, expected),
    fresh: Math.abs(nowSeconds - t) <= 300,
  };
}

/** What the receiver got from `org` since `before` (other tests' organizations share the receiver). */
const receivedBy = (org: Org, before: number) =>
  receiver.received.slice(before).filter((d) => JSON.parse(d.body).organizationId === org.org.id);

const eventsOf = (endpointId: string) =>
  ctx.handle.db
    .select()
    .from(webhookEvents)
    .where(eq(webhookEvents.endpointId, endpointId))
    .orderBy(asc(webhookEvents.createdAt));

describe('webhooks: endpoints (issue 26 item 3)', () => {
  it('an ADMIN registers an endpoint: its secret is answered once, the list shows only its hint; create, pause, resume and delete are audited', async () => {
    const org = await newOrg();
    const { endpoint, secret, message } = await register(org);
    expect(message).toBe(m.created);
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(endpoint).toMatchObject({
      url: receiver.url,
      status: 'ACTIVE',
      events: ['leave.requested', 'leave.approved'],
    });
    const list = await call(org, 'GET', '/api/webhooks');
    expect(list.body).not.toContain(secret);
    expect(webhooksResponse.parse(list.json()).endpoints).toEqual([
      expect.objectContaining({ id: endpoint.id, secretHint: `${secret.slice(0, 10)}…` }),
    ]);
    expect((await call(org, 'POST', `/api/webhooks/${endpoint.id}/pause`)).json().endpoint).toMatchObject({
      status: 'PAUSED',
      pausedReason: 'ADMIN',
    });
    expect((await call(org, 'POST', `/api/webhooks/${endpoint.id}/resume`)).json().endpoint.status).toBe('ACTIVE');
    expect((await call(org, 'DELETE', `/api/webhooks/${endpoint.id}`)).json().message).toBe(m.deleted);
    expect(webhooksResponse.parse((await call(org, 'GET', '/api/webhooks')).json()).endpoints).toEqual([]);
    const audited = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, org.org.id), eq(auditLog.targetId, endpoint.id)))
      .orderBy(asc(auditLog.createdAt));
    expect(audited.map((a) => a.action)).toEqual([
      'webhook.create',
      'webhook.pause',
      'webhook.resume',
      'webhook.delete',
    ]);
    expect(JSON.stringify(audited)).not.toContain(secret);
  });

  it('refuses what is not an https URL with events: http, credentials, no events, an unknown event (Turkish 400s, nothing written)', async () => {
    const org = await newOrg();
    for (const [body, error] of [
      [{ url: 'https://user:pw@127.0.0.1/x', events: ['leave.approved'] }, m.credentialsInUrl],
      [{ url: 'bir adres', events: ['leave.approved'] }, m.urlInvalid],
      [{ url: receiver.url, events: [] }, m.eventsRequired],
      [{ url: receiver.url, events: ['leave.deleted'] }, m.eventInvalid],
    ] as const) {
      const response = await call(org, 'POST', '/api/webhooks', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toBe(error);
    }
    expect(webhooksResponse.parse((await call(org, 'GET', '/api/webhooks')).json()).endpoints).toEqual([]);
  });

  it('another organization never sees, pages, pauses, resends or deletes an endpoint: 404 on its host', async () => {
    const org = await newOrg();
    const other = await newOrg();
    const { endpoint } = await register(org, ['leave.requested']);
    await requestLeave(org);
    const [event] = await eventsOf(endpoint.id);
    expect(webhooksResponse.parse((await call(other, 'GET', '/api/webhooks')).json()).endpoints).toEqual([]);
    for (const [method, url] of [
      ['GET', `/api/webhooks/${endpoint.id}/deliveries`],
      ['POST', `/api/webhooks/${endpoint.id}/pause`],
      ['POST', `/api/webhooks/${endpoint.id}/deliveries/${event!.id}/resend`],
      ['DELETE', `/api/webhooks/${endpoint.id}`],
    ] as const) {
      const response = await call(other, method, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error).toBe(m.notFound);
    }
    const [still] = await ctx.handle.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(still!.status).toBe('ACTIVE');
    // A leave of the other organization queues nothing for this one's endpoint.
    await requestLeave(other);
    expect(await eventsOf(endpoint.id)).toHaveLength(1);
  });
});

describe('webhooks: signed deliveries from the outbox (issue 26 item 3)', () => {
  it('a leave request and its approval reach the receiver signed: HMAC-SHA256 of "t.body" under the secret, a fresh timestamp, the event id in header and body', async () => {
    const org = await newOrg();
    const { endpoint, secret } = await register(org);
    const pass = worker();
    receiver.state.answer = 200;
    const before = receiver.received.length;

    const started = performance.now();
    const leaveId = await requestLeave(org);
    await pass.runOnce();
    const latencyMs = receiver.received.at(-1)!.at - started;
    expect((await call(org, 'PUT', `/api/leaves/${leaveId}/approve`)).statusCode).toBe(200);
    await pass.runOnce();

    const got = receivedBy(org, before);
    expect(got.map((d) => d.headers['paydos-event-type'])).toEqual(['leave.requested', 'leave.approved']);
    for (const delivery of got) {
      expect(verify(delivery, secret)).toEqual({ signed: true, fresh: true });
      expect(verify({ ...delivery, body: delivery.body.replace('unpaid_leave', 'annual_paid') }, secret).signed).toBe(
        false,
      );
      expect(verify(delivery, 'whsec_baska-bir-anahtar').signed).toBe(false);
      const body = JSON.parse(delivery.body);
      expect(delivery.headers['paydos-event-id']).toBe(body.id);
      expect(delivery.headers['content-type']).toBe('application/json');
      expect(body.data.leaveRequest).toMatchObject({ id: leaveId, leaveType: 'unpaid_leave', days: 2 });
      expect(body.data.leaveRequest.employee.email).toBe(org.employee.email);
      // The leave's reason may say why someone is ill: it is not sent.
      expect(delivery.body).not.toContain('Ailevi sebepler');
    }
    expect(JSON.parse(got[1]!.body).data.leaveRequest.status).toBe('APPROVED');
    // An old timestamp is refused by the receiver's check (replays).
    expect(verify(got[0]!, secret, Math.floor(Date.now() / 1000) + 600).fresh).toBe(false);

    const log = webhookDeliveriesResponse.parse(
      (await call(org, 'GET', `/api/webhooks/${endpoint.id}/deliveries?limit=1`)).json(),
    );
    expect(log.deliveries[0]).toMatchObject({
      eventType: 'leave.approved',
      status: 'DELIVERED',
      attempts: 1,
      lastStatusCode: 200,
    });
    expect(log.nextCursor).not.toBeNull();
    const second = webhookDeliveriesResponse.parse(
      (await call(org, 'GET', `/api/webhooks/${endpoint.id}/deliveries?limit=1&cursor=${log.nextCursor}`)).json(),
    );
    expect(second.deliveries.map((d) => d.eventType)).toEqual(['leave.requested']);
    console.info(`[webhooks] command to receiver (one worker pass after the answer): ${latencyMs.toFixed(0)} ms`);
  });

  it('a leave type the endpoint did not choose, and a paused endpoint, queue nothing; person.left goes out when a person is deactivated', async () => {
    const org = await newOrg();
    const { endpoint: leaves } = await register(org, ['leave.approved']);
    const { endpoint: people } = await register(org, ['person.left', 'person.joined']);
    await requestLeave(org);
    expect(await eventsOf(leaves.id)).toHaveLength(0);
    await call(org, 'POST', `/api/webhooks/${leaves.id}/pause`);
    const before = receiver.received.length;
    const deactivate = await call(org, 'DELETE', `/api/admin/users/${org.employee.id}`);
    expect(deactivate.statusCode, deactivate.body).toBe(200);
    await worker().runOnce();
    const got = receivedBy(org, before);
    expect(got.map((d) => d.headers['paydos-event-type'])).toEqual(['person.left']);
    expect(JSON.parse(got[0]!.body).data.person).toMatchObject({ id: org.employee.id, isActive: false });
    expect(await eventsOf(people.id)).toHaveLength(1);
  });

  it('backoff: a failing receiver sees the same event at 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, 24 h, 24 h, then it is FAILED past 3 days; 3 days of failures pause the endpoint and mail the ADMIN', async () => {
    const org = await newOrg();
    const { endpoint } = await register(org, ['leave.requested'], '?fail=1');
    receiver.state.answer = 503;
    const before = receiver.received.length;
    await requestLeave(org);
    const start = new Date();
    let clock = start;
    const pass = worker(() => clock);
    const tried: number[] = [];
    for (let i = 0; i < 12; i++) {
      await pass.runOnce();
      const [row] = await eventsOf(endpoint.id);
      tried.push(Math.round((clock.getTime() - start.getTime()) / 60_000));
      if (row!.status !== 'PENDING') break;
      // One second early, nothing is due; at the next attempt's time it is.
      clock = new Date(row!.nextAttemptAt.getTime() - 1000);
      const seen = receivedBy(org, before).length;
      await pass.runOnce();
      expect(receivedBy(org, before)).toHaveLength(seen);
      clock = row!.nextAttemptAt;
    }
    const got = receivedBy(org, before);
    expect(new Set(got.map((d) => d.headers['paydos-event-id'])).size).toBe(1);
    expect(got).toHaveLength(9);
    // Minutes from the first attempt: 0, 1, 6, 36, 156 (2 h 36), 516, 1236, 2676, 4116 (68 h 36).
    expect(tried).toEqual([0, 1, 6, 36, 156, 516, 1236, 2676, 4116]);
    const [failed] = await eventsOf(endpoint.id);
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 9, lastStatusCode: 503 });
    const attempts = await ctx.handle.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookEventId, failed!.id));
    expect(attempts.map((a) => a.statusCode)).toEqual(Array(9).fill(503));
    let [stored] = await ctx.handle.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(stored).toMatchObject({ status: 'ACTIVE', failingSince: start });

    // A new event fails past three days of failing: the endpoint is paused, the ADMIN mailed, the pause audited.
    await requestLeave(org);
    clock = new Date(start.getTime() + 72 * 3600_000 + 60_000);
    await pass.runOnce();
    [stored] = await ctx.handle.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(stored).toMatchObject({ status: 'PAUSED', pausedReason: 'FAILING' });
    const mails = await ctx.handle.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.organizationId, org.org.id), eq(mailOutbox.template, 'webhook-paused')));
    expect(mails.map((mail) => mail.toAddress)).toEqual([org.admin.email]);
    expect(mails[0]!.subject).toBe('Webhook duraklatıldı: teslimatlar 3 gündür başarısız');
    const [pause] = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, endpoint.id), eq(auditLog.action, 'webhook.pause')));
    expect(pause).toMatchObject({ actorKind: 'SYSTEM', actorLabel: 'webhook-delivery' });
    // Paused: nothing more is tried, even when due.
    const seen = receivedBy(org, before).length;
    clock = new Date(clock.getTime() + 3600_000);
    await pass.runOnce();
    expect(receivedBy(org, before)).toHaveLength(seen);
    receiver.state.answer = 200;
    console.info(
      `[webhooks] retries seen by a failing receiver: ${got.length} attempts at minutes ${tried.join(', ')}`,
    );
  });

  it('"Tekrar gönder" sends a failed delivery again with the same event id and new retries; it is audited; a paused endpoint refuses it', async () => {
    const org = await newOrg();
    const { endpoint } = await register(org, ['leave.requested']);
    receiver.state.answer = 500;
    await requestLeave(org);
    await worker().runOnce();
    const [first] = await eventsOf(endpoint.id);
    expect(first).toMatchObject({ status: 'PENDING', retryStep: 1, lastStatusCode: 500 });
    receiver.state.answer = 200;
    const resend = await call(org, 'POST', `/api/webhooks/${endpoint.id}/deliveries/${first!.id}/resend`);
    expect(resend.statusCode, resend.body).toBe(200);
    expect(resend.json().message).toBe(m.resent);
    const before = receiver.received.length;
    await worker().runOnce();
    expect(receivedBy(org, before).map((d) => d.headers['paydos-event-id'])).toEqual([first!.eventId]);
    const [done] = await eventsOf(endpoint.id);
    expect(done).toMatchObject({ status: 'DELIVERED', attempts: 2, lastStatusCode: 200 });
    // A delivered one can be sent again too (the receiver lost it): same event id once more.
    expect((await call(org, 'POST', `/api/webhooks/${endpoint.id}/deliveries/${first!.id}/resend`)).statusCode).toBe(
      200,
    );
    await worker().runOnce();
    expect(receivedBy(org, before).map((d) => d.headers['paydos-event-id'])).toEqual([first!.eventId, first!.eventId]);
    const audited = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, endpoint.id), eq(auditLog.action, 'webhook.resend')));
    expect(audited).toHaveLength(2);
    await call(org, 'POST', `/api/webhooks/${endpoint.id}/pause`);
    const refused = await call(org, 'POST', `/api/webhooks/${endpoint.id}/deliveries/${first!.id}/resend`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(m.resendPaused);
  });

  it('a redirect is not followed (a 3xx is a failed attempt) and a receiver that does not answer in time fails the attempt', async () => {
    const org = await newOrg();
    const { endpoint } = await register(org, ['leave.requested']);
    receiver.state.answer = 302;
    receiver.state.headers = { location: `${receiver.url}/elsewhere` };
    const before = receiver.received.length;
    await requestLeave(org);
    await worker().runOnce();
    expect(receivedBy(org, before).map((d) => d.path)).toEqual(['/paydos-webhook']);
    expect((await eventsOf(endpoint.id))[0]).toMatchObject({ status: 'PENDING', lastStatusCode: 302 });

    receiver.state.answer = 'hang';
    receiver.state.headers = {};
    await requestLeave(org);
    const pass = createWebhookWorker({
      db: ctx.handle.db,
      config: loadConfig({ WEBHOOKS_ALLOW_PRIVATE_NETWORKS: '1' }),
      ca: receiver.ca,
      timeoutMs: 300,
    });
    await pass.runOnce();
    const rows = await eventsOf(endpoint.id);
    expect(rows[1]).toMatchObject({ status: 'PENDING', lastStatusCode: null, lastError: 'no answer within 300 ms' });
    receiver.state.answer = 200;
  });
});

describe('webhooks: the SSRF guard (issue 26 item 3, docs/SECURITY.md "Webhooks")', () => {
  const strict = useTestApp();

  it('private, loopback, link-local, unique-local addresses and plain http are refused at registration when the installation does not allow them', async () => {
    const org = await organizationWithRoles(strict.app, strict.handle.db);
    for (const [url, error] of [
      ['https://127.0.0.1/hook', m.privateAddress],
      ['https://10.1.2.3/hook', m.privateAddress],
      ['https://192.168.1.10/hook', m.privateAddress],
      ['https://169.254.169.254/latest/meta-data', m.privateAddress],
      ['https://[::1]/hook', m.privateAddress],
      ['https://[fd00::1]/hook', m.privateAddress],
      ['https://[::ffff:127.0.0.1]/hook', m.privateAddress],
      ['https://224.0.0.1/hook', m.privateAddress],
      ['https://localhost/hook', m.privateAddress],
      ['http://93.184.215.14/hook', m.httpsOnly],
    ] as const) {
      const response = await request(strict.app, org.host, 'POST', '/api/webhooks', {
        token: org.adminToken,
        body: { url, events: ['leave.approved'] },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error, url).toBe(error);
    }
    expect(await strict.handle.db.select().from(webhookEndpoints)).toEqual([]);
    // A public address is taken.
    const ok = await request(strict.app, org.host, 'POST', '/api/webhooks', {
      token: org.adminToken,
      body: { url: 'https://93.184.215.14/paydos', events: ['leave.approved'] },
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('each delivery checks the address again (DNS rebinding): an endpoint that now points at a loopback address is refused, nothing reaches it', async () => {
    const org = await newOrg();
    const { endpoint } = await register(org, ['leave.requested']);
    // As if its name now resolved to 127.0.0.1: the stored endpoint is on loopback, the worker does not allow it.
    await ctx.handle.db
      .update(webhookEndpoints)
      .set({ url: receiver.url.replace('127.0.0.1', 'localhost') })
      .where(eq(webhookEndpoints.id, endpoint.id));
    const before = receiver.received.length;
    await requestLeave(org);
    const strictWorker = createWebhookWorker({
      db: ctx.handle.db,
      config: loadConfig({}),
      ca: receiver.ca,
    });
    await strictWorker.runOnce();
    expect(receivedBy(org, before)).toEqual([]);
    const [row] = await eventsOf(endpoint.id);
    expect(row).toMatchObject({ status: 'PENDING', lastStatusCode: null });
    expect(row!.lastError).toMatch(/refused address (127\.0\.0\.1|::1)/);
  });
});
