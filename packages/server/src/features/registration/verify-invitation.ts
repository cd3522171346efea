import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invitations, organizations } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { hashToken } from '../../platform/tokens';

/** An invitation that can still be accepted: not used, not cancelled, not expired, of an active organization. */
export const openInvitation = (token: string, now: Date) =>
  and(eq(invitations.tokenHash, hashToken(token)), invitationUnspent(now), eq(organizations.isActive, true));

/** Not accepted, not cancelled, not expired (usable in an update of invitations alone). */
export const invitationUnspent = (now: Date) =>
  and(isNull(invitations.acceptedAt), isNull(invitations.cancelledAt), gt(invitations.expiresAt, now));

/**
 * The invitation a link names, for the /register page. The token alone identifies it (the page is
 * on the main site, so there is no tenant host); unknown, expired, used or cancelled → 404.
 */
export async function verifyInvitation(db: Executor, token: string, now: Date) {
  const [row] = await db
    .select({
      invitation: invitations,
      organization: { id: organizations.id, name: organizations.name, subdomain: organizations.subdomain },
    })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .where(openInvitation(token, now))
    .limit(1);
  if (!row) throw fail.notFound(messages.invitation.notFound);
  const i = row.invitation;
  return {
    id: i.id,
    email: i.email,
    firstName: i.firstName,
    lastName: i.lastName,
    role: i.role,
    department: i.department,
    position: i.position,
    startDate: i.startDate,
    createdAt: i.createdAt.toISOString(),
    expiresAt: i.expiresAt.toISOString(),
    organization: row.organization,
  };
}
