import { sql } from 'drizzle-orm';
import type { Executor } from './client';
import { executeDirectly } from './direct-execute';
import { compileRowMapper } from './row-mapper';

/**
 * A hot statement built once per database handle and sent as a named prepared statement (drizzle's
 * `.prepare`). Building a query with drizzle's builder costs more CPU than PostgreSQL's own work for
 * a one-row lookup (the bench's profile of auth/me: about 40 % of the app's Node time), and with a
 * name PostgreSQL also parses and plans it once per connection. `build` receives the executor and
 * writes the statement's variable values as `param('…')`; the answer runs it with those values.
 * Inside a transaction the statement is built for that transaction (as any other query is). Its rows
 * are mapped by a mapper compiled for it (row-mapper.ts), and on PostgreSQL it runs without drizzle's
 * per-run layers (direct-execute.ts).
 */
export function preparedStatement<Prepared extends { execute(values?: Record<string, unknown>): Promise<unknown> }>(
  build: (db: Executor) => Prepared,
) {
  const built = new WeakMap<Executor, Prepared>();
  return (db: Executor): Prepared => {
    let statement = built.get(db);
    if (!statement) {
      statement = executeDirectly(compileRowMapper(build(db)));
      built.set(db, statement);
    }
    return statement;
  };
}

/** A value given when a prepared statement runs; typed as the column it stands for. */
export const param = <T = string>(name: string) => sql.placeholder(name) as unknown as T;

/**
 * `preparedStatement` for a statement whose shape varies (a list's optional filters, a cursor or
 * none): one prepared statement per shape, built on first use. `shape` names the variant (e.g.
 * `q+department+cursor`) and becomes part of the statement's name, so that each name always
 * stands for the same text.
 */
export function preparedStatements<Prepared extends { execute(values?: Record<string, unknown>): Promise<unknown> }>(
  build: (db: Executor, shape: string) => Prepared,
) {
  const built = new WeakMap<Executor, Map<string, Prepared>>();
  return (db: Executor, shape: string): Prepared => {
    let shapes = built.get(db);
    if (!shapes) built.set(db, (shapes = new Map<string, Prepared>()));
    let statement = shapes.get(shape);
    if (!statement) {
      statement = executeDirectly(compileRowMapper(build(db, shape)));
      shapes.set(shape, statement);
    }
    return statement;
  };
}

/** The shape of a statement from the values it is given: the names of those present, in order. */
export const shapeOf = (values: Record<string, unknown>) =>
  Object.keys(values)
    .filter((key) => values[key] !== undefined)
    .join('+') || 'all';
