import { eq } from 'drizzle-orm';
import { ROLES } from '@paydos/domain';
import { describe, expect, it } from 'vitest';
import { API_KEY_SCOPES } from '@paydos/contract/api-keys';
import { apiKeys, organizations, subscriptions } from '../db/schema';
import { newApiKeySecret } from '../features/api-keys';
import { createOrganization, createUser, TEST_PASSWORD } from '../../test/factories';
import { loginAs, mainHost, operatorHost, orgHost } from '../../test/http';
import { nextTransactionId, tableChecksums } from '../../test/database-digest';
import type { Role } from './request-context';
import {
  a,
  attack,
  b,
  checks,
  ctx,
  forgetDigests,
  endsOwnSession,
  fill,
  homeHost,
  hostOf,
  jsonSchemaOf,
  operations,
  operatorToken,
  ownToken,
  report,
  sampleBody,
  takesBody,
  useAttackTargets,
} from './attack-suite-fixture';

useAttackTargets();

describe('attack suite (generated from the OpenAPI document: every route, every session, every field)', () => {
  it('every route declares its access and validates what it takes: path ids, query, body (multipart too)', () => {
    expect(operations.length).toBeGreaterThan(40);
    const missing: string[] = [];
    for (const operation of operations) {
      const name = `${operation.method} ${operation.path}`;
      if (!operation.access) missing.push(`${name}: no x-access`);
      for (const param of operation.path.match(/\{[^}]+\}/g) ?? []) {
        const declared = operation.parameters.find((p) => p.in === 'path' && `{${p.name}}` === param);
        const schema = declared?.schema ?? {};
        if (!schema.format && !schema.pattern && !schema.maxLength && !schema.enum)
          missing.push(`${name}: path parameter ${param} has no params schema`);
      }
      if (takesBody(operation.method) && !operation.body)
        missing.push(`${name}: no request body schema (use noBody when it takes none)`);
      const json = jsonSchemaOf(operation);
      if (json?.properties && Object.keys(json.properties).length && !sampleBody(operation))
        missing.push(`${name}: no valid sample body in the attack suite`);
    }
    expect(missing).toEqual([]);
  });

  it('the no-write check notices a write: the transaction id moves and a table digest changes', async () => {
    const before = await tableChecksums(ctx.handle.db);
    const mark = await nextTransactionId(ctx.handle.db);
    await ctx.handle.db.update(organizations).set({ description: 'iz' }).where(eq(organizations.id, a.id));
    expect(await nextTransactionId(ctx.handle.db)).not.toBe(mark);
    expect((await tableChecksums(ctx.handle.db)).organizations).not.toBe(before.organizations);
    forgetDigests();
  });

  it('no session, another organization’s session, every weaker role, the operator on an organization’s host and a session on the wrong site: a Turkish 4xx, no write', async () => {
    const failures: string[] = [];
    const start = checks;
    for (const operation of operations) {
      const rule = operation.access!;
      const url = fill(operation.path);
      const body = sampleBody(operation);
      const base = { method: operation.method, url, body };
      if (rule.auth === 'user') {
        await attack(failures, 'no session', { ...base, host: a.host }, (s) => s === 401);
        await attack(
          failures,
          'another organization’s session',
          { ...base, host: a.host, token: b.adminToken },
          (s) => s === 401,
        );
        for (const role of ROLES.filter((r) => !rule.roles.includes(r))) {
          await attack(
            failures,
            `weaker role ${role}`,
            { ...base, host: a.host, token: a.tokens[role] },
            (s) => s === 403,
          );
        }
        await attack(
          failures,
          'operator on an organization’s host',
          { ...base, host: a.host, token: operatorToken },
          (s) => s === 401,
        );
        await attack(
          failures,
          'organization session on the operator’s host',
          { ...base, host: operatorHost, token: a.tokens.ADMIN },
          (s) => s === 404,
        );
        await attack(
          failures,
          'organization session on the main site',
          { ...base, host: mainHost, token: a.tokens.ADMIN },
          (s) => s === 404,
        );
      } else if (rule.auth === 'operator') {
        await attack(failures, 'no session', { ...base, host: operatorHost }, (s) => s === 401);
        for (const role of ROLES)
          await attack(
            failures,
            `organization ${role} on the operator’s host`,
            { ...base, host: operatorHost, token: a.tokens[role] },
            (s) => s === 401,
          );
        await attack(
          failures,
          'operator on an organization’s host',
          { ...base, host: a.host, token: operatorToken },
          (s) => s === 404,
        );
      } else if (rule.auth === 'apiKey') {
        // Issue 26: the public API takes only a live key of the host's organization with the route's scope.
        const refusedKeys = {
          'no key': undefined,
          'another organization’s key': b.apiKey,
          'a revoked key': a.revokedApiKey,
          'the organization’s own ADMIN session token': a.tokens.ADMIN,
          'the operator’s token': operatorToken,
        };
        for (const [label, token] of Object.entries(refusedKeys))
          await attack(failures, label, { ...base, host: a.host, token }, (s) => s === 401);
        await attack(
          failures,
          `a key without ${rule.scope}`,
          { ...base, host: a.host, token: a.apiKeyWithout[rule.scope] },
          (s) => s === 403,
        );
        for (const host of [mainHost, operatorHost])
          await attack(failures, 'a key on another site', { ...base, host, token: a.apiKey }, (s) => s === 404);
      } else {
        for (const site of (['main', 'organization', 'operator'] as const).filter((s) => !rule.sites.includes(s))) {
          await attack(failures, `public route on the ${site} site`, { ...base, host: hostOf(site) }, (s) => s === 404);
        }
      }
    }
    report('access', failures, start);
  }, 120_000);

  it('a lapsed organization (trial ended, issue 13): sessions opened before the lapse get 402 on every user route but the declared whileLapsed ones (billing, me, logout), no write', async () => {
    const failures: string[] = [];
    const start = checks;
    const db = ctx.handle.db;
    const lapsed = await createOrganization(db, { name: 'Süresi Dolmuş A.Ş.' });
    const tokens = {} as Record<Role, string>;
    const lapsedKey = newApiKeySecret();
    await db.insert(apiKeys).values({
      organizationId: lapsed.id,
      name: 'Süresi dolmuş anahtar',
      prefix: lapsedKey.prefix,
      tokenHash: lapsedKey.tokenHash,
      scopes: [...API_KEY_SCOPES],
    });
    for (const role of ROLES)
      tokens[role] = await loginAs(
        ctx.app,
        lapsed.subdomain,
        (await createUser(db, lapsed.id, { role })).email,
        TEST_PASSWORD,
      );
    await db
      .update(subscriptions)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.organizationId, lapsed.id));
    forgetDigests();
    const allowed: string[] = [];
    for (const operation of operations) {
      const rule = operation.access!;
      if (rule.auth === 'apiKey') {
        const sent = { method: operation.method, url: fill(operation.path), body: sampleBody(operation) };
        await attack(
          failures,
          'lapsed organization, API key',
          { ...sent, host: orgHost(lapsed.subdomain), token: lapsedKey.secret },
          (s) => s === 402,
        );
        continue;
      }
      if (rule.auth !== 'user') continue;
      if (rule.whileLapsed) {
        allowed.push(`${operation.method} ${operation.path}`);
        continue;
      }
      const token = tokens[rule.roles.includes('ADMIN') ? 'ADMIN' : rule.roles[0]!];
      await attack(
        failures,
        'lapsed organization',
        {
          method: operation.method,
          url: fill(operation.path),
          body: sampleBody(operation),
          host: orgHost(lapsed.subdomain),
          token,
        },
        (s) => s === 402,
      );
    }
    expect(allowed.filter((name) => !name.includes('/api/billing/')).sort()).toEqual([
      'GET /api/auth/me',
      'POST /api/auth/logout',
    ]);
    report('lapsed', failures, start);
  }, 120_000);

  it('each path id replaced by another organization’s id, or by a malformed one: a Turkish 4xx, no write (tenancy)', async () => {
    const failures: string[] = [];
    const start = checks;
    for (const operation of operations.filter((o) => o.path.includes('{') && !endsOwnSession(o))) {
      const base = {
        method: operation.method,
        host: homeHost(operation),
        token: ownToken(operation) ?? a.tokens.ADMIN,
        body: sampleBody(operation),
      };
      // The operator works on every organization: another organization's id is foreign only when the
      // call names the organization it means (organization A's, in the query or the body).
      const operator = operation.access?.auth === 'operator';
      const queryNamesOrganization = operation.parameters.some((p) => p.in === 'query' && p.name === 'organizationId');
      const namesOrganization = queryNamesOrganization || !!jsonSchemaOf(operation)?.properties?.organizationId;
      const suffix = operator && queryNamesOrganization ? `?organizationId=${a.id}` : '';
      for (const id of [
        ...(operator && !namesOrganization ? [] : b.ids),
        'bozuk-kimlik',
        '\u0000',
        'x'.repeat(3000),
        "1' OR '1'='1",
      ]) {
        await attack(failures, 'foreign or malformed id', { ...base, url: fill(operation.path, id) + suffix });
      }
    }
    report('ids', failures, start);
  }, 120_000);
});
