import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { WebhookEventType } from '@paydos/contract/webhooks';
import type { Executor } from '../../db/client';
import { leaveRequests, users, webhookEndpoints, webhookEvents } from '../../db/schema';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import { WEBHOOK_RETRY_WINDOW_MS } from './backoff';

/** What a command says happened; the payload is read here, in the command's transaction. */
export type WebhookEvent =
  | { type: Extract<WebhookEventType, `leave.${string}`>; leaveRequestId: string }
  | { type: Extract<WebhookEventType, `person.${string}`>; userId: string };

const person = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  registryNumber: users.registryNumber,
  department: users.department,
};

/**
 * The event's `data`: the leave request (no reason or decision note: they may say why someone is ill,
 * and payroll needs the dates) or the person (who joined, when they started or left).
 */
async function eventData(tx: Executor, scope: TenantScope, event: WebhookEvent) {
  if ('leaveRequestId' in event) {
    const [row] = await tx
      .select({
        id: leaveRequests.id,
        status: leaveRequests.status,
        leaveType: leaveRequests.leaveType,
        startDate: leaveRequests.startDate,
        endDate: leaveRequests.endDate,
        days: sql<number>`${leaveRequests.days}::float8`,
        employee: sql`json_build_object('id', ${users.id}, 'firstName', ${users.firstName}, 'lastName', ${users.lastName}, 'email', ${users.email}, 'registryNumber', ${users.registryNumber}, 'department', ${users.department})`,
      })
      .from(leaveRequests)
      .innerJoin(users, eq(users.id, leaveRequests.userId))
      .where(inTenant(scope, leaveRequests, eq(leaveRequests.id, event.leaveRequestId)));
    return row ? { leaveRequest: row } : null;
  }
  const [row] = await tx
    .select({
      ...person,
      role: users.role,
      isActive: users.isActive,
      startDate: users.startDate,
      employmentEndDate: users.employmentEndDate,
    })
    .from(users)
    .where(inTenant(scope, users, eq(users.id, event.userId)));
  return row ? { person: row } : null;
}

/**
 * Queues a webhook event for every ACTIVE endpoint of the organization that subscribed to its type:
 * one outbox row per endpoint, one event id for all. Call it inside the transaction of the command
 * that causes the event (a rolled-back command sends nothing; a committed one is delivered at least
 * once, docs/decisions/003-outbox-mail.md). Without a subscriber it costs one indexed read.
 */
export async function queueWebhookEvent(tx: Executor, scope: TenantScope, event: WebhookEvent, now: Date) {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      inTenant(
        scope,
        webhookEndpoints,
        eq(webhookEndpoints.status, 'ACTIVE'),
        sql`${event.type} = any(${webhookEndpoints.events})`,
      ),
    );
  if (endpoints.length === 0) return null;
  const data = await eventData(tx, scope, event);
  if (!data) return null;
  const eventId = randomUUID();
  const payload = {
    id: eventId,
    type: event.type,
    createdAt: now.toISOString(),
    organizationId: scope.organizationId,
    data,
  };
  await tx.insert(webhookEvents).values(
    endpoints.map((endpoint) => ({
      organizationId: scope.organizationId,
      endpointId: endpoint.id,
      eventId,
      eventType: event.type,
      payload,
      nextAttemptAt: now,
      deadlineAt: new Date(now.getTime() + WEBHOOK_RETRY_WINDOW_MS),
      createdAt: now,
    })),
  );
  return eventId;
}
