import type { Database } from '../../db/client';
import { systemClock, type Clock } from '../../platform/clock';
import { startPeriodicTask } from '../../platform/periodic-task';
import { removeExpiredRecords, type HousekeepingResult } from './remove-expired-records';

export interface HousekeepingWorkerOptions {
  db: Database;
  /** Hourly in main.ts; omit for no loop (tests call runOnce). */
  intervalMs?: number;
  /** The clock, read once per pass; tests set it. */
  now?: Clock;
  log?: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
}

/** Removes expired sessions, tokens, invitations and consent links: at start, then every `intervalMs`; safe on several instances. */
export function createHousekeepingWorker(options: HousekeepingWorkerOptions) {
  const now = options.now ?? systemClock;
  async function runOnce(): Promise<HousekeepingResult> {
    const result = await removeExpiredRecords(options.db, now());
    if (Object.values(result).some((n) => n > 0)) options.log?.info(result, 'housekeeping removed expired records');
    return result;
  }
  const task = startPeriodicTask('housekeeping', runOnce, options.intervalMs, options.log);
  return { runOnce, stop: () => task.stop() };
}
