import { addDays, istanbulToday } from '@paydos/domain';
import { and, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dataUploads, historicalLeaveBatches, invitations, oneTimeTokens, scheduledMailOccasions, sessions, storedFiles } from '../../db/schema';

/** How long a dead record is kept before housekeeping removes it (support questions, "the link expired" pages). */
export const KEEP_DEAD_DAYS = 30;

export interface HousekeepingResult {
  sessions: number;
  oneTimeTokens: number;
  invitations: number;
  consentLinks: number;
  occasions: number;
  uploads: number;
}

/**
 * One housekeeping pass (issue 13, decisions §5), each step its own statement, all idempotent:
 * - sessions past their expiry, and revoked ones 30 days after the revocation;
 * - reset and set-password tokens once expired or used;
 * - invitations never accepted, 30 days past their expiry (the staff page lists only live ones;
 *   accepted invitations stay as the record of who invited whom, their token long spent);
 * - historical consent links 30 days past their expiry: the token hash is nulled, the batch (a record
 *   of what the employee agreed to) stays;
 * - scheduled-mail claims older than 30 days (only today's occasions are ever claimed again);
 * - past-leave uploads whose deletion date has come (spec: completed uploads are deleted 30 days
 *   after completion, which sets `scheduled_delete_at`), the upload and its stored file together.
 * `now` is the clock (tests move it).
 */
export async function removeExpiredRecords(db: Database, now: Date): Promise<HousekeepingResult> {
  const keepUntil = new Date(now.getTime() - KEEP_DEAD_DAYS * 86_400_000);
  const removedSessions = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.revokedAt, keepUntil)))
    .returning({ id: sessions.id });
  const removedTokens = await db
    .delete(oneTimeTokens)
    .where(or(lt(oneTimeTokens.expiresAt, now), isNotNull(oneTimeTokens.usedAt)))
    .returning({ id: oneTimeTokens.id });
  const removedInvitations = await db
    .delete(invitations)
    .where(and(isNull(invitations.acceptedAt), lt(invitations.expiresAt, keepUntil)))
    .returning({ id: invitations.id });
  const retiredLinks = await db
    .update(historicalLeaveBatches)
    .set({ tokenHash: null })
    .where(and(isNotNull(historicalLeaveBatches.tokenHash), lt(historicalLeaveBatches.tokenExpiresAt, keepUntil)))
    .returning({ id: historicalLeaveBatches.id });
  const removedOccasions = await db
    .delete(scheduledMailOccasions)
    .where(lt(scheduledMailOccasions.localDate, addDays(istanbulToday(now), -KEEP_DEAD_DAYS)))
    .returning({ id: scheduledMailOccasions.id });
  const removedUploads = await db.transaction(async (tx) => {
    const due = await tx
      .delete(dataUploads)
      .where(lt(dataUploads.scheduledDeleteAt, now))
      .returning({ id: dataUploads.id, fileId: dataUploads.fileId });
    const fileIds = due.flatMap((u) => (u.fileId ? [u.fileId] : []));
    if (fileIds.length > 0) await tx.delete(storedFiles).where(inArray(storedFiles.id, fileIds));
    return due.length;
  });
  return {
    sessions: removedSessions.length,
    oneTimeTokens: removedTokens.length,
    invitations: removedInvitations.length,
    consentLinks: retiredLinks.length,
    occasions: removedOccasions.length,
    uploads: removedUploads,
  };
}
