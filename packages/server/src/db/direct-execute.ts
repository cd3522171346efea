import { DrizzleQueryError, fillPlaceholders, is } from 'drizzle-orm';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';

type Parser = (value: string) => unknown;
interface TypeParsers {
  getTypeParser(typeId: number, format?: string): Parser;
}

/** The parts of drizzle's node-postgres statement that running it needs (drizzle's own fields). */
interface NodePgStatement {
  client: { query(config: object, values: unknown[]): Promise<{ rows: unknown[][] }> };
  params: unknown[];
  queryConfig: { text: string; types: TypeParsers };
  customResultMapper?: (rows: unknown[][]) => unknown;
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

const parserByType = new Map<number, Parser>();

/**
 * drizzle gives each statement its own `types`, whose `getTypeParser` answers with a new function for
 * every date and time column of every answer (they stay text). Its answer depends only on the type, so
 * it is asked once per type for the whole process. The keys: a type's id, doubled, plus one for binary.
 */
function sharedTypeParsers(own: TypeParsers): TypeParsers {
  return {
    getTypeParser(typeId, format = 'text') {
      const key = typeId * 2 + (format === 'binary' ? 1 : 0);
      let parser = parserByType.get(key);
      if (!parser) parserByType.set(key, (parser = own.getTypeParser(typeId, format)));
      return parser;
    },
  };
}

/**
 * Runs a hot node-postgres statement with one await: drizzle's `execute` passes each run through three
 * tracing callbacks, a result cache the app does not use and two more async functions, which the
 * bench's profile of auth/me counted beside node-postgres's own work (bench/README.md, 7 Dec 2026).
 * What it does is kept: the placeholders filled the same way, an error wrapped in `DrizzleQueryError`
 * with the driver's error as its cause, and the rows mapped by the statement's compiled mapper. Only a
 * statement with that mapper is changed (db/row-mapper.ts); PGlite's statements stay drizzle's.
 */
export function executeDirectly<Statement>(statement: Statement): Statement {
  if (!is(statement, NodePgPreparedQuery)) return statement;
  const own = statement as unknown as NodePgStatement;
  const mapRows = own.customResultMapper;
  if (!mapRows) return statement;
  const query = { ...own.queryConfig, types: sharedTypeParsers(own.queryConfig.types) };
  own.execute = async (values = {}) => {
    const params = fillPlaceholders(own.params, values);
    let rows: unknown[][];
    try {
      rows = (await own.client.query(query, params)).rows;
    } catch (error) {
      throw new DrizzleQueryError(query.text, params, error as Error);
    }
    return mapRows(rows);
  };
  return statement;
}
