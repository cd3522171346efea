import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ResponseMismatchError, responseSerializerCompiler, type ResponseSerializer } from './response-serializer';

/** Decision 016: answers by fast-json-stringify from the route's zod schema, checked against zod's encode in tests. */
const writer = (mode: ResponseSerializer, schema: z.ZodType) =>
  responseSerializerCompiler(mode)({ schema, method: 'GET', url: '/api/x', httpStatus: '200' });

const person = z.object({
  id: z.string(),
  name: z.string(),
  team: z.object({ id: z.string(), name: z.string() }).nullable(),
  phone: z.string().nullable().optional(),
  days: z.number(),
  tags: z.array(z.enum(['A', 'B'])),
});

describe('response serializer (decision 016)', () => {
  it('only the fields the schema names leave the server, as with zod', () => {
    const row = { id: 'p1', name: 'Şule Işık', team: null, days: 2.5, tags: ['A'], passwordHash: '$argon2id$…' };
    for (const mode of ['fast', 'checked', 'zod'] as const) {
      const written = writer(mode, person)(row);
      expect(JSON.parse(written)).toEqual({ id: 'p1', name: 'Şule Işık', team: null, days: 2.5, tags: ['A'] });
      expect(written).not.toContain('passwordHash');
    }
  });

  it('writes nested, nullable and optional members as zod does', () => {
    const rows = [
      { id: 'p1', name: 'a"b\\c\u2028ğ', team: { id: 't1', name: 'Satış', extra: 1 }, phone: null, days: 0, tags: [] },
      { id: 'p2', name: 'İ', team: null, phone: '+90 555', days: -1.25, tags: ['B', 'A'] },
    ];
    const fast = writer('fast', z.array(person));
    const byZod = writer('zod', z.array(person));
    expect(JSON.parse(fast(rows))).toEqual(JSON.parse(byZod(rows)));
    expect(writer('checked', z.array(person))(rows)).toBe(fast(rows));
  });

  it('a member named like a JSON Schema keyword (enum, const, default) is a field like any other', () => {
    const schema = z.object({
      default: z.object({ a: z.string() }).nullable(),
      enum: z.object({ b: z.number() }).nullable(),
      const: z.array(z.object({ c: z.string() })),
    });
    const value = { default: { a: 'x', extra: 1 }, enum: { b: 2, extra: 1 }, const: [{ c: 'y', extra: 1 }] };
    const expected = { default: { a: 'x' }, enum: { b: 2 }, const: [{ c: 'y' }] };
    expect(JSON.parse(writer('fast', schema)(value))).toEqual(expected);
    expect(JSON.parse(writer('checked', schema)(value))).toEqual(expected);
  });

  it('in checked mode an answer that breaks its schema fails (a wrong type is not written)', () => {
    const wrong = { id: 'p1', name: 42, team: null, days: 1, tags: [] };
    expect(() => writer('checked', person)(wrong)).toThrow();
  });

  it('a schema JSON Schema cannot state (a custom check) is written by zod, which applies the check', () => {
    const schema = z.object({ code: z.custom<string>((value) => typeof value === 'string' && value.startsWith('P')) });
    expect(writer('fast', schema)({ code: 'P-1', other: 1 })).toBe('{"code":"P-1"}');
    expect(() => writer('fast', schema)({ code: 'X-1' })).toThrow();
  });

  it('names the route and the place where the two writers differ', () => {
    const error = new ResponseMismatchError('GET /api/x', '{"a":1}', '{"a":2}');
    expect(error.message).toContain('GET /api/x');
    expect(error.message).toContain('at 5');
  });
});
