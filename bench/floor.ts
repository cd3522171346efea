/**
 * The floor: a bare Fastify server that, for each captured call, runs the very statements the app ran
 * for it (same text, same parameters, same order; see sql-capture.ts) on a pool of the app's size and
 * answers every statement's rows as JSON (all of them, not only the last: the team calendar's big
 * read is not its last statement, and a floor that skipped sending it would not be a floor). What the app does beyond that (hooks, validation, mapping,
 * serialisation) is the difference between its throughput and the floor's.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { POSTGRES_SESSION_OPTIONS, type DatabaseHandle } from '../packages/server/src/db/client';
import type { Statement } from './sql-capture';

export interface Floor {
  /** The floor's URL of a call registered with `add`. */
  url(name: string): string;
  add(name: string, statements: Statement[]): void;
  close(): Promise<void>;
}

const beginsTransaction = (statements: Statement[]) => statements.some((s) => /^\s*begin\b/i.test(s.text));

export async function startFloor(handle: DatabaseHandle, databaseUrl: string | undefined): Promise<Floor> {
  const calls = new Map<string, Statement[]>();
  let run: (statements: Statement[]) => Promise<unknown[][]>;
  let end = async () => {};
  if (handle.pglite) {
    const client = handle.pglite;
    run = async (statements) => {
      const results: unknown[][] = [];
      for (const s of statements)
        results.push(
          (await client.query(s.text, s.values as never, s.rowMode ? { rowMode: s.rowMode } : undefined)).rows,
        );
      return results;
    };
  } else {
    // The app's own pool size (db/client.ts), read from its pool.
    const max = (handle.db as unknown as { $client: pg.Pool }).$client.options.max;
    const pool = new pg.Pool({ connectionString: databaseUrl, max, options: POSTGRES_SESSION_OPTIONS });
    run = async (statements) => {
      const results: unknown[][] = [];
      const config = (s: Statement) => ({
        text: s.text,
        values: s.values,
        ...(s.rowMode ? { rowMode: s.rowMode } : {}),
        ...(s.name ? { name: s.name } : {}),
      });
      if (!beginsTransaction(statements)) {
        for (const s of statements) results.push((await pool.query(config(s))).rows);
        return results;
      }
      const client = await pool.connect();
      try {
        for (const s of statements) results.push((await client.query(config(s))).rows);
      } finally {
        client.release();
      }
      return results;
    };
    end = () => pool.end();
  }

  const server = Fastify({ logger: false });
  server.get<{ Params: { name: string } }>('/floor/:name', async (request, reply) => {
    const statements = calls.get(request.params.name);
    if (!statements) return reply.code(404).send({ error: 'unknown call' });
    return reply.send(await run(statements));
  });
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: (name) => `${address}/floor/${encodeURIComponent(name)}`,
    add: (name, statements) => void calls.set(name, statements),
    async close() {
      await server.close();
      await end();
    },
  };
}
