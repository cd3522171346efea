import { and, asc, count, eq } from 'drizzle-orm';
import { MAX_WEBHOOK_ENDPOINTS, type WebhookEndpoint } from '@paydos/contract/webhooks';
import { messages } from '@paydos/contract/messages';
import type { z } from 'zod';
import type { createWebhookBody } from '@paydos/contract/webhooks';
import type { Database, Executor } from '../../db/client';
import { organizations, webhookEndpoints, webhookEvents } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { inTenant, ownOrganization, type TenantScope } from '../../platform/tenant-scope';
import { assertPublicHost, parseWebhookUrl } from './address-guard';
import { openIfPossible, resealRows, type ResealCount, type SecretBox } from '../../platform/sealed-secrets';
import { newWebhookSecret, sealWebhookSecret, secretHint, webhookSecretContext } from './signature';

const m = messages.webhooks;
type CreateWebhookInput = z.output<typeof createWebhookBody>;
type EndpointRow = typeof webhookEndpoints.$inferSelect;

/** The hint of a secret that no longer opens (SECRETS_KEY lost): the endpoint is listed, to be deleted and added again. */
const UNOPENABLE_HINT = '—';
const hintOf = (secrets: SecretBox, row: EndpointRow) => {
  const secret = openIfPossible(secrets, row.secret, webhookSecretContext(row.organizationId));
  return secret === null ? UNOPENABLE_HINT : secretHint(secret);
};

/** An endpoint as the ADMIN reads it: never the secret, only its hint. */
export function endpointView(row: EndpointRow, secrets: SecretBox): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEndpoint['events'],
    status: row.status,
    pausedReason: row.pausedReason ?? null,
    secretHint: hintOf(secrets, row),
    failingSince: row.failingSince?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The URL as the audit log keeps it: no query or fragment (a receiver may put a key there). */
const auditedUrl = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
};

const audit = (tx: Executor, actor: AuditActor, scope: TenantScope, action: string, row: EndpointRow) =>
  recordAudit(tx, actor, {
    action,
    organizationId: scope.organizationId,
    targetType: 'webhook',
    targetId: row.id,
    after: { url: auditedUrl(row.url), events: row.events, status: row.status },
  });

/** GET /api/webhooks: the organization's endpoints, oldest first. */
export async function listEndpoints(db: Executor, scope: TenantScope, secrets: SecretBox) {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(inTenant(scope, webhookEndpoints))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  return rows.map((row) => endpointView(row, secrets));
}

/**
 * POST /api/webhooks: checks the URL's form and every address its host resolves to (the SSRF guard),
 * then stores it with a new secret, answered this once.
 */
export async function createEndpoint(
  db: Database,
  scope: TenantScope,
  actor: AuditActor,
  input: CreateWebhookInput,
  options: { allowPrivate: boolean; now: Date; secrets: SecretBox },
) {
  const url = parseWebhookUrl(input.url, options.allowPrivate);
  await assertPublicHost(url, options.allowPrivate);
  const secret = newWebhookSecret();
  return db.transaction(async (tx) => {
    // The organization's row, locked: two creations at once count one after the other.
    await tx.select({ id: organizations.id }).from(organizations).where(ownOrganization(scope)).for('update');
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(webhookEndpoints)
      .where(inTenant(scope, webhookEndpoints));
    if (total >= MAX_WEBHOOK_ENDPOINTS) throw fail.conflict(m.tooMany(MAX_WEBHOOK_ENDPOINTS));
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        organizationId: scope.organizationId,
        url: url.href,
        events: input.events,
        secret: sealWebhookSecret(options.secrets, scope.organizationId, secret),
        createdById: actor.id,
        createdAt: options.now,
        updatedAt: options.now,
      })
      .returning();
    await audit(tx, actor, scope, 'webhook.create', row!);
    return { endpoint: endpointView(row!, options.secrets), secret };
  });
}

async function lockEndpoint(tx: Executor, scope: TenantScope, id: string) {
  const [row] = await tx
    .select()
    .from(webhookEndpoints)
    .where(inTenant(scope, webhookEndpoints, eq(webhookEndpoints.id, id)))
    .for('update');
  if (!row) throw fail.notFound(m.notFound);
  return row;
}

/**
 * POST /api/webhooks/{id}/pause and /resume. A paused endpoint gets no new events and no deliveries;
 * resuming clears the failure streak, and its waiting deliveries are tried at once.
 */
export function setEndpointPaused(
  db: Database,
  scope: TenantScope,
  actor: AuditActor,
  id: string,
  paused: boolean,
  options: { now: Date; secrets: SecretBox },
) {
  const { now, secrets } = options;
  return db.transaction(async (tx) => {
    const current = await lockEndpoint(tx, scope, id);
    const [row] = await tx
      .update(webhookEndpoints)
      .set(
        paused
          ? { status: 'PAUSED', pausedReason: 'ADMIN', updatedAt: now }
          : { status: 'ACTIVE', pausedReason: null, failingSince: null, updatedAt: now },
      )
      .where(eq(webhookEndpoints.id, current.id))
      .returning();
    if (!paused) {
      await tx
        .update(webhookEvents)
        .set({ nextAttemptAt: now })
        .where(inTenant(scope, webhookEvents, eq(webhookEvents.endpointId, id), eq(webhookEvents.status, 'PENDING')));
    }
    if (current.status !== row!.status)
      await audit(tx, actor, scope, paused ? 'webhook.pause' : 'webhook.resume', row!);
    return endpointView(row!, secrets);
  });
}

/** DELETE /api/webhooks/{id}: the endpoint, its waiting deliveries and its log go; the audit log keeps that it existed. */
export function deleteEndpoint(db: Database, scope: TenantScope, actor: AuditActor, id: string) {
  return db.transaction(async (tx) => {
    const row = await lockEndpoint(tx, scope, id);
    await tx.delete(webhookEndpoints).where(and(eq(webhookEndpoints.id, row.id), inTenant(scope, webhookEndpoints)));
    await audit(tx, actor, scope, 'webhook.delete', row);
  });
}

/**
 * At start: seals the secrets written before sealing existed, and those sealed under a previous
 * key, under the current one (docs/SECURITY.md "Secrets at rest"). An update that finds the row
 * changed meanwhile (another instance sealed it first) changes nothing.
 */
export async function resealWebhookSecrets(db: Executor, secrets: SecretBox): Promise<ResealCount> {
  const rows = await db
    .select({
      id: webhookEndpoints.id,
      organizationId: webhookEndpoints.organizationId,
      stored: webhookEndpoints.secret,
    })
    .from(webhookEndpoints);
  return resealRows(rows, secrets, webhookSecretContext, (row, secret) =>
    db
      .update(webhookEndpoints)
      .set({ secret })
      .where(and(eq(webhookEndpoints.id, row.id), eq(webhookEndpoints.secret, row.stored))),
  );
}
