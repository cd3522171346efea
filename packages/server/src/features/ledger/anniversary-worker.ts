import { istanbulToday } from '@paydos/domain';
import type { Database } from '../../db/client';
import { systemClock, type Clock } from '../../platform/clock';
import { startPeriodicTask } from '../../platform/periodic-task';
import { expireExtraDays } from './expire-extra-days';
import { grantDueAnniversaries, type GrantRunResult } from './grant-due-anniversaries';

export interface AnniversaryWorkerOptions {
  db: Database;
  /** Time between passes; an anniversary is a calendar date, so hourly is plenty. Omit for no loop (tests). */
  intervalMs?: number;
  /** The clock, read once per pass; tests set it. */
  now?: Clock;
  log?: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
}

export type AnniversaryRunResult = GrantRunResult & { expiries: number };

export interface AnniversaryWorker {
  runOnce(): Promise<AnniversaryRunResult>;
  stop(): Promise<void>;
}

/**
 * Runs grantDueAnniversaries, then expireExtraDays (art. 59: only extra days expire), at start and then every `intervalMs`. Why a plain timer rather than a
 * scheduler: the pass is idempotent (a unique index refuses a second grant of a year), so a missed
 * or doubled run across instances costs nothing, and a pass after downtime catches up every
 * anniversary missed meanwhile. A failed pass is logged and retried on the next tick.
 */
export function createAnniversaryWorker(options: AnniversaryWorkerOptions): AnniversaryWorker {
  const { db, log } = options;
  const now = options.now ?? systemClock;

  async function runOnce(): Promise<AnniversaryRunResult> {
    const today = istanbulToday(now());
    const granted = await grantDueAnniversaries(db, { today });
    if (granted.grants > 0) log?.info(granted, 'anniversary grants written');
    // After the grants: an expiry date falls on or after the anniversary that closes its year.
    const expiries = await expireExtraDays(db, { today });
    if (expiries > 0) log?.info({ expiries }, 'unused extra days expired');
    return { ...granted, expiries };
  }

  const task = startPeriodicTask('anniversary grant', runOnce, options.intervalMs, log);
  return { runOnce, stop: () => task.stop() };
}
