/**
 * The hostile values the attack suite (platform/attack-suite.test.ts) sends, derived from a field's
 * JSON schema in the OpenAPI document: wrong types, refused and tolerated text, impossible dates.
 */

export interface JsonSchema {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  format?: string;
  pattern?: string;
  maxLength?: number;
  enum?: unknown[];
}

export const HOSTILE_TEXT = {
  /**
   * Must be refused wherever a string goes: PostgreSQL refuses NUL; no person types a control character;
   * a lone UTF-16 surrogate is no text (it broke the audit insert as a 500); bidi controls disguise a
   * name (issue 20). The huge one may be refused by size (413) before any field is read.
   */
  refused: [
    'Ayşe\u0000Kaya',
    'zil\u0007',
    '\u001b[31mkırmızı',
    'sil\u007f',
    'Demo \ud800',
    '\udc00son',
    'izin-listesi-2026\u202Exslx.exe',
    '\u2066gizli\u2069',
    'a'.repeat(100_000),
  ],
  /** May be accepted (a name can be in Arabic, with its right-to-left mark, or carry an emoji), but never a 500. */
  tolerated: [
    '',
    '   ',
    '😀🎉👩‍💻',
    'مرحبا بالعالم\u200F',
    "' OR '1'='1'; DROP TABLE users; --",
    '<script>alert(1)</script><img src=x onerror=alert(1)>',
    'İıŞşĞğÜüÖöÇç',
  ],
};
const IMPOSSIBLE_DATES = ['Tomorrow', '2026-02-28T25:61:00Z', '2026-02-30', '31.12.2026', '2026-13-01'];
const WRONG_TYPES: Array<{ value: unknown; type: string }> = [
  { value: 12345, type: 'number' },
  { value: true, type: 'boolean' },
  { value: [1, 2], type: 'array' },
  { value: { a: 1 }, type: 'object' },
  { value: 'metin', type: 'string' },
];

function typesOf(schema: JsonSchema): Set<string> {
  const types = new Set<string>();
  const add = (s: JsonSchema) => {
    if (Array.isArray(s.type)) s.type.forEach((t) => types.add(t));
    else if (s.type) types.add(s.type === 'integer' ? 'number' : s.type);
    (s.anyOf ?? s.oneOf ?? []).forEach(add);
  };
  add(schema);
  return types;
}

/** Every (path, value, must-refuse) to try on a field of this schema. */
export function hostileValues(name: string, schema: JsonSchema): Array<{ value: unknown; refused: boolean }> {
  const types = typesOf(schema);
  if (types.size === 0) return [];
  const values: Array<{ value: unknown; refused: boolean }> = WRONG_TYPES.filter((w) => !types.has(w.type)).map(
    (w) => ({ value: w.value, refused: true }),
  );
  if (types.has('string')) {
    values.push(...HOSTILE_TEXT.refused.map((value) => ({ value, refused: true })));
    values.push(...HOSTILE_TEXT.tolerated.map((value) => ({ value, refused: false })));
    if (/date|birthday/i.test(name)) values.push(...IMPOSSIBLE_DATES.map((value) => ({ value, refused: true })));
  }
  if (types.has('string') && /date|birthday/i.test(name))
    values.push(...['0001-01-01', '9999-12-31'].map((value) => ({ value, refused: false })));
  if (types.has('number')) values.push(...[1e308, -999_999, 0.25].map((value) => ({ value, refused: false })));
  if (types.has('array'))
    values.push(...[[], ['\u0000'], [{ a: '\u0000' }]].map((value) => ({ value, refused: false })));
  if (types.has('object')) {
    values.push(
      ...[{}, { 'anahtar\u0000': 'değer\u0000' }, { '0-1': '\u0000', workingDays: ['\u0000'] }].map((value) => ({
        value,
        refused: false,
      })),
    );
  }
  return values;
}

/** The fields to attack: top-level properties, and those of the first element of an array of objects. */
export function fieldsOf(
  schema: JsonSchema,
  sample: Record<string, unknown>,
): Array<{ path: Array<string | number>; name: string; schema: JsonSchema }> {
  const fields: Array<{ path: Array<string | number>; name: string; schema: JsonSchema }> = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    fields.push({ path: [name], name, schema: property });
    const items = property.items;
    if (items?.properties && Array.isArray(sample[name]) && (sample[name] as unknown[]).length) {
      for (const [inner, innerSchema] of Object.entries(items.properties))
        fields.push({ path: [name, 0, inner], name: inner, schema: innerSchema });
    }
  }
  return fields;
}

export function withField(sample: Record<string, unknown>, path: Array<string | number>, value: unknown) {
  const copy = structuredClone(sample);
  let target: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path.at(-1)!] = value;
  return copy;
}
