import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webhookEndpoints } from '../../db/schema';
import { createSecretBox } from '../../platform/sealed-secrets';
import { TEST_SECRETS_KEY } from '../../../test/test-app';
import { resealWebhookSecrets } from './endpoints';
import {
  call,
  ctx,
  eventsOf,
  newOrg,
  receivedBy,
  receiver,
  register,
  requestLeave,
  verify,
  worker,
} from './webhooks-fixture';

const storedSecret = async (endpointId: string) => {
  const [row] = await ctx.handle.db
    .select({ secret: webhookEndpoints.secret })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, endpointId));
  return row!.secret;
};

describe('webhooks: secrets at rest (docs/SECURITY.md "Secrets at rest")', () => {
  it('the signing secret is stored sealed under the installation key: the database holds no part of it, and deliveries verify with it', async () => {
    const org = await newOrg();
    const { endpoint, secret } = await register(org, ['leave.requested']);
    const stored = await storedSecret(endpoint.id);
    expect(stored).toMatch(/^sealed:v1:[0-9a-f]{8}:/);
    expect(stored).not.toContain(secret.slice('whsec_'.length, 20));
    const before = receiver.received.length;
    await requestLeave(org);
    await worker().runOnce();
    const [delivery] = receivedBy(org, before);
    expect(verify(delivery!, secret)).toEqual({ signed: true, fresh: true });
  });

  it("the seal names the organization: a sealed secret copied into another organization's endpoint does not open there, and the attempt fails in its log with nothing sent", async () => {
    const org = await newOrg();
    const other = await newOrg();
    const { endpoint } = await register(org, ['leave.requested']);
    const { endpoint: otherEndpoint } = await register(other, ['leave.requested']);
    await ctx.handle.db
      .update(webhookEndpoints)
      .set({ secret: await storedSecret(endpoint.id) })
      .where(eq(webhookEndpoints.id, otherEndpoint.id));
    const before = receiver.received.length;
    await requestLeave(other);
    await worker().runOnce();
    expect(receivedBy(other, before)).toEqual([]);
    expect((await eventsOf(otherEndpoint.id))[0]).toMatchObject({
      status: 'PENDING',
      lastStatusCode: null,
      lastError: 'signing secret cannot be opened (SECRETS_KEY)',
    });
  });

  it('a secret whose key is lost (SECRETS_KEY changed) still lists its endpoint, hint "—", and the ADMIN can delete it and add it again', async () => {
    const org = await newOrg();
    const { endpoint } = await register(org, ['leave.requested']);
    await ctx.handle.db
      .update(webhookEndpoints)
      .set({ secret: createSecretBox(randomBytes(32)).seal('whsec_kayip', `webhook_endpoints.secret:${org.org.id}`) })
      .where(eq(webhookEndpoints.id, endpoint.id));
    const list = await call(org, 'GET', '/api/webhooks');
    expect(list.statusCode).toBe(200);
    expect(list.json().endpoints).toEqual([expect.objectContaining({ id: endpoint.id, secretHint: '—' })]);
    expect((await call(org, 'DELETE', `/api/webhooks/${endpoint.id}`)).statusCode).toBe(200);
    const { secret } = await register(org, ['leave.requested']);
    expect(secret).toMatch(/^whsec_/);
  });

  it('a secret stored before sealing still signs and the start seals it; after a key rotation (SECRETS_PREVIOUS_KEYS) the old seal opens and the start seals it under the new key', async () => {
    const org = await newOrg();
    const { endpoint, secret } = await register(org, ['leave.requested']);
    // As a row written before sealing existed.
    await ctx.handle.db.update(webhookEndpoints).set({ secret }).where(eq(webhookEndpoints.id, endpoint.id));
    let before = receiver.received.length;
    await requestLeave(org);
    await worker().runOnce();
    expect(verify(receivedBy(org, before)[0]!, secret).signed).toBe(true);
    expect((await resealWebhookSecrets(ctx.handle.db, ctx.app.secrets)).resealed).toBe(1);
    expect(await storedSecret(endpoint.id)).toMatch(/^sealed:v1:/);
    expect((await resealWebhookSecrets(ctx.handle.db, ctx.app.secrets)).resealed).toBe(0);

    const testKey = Buffer.from(TEST_SECRETS_KEY, 'base64');
    const newKey = randomBytes(32);
    const rotated = createSecretBox(newKey, [testKey]);
    try {
      expect((await resealWebhookSecrets(ctx.handle.db, rotated)).resealed).toBeGreaterThanOrEqual(1);
      expect(await storedSecret(endpoint.id)).toMatch(new RegExp(`^sealed:v1:${rotated.keyId()}:`));
      before = receiver.received.length;
      await requestLeave(org);
      await worker(undefined, {}, rotated).runOnce();
      expect(verify(receivedBy(org, before)[0]!, secret).signed).toBe(true);
    } finally {
      // Back under the tests' key, for the rest of the file.
      await resealWebhookSecrets(ctx.handle.db, createSecretBox(testKey, [newKey]));
    }
  });
});
