import { createHmac, timingSafeEqual } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { messages } from '@paydos/contract/messages';
import { webhookCreatedResponse, type WebhookEventType } from '@paydos/contract/webhooks';
import { loadConfig } from '../../config';
import { webhookEvents } from '../../db/schema';
import { cleanWeeks } from '../../../test/leave-dates';
import { organizationWithRoles, request } from '../../../test/http';
import { useTestApp } from '../../../test/test-app';
import { startWebhookReceiver, type ReceivedDelivery, type WebhookReceiver } from '../../../test/webhook-receiver';
import { systemClock, type Clock } from '../../platform/clock';
import type { SecretBox } from '../../platform/sealed-secrets';
import { createWebhookWorker } from './delivery-worker';

// The webhook tests' shared setup (webhooks.test.ts, webhook-deliveries.test.ts): a test app that allows private
// networks, one local HTTPS receiver, and the calls and checks they share.

export const m = messages.webhooks;
export const ctx = useTestApp({ WEBHOOKS_ALLOW_PRIVATE_NETWORKS: '1' });
const weeks = cleanWeeks(40, 12, 7);
let nextWeek = 0;

export let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

export type Org = Awaited<ReturnType<typeof organizationWithRoles>>;
export const newOrg = () => organizationWithRoles(ctx.app, ctx.handle.db);
export const call = (
  org: Org,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  token?: string,
) => request(ctx.app, org.host, method, url, { token: token ?? org.adminToken, body });

/** A worker on the test's database, trusting the receiver's certificate, its clock set by the test; the app's key unless `secrets`. */
export function worker(clock: Clock = systemClock, env: Record<string, string> = {}, secrets?: SecretBox) {
  const config = loadConfig({ WEBHOOKS_ALLOW_PRIVATE_NETWORKS: '1', BASE_DOMAIN: 'localhost', ...env });
  return createWebhookWorker({
    db: ctx.handle.db,
    config,
    secrets: secrets ?? ctx.app.secrets,
    ca: receiver.ca,
    now: clock,
    timeoutMs: 2000,
  });
}

export async function register(
  org: Org,
  events: WebhookEventType[] = ['leave.requested', 'leave.approved'],
  path = '',
) {
  const response = await call(org, 'POST', '/api/webhooks', { url: `${receiver.url}${path}`, events });
  expect(response.statusCode, response.body).toBe(201);
  return webhookCreatedResponse.parse(response.json());
}

/** An employee's unpaid leave request (no balance needed), answered with its id. */
export async function requestLeave(org: Org) {
  const week = weeks[nextWeek++ % weeks.length]!;
  const response = await call(
    org,
    'POST',
    '/api/leaves',
    { leaveType: 'unpaid_leave', startDate: week.monday, endDate: week.day(1), reason: 'Ailevi sebepler' },
    org.employeeToken,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ leaveRequest: { id: string } }>().leaveRequest.id;
}

/** The receiver's check, as docs/features.md "Webhooks" tells a receiver to write it. */
export function verify(
  delivery: ReceivedDelivery,
  secret: string,
  nowSeconds = Math.floor(systemClock().getTime() / 1000),
) {
  const header = String(delivery.headers['paydos-signature']);
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('='))) as Record<string, string | undefined>;
  const t = Number(parts.t);
  const expected = createHmac('sha256', secret).update(`${parts.t}.${delivery.body}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return {
    signed: given.length === expected.length && timingSafeEqual(given, expected),
    fresh: Math.abs(nowSeconds - t) <= 300,
  };
}

/** What the receiver got from `org` since `before` (other tests' organizations share the receiver). */
export const receivedBy = (org: Org, before: number) =>
  receiver.received
    .slice(before)
    .filter((d) => (JSON.parse(d.body) as { organizationId: string }).organizationId === org.org.id);

export const eventsOf = (endpointId: string) =>
  ctx.handle.db
    .select()
    .from(webhookEvents)
    .where(eq(webhookEvents.endpointId, endpointId))
    .orderBy(asc(webhookEvents.createdAt));
