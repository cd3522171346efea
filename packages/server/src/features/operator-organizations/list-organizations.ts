import { and, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { organizations } from '../../db/schema';
import { keyset, likePattern, type KeysetType } from '../../platform/keyset';
import type { OrganizationSort, SortOrder } from '@paydos/contract/operator-organizations';
import type { PageRequest } from '@paydos/contract/page';
import {
  fromOrganizations,
  organizationColumns,
  pendingInvitationCount,
  planEndsAt,
  presentOrganization,
  userCount,
} from './organization-row';

/** Each sort's expression and the SQL type its cursor value is read back as. */
const sorts: Record<OrganizationSort, { expression: SQL; type: KeysetType }> = {
  name: { expression: sql`${organizations.name}`, type: 'text' },
  subdomain: { expression: sql`${organizations.subdomain}`, type: 'text' },
  users: { expression: userCount, type: 'int' },
  invitations: { expression: pendingInvitationCount, type: 'int' },
  createdAt: { expression: sql`${organizations.createdAt}`, type: 'timestamptz' },
  // Without a subscription an organization sorts last (ascending).
  planEndsAt: { expression: sql`coalesce(${planEndsAt}, 'infinity'::timestamptz)`, type: 'timestamptz' },
};

export interface OrganizationListQuery extends PageRequest {
  q?: string;
  sort: OrganizationSort;
  order: SortOrder;
}

/**
 * Every organization, searched (name or subdomain) and sorted on the server, paged by keyset
 * (platform/keyset.ts): the order is (sort value, id). The cursor is bound to the sort, so a
 * cursor of another sort is refused rather than read as a value of the wrong kind.
 */
export async function listOrganizations(db: Executor, query: OrganizationListQuery, now: Date) {
  const order = keyset({
    sorts: [sorts[query.sort]],
    id: organizations.id,
    direction: query.order,
    scope: `${query.sort}.${query.order}`,
  });
  const conditions: (SQL | undefined)[] = [order.after(query.cursor)];
  const q = query.q?.trim();
  if (q) conditions.push(or(ilike(organizations.name, likePattern(q)), ilike(organizations.subdomain, likePattern(q))));
  const rows = await fromOrganizations(db, { ...organizationColumns, key: order.key })
    .where(and(...conditions))
    .orderBy(...order.orderBy)
    .limit(query.limit + 1);
  const { rows: page, nextCursor } = order.page(rows, query.limit);
  return { organizations: page.map((row) => presentOrganization(row, now)), nextCursor };
}
