import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { organizations } from '../../db/schema';
import { selectRows } from '../../db/rows';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { assertOrganizationId } from './get-organization';

/** Every table of the schema that has an `organization_id` column (read from the database, so a new table is covered the day it is added). */
export async function tablesWithOrganizationId(db: Executor): Promise<string[]> {
  const rows = await selectRows<{ table: string }>(
    db,
    sql`select c.table_name as "table" from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = current_schema() and c.column_name = 'organization_id' and t.table_type = 'BASE TABLE'
        order by 1`,
  );
  return rows.map((r) => r.table);
}

/** How many rows of the organization each table holds (tables with none left out). */
async function countRows(db: Executor, tables: string[], id: string): Promise<Record<string, number>> {
  if (!tables.length) return {};
  const columns = sql.join(
    tables.map(
      (table) =>
        sql`(select count(*)::int from ${sql.identifier(table)} where organization_id = ${id}::uuid) as ${sql.identifier(table)}`,
    ),
    sql`, `,
  );
  const [row] = await selectRows<Record<string, number>>(db, sql`select ${columns}`);
  return Object.fromEntries(Object.entries(row ?? {}).filter(([, n]) => n > 0));
}

/**
 * KVKK erasure: every row of the organization in every table, in one transaction. Most rows cascade
 * from `organizations`; tables without that foreign key (`stored_files`, `audit_log`, ...) are emptied
 * of the organization's rows by their `organization_id`. Then one audit entry records what was erased
 * (table counts, the subdomain), by whom and from where: no personal data.
 */
export async function eraseOrganization(db: Database, actor: AuditActor, id: string, confirmSubdomain: string) {
  assertOrganizationId(id);
  return db.transaction(async (tx) => {
    const [organization] = await tx
      .select({ subdomain: organizations.subdomain })
      .from(organizations)
      .where(eq(organizations.id, id))
      .for('update');
    if (!organization) throw fail.notFound(messages.operatorOrganizations.notFound);
    if (confirmSubdomain.trim().toLowerCase() !== organization.subdomain) {
      throw fail.badRequest(messages.operatorOrganizations.confirmSubdomainMismatch, {
        confirmSubdomain: messages.operatorOrganizations.confirmSubdomainMismatch,
      });
    }
    const tables = await tablesWithOrganizationId(tx);
    const erased = { organizations: 1, ...(await countRows(tx, tables, id)) };
    await tx.delete(organizations).where(eq(organizations.id, id));
    for (const table of tables) {
      await tx.execute(sql`delete from ${sql.identifier(table)} where organization_id = ${id}::uuid`);
    }
    await recordAudit(tx, actor, {
      action: 'organization.erase',
      organizationId: id,
      targetType: 'organization',
      targetId: id,
      after: { subdomain: organization.subdomain, erased },
    });
    return { message: messages.operatorOrganizations.erased, erased };
  });
}
