import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema';
import { recordAudit, systemActor } from '../../platform/audit';
import { systemClock, type Clock } from '../../platform/clock';
import { startPeriodicTask } from '../../platform/periodic-task';
import { openSecretBox, type SecretBox } from '../../platform/sealed-secrets';
import { scopeOfOrganization } from '../../platform/tenant-scope';
import { WEBHOOK_RETRY_WINDOW_MS, webhookRetryDelaySeconds } from './backoff';
import { mailEndpointPaused } from './pause-mail';
import { sendDelivery, type DeliveryResult } from './send-delivery';
import { openWebhookSecret, signatureHeader } from './signature';

const BATCH = 20;
/** Personio's receivers must acknowledge within 3 s; ours get 5 s for the status line. */
export const DEFAULT_DELIVERY_TIMEOUT_MS = 5000;

export interface WebhookWorkerOptions {
  db: Database;
  config: Config;
  /** Opens the endpoints' sealed secrets: the app's (`app.secrets`); default: the installation's, from `config`. */
  secrets?: SecretBox;
  pollMs?: number;
  timeoutMs?: number;
  /** Extra trusted certificate authorities: the tests' self-signed receiver (production: NODE_EXTRA_CA_CERTS if ever). */
  ca?: string | Buffer;
  /** Read once per pass: the claim, the lease, the signature's timestamp and the marks. Tests move it. */
  now?: Clock;
  log?: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
}

export interface WebhookWorker {
  /** One pass over the due deliveries; resolves to how many it claimed. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Delivers the webhook outbox, at least once, on the mail worker's pattern (docs/decisions/003 and 012):
 * one statement claims up to 20 due rows of ACTIVE endpoints (`FOR UPDATE SKIP LOCKED`), counting the
 * attempt (the fencing token) and leasing them until `claimed_until`; the POSTs go out in parallel,
 * outside any transaction, each cut at the timeout, so a pass ends well within the lease (at least
 * 10 s, the timeout 5 s) and needs no renewal. Each result is written in its own transaction, fenced
 * by the attempt: the log row, the event's mark (DELIVERED, or PENDING at the next backoff step, or
 * FAILED past its three days) and the endpoint's failure streak, which pauses the endpoint and mails
 * the ADMINs once it is three days old. A crash between the receiver's answer and the mark delivers
 * the event again after the lease, with the same `Paydos-Event-Id`.
 */
export function createWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const { db, config, log } = options;
  const clock = options.now ?? systemClock;
  const allowPrivate = config.webhooksAllowPrivateNetworks;
  const secrets = options.secrets ?? openSecretBox(config);
  const timeoutMs = options.timeoutMs ?? DEFAULT_DELIVERY_TIMEOUT_MS;

