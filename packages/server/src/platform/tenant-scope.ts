import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** What every query of tenant data is built from: the organization of the host, never a client-sent id. */
export interface TenantScope {
  organizationId: string;
}

/**
 * The where clause of every tenant query: the organization filter first, then the caller's conditions.
 * Writing `inTenant(scope, users, eq(users.id, id))` makes the filter impossible to forget.
 */
export function inTenant(
  scope: TenantScope,
  table: { organizationId: AnyPgColumn },
  ...conditions: (SQL | undefined)[]
): SQL {
  return and(eq(table.organizationId, scope.organizationId), ...conditions)!;
}
