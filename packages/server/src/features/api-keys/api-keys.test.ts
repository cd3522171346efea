import { createdApiKey, apiKeyList } from '@paydos/contract/api-keys';
import { messages } from '@paydos/contract/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiKeys, auditLog } from '../../db/schema';
import { hashToken } from '../../platform/tokens';
import { createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, orgHost, request } from '../../../test/http';
import { createTestApp, useTestApp } from '../../../test/test-app';

const ctx = useTestApp();

async function organizationWithAdmin(name: string) {
  const db = ctx.handle.db;
  const org = await createOrganization(db, { name });
  const admin = await createUser(db, org.id, { role: 'ADMIN' });
  const manager = await createUser(db, org.id, { role: 'MANAGER' });
  const host = orgHost(org.subdomain);
  return {
    org,
    host,
    admin,
    adminToken: await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD),
    managerToken: await loginAs(ctx.app, org.subdomain, manager.email, TEST_PASSWORD),
  };
}

async function createKey(host: string, token: string, scopes: string[], name = 'Bordro sistemi') {
  const response = await request(ctx.app, host, 'POST', '/api/admin/api-keys', { token, body: { name, scopes } });
  expect(response.statusCode, response.body).toBe(201);
  return createdApiKey.parse(response.json());
}

const auditRows = (organizationId: string, action: string) =>
  ctx.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.organizationId, organizationId), eq(auditLog.action, action)));

