import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { systemClock, type Clock } from '../../platform/clock';
import { startPeriodicTask } from '../../platform/periodic-task';
import { sendScheduledMails, type ScheduledMailRun } from './send-scheduled-mails';

export interface ScheduledMailWorkerOptions {
  db: Database;
  config: Config;
  /** Time between passes (a pass before 09:00 does nothing). Omit for no loop (tests call runOnce). */
  intervalMs?: number;
  /** The clock, read once per pass; tests move it. */
  now?: Clock;
  log?: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
}

/**
 * Birthday, work-anniversary, admin morning-note and trial-end mails (product §D5), a pass at start
 * and then every `intervalMs`. Passes are safe to repeat and to run on every instance: each mail is
 * claimed under a unique key (occasion, person, Istanbul date) in the transaction that queues it.
 */
export function createScheduledMailWorker(options: ScheduledMailWorkerOptions) {
  const now = options.now ?? systemClock;
  async function runOnce(): Promise<ScheduledMailRun> {
    const run = await sendScheduledMails(options.db, options.config, now());
    const queued = run.birthdays + run.anniversaries + run.adminNotes + run.trialNotices;
    if (queued > 0) options.log?.info(run, 'scheduled mails queued');
    return run;
  }
  const task = startPeriodicTask('scheduled mails', runOnce, options.intervalMs, options.log);
  return { runOnce, stop: () => task.stop() };
}
