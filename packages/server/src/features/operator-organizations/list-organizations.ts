import { and, asc, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { organizations } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '../../platform/messages';
import { fromOrganizations, organizationColumns, pendingInvitationCount, planEndsAt, presentOrganization, userCount } from './organization-row';

export const ORGANIZATION_SORTS = ['name', 'subdomain', 'users', 'invitations', 'createdAt', 'planEndsAt'] as const;
export type OrganizationSort = (typeof ORGANIZATION_SORTS)[number];

/** Each sort's expression and the SQL type its cursor value is read back as. */
const sorts: Record<OrganizationSort, { expression: SQL; type: 'text' | 'int' | 'timestamptz' }> = {
  name: { expression: sql`${organizations.name}`, type: 'text' },
  subdomain: { expression: sql`${organizations.subdomain}`, type: 'text' },
  users: { expression: userCount, type: 'int' },
  invitations: { expression: pendingInvitationCount, type: 'int' },
  createdAt: { expression: sql`${organizations.createdAt}`, type: 'timestamptz' },
  // Without a subscription an organization sorts last (ascending).
  planEndsAt: { expression: sql`coalesce(${planEndsAt}, 'infinity'::timestamptz)`, type: 'timestamptz' },
};

export interface OrganizationListQuery {
  q?: string;
  sort: OrganizationSort;
  order: 'asc' | 'desc';
  limit: number;
  cursor?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A cursor is the last row's sort value (as PostgreSQL prints it, so no precision is lost) and id. */
function encodeCursor(value: string, id: string) {
  return Buffer.from(JSON.stringify([value, id])).toString('base64url');
}
function decodeCursor(cursor: string): [string, string] {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 2 && typeof parsed[0] === 'string' && typeof parsed[1] === 'string' && UUID.test(parsed[1])) {
      return [parsed[0], parsed[1]];
    }
  } catch {
    // falls through to the Turkish 400
  }
  throw fail.badRequest(messages.operatorOrganizations.cursorInvalid);
}

function castCursorValue(value: string, type: 'text' | 'int' | 'timestamptz'): SQL {
  if (type === 'int') {
    if (!/^\d{1,9}$/.test(value)) throw fail.badRequest(messages.operatorOrganizations.cursorInvalid);
    return sql`${Number(value)}::int`;
  }
  if (type === 'timestamptz') {
    if (value !== 'infinity' && Number.isNaN(Date.parse(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')))) {
      throw fail.badRequest(messages.operatorOrganizations.cursorInvalid);
    }
    return sql`${value}::timestamptz`;
  }
  return sql`${value}::text`;
}

/** `%`, `_` and `\` typed by the operator are searched for as themselves. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Every organization, searched (name or subdomain) and sorted on the server, paged by keyset
 * (decisions §7): the order is (sort value, id), the cursor the last row's pair.
 */
export async function listOrganizations(db: Executor, query: OrganizationListQuery) {
  const sort = sorts[query.sort];
  const direction = query.order === 'asc' ? asc : desc;
  const conditions: SQL[] = [];
  const q = query.q?.trim();
  if (q) conditions.push(or(ilike(organizations.name, likePattern(q)), ilike(organizations.subdomain, likePattern(q)))!);
  if (query.cursor) {
    const [value, id] = decodeCursor(query.cursor);
    const after = sql`(${sort.expression}, ${organizations.id}) ${query.order === 'asc' ? sql`>` : sql`<`} (${castCursorValue(value, sort.type)}, ${id}::uuid)`;
    conditions.push(after);
  }
  const rows = await fromOrganizations(db, { ...organizationColumns, sortKey: sql<string>`(${sort.expression})::text` })
    .where(and(...conditions))
    .orderBy(direction(sort.expression), direction(organizations.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    organizations: page.map(({ sortKey: _, ...row }) => presentOrganization(row)),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.sortKey, last.id) : null,
  };
}