describe('API keys (issue 26 item 1): created, listed and revoked by an ADMIN on the organization page', () => {
  it('the secret is answered once (pdk_live_…), stored only as its SHA-256, listed by name, prefix and scopes; created in the audit log', async () => {
    const { org, host, adminToken } = await organizationWithAdmin('Anahtar A.Ş.');
    const created = await createKey(host, adminToken, ['leave:read', 'people:read']);
    expect(created.secret).toMatch(/^pdk_live_[A-Za-z0-9_-]{43}$/);
    expect(created.secret.startsWith(created.apiKey.prefix)).toBe(true);
    expect(created.message).toBe(messages.apiKeys.created);

    const [row] = await ctx.handle.db.select().from(apiKeys).where(eq(apiKeys.id, created.apiKey.id));
    expect(row!.tokenHash).toBe(hashToken(created.secret));
    expect(JSON.stringify(row)).not.toContain(created.secret);

    const list = await request(ctx.app, host, 'GET', '/api/admin/api-keys', { token: adminToken });
    const keys = apiKeyList.parse(list.json()).apiKeys;
    expect(keys).toEqual([expect.objectContaining({ name: 'Bordro sistemi', scopes: ['leave:read', 'people:read'] })]);
    expect(list.body).not.toContain(created.secret);
    expect(list.body).not.toContain(row!.tokenHash);

    const [audit] = await auditRows(org.id, 'api_key.create');
    expect(audit!.after).toEqual({
      name: 'Bordro sistemi',
      prefix: created.apiKey.prefix,
      scopes: ['leave:read', 'people:read'],
    });
    expect(JSON.stringify(audit)).not.toContain(created.secret);
  });

  it('only an ADMIN manages keys (a MANAGER gets 403); a key without a name or scope, or with an unknown scope, is a Turkish 400', async () => {
    const { host, adminToken, managerToken } = await organizationWithAdmin('Yetki A.Ş.');
    const asManager = await request(ctx.app, host, 'GET', '/api/admin/api-keys', { token: managerToken });
    expect(asManager.statusCode).toBe(403);
    for (const [body, message] of [
      [{ name: ' ', scopes: ['leave:read'] }, messages.apiKeys.nameRequired],
      [{ name: 'Bordro', scopes: [] }, messages.apiKeys.scopesRequired],
      [{ name: 'Bordro', scopes: ['leave:delete'] }, messages.apiKeys.scopeInvalid],
      [{ name: 'Bordro', scopes: ['leave:read', 'leave:read'] }, messages.apiKeys.scopeRepeated],
    ] as const) {
      const response = await request(ctx.app, host, 'POST', '/api/admin/api-keys', { token: adminToken, body });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
  });

  it('revocation: the key answers 401 at once, the revoke and the refused use are audited, revoking again is a 409', async () => {
    const { org, host, adminToken } = await organizationWithAdmin('İptal A.Ş.');
    const created = await createKey(host, adminToken, ['people:read']);
    expect((await request(ctx.app, host, 'GET', '/api/v1/people', { token: created.secret })).statusCode).toBe(200);
    const revoke = await request(ctx.app, host, 'POST', `/api/admin/api-keys/${created.apiKey.id}/revoke`, {
      token: adminToken,
    });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json<{ apiKey: { revokedAt: string | null } }>().apiKey.revokedAt).not.toBeNull();
    const refused = await request(ctx.app, host, 'GET', '/api/v1/people', { token: created.secret });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      error: messages.apiKeys.invalid,
      message: messages.apiKeys.invalid,
      code: 'UNAUTHENTICATED',
    });
    expect(await auditRows(org.id, 'api_key.revoke')).toHaveLength(1);
    const [denied] = await auditRows(org.id, 'api_key.denied');
    expect(denied).toMatchObject({ actorKind: 'SYSTEM', actorLabel: 'api_key', actorId: created.apiKey.id });
    expect(denied!.after).toMatchObject({ denial: 'revoked', route: '/api/v1/people' });
    const again = await request(ctx.app, host, 'POST', `/api/admin/api-keys/${created.apiKey.id}/revoke`, {
      token: adminToken,
    });
    expect(again.statusCode).toBe(409);
  });

  it('a key works only on its own organization’s host: on another organization’s host it is a 401 like a foreign session, audited in its own organization', async () => {
    const own = await organizationWithAdmin('Ev A.Ş.');
    const other = await organizationWithAdmin('Komşu A.Ş.');
    const created = await createKey(own.host, own.adminToken, ['people:read']);
    const response = await request(ctx.app, other.host, 'GET', '/api/v1/people', { token: created.secret });
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain(own.org.name);
    const [denied] = await auditRows(own.org.id, 'api_key.denied');
    expect(denied!.after).toMatchObject({ denial: 'other_host' });
    expect(await auditRows(other.org.id, 'api_key.denied')).toEqual([]);
  });

  it('a web session token on /api/v1 is a 401, and a key on a web route is a 401: keys and sessions never stand in for each other', async () => {
    const { host, adminToken } = await organizationWithAdmin('Ayrı A.Ş.');
    const created = await createKey(host, adminToken, ['leave:read', 'leave:write', 'people:read']);
    const session = await request(ctx.app, host, 'GET', '/api/v1/people', { token: adminToken });
    expect(session.statusCode).toBe(401);
    expect(session.json<{ message: string }>().message).toBe(messages.apiKeys.invalid);
    for (const url of ['/api/auth/me', '/api/admin/api-keys', '/api/leaves', '/api/monthly-report/available']) {
      const web = await request(ctx.app, host, 'GET', url, { token: created.secret });
      expect(web.statusCode, url).toBe(401);
    }
  });

  it('a missing scope is a 403 naming the scope in Turkish, audited; the key’s last use is recorded on success only', async () => {
    const { org, host, adminToken } = await organizationWithAdmin('Kapsam A.Ş.');
    const created = await createKey(host, adminToken, ['leave:read']);
    const people = await request(ctx.app, host, 'GET', '/api/v1/people', { token: created.secret });
    expect(people.statusCode).toBe(403);
    expect(people.json<{ message: string }>().message).toBe(messages.apiKeys.missingScope('people:read'));
    const [denied] = await auditRows(org.id, 'api_key.denied');
    expect(denied!.after).toMatchObject({ denial: 'missing_scope', scope: 'people:read' });
    const [before] = await ctx.handle.db.select().from(apiKeys).where(eq(apiKeys.id, created.apiKey.id));
    expect(before!.lastUsedAt).toBeNull();
    const leave = await request(ctx.app, host, 'GET', '/api/v1/leave-requests', { token: created.secret });
    expect(leave.statusCode).toBe(200);
    const [after] = await ctx.handle.db.select().from(apiKeys).where(eq(apiKeys.id, created.apiKey.id));
    expect(after!.lastUsedAt).not.toBeNull();
  });
});

describe('API keys: each key has its own limit per minute', () => {
  it('past API_KEY_RATE_LIMIT_PER_MINUTE calls a key gets a Turkish 429 while another key of the same organization still works', async () => {
    const limited = await createTestApp({ API_KEY_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const db = limited.handle.db;
      const org = await createOrganization(db, { name: 'Sınır A.Ş.' });
      const admin = await createUser(db, org.id, { role: 'ADMIN' });
      const host = orgHost(org.subdomain);
      const token = await loginAs(limited.app, org.subdomain, admin.email, TEST_PASSWORD);
      const key = async () =>
        createdApiKey.parse(
          (
            await request(limited.app, host, 'POST', '/api/admin/api-keys', {
              token,
              body: { name: 'Sınırlı', scopes: ['people:read'] },
            })
          ).json(),
        ).secret;
      const [first, second] = [await key(), await key()];
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await request(limited.app, host, 'GET', '/api/v1/people', { token: first })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await request(limited.app, host, 'GET', '/api/v1/people', { token: first });
      expect(refused.json<{ message: string }>().message).toBe(messages.tooManyRequests);
      expect((await request(limited.app, host, 'GET', '/api/v1/people', { token: second })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
