import { addDays, istanbulToday } from '@paydos/domain';
import { and, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  calendarFeedTokens,
  handoverCodes,
  historicalLeaveBatches,
  invitations,
  loginThrottles,
  oneTimeTokens,
  scheduledMailOccasions,
  sessions,
  ssoLoginStates,
} from '../../db/schema';
import { LOGIN_THROTTLE } from '../auth';

/** How long a dead record is kept before housekeeping removes it (support questions, "the link expired" pages). */
export const KEEP_DEAD_DAYS = 30;

export interface HousekeepingResult {
  sessions: number;
  oneTimeTokens: number;
  invitations: number;
  consentLinks: number;
  occasions: number;
  feedTokens: number;
  loginThrottles: number;
  handoverCodes: number;
  ssoLoginStates: number;
}

/**
 * One housekeeping pass (issue 13, product §D5), each step its own statement, all idempotent:
 * - sessions past their expiry, and revoked ones 30 days after the revocation;
 * - reset and set-password tokens once expired or used;
 * - invitations never accepted, 30 days past their expiry (the staff page lists only live ones;
 *   accepted invitations stay as the record of who invited whom, their token long spent);
 * - historical consent links 30 days past their expiry: the token hash is nulled, the batch (a record
 *   of what the employee agreed to) stays;
 * - scheduled-mail claims older than 30 days (only today's occasions are ever claimed again);
 * - calendar feed tokens 30 days after their revocation (a revoked URL never works again; the row
 *   is kept that long as a revoked session is, for "my calendar stopped" questions);
 * - login failure counts a day after their last failure (the login throttle has forgotten them by then).
 * - handover codes once expired (a spent one is deleted when it is used);
 * - single sign-on states once expired (a sign-in abandoned at the provider; a finished one is deleted by its callback).
 * Completed uploads are not here: `data-uploads/purge-completed-uploads.ts` deletes them, audited.
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
  const removedFeedTokens = await db
    .delete(calendarFeedTokens)
    .where(lt(calendarFeedTokens.revokedAt, keepUntil))
    .returning({ id: calendarFeedTokens.id });
  const removedThrottles = await db
    .delete(loginThrottles)
    .where(lt(loginThrottles.lastFailureAt, new Date(now.getTime() - LOGIN_THROTTLE.forgetAfterMs)))
    .returning({ key: loginThrottles.key });
  const removedHandoverCodes = await db
    .delete(handoverCodes)
    .where(lt(handoverCodes.expiresAt, now))
    .returning({ id: handoverCodes.id });
  const removedSsoStates = await db
    .delete(ssoLoginStates)
    .where(lt(ssoLoginStates.expiresAt, now))
    .returning({ id: ssoLoginStates.id });
  return {
    sessions: removedSessions.length,
    oneTimeTokens: removedTokens.length,
    invitations: removedInvitations.length,
    consentLinks: retiredLinks.length,
    occasions: removedOccasions.length,
    feedTokens: removedFeedTokens.length,
    loginThrottles: removedThrottles.length,
    handoverCodes: removedHandoverCodes.length,
    ssoLoginStates: removedSsoStates.length,
  };
}
