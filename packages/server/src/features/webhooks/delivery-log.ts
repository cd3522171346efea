import { and, eq } from 'drizzle-orm';
import type { PageRequest } from '@paydos/contract/page';
import { messages } from '@paydos/contract/messages';
import type { WebhookDelivery } from '@paydos/contract/webhooks';
import type { Database, Executor } from '../../db/client';
import { webhookEndpoints, webhookEvents } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { newestFirst } from '../../platform/keyset';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import { WEBHOOK_RETRY_WINDOW_MS } from './backoff';

const m = messages.webhooks;

// Newest first; the cursor bound to the organization and the endpoint (platform/keyset.ts).
const order = (scope: TenantScope, endpointId: string) =>
  newestFirst(webhookEvents.createdAt, webhookEvents.id, `${scope.organizationId}:${endpointId}`);

async function findEndpoint(db: Executor, scope: TenantScope, endpointId: string) {
  const [row] = await db
    .select({ id: webhookEndpoints.id, status: webhookEndpoints.status })
    .from(webhookEndpoints)
    .where(inTenant(scope, webhookEndpoints, eq(webhookEndpoints.id, endpointId)));
  if (!row) throw fail.notFound(m.notFound);
  return row;
}

/** GET /api/webhooks/{id}/deliveries: the endpoint's deliveries, newest first, keyset-paged. */
export async function listDeliveries(db: Executor, scope: TenantScope, endpointId: string, page: PageRequest) {
  await findEndpoint(db, scope, endpointId);
  const keys = order(scope, endpointId);
  const result = await keys.readPage(
    db
      .select({
        id: webhookEvents.id,
        key: keys.key,
        eventId: webhookEvents.eventId,
        eventType: webhookEvents.eventType,
        status: webhookEvents.status,
        attempts: webhookEvents.attempts,
        lastStatusCode: webhookEvents.lastStatusCode,
        lastError: webhookEvents.lastError,
        nextAttemptAt: webhookEvents.nextAttemptAt,
        deliveredAt: webhookEvents.deliveredAt,
        createdAt: webhookEvents.createdAt,
      })
      .from(webhookEvents)
      .where(inTenant(scope, webhookEvents, eq(webhookEvents.endpointId, endpointId), keys.after(page.cursor))),
    page.limit,
  );
  return {
    deliveries: result.rows.map((row): WebhookDelivery => ({
      ...row,
      eventType: row.eventType as WebhookDelivery['eventType'],
      nextAttemptAt: row.status === 'PENDING' ? row.nextAttemptAt.toISOString() : null,
      deliveredAt: row.deliveredAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: result.nextCursor,
  };
}

/**
 * POST /api/webhooks/{id}/deliveries/{deliveryId}/resend ("Tekrar gönder"): the same event, the same
 * event id, due now, with a new round of retries (backoff from the start, three days from now). A
 * delivery being tried right now (its claim not run out) is a 409: the worker is on it.
 */
export function resendDelivery(
  db: Database,
  scope: TenantScope,
  actor: AuditActor,
  endpointId: string,
  deliveryId: string,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const endpoint = await findEndpoint(tx, scope, endpointId);
    if (endpoint.status !== 'ACTIVE') throw fail.conflict(m.resendPaused);
    const [row] = await tx
      .select()
      .from(webhookEvents)
      .where(inTenant(scope, webhookEvents, eq(webhookEvents.id, deliveryId), eq(webhookEvents.endpointId, endpointId)))
      .for('update');
    if (!row) throw fail.notFound(m.deliveryNotFound);
    if (row.status === 'PENDING' && row.claimedUntil && row.claimedUntil > now) throw fail.conflict(m.resendBusy);
    await tx
      .update(webhookEvents)
      .set({
        status: 'PENDING',
        retryStep: 0,
        nextAttemptAt: now,
        claimedUntil: null,
        deadlineAt: new Date(now.getTime() + WEBHOOK_RETRY_WINDOW_MS),
      })
      .where(and(eq(webhookEvents.id, row.id), inTenant(scope, webhookEvents)));
    await recordAudit(tx, actor, {
      action: 'webhook.resend',
      organizationId: scope.organizationId,
      targetType: 'webhook',
      targetId: endpointId,
      before: { status: row.status },
      after: { eventId: row.eventId, eventType: row.eventType },
    });
  });
}
