import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webhookDeliveriesResponse } from '@paydos/contract/webhooks';
import { loadConfig } from '../../config';
import { auditLog, mailOutbox, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { operatorHost, operatorToken, request } from '../../../test/http';
import { createWebhookWorker } from './delivery-worker';
import {
  call,
  ctx,
  eventsOf,
  m,
  newOrg,
  receivedBy,
  receiver,
  register,
  requestLeave,
  verify,
  worker,
} from './webhooks-fixture';

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

  it("issue 26 item 3: edits reach the receiver as the commands do: an ADMIN's date change of an approved leave is leave.updated; the operator's approval, date change and deletion are leave.approved, leave.updated and leave.deleted (the request as it was)", async () => {
    const org = await newOrg();
    await register(org, ['leave.approved', 'leave.updated', 'leave.deleted']);
    const pass = worker();
    receiver.state.answer = 200;
    const before = receiver.received.length;
    const operator = await operatorToken(ctx.app, ctx.handle.db);
    const asOperator = (method: 'PUT' | 'DELETE', url: string, body?: unknown) =>
      request(ctx.app, operatorHost, method, url, { token: operator, body });

    const byAdmin = await requestLeave(org);
    const approved = await call(org, 'PUT', `/api/leaves/${byAdmin}/approve`);
    expect(approved.statusCode).toBe(200);
    const { leaveRequest } = approved.json();
    const edited = await call(org, 'PUT', `/api/leaves/${byAdmin}/update`, {
      startDate: leaveRequest.startDate,
      endDate: leaveRequest.startDate,
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const byOperator = await requestLeave(org);
    const url = `/api/superadmin/leave-requests/${byOperator}`;
    const approvedByOperator = await asOperator('PUT', url, { status: 'APPROVED' });
    expect(approvedByOperator.statusCode).toBe(200);
    const oneDay = { endDate: approvedByOperator.json().leaveRequest.startDate };
    const shorter = await asOperator('PUT', url, oneDay);
    expect(shorter.json().leaveRequest.days).toBe(1);
    // Saving the same again changes nothing: no event.
    expect((await asOperator('PUT', url, oneDay)).statusCode).toBe(200);
    expect((await asOperator('DELETE', url)).statusCode).toBe(200);
    await pass.runOnce();

    const got = receivedBy(org, before).map((delivery) => JSON.parse(delivery.body));
    expect(got.map((event) => [event.type, event.data.leaveRequest.id])).toEqual([
      ['leave.approved', byAdmin],
      ['leave.updated', byAdmin],
      ['leave.approved', byOperator],
      ['leave.updated', byOperator],
      ['leave.deleted', byOperator],
    ]);
    expect(got[1].data.leaveRequest).toMatchObject({
      startDate: leaveRequest.startDate,
      endDate: leaveRequest.startDate,
      days: 1,
    });
    expect(got[4].data.leaveRequest).toMatchObject({ status: 'APPROVED', days: 1 });
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
      secrets: ctx.app.secrets,
      ca: receiver.ca,
      timeoutMs: 300,
    });
    await pass.runOnce();
    const rows = await eventsOf(endpoint.id);
    expect(rows[1]).toMatchObject({ status: 'PENDING', lastStatusCode: null, lastError: 'no answer within 300 ms' });
    receiver.state.answer = 200;
  });
});
