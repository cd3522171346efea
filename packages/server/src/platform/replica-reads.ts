import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { selectRows } from '../db/rows';
import { AppError } from './errors';

/** How fresh an answer read by `replicaReads.read` is (docs/SCALING.md, section 3). */
export const DATA_SOURCE_HEADER = 'x-paydos-data-source';
/** Seconds the data may be behind the primary: `0` from the primary, the replica's replay lag from it. */
export const DATA_AGE_HEADER = 'x-paydos-data-age';

export interface ReplicaReads {
  /**
   * Runs a read that tolerates a few seconds of lag (the monthly report and its files, the team calendar's
   * month, calendar feeds, the operator's analytics) on the replica when one is configured, answering and
   * at most `maxLagSeconds` behind; otherwise, or when the replica fails, on the primary. Says which in the
   * answer's headers. Only for GET routes: a command, and whatever it reads, stays on the primary.
   */
  read<T>(request: FastifyRequest, reply: FastifyReply, work: (db: Database) => Promise<T>): Promise<T>;
}

declare module 'fastify' {
  interface FastifyInstance {
    replicaReads: ReplicaReads;
  }
}

/**
 * The replica's lag in seconds: 0 when it is no replica (a stand-in in tests), or when it streams and has
 * replayed all it received; otherwise the time since the last transaction it replayed (a primary with no
 * writes for a while makes this large while the data is in fact current: it errs on the side of "stale").
 */
async function replicaLagSeconds(replica: Database) {
  const [row] = await selectRows<{ lag: number | string }>(
    replica,
    sql`select case
      when not pg_is_in_recovery() then 0
      when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn()
        and exists (select 1 from pg_stat_wal_receiver where status = 'streaming') then 0
      else coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()), 1e9)
    end as lag`,
  );
  return Number(row!.lag);
}

export interface ReplicaReadsOptions {
  primary: Database;
  replica: Database | null;
  /** A replica further behind than this is not read: the primary answers. */
  maxLagSeconds: number;
  /** After a failure the replica is left alone for this long (an instance does not hammer a stopped server). */
  retryAfterMs?: number;
  log: FastifyBaseLogger;
}

export function createReplicaReads({
  primary,
  replica,
  maxLagSeconds,
  retryAfterMs = 5000,
  log,
}: ReplicaReadsOptions): ReplicaReads {
  let leftAloneUntil = 0;
  const fromPrimary = (reply: FastifyReply) => reply.header(DATA_SOURCE_HEADER, 'primary').header(DATA_AGE_HEADER, '0');

  return {
    async read(request, reply, work) {
      if (request.method !== 'GET' && request.method !== 'HEAD')
        throw new Error(`${request.method} ${request.url}: a command reads the primary, never the replica`);
      if (replica && performance.now() >= leftAloneUntil) {
        try {
          const lag = await replicaLagSeconds(replica);
          if (lag <= maxLagSeconds) {
            const result = await work(replica);
            reply.header(DATA_SOURCE_HEADER, 'replica').header(DATA_AGE_HEADER, lag.toFixed(1));
            return result;
          }
          log.warn({ lagSeconds: lag, maxLagSeconds }, 'replica too far behind: reading the primary');
        } catch (error) {
          // A refusal of the request (not found, bad month) is the answer, wherever it was read.
          if (error instanceof AppError) throw error;
          leftAloneUntil = performance.now() + retryAfterMs;
          log.warn({ err: error, retryAfterMs }, 'replica failed: reading the primary');
        }
      }
      const result = await work(primary);
      fromPrimary(reply);
      return result;
    },
  };
}

export function registerReplicaReads(app: FastifyInstance, options: Omit<ReplicaReadsOptions, 'log'>) {
  app.decorate('replicaReads', createReplicaReads({ ...options, log: app.log }));
}
