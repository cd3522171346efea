import { addDays, type CalendarDate } from '@paydos/domain';
import { desc, eq, gte, lte } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { leaveRequests, users, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema';
import { recordAudit, type UserActor } from '../../platform/audit';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import type { SecretBox } from '../../platform/sealed-secrets';
import { newWebhookSecret, queueWebhookEvent, sealWebhookSecret } from '../webhooks';
import { officeTime } from './demo-clock';
import { DEMO_LEAVER } from './demo-termination';

/** On the IANA's reserved example.com (RFC 2606): nobody real receives it, even if a visitor resumes it. */
export const DEMO_WEBHOOK_URL = 'https://bordro.example.com/paydos';
const SINCE_DAYS = 45;

/**
 * Issue 26 item 3: the payroll system's webhook, registered 45 days ago, with a delivery log of the
 * leave decisions and the leaver since then, each delivered once (one after a 503 and a retry), and
 * paused by the ADMIN since: the demo never sends anything, its log is not empty. The events are
 * queued by the feature's own `queueWebhookEvent` at the moment they happened, then recorded as
 * delivered; the endpoint is paused last, so the rest of the demo's writes queue nothing.
 */
export async function writeDemoWebhooks(
  tx: Transaction,
  scope: TenantScope,
  context: { today: CalendarDate; now: Date; adminId: string; secrets: SecretBox },
) {
  const { today, now, adminId } = context;
  const nowMs = now.getTime();
  const admin: UserActor = { kind: 'USER', id: adminId, label: 'ADMIN', ipAddress: null };
  const createdAt = officeTime(addDays(today, -SINCE_DAYS), 10, 40, nowMs);
  const [endpoint] = await tx
    .insert(webhookEndpoints)
    .values({
      organizationId: scope.organizationId,
      url: DEMO_WEBHOOK_URL,
      events: ['leave.approved', 'leave.cancelled', 'person.joined', 'person.left'],
      secret: sealWebhookSecret(context.secrets, scope.organizationId, newWebhookSecret()),
      createdById: adminId,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  await recordAudit(tx, admin, {
    action: 'webhook.create',
    organizationId: scope.organizationId,
    targetType: 'webhook',
    targetId: endpoint!.id,
    after: { url: DEMO_WEBHOOK_URL, events: endpoint!.events, status: 'ACTIVE' },
    at: createdAt,
  });

  const decided = await tx
    .select({ id: leaveRequests.id, decidedAt: leaveRequests.decidedAt })
    .from(leaveRequests)
    .where(
      inTenant(
        scope,
        leaveRequests,
        eq(leaveRequests.status, 'APPROVED'),
        gte(leaveRequests.decidedAt, createdAt),
        lte(leaveRequests.decidedAt, new Date(nowMs - 3_600_000)),
      ),
    )
    .orderBy(desc(leaveRequests.decidedAt))
    .limit(6);
  const happenings: { at: Date; queue: (at: Date) => Promise<string | null> }[] = decided.map((leave) => ({
    at: leave.decidedAt!,
    queue: (at) => queueWebhookEvent(tx, scope, { type: 'leave.approved', leaveRequestId: leave.id }, at),
  }));
  const [leaver] = await tx
    .select({ id: users.id, endDate: users.employmentEndDate })
    .from(users)
    .where(inTenant(scope, users, eq(users.email, DEMO_LEAVER.email)));
  if (leaver?.endDate && leaver.endDate >= addDays(today, -SINCE_DAYS))
    happenings.push({
      at: officeTime(leaver.endDate, 17, 30, nowMs),
      queue: (at) => queueWebhookEvent(tx, scope, { type: 'person.left', userId: leaver.id }, at),
    });
  happenings.sort((a, b) => a.at.getTime() - b.at.getTime());

  for (const [index, happening] of happenings.entries()) {
    const eventId = await happening.queue(happening.at);
    if (!eventId) continue;
    const [row] = await tx
      .select()
      .from(webhookEvents)
      .where(inTenant(scope, webhookEvents, eq(webhookEvents.eventId, eventId)));
    // The second one met a busy receiver first (503) and went out a minute later, as the backoff says.
    const failedFirst = index === 1;
    const attempts = failedFirst
      ? [
          { at: new Date(happening.at.getTime() + 1000), statusCode: 503, error: 'HTTP 503', durationMs: 412 },
          { at: new Date(happening.at.getTime() + 61_000), statusCode: 200, error: null, durationMs: 188 },
        ]
      : [{ at: new Date(happening.at.getTime() + 1000), statusCode: 200, error: null, durationMs: 143 + index * 17 }];
    await tx.insert(webhookDeliveries).values(
      attempts.map((attempt, i) => ({
        organizationId: scope.organizationId,
        webhookEventId: row!.id,
        attempt: i + 1,
        statusCode: attempt.statusCode,
        error: attempt.error,
        durationMs: attempt.durationMs,
        attemptedAt: attempt.at,
      })),
    );
    await tx
      .update(webhookEvents)
      .set({
        status: 'DELIVERED',
        attempts: attempts.length,
        retryStep: attempts.length - 1,
        lastStatusCode: 200,
        deliveredAt: attempts.at(-1)!.at,
        nextAttemptAt: attempts.at(-1)!.at,
      })
      .where(inTenant(scope, webhookEvents, eq(webhookEvents.id, row!.id)));
  }

  // Paused by the ADMIN yesterday ("the payroll system is moving"): the demo sends nothing.
  const pausedAt = officeTime(addDays(today, -1), 16, 10, nowMs);
  await tx
    .update(webhookEndpoints)
    .set({ status: 'PAUSED', pausedReason: 'ADMIN', updatedAt: pausedAt })
    .where(inTenant(scope, webhookEndpoints, eq(webhookEndpoints.id, endpoint!.id)));
  await recordAudit(tx, admin, {
    action: 'webhook.pause',
    organizationId: scope.organizationId,
    targetType: 'webhook',
    targetId: endpoint!.id,
    after: { url: DEMO_WEBHOOK_URL, events: endpoint!.events, status: 'PAUSED' },
    at: pausedAt,
  });
  return { endpointId: endpoint!.id, deliveries: happenings.length };
}
