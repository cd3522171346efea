import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dataUploads } from '../../db/schema';
import { systemActor } from '../../platform/audit';
import { systemClock, type Clock } from '../../platform/clock';
import { startPeriodicTask } from '../../platform/periodic-task';
import { deletedColumns, removeUploadFiles } from './delete-upload';

/**
 * Deletes completed uploads whose 30 days are over (product §4, §D5), row and stored file.
 * Exactly once with several instances: the `DELETE … RETURNING` is the claim. A second instance's
 * delete of the same rows waits for the first's row locks, then finds them gone and returns nothing,
 * so each upload's file and audit entry are removed and written by one pass only.
 */
export async function purgeCompletedUploads(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(dataUploads)
      .where(and(eq(dataUploads.isCompleted, true), lte(dataUploads.scheduledDeleteAt, now)))
      .returning(deletedColumns);
    await removeUploadFiles(tx, systemActor('upload-purge'), 'upload.purge', deleted);
    return deleted.length;
  });
}

/** Runs the purge at start and then every `intervalMs` (hourly from main.ts); a failed pass is logged and retried. */
export function createUploadPurgeWorker(options: {
  db: Database;
  intervalMs?: number;
  /** The clock, read once per pass; tests set it. */
  now?: Clock;
  log?: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
}) {
  const { db, log } = options;
  const now = options.now ?? systemClock;
  const runOnce = async () => {
    const deleted = await purgeCompletedUploads(db, now());
    if (deleted > 0) log?.info({ deleted }, 'completed uploads deleted after 30 days');
    return deleted;
  };
  const task = startPeriodicTask('upload purge', runOnce, options.intervalMs, log);
  return { runOnce, stop: () => task.stop() };
}
