import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_KEY_SCOPES, createdApiKey, type ApiKeyScope } from '@paydos/contract/api-keys';
import { leaveDocuments, leaveRequests, storedFiles, webhookEndpoints, webhookEvents } from '../db/schema';
import { request } from '../../test/http';
import type { TestContext } from '../../test/test-app';

/**
 * The attack suite's rows of the newer features (attack-suite-fixture.ts), so each route reaches its handler
 * with a real id of organization A: webhooks, proof documents, API keys.
 */
type Db = TestContext['handle']['db'];

/** A webhook endpoint (paused: the suite delivers nothing) and one delivered event of it, written directly. */
export async function createWebhookRows(db: Db, organizationId: string) {
  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({
      organizationId,
      url: 'https://93.184.215.14/paydos',
      events: ['leave.approved'],
      secret: 'whsec_saldiri-testi',
      status: 'PAUSED',
      pausedReason: 'ADMIN',
    })
    .returning();
  const at = new Date('2026-01-05T09:00:00Z');
  const [event] = await db
    .insert(webhookEvents)
    .values({
      organizationId,
      endpointId: endpoint!.id,
      eventId: randomUUID(),
      eventType: 'leave.approved',
      payload: {},
      status: 'DELIVERED',
      nextAttemptAt: at,
      deadlineAt: at,
      createdAt: at,
    })
    .returning();
  return { endpointId: endpoint!.id, deliveryId: event!.id };
}

/** A pending sick leave of the person with one proof document (issue 24 item 5), written directly. */
export async function createProofDocumentRows(db: Db, organizationId: string, userId: string, day: string) {
  const [sick] = await db
    .insert(leaveRequests)
    .values({
      organizationId,
      userId,
      leaveType: 'sick_leave_reported',
      startDate: day,
      endDate: day,
      days: 1,
      status: 'PENDING',
    })
    .returning();
  const [proof] = await db
    .insert(storedFiles)
    .values({ organizationId, contentType: 'application/pdf', byteSize: 5, sha256: 'x', content: Buffer.from('%PDF-') })
    .returning();
  const [document] = await db
    .insert(leaveDocuments)
    .values({
      organizationId,
      leaveRequestId: sick!.id,
      fileId: proof!.id,
      fileName: 'rapor.pdf',
      contentType: 'application/pdf',
      byteSize: 5,
    })
    .returning();
  return { documentLeaveId: sick!.id, documentId: document!.id };
}

/**
 * API keys made by the ADMIN through the API (issue 26): one with every scope, one without each scope in
 * turn, and one revoked.
 */
export async function createApiKeys(app: FastifyInstance, host: string, adminToken: string) {
  const newKey = async (scopes: readonly ApiKeyScope[]) =>
    createdApiKey.parse(
      (
        await request(app, host, 'POST', '/api/admin/api-keys', {
          token: adminToken,
          body: { name: 'Saldırı anahtarı', scopes },
        })
      ).json(),
    );
  const full = await newKey(API_KEY_SCOPES);
  const apiKeyWithout = {} as Record<ApiKeyScope, string>;
  for (const scope of API_KEY_SCOPES)
    apiKeyWithout[scope] = (await newKey(API_KEY_SCOPES.filter((s) => s !== scope))).secret;
  const revoked = await newKey(API_KEY_SCOPES);
  await request(app, host, 'POST', `/api/admin/api-keys/${revoked.apiKey.id}/revoke`, { token: adminToken });
  return { apiKey: full.secret, apiKeyId: full.apiKey.id, apiKeyWithout, revokedApiKey: revoked.secret };
}
