import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * How answers are written (docs/decisions/016-answers-by-fast-json-stringify.md):
 * - `fast`: by fast-json-stringify, compiled once per route from the route's zod response schema
 *   (as JSON Schema, output side). It writes only the schema's properties, as zod's encode strips
 *   the others, without building a stripped copy of the answer first: on a page of 50 requests that
 *   copy and its garbage were most of the app's own work over its SQL (bench/README.md, issue 25).
 * - `checked`: both ways, and a difference is an error. The tests run so (test/test-app.ts), so every
 *   answer the suites produce proves the fast writer equal to zod's for its route.
 * - `zod`: zod's encode and JSON.stringify only.
 * A schema JSON Schema cannot state (a transform, a custom check) is always written by zod.
 */
export type ResponseSerializer = 'fast' | 'checked' | 'zod';

type Serialize = (data: unknown) => string;

export class ResponseMismatchError extends Error {
  constructor(route: string, fast: string, zod: string) {
    const at = [...fast].findIndex((char, index) => char !== zod[index]);
    super(
      `${route}: fast-json-stringify and zod write different answers at ${at}: ${fast.slice(Math.max(0, at - 80), at + 80)} ≠ ${zod.slice(Math.max(0, at - 80), at + 80)}`,
    );
  }
}

type JsonSchema = { [key: string]: unknown };
const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null;

/**
 * What fast-json-stringify needs changed to write as zod's encode does: no `additionalProperties: false`
 * (zod strips a member it does not know; the writer ignores it too, but a branch of `anyOf` is chosen by
 * validating, and an extra member would fail it), and `X | null` as a type list, which it tells apart
 * without validating.
 */
/** Keywords whose value is data, not a schema. */
const VALUES = new Set(['enum', 'const', 'default', 'examples']);
/** Keywords whose value maps names to schemas. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs']);

function forWriter(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forWriter);
  if (!isSchema(schema)) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'additionalProperties' && value === false) continue;
    if (VALUES.has(key)) out[key] = value;
    // A map of names to schemas: each name is a field, whatever it is called (a field named `enum` is not the keyword).
    else if (SCHEMA_MAPS.has(key) && isSchema(value))
      out[key] = Object.fromEntries(Object.entries(value).map(([name, member]) => [name, forWriter(member)]));
    else out[key] = forWriter(value);
  }
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const [first, second] = anyOf as JsonSchema[];
    const [other, nullable] = second?.type === 'null' ? [first, second] : [second, first];
    if (nullable?.type === 'null' && Object.keys(nullable).length === 1 && typeof other?.type === 'string') {
      const { anyOf: _replaced, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** The route's schema as JSON Schema for fast-json-stringify, or null when JSON Schema cannot say all of it. */
function fastWriter(schema: unknown): Serialize | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    const jsonSchema = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
      cycles: 'throw',
    });
    return fastJsonStringify(forWriter(jsonSchema) as Schema);
  } catch {
    return null;
  }
}

type RouteSchema = Parameters<typeof zodSerializerCompiler>[0];

export function responseSerializerCompiler(mode: ResponseSerializer): FastifySerializerCompiler<RouteSchema['schema']> {
  return (route) => {
    const byZod = zodSerializerCompiler(route) as Serialize;
    const fast = mode === 'zod' ? null : fastWriter(route.schema);
    if (!fast) return byZod;
    if (mode === 'fast') return fast;
    return (data) => {
      const expected = byZod(data);
      const written = fast(data);
      // The same members in another order are the same answer (fast-json-stringify keeps the schema's order).
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected)))
        throw new ResponseMismatchError(`${route.method} ${route.url}`, written, expected);
      return written;
    };
  };
}
