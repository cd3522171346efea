import { z } from 'zod';
import { text } from './fields';
import { messages } from './messages';

/** The query fields of every paged list (product §D7): `limit` 1..500 (50 by default) and the previous page's `nextCursor`. */
export const pageQuery = {
  limit: z.coerce
    .number({ error: messages.paging.limitInvalid })
    .int({ error: messages.paging.limitInvalid })
    .min(1, { error: messages.paging.limitInvalid })
    .max(500, { error: messages.paging.limitInvalid })
    .default(50),
  cursor: text('cursor').trim().max(1000).optional(),
};
export interface PageRequest {
  limit: number;
  cursor?: string;
}

/** Every keyset page answers with its rows under a name and the cursor of the next page (null at the end). */
export const pageOf = <Key extends string, Row extends z.ZodType>(key: Key, row: Row) =>
  z.object({ [key]: z.array(row), nextCursor: z.string().nullable() } as { [K in Key]: z.ZodArray<Row> } & {
    nextCursor: z.ZodNullable<z.ZodString>;
  });