  async function claimDue(now: Date) {
    const activeEndpoints = db
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.status, 'ACTIVE'));
    const due = db
      .select({ id: webhookEvents.id })
      .from(webhookEvents)
      .where(
        and(
          eq(webhookEvents.status, 'PENDING'),
          lte(webhookEvents.nextAttemptAt, now),
          or(isNull(webhookEvents.claimedUntil), lte(webhookEvents.claimedUntil, now)),
          inArray(webhookEvents.endpointId, activeEndpoints),
        ),
      )
      .orderBy(webhookEvents.nextAttemptAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(webhookEvents)
      .set({
        attempts: sql`${webhookEvents.attempts} + 1`,
        claimedUntil: new Date(now.getTime() + config.webhookLeaseSeconds * 1000),
      })
      .where(and(inArray(webhookEvents.id, due), eq(webhookEvents.status, 'PENDING')))
      .returning();
  }

  type Claimed = Awaited<ReturnType<typeof claimDue>>[number];

  async function record(row: Claimed, result: DeliveryResult, now: Date) {
    const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const step = row.retryStep + 1;
    const next = new Date(now.getTime() + webhookRetryDelaySeconds(step) * 1000);
    const giveUp = !ok && next > row.deadlineAt;
    await db.transaction(async (tx) => {
      const [marked] = await tx
        .update(webhookEvents)
        .set({
          status: ok ? 'DELIVERED' : giveUp ? 'FAILED' : 'PENDING',
          claimedUntil: null,
          lastStatusCode: result.statusCode,
          lastError: result.error,
          ...(ok ? { deliveredAt: now } : { retryStep: step, nextAttemptAt: giveUp ? now : next }),
        })
        .where(
          and(
            eq(webhookEvents.id, row.id),
            eq(webhookEvents.status, 'PENDING'),
            eq(webhookEvents.attempts, row.attempts),
          ),
        )
        .returning({ id: webhookEvents.id });
      // The claim was lost (its lease ran out and another pass took it): that pass records its own attempt.
      if (!marked) return;
      await tx.insert(webhookDeliveries).values({
        organizationId: row.organizationId,
        webhookEventId: row.id,
        attempt: row.attempts,
        statusCode: result.statusCode,
        error: result.error,
        durationMs: result.durationMs,
        attemptedAt: now,
      });
      const [endpoint] = await tx
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, row.endpointId))
        .for('update');
      if (!endpoint) return;
      if (ok) {
        if (endpoint.failingSince)
          await tx.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, endpoint.id));
        return;
      }
      const failingSince = endpoint.failingSince ?? now;
      const pause = endpoint.status === 'ACTIVE' && now.getTime() - failingSince.getTime() >= WEBHOOK_RETRY_WINDOW_MS;
      await tx
        .update(webhookEndpoints)
        .set(pause ? { failingSince, status: 'PAUSED', pausedReason: 'FAILING', updatedAt: now } : { failingSince })
        .where(eq(webhookEndpoints.id, endpoint.id));
      if (!pause) return;
      const scope = scopeOfOrganization(endpoint.organizationId);
      await mailEndpointPaused(tx, config, scope, endpoint, result.error);
      await recordAudit(tx, systemActor('webhook-delivery'), {
        action: 'webhook.pause',
        organizationId: endpoint.organizationId,
        targetType: 'webhook',
        targetId: endpoint.id,
        before: { status: 'ACTIVE' },
        after: { status: 'PAUSED', pausedReason: 'FAILING', failingSince: failingSince.toISOString() },
      });
      log?.warn({ endpointId: endpoint.id }, 'webhook endpoint paused after 3 days of failures');
    });
    if (!ok)
      log?.warn(
        { webhookEventId: row.id, attempt: row.attempts, statusCode: result.statusCode, error: result.error },
        giveUp ? 'webhook delivery failed for good' : 'webhook delivery will be retried',
      );
  }

  async function runOnce(): Promise<number> {
    const now = clock();
    const claimed = await claimDue(now);
    if (claimed.length === 0) return 0;
    const endpoints = await db
      .select({
        id: webhookEndpoints.id,
        organizationId: webhookEndpoints.organizationId,
        url: webhookEndpoints.url,
        secret: webhookEndpoints.secret,
      })
      .from(webhookEndpoints)
      .where(inArray(webhookEndpoints.id, [...new Set(claimed.map((row) => row.endpointId))]));
    const byId = new Map(endpoints.map((e) => [e.id, e]));
    await Promise.all(
      claimed.map(async (row) => {
        const endpoint = byId.get(row.endpointId);
        if (!endpoint) return; // deleted since the claim: its rows went with it
        const body = JSON.stringify(row.payload);
        let secret: string | null = null;
        try {
          secret = openWebhookSecret(secrets, endpoint);
        } catch (error) {
          // Sealed under a key this instance lacks (SECRETS_KEY differs between instances): a failed attempt, in the log.
          log?.warn({ endpointId: endpoint.id, error: String(error) }, 'webhook secret cannot be opened');
        }
        const result: DeliveryResult =
          secret === null
            ? { statusCode: null, error: 'signing secret cannot be opened (SECRETS_KEY)', durationMs: 0 }
            : await sendDelivery(
                new URL(endpoint.url),
                body,
                {
                  'content-type': 'application/json',
                  'user-agent': 'Paydos-Webhooks/1.0',
                  'paydos-event-id': row.eventId,
                  'paydos-event-type': row.eventType,
                  'paydos-signature': signatureHeader(secret, Math.floor(now.getTime() / 1000), body),
                },
                { allowPrivate, timeoutMs, ca: options.ca },
              );
        try {
          await record(row, result, now);
        } catch (error) {
          // The database did not take the mark: the lease runs out and the event is delivered again (same event id).
          log?.warn({ webhookEventId: row.id, error: String(error) }, 'webhook delivery result not recorded');
        }
      }),
    );
    return claimed.length;
  }

  let stopping = false;
  const drain = async () => {
    while (!stopping && (await runOnce()) === BATCH);
  };
  const task = startPeriodicTask('webhook delivery', drain, options.pollMs, log);
  return {
    runOnce,
    async stop() {
      stopping = true;
      await task.stop();
    },
  };
}
