import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { selectRows } from '../db/rows';
import { openTestDatabase } from '../../test/test-app';

/**
 * Tables that belong to no organization, each with why. Every other table is a tenant table: it carries
 * `organization_id` and an index that starts with it, so its rows of one organization are found without
 * a scan, and a Citus distribution by `organization_id` (docs/SCALING.md) is possible.
 */
const GLOBAL_TABLES: Record<string, string> = {
  organizations: 'the tenant itself: distributed by its own id, which every organization_id references',
  operators: 'the Paydos staff of the operator site, above every organization',
  coupons: 'discount codes the operator offers to every organization',
  prices: 'the one price history of the product',
};

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

async function baseTables() {
  const rows = await selectRows<{ table: string }>(
    handle.db,
    sql`select table_name as "table" from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  return rows.map((row) => row.table);
}

async function tablesWithOrganizationColumn() {
  const rows = await selectRows<{ table: string }>(
    handle.db,
    sql`select table_name as "table" from information_schema.columns
        where table_schema = current_schema() and column_name = 'organization_id'`,
  );
  return new Set(rows.map((row) => row.table));
}

/** Tables with a whole-table (not partial) index whose first column is organization_id. */
async function tablesWithTenantLeadingIndex() {
  const rows = await selectRows<{ table: string; definition: string }>(
    handle.db,
    sql`select tablename as "table", indexdef as "definition" from pg_indexes where schemaname = current_schema()`,
  );
  const leading = /USING \w+ \("?organization_id"?[,)]/;
  return new Set(
    rows.filter((row) => leading.test(row.definition) && !/\) WHERE /.test(row.definition)).map((row) => row.table),
  );
}

describe('tenant tables (every table is global or carries organization_id with an index that starts with it)', () => {
  it('every table not listed as global has an organization_id column', async () => {
    const withColumn = await tablesWithOrganizationColumn();
    const missing = (await baseTables()).filter((table) => !(table in GLOBAL_TABLES) && !withColumn.has(table));
    expect(
      missing,
      'tenant tables without organization_id (add the column, or list the table as global with a reason)',
    ).toEqual([]);
  });

  it('every tenant table has an index whose first column is organization_id', async () => {
    const withIndex = await tablesWithTenantLeadingIndex();
    const missing = (await baseTables()).filter((table) => !(table in GLOBAL_TABLES) && !withIndex.has(table));
    expect(
      missing,
      'tenant tables without an index starting with organization_id (add one in db/schema and generate a migration)',
    ).toEqual([]);
  });

  it('the global list names only existing tables without organization_id', async () => {
    const tables = new Set(await baseTables());
    const withColumn = await tablesWithOrganizationColumn();
    const wrong = Object.keys(GLOBAL_TABLES).filter((table) => !tables.has(table) || withColumn.has(table));
    expect(wrong, 'global tables that do not exist or carry organization_id').toEqual([]);
  });
});
