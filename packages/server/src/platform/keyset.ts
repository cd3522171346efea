import { isCalendarDate } from '@paydos/domain';
import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { fail } from './errors';
import { messages } from '@paydos/contract/messages';

/**
 * Keyset pages (product §D7), the one implementation of every list that grows: rows ordered by
 * one or more sort values and then the id, all in one direction; a page reads `limit + 1` rows
 * (the extra one only says there is a next page); the cursor is the last row's sort values as
 * PostgreSQL prints them (a JavaScript Date would round microseconds away and skip or repeat
 * rows written in the same millisecond) and its id, as base64url JSON. A cursor can be bound to
 * a scope (the organization): one made for another scope is refused, so a cursor never carries
 * a position from one tenant's list into another's.
 */

/** How a sort value is read back from the cursor (checked first: a bad value is a 400, never a cast error). */
export type KeysetType = 'text' | 'int' | 'numeric' | 'date' | 'timestamptz';

const TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?[+-]([01]\d|2[0-3])(:[0-5]\d)?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const valid: Record<KeysetType, (value: string) => boolean> = {
  // NUL is the one character PostgreSQL text cannot hold.
  text: (value) => value.length <= 500 && !value.includes('\u0000'),
  int: (value) => /^-?\d{1,18}$/.test(value),
  numeric: (value) => /^-?\d{1,12}(\.\d{1,6})?$/.test(value),
  date: (value) => isCalendarDate(value),
  timestamptz: (value) =>
    value === 'infinity' || value === '-infinity' || (TIMESTAMP.test(value) && isCalendarDate(value.slice(0, 10))),
};
const cast: Record<KeysetType, (value: unknown) => SQL> = {
  text: (value) => sql`${value}::text`,
  int: (value) => sql`${value}::bigint`,
  numeric: (value) => sql`${value}::numeric`,
  date: (value) => sql`${value}::date`,
  timestamptz: (value) => sql`${value}::timestamptz`,
};

export interface KeysetSort {
  /** Never null (wrap in `coalesce`): a row comparison with a null matches nothing. */
  expression: SQL | AnyColumn;
  type: KeysetType;
}

export interface KeysetOrder {
  sorts: KeysetSort[];
  id: AnyColumn;
  direction: 'asc' | 'desc';
  /** The tenant (or other list) the cursor belongs to; a cursor of another is a 400. */
  scope?: string;
}

const cursorShape = z.tuple([z.array(z.string()), z.string().regex(UUID), z.string().nullable()]);

/** The cursor's sort values (as PostgreSQL printed them) and id, checked against the order; else a 400. */
function readCursor(order: KeysetOrder, cursor: string): { values: string[]; id: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw fail.badRequest(messages.paging.cursorInvalid);
  }
  const result = cursorShape.safeParse(parsed);
  if (!result.success) throw fail.badRequest(messages.paging.cursorInvalid);
  const [values, id, scope] = result.data;
  const fits = values.length === order.sorts.length && values.every((value, i) => valid[order.sorts[i]!.type](value));
  if (!fits || scope !== (order.scope ?? null)) throw fail.badRequest(messages.paging.cursorInvalid);
  return { values, id };
}

export function keyset(order: KeysetOrder) {
  const expressions = [...order.sorts.map((s) => sql`${s.expression}`), sql`${order.id}`];
  const direction = order.direction === 'asc' ? asc : desc;
  const afterRow = (values: unknown[], id: unknown) =>
    sql`(${sql.join(expressions, sql`, `)}) ${order.direction === 'asc' ? sql`>` : sql`<`} (${sql.join(
      [...values.map((value, i) => cast[order.sorts[i]!.type](value)), sql`${id}::uuid`],
      sql`, `,
    )})`;
  const orderBy = expressions.map((e) => direction(e));
  const page = <Row extends { id: string; key: string[] }>(rows: Row[], limit: number) => {
    const shown = rows.slice(0, limit);
    const last = shown.at(-1);
    const nextCursor =
      rows.length > limit && last
        ? Buffer.from(JSON.stringify([last.key, last.id, order.scope ?? null])).toString('base64url')
        : null;
    return { rows: shown.map(({ key: _key, ...row }) => row), nextCursor };
  };
  return {
    /** Select this beside the row's columns: the sort values as PostgreSQL prints them. */
    key: sql<string[]>`json_build_array(${sql.join(
      order.sorts.map((s) => sql`(${s.expression})::text`),
      sql`, `,
    )})`,
    /** The condition "after the cursor's row" (undefined on the first page). */
    after(cursor: string | undefined): SQL | undefined {
      if (!cursor) return undefined;
      const { values, id } = readCursor(order, cursor);
      return afterRow(values, id);
    },
    /**
     * "After the cursor's row" with the cursor's values as a prepared statement's parameters
     * (`after0`, `after1`…, `afterId`; db/prepared.ts), given by `cursorParameters`.
     */
    afterParameters: () =>
      afterRow(
        order.sorts.map((_, i) => sql.placeholder(`after${i}`)),
        sql.placeholder('afterId'),
      ),
    cursorParameters(cursor: string): Record<string, string> {
      const { values, id } = readCursor(order, cursor);
      return { ...Object.fromEntries(values.map((value, i) => [`after${i}`, value])), afterId: id };
    },
    orderBy,
    /** The page's rows (without `key`) and the next page's cursor, null on the last page. */
    page,
    /**
     * Reads one page of a builder query that selects `key` beside the row and has `after(cursor)`
     * in its `where`: in this order, `limit + 1` rows, answered as `page` answers.
     */
    async readPage<Row extends { id: string; key: string[] }>(query: OrderableQuery<Row>, limit: number) {
      return page(await query.orderBy(...orderBy).limit(limit + 1), limit);
    },
  };
}

/** A builder query (drizzle's select after `where`) this module orders and limits. */
interface OrderableQuery<Row> {
  orderBy(...columns: SQL[]): { limit(limit: number): PromiseLike<Row[]> };
}

/** Newest first on one timestamp and then the id, the order most lists show; the cursor bound to `scope` when given. */
export const newestFirst = (timestamp: AnyColumn, id: AnyColumn, scope?: string) =>
  keyset({ sorts: [{ expression: timestamp, type: 'timestamptz' }], id, direction: 'desc', scope });

/** `%`, `_` and `\` typed into a search box are matched as themselves. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
