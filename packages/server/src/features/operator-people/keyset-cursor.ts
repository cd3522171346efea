import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { fail } from '../../platform/errors';
import { messages } from '../../platform/messages';

/**
 * Keyset pages (decisions §7) over `(created_at, id)`. The cursor is the last row's id: the
 * next page starts after that row's own `(created_at, id)`, read by the database itself, so no
 * timestamp ever round-trips through JavaScript (which would lose PostgreSQL's microseconds).
 */
export function afterCursor(table: PgTable & { id: AnyColumn; createdAt: AnyColumn }, cursor: string | undefined, direction: 'asc' | 'desc'): SQL | undefined {
  if (!cursor) return undefined;
  if (!/^[0-9a-f-]{36}$/i.test(cursor)) throw fail.badRequest(messages.operatorPeople.cursorInvalid);
  const row = sql`(select ${table.createdAt}, ${table.id} from ${table} where ${table.id} = ${cursor})`;
  return direction === 'asc' ? sql`(${table.createdAt}, ${table.id}) > ${row}` : sql`(${table.createdAt}, ${table.id}) < ${row}`;
}

/** One row more than the page is read; its presence means there is a next page. */
export function pageOf<T extends { id: string }>(rows: T[], limit: number) {
  const page = rows.slice(0, limit);
  return { page, nextCursor: rows.length > limit ? page.at(-1)!.id : null };
}
