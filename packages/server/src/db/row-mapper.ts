import { Column, is, noopDecoder, SQL, Subquery, getTableName } from 'drizzle-orm';

/**
 * A prepared statement's result mapper, compiled once per statement. Drizzle maps each row by walking
 * its selected fields and testing every field's class (`is`, a prototype walk) for every row; on the
 * approvals page of the bench that walk cost more Node time than PostgreSQL's answer
 * (docs/decisions/002-named-prepared-statements-on-hot-paths.md). The compiled mapper builds each row as one object literal
 * with the decoders resolved up front, and skips the decoders that return their input (text, uuid,
 * integer). It gives the same objects as drizzle's mapper: a test compares the two.
 *
 * A nested object whose columns all come from one table of an outer join is `null` when its first
 * column is, as drizzle's mapper has it (`mapResultRow`'s nullify rule, decided here once per statement).
 */
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}
interface SelectedField {
  path: string[];
  field: unknown;
}
interface MappableStatement {
  fields?: SelectedField[];
  customResultMapper?: unknown;
  joinsNotNullableMap?: Record<string, boolean>;
}

type Tree = Map<string, Tree | number>;

/** An SQL expression's decoder (drizzle marks the field internal; its own mapper reads it so). */
const decoderOfSql = (expression: unknown) => (expression as { decoder: Decoder }).decoder;

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql(field._.sql);
  return decoderOfSql((field as { sql: SQL }).sql);
}

const identity = (decoder: Decoder) =>
  decoder === noopDecoder ||
  decoder.mapFromDriverValue === noopDecoder.mapFromDriverValue ||
  decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue;

/**
 * The nested objects drizzle turns into `null`, each with the index of the column that decides it: the
 * object's first column, when all its columns are of one table and that table is nullable in the joins.
 */
function nullableObjects(fields: SelectedField[], joins: Record<string, boolean> | undefined): Map<string, number> {
  const nullable = new Map<string, number>();
  if (!joins) return nullable;
  const firstColumn = new Map<string, { index: number; table: string } | false>();
  fields.forEach(({ path, field }, index) => {
    if (path.length !== 2 || !is(field, Column)) return;
    const object = path[0]!;
    const table = getTableName(field.table);
    const seen = firstColumn.get(object);
    if (seen === undefined) firstColumn.set(object, { index, table });
    else if (seen && seen.table !== table) firstColumn.set(object, false);
  });
  for (const [object, first] of firstColumn) if (first && !joins[first.table]) nullable.set(object, first.index);
  return nullable;
}

function literal(tree: Tree, decoders: Decoder[], nullable = new Map<string, number>()): string {
  const members = [...tree].map(([key, node]) => {
    if (typeof node !== 'number') {
      const object = literal(node, decoders);
      const decidedBy = nullable.get(key);
      return `${JSON.stringify(key)}: ${decidedBy === undefined ? object : `r[${decidedBy}] === null ? null : ${object}`}`;
    }
    const value = `r[${node}]`;
    return identity(decoders[node]!)
      ? `${JSON.stringify(key)}: ${value}`
      : `${JSON.stringify(key)}: ${value} === null ? null : d${node}.mapFromDriverValue(${value})`;
  });
  return `{ ${members.join(', ')} }`;
}

/** Sets the compiled mapper on a statement drizzle built; statements it cannot map stay as they are. */
export function compileRowMapper<Statement>(statement: Statement): Statement {
  const mappable = statement as MappableStatement;
  const fields = mappable.fields;
  if (!fields?.length || mappable.customResultMapper) return statement;
  const decoders = fields.map(({ field }) => decoderOf(field));
  const root: Tree = new Map();
  fields.forEach(({ path }, index) => {
    let node = root;
    path.forEach((chunk, depth) => {
      if (depth === path.length - 1) return void node.set(chunk, index);
      let child = node.get(chunk);
      if (typeof child !== 'object') node.set(chunk, (child = new Map()));
      node = child;
    });
  });
  const bindings = decoders
    .map((decoder, index) => (identity(decoder) ? '' : `const d${index} = d[${index}];`))
    .join('');
  const body = `${bindings} return (rows) => { const out = new Array(rows.length); for (let i = 0; i < rows.length; i++) { const r = rows[i]; out[i] = ${literal(root, decoders, nullableObjects(fields, mappable.joinsNotNullableMap))}; } return out; };`;
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- generated once per statement from its own selected fields
  const compile = new Function('d', body) as (decoders: Decoder[]) => (rows: unknown[][]) => unknown[];
  mappable.customResultMapper = compile(decoders);
  return statement;
}
