import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webhooksResponse } from '@paydos/contract/webhooks';
import { loadConfig } from '../../config';
import { auditLog, webhookEndpoints } from '../../db/schema';
import { organizationWithRoles, request } from '../../../test/http';
import { useTestApp } from '../../../test/test-app';
import { createWebhookWorker } from './delivery-worker';
import { call, ctx, eventsOf, m, newOrg, receivedBy, receiver, register, requestLeave } from './webhooks-fixture';

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
      [{ url: receiver.url, events: ['leave.archived'] }, m.eventInvalid],
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
      secrets: ctx.app.secrets,
      ca: receiver.ca,
    });
    await strictWorker.runOnce();
    expect(receivedBy(org, before)).toEqual([]);
    const [row] = await eventsOf(endpoint.id);
    expect(row).toMatchObject({ status: 'PENDING', lastStatusCode: null });
    expect(row!.lastError).toMatch(/refused address (127\.0\.0\.1|::1)/);
  });
});
