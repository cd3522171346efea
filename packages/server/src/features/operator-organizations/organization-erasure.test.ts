import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../db/rows';
import { auditLog, calendarFeedTokens, organizations, payments, users } from '../../db/schema';
import { createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, operatorHost, orgHost, request, useOperatorApp } from '../../../test/http';
import { readDemoCredentials } from '../demo/demo-credentials';
import { DEMO_PEOPLE, ensureDemoData } from '../demo/demo-organization';
import { storeUpload } from '../data-uploads/save-upload';

const ctx = useOperatorApp();

const erase = (id: string, body: unknown) =>
  request(ctx.app, operatorHost, 'DELETE', `/api/superadmin/organizations/${id}`, { token: ctx.operatorToken, body });

/** Every base table of the schema with its columns that could name an organization or a person (ids, text, JSON). */
async function schemaColumns() {
  return selectRows<{ table: string; column: string; type: string }>(
    ctx.handle.db,
    sql`select table_name as "table", column_name as "column", data_type as "type" from information_schema.columns
        where table_schema = current_schema() and data_type in ('uuid', 'text', 'jsonb')
          and table_name in (select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE')
        order by 1, 2`,
  );
}

/** Rows of any table in which any id, text or JSON column holds one of `values` (the erasure's own audit entry excepted). */
async function rowsNaming(values: string[], exceptAuditId: string | null) {
  const found: string[] = [];
  for (const { table, column, type } of await schemaColumns()) {
    const holds =
      type === 'jsonb'
        ? sql`${sql.identifier(column)}::text like any (${sql.raw(`array[${values.map((v) => `'%${v.replace(/'/g, "''")}%'`).join(',')}]`)})`
        : sql`${sql.identifier(column)}::text = any (${sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`)})`;
    const except = table === 'audit_log' && exceptAuditId ? sql` and id <> ${exceptAuditId}::uuid` : sql``;
    const [row] = await selectRows<{ n: number }>(
      ctx.handle.db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${holds}${except}`,
    );
    if (row!.n > 0) found.push(`${table}.${column}: ${row!.n}`);
  }
  return found;
}

/** An order-free digest of every table's rows that carry the organization's id in some column. */
async function digestOf(organizationId: string) {
  const digests: Record<string, string> = {};
  for (const { table, column, type } of await schemaColumns()) {
    if (type !== 'uuid') continue;
    const [row] = await selectRows<{ d: string }>(
      ctx.handle.db,
      sql`select count(*) || ':' || coalesce(sum(hashtext(t::text)::bigint), 0) as d from ${sql.identifier(table)} t where ${sql.identifier(column)} = ${organizationId}::uuid`,
    );
    digests[`${table}.${column}`] = row!.d;
  }
  return digests;
}

describe('KVKK erasure of an organization (DELETE /api/superadmin/organizations/{id}, product §D6)', () => {
  it('deletes every row of the organization in every table, files included, and leaves another organization untouched', async () => {
    const db = ctx.handle.db;
    await ensureDemoData(db, ctx.app.config);
    const [demo] = await db.select().from(organizations).where(eq(organizations.subdomain, 'demo'));
    const id = demo!.id;
    // More of what an organization holds: a session, a reset link, a calendar feed, a payment, an audit entry.
    const admin = DEMO_PEOPLE.find((p) => p.role === 'ADMIN')!;
    await loginAs(ctx.app, 'demo', admin.email, readDemoCredentials(ctx.app.config.dataDir)!.peoplePassword);
    await request(ctx.app, orgHost('demo'), 'POST', '/api/password-reset/request', { body: { email: admin.email } });
    const people = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.organizationId, id));
    await db
      .insert(calendarFeedTokens)
      .values({ organizationId: id, userId: people[0]!.id, tokenHash: 'erasure-feed' });
    await db.insert(payments).values({
      organizationId: id,
      billingType: 'monthly',
      userCount: 7,
      amountKurus: 48300,
      provider: 'demo',
      paidById: people[0]!.id,
    });
    await request(ctx.app, operatorHost, 'PUT', `/api/superadmin/organizations/${id}/suspend`, {
      token: ctx.operatorToken,
    });

    const other = await createOrganization(db);
    const otherPerson = await createUser(db, other.id);
    await loginAs(ctx.app, other.subdomain, otherPerson.email, TEST_PASSWORD);
    await db.transaction((tx) =>
      storeUpload(tx, { organizationId: other.id }, otherPerson.id, {
        fileName: 'izinler.xlsx',
        contentType: 'application/octet-stream',
        content: Buffer.from('x'),
        sha256: 'x',
      }),
    );
    const otherBefore = await digestOf(other.id);

    const names = [id, ...people.map((p) => p.id), ...people.map((p) => p.email)];
    expect((await rowsNaming(names, null)).length).toBeGreaterThan(10);
    const auditEntriesBefore = (
      await db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.organizationId, id))
    ).length;
    expect(auditEntriesBefore).toBeGreaterThanOrEqual(1); // at least the suspension's

    const response = await erase(id, { confirmSubdomain: ' DEMO ' });
    expect(response.statusCode).toBe(200);
    const { message, erased } = response.json();
    expect(message).toBe('Organizasyon ve tüm verileri kalıcı olarak silindi.');
    expect(erased).toMatchObject({
      organizations: 1,
      users: people.length,
      stored_files: expect.any(Number),
      leave_requests: expect.any(Number),
      audit_log: auditEntriesBefore,
    });

    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'organization.erase'));
    expect(await rowsNaming(names, entry!.id)).toEqual([]);
    expect(await digestOf(other.id)).toEqual(otherBefore);
  }, 120_000);

  it('keeps what was erased, by whom, when and from where in the audit log, without personal data', async () => {
    const organization = await createOrganization(ctx.handle.db);
    const person = await createUser(ctx.handle.db, organization.id, {
      email: 'silinecek@ornek.com.tr',
      firstName: 'Silinecek',
    });
    expect((await erase(organization.id, { confirmSubdomain: organization.subdomain })).statusCode).toBe(200);
    const entries = await ctx.handle.db.select().from(auditLog).where(eq(auditLog.organizationId, organization.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'organization.erase',
      actorKind: 'OPERATOR',
      targetType: 'organization',
      targetId: organization.id,
      after: { subdomain: organization.subdomain, erased: { organizations: 1, users: 1, subscriptions: 1 } },
    });
    expect(entries[0]!.ipAddress).toBeTruthy();
    expect(entries[0]!.createdAt).toBeInstanceOf(Date);
    const written = JSON.stringify(entries[0]);
    for (const personal of [person.email, person.firstName, person.id]) expect(written).not.toContain(personal);
  });

  it.each([
    [
      { confirmSubdomain: 'baska-bir-sey' },
      'Yazdığınız alt alan adı bu organizasyonunkiyle aynı değil. Silme işlemi yapılmadı.',
    ],
    [{ confirmSubdomain: '  ' }, 'Silmeyi onaylamak için organizasyonun alt alan adını yazın.'],
    [{}, 'Silmeyi onaylamak için organizasyonun alt alan adını yazın.'],
  ])('refuses %j with a Turkish 400 and erases nothing (type the subdomain to confirm)', async (body, error) => {
    const organization = await createOrganization(ctx.handle.db);
    const response = await erase(organization.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(error);
    expect(await ctx.handle.db.select().from(organizations).where(eq(organizations.id, organization.id))).toHaveLength(
      1,
    );
  });

  it('an unknown organization is a Turkish 404', async () => {
    const response = await erase('00000000-0000-4000-8000-000000000000', { confirmSubdomain: 'demo' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('Organizasyon bulunamadı.');
  });
});
