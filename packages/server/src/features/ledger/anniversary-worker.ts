import { istanbulToday } from '@paydos/domain';
import type { Database } from '../../db/client';
import { grantDueAnniversaries, type GrantRunResult } from './grant-due-anniversaries';

export interface AnniversaryWorkerOptions {
  db: Database;
  /** Time between passes; an anniversary is a calendar date, so hourly is plenty. Omit for no loop (tests). */
  intervalMs?: number;
  now?: () => Date;
  log?: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
}

export interface AnniversaryWorker {
  runOnce(): Promise<GrantRunResult>;
  stop(): Promise<void>;
}

/**
 * Runs grantDueAnniversaries at start and then every `intervalMs`. Why a plain timer rather than a
 * scheduler: the pass is idempotent (a unique index refuses a second grant of a year), so a missed
 * or doubled run across instances costs nothing, and a pass after downtime catches up every
 * anniversary missed meanwhile. A failed pass is logged and retried on the next tick.
 */
export function createAnniversaryWorker(options: AnniversaryWorkerOptions): AnniversaryWorker {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());

  async function runOnce(): Promise<GrantRunResult> {
    const result = await grantDueAnniversaries(db, { today: istanbulToday(now()) });
    if (result.grants > 0) log?.info(result, 'anniversary grants written');
    return result;
  }

  let timer: NodeJS.Timeout | null = null;
  let current: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const intervalMs = options.intervalMs;
  const tick = () => {
    current = runOnce()
      .catch((error) => log?.warn({ error: String(error) }, 'anniversary grant pass failed'))
      .finally(() => {
        if (!stopped && intervalMs) timer = setTimeout(tick, intervalMs);
      });
  };
  if (intervalMs) tick();

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}
