import type { CalendarDate } from '@paydos/domain';
import type { Executor } from '../../db/client';
import { scheduledMailOccasions } from '../../db/schema';
import { enqueueMail, type OutgoingMail } from '../mail';

export type MailOccasion = 'birthday' | 'anniversary' | 'admin-digest' | 'trial-ending' | 'renewal-failed';

export interface OccasionKey {
  organizationId: string;
  occasion: MailOccasion;
  /** Whom the mail is for (a person's id). */
  subjectId: string;
  /** The Istanbul date the occasion is for. */
  localDate: CalendarDate;
}

/**
 * Claims an occasion and puts its mail in the outbox, in the caller's transaction. The unique index
 * (occasion, subject, date) makes the insert a no-op for a key already claimed, committed by anyone
 * (on PostgreSQL a concurrent claim of the same key waits for the first transaction and then inserts
 * nothing), so the mail is queued at most once; it is queued at all because the claim and the mail
 * commit or roll back together. `mail` is built only when the claim succeeds.
 */
export async function claimAndEnqueue(
  tx: Executor,
  key: OccasionKey,
  mail: () => Omit<OutgoingMail, 'organizationId'>,
): Promise<boolean> {
  const claimed = await tx
    .insert(scheduledMailOccasions)
    .values(key)
    .onConflictDoNothing()
    .returning({ id: scheduledMailOccasions.id });
  if (claimed.length === 0) return false;
  await enqueueMail(tx, { ...mail(), organizationId: key.organizationId });
  return true;
}
