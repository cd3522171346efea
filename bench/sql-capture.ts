/**
 * The SQL the app really runs: wraps the database handle's query function (node-postgres's
 * Client.prototype.query, which every pool client goes through, or the PGlite instance's query) so
 * that a window records every statement (text, parameters, row mode, in order) and every statement
 * is timed. PostgreSQL's pg_stat_statements would time them on the server, but it needs
 * shared_preload_libraries (a server restart); these times are measured from Node, so they also hold
 * the loopback round trip and node-postgres's parsing of the rows, and under load the wait for the
 * event loop (and on PGlite for its one connection).
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseHandle } from '../packages/server/src/db/client';

export interface Statement {
  text: string;
  values: unknown[];
  rowMode?: 'array';
  /** A named prepared statement's name (db/prepared.ts): the floor prepares it the same way. */
  name?: string;
}

export interface SqlRecorder {
  /** Starts recording the statements of one call (and forgets the previous recording). */
  record(): void;
  /** Stops recording and answers what was recorded. */
  stop(): Statement[];
  /** Statements run and their total time since the last `resetTiming()`. */
  timing(): { statements: number; ms: number; lastAt: number };
  resetTiming(): void;
}

interface QueryConfigLike {
  name?: string;
  text?: string;
  values?: unknown[];
  rowMode?: 'array';
  submit?: unknown;
}

export function captureSql(handle: DatabaseHandle): SqlRecorder {
  let recording: Statement[] | null = null;
  let statements = 0;
  let ms = 0;
  let lastAt = 0;
  const seen = (statement: Statement | null) => {
    if (statement && recording) recording.push(statement);
  };
  const done = (started: number) => {
    statements++;
    lastAt = performance.now();
    ms += lastAt - started;
  };

  if (handle.pglite) {
    const client: PGlite = handle.pglite;
    const query = client.query.bind(client);
    client.query = (async (text: string, params?: unknown[], options?: { rowMode?: 'array' }) => {
      seen({
        text,
        values: [...(params ?? [])],
        ...(options?.rowMode === 'array' ? { rowMode: 'array' as const } : {}),
      });
      const started = performance.now();
      try {
        return await query(text, params as never, options as never);
      } finally {
        done(started);
      }
    }) as PGlite['query'];
  } else {
    const proto = pg.Client.prototype as unknown as {
      query: (...args: unknown[]) => unknown;
      __benchWrapped?: boolean;
    };
    if (proto.__benchWrapped) throw new Error('captureSql: node-postgres is already wrapped');
    proto.__benchWrapped = true;
    const query = proto.query;
    proto.query = function (this: unknown, config: unknown, values?: unknown, callback?: unknown) {
      const object = typeof config === 'object' && config !== null ? (config as QueryConfigLike) : null;
      if (object?.submit) return query.apply(this, [config, values, callback]); // a cursor or stream: not ours
      const text = typeof config === 'string' ? config : (object?.text ?? '');
      const params: readonly unknown[] = Array.isArray(values) ? values : (object?.values ?? []);
      seen({
        text,
        values: [...params],
        ...(object?.rowMode === 'array' ? { rowMode: 'array' as const } : {}),
        ...(object?.name ? { name: object.name } : {}),
      });
      const started = performance.now();
      // pg-pool calls (config, values, callback); drizzle on a checked-out client calls (config, values) for a promise.
      const cbIndex = typeof values === 'function' ? 1 : typeof callback === 'function' ? 2 : -1;
      if (cbIndex >= 0) {
        const args = [config, values, callback];
        const cb = args[cbIndex] as (error: unknown, result: unknown) => void;
        args[cbIndex] = (error: unknown, result: unknown) => {
          done(started);
          cb(error, result);
        };
        return query.apply(this, args);
      }
      const result = query.apply(this, [config, values]) as Promise<unknown>;
      return result.finally(() => done(started));
    };
  }

  return {
    record() {
      recording = [];
    },
    stop() {
      const recorded = recording ?? [];
      recording = null;
      return recorded;
    },
    timing: () => ({ statements, ms, lastAt }),
    resetTiming() {
      statements = 0;
      ms = 0;
    },
  };
}

/** Waits until no statement has finished for `quietMs` (requests left over from a load run are done), at most `maxMs`. */
export async function waitForQuiet(recorder: SqlRecorder, quietMs = 300, maxMs = 60_000) {
  const until = performance.now() + maxMs;
  while (performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, quietMs));
    if (performance.now() - recorder.timing().lastAt >= quietMs) return;
  }
}
