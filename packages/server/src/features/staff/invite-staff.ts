import { compareDates, istanbulToday, type Language } from '@paydos/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { invitations } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import type { TenantScope } from '../../platform/tenant-scope';
import { createInvitation } from '../invitations';
import { pendingInvitationsWhere } from '../invitations';
import type { InviteBody } from '@paydos/contract/staff';

/**
 * Product §7 POST /admin/invite. The start date defaults to today and may not lie in the future
 * (product §5). A second invitation to an address with a pending one is refused (409) rather than
 * silently replacing it, so the admin knows a link is already out; cancelling it first re-sends.
 * The mail speaks the inviting ADMIN's `language` (his request's).
 */
export async function inviteStaff(
  db: Database,
  config: Config,
  scope: TenantScope & { organizationName: string; subdomain: string },
  input: InviteBody,
  invitedById: string,
  language: Language,
  now: Date,
) {
  const today = istanbulToday(now);
  const startDate = input.startDate || today;
  if (compareDates(startDate, today) > 0)
    throw fail.badRequest(messages.people.startDateInFuture, { startDate: messages.people.startDateInFuture });
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(pendingInvitationsWhere(scope, now, eq(invitations.email, input.email)))
      .limit(1);
    if (pending) throw fail.conflict(messages.people.alreadyInvited);
    const { invitation } = await createInvitation(
      tx,
      config,
      scope,
      { ...input, startDate },
      invitedById,
      language,
      now,
    );
    return invitation;
  });
}
