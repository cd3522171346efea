import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { organizations, sessions } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { assertOrganizationId } from './get-organization';

/**
 * Suspends (`isActive: false`) or reactivates an organization. Suspension also revokes every live
 * session of its people in the same transaction: the access check already refuses them while the
 * organization is inactive, and revoking them means a reactivation does not revive old tokens.
 */
export async function setOrganizationActive(db: Database, actor: AuditActor, id: string, isActive: boolean, now: Date) {
  assertOrganizationId(id);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ isActive: organizations.isActive, subdomain: organizations.subdomain })
      .from(organizations)
      .where(eq(organizations.id, id))
      .for('update');
    if (!current) throw fail.notFound(messages.operatorOrganizations.notFound);
    if (current.isActive !== isActive) {
      await tx.update(organizations).set({ isActive, updatedAt: now }).where(eq(organizations.id, id));
      const revoked = isActive
        ? []
        : await tx
            .update(sessions)
            .set({ revokedAt: now })
            .where(and(eq(sessions.organizationId, id), isNull(sessions.revokedAt)))
            .returning({ id: sessions.id });
      await recordAudit(tx, actor, {
        action: isActive ? 'organization.reactivate' : 'organization.suspend',
        organizationId: id,
        targetType: 'organization',
        targetId: id,
        before: { isActive: current.isActive },
        after: { isActive, ...(isActive ? {} : { sessionsEnded: revoked.length }) },
      });
    }
    return {
      message: isActive ? messages.operatorOrganizations.reactivated : messages.operatorOrganizations.suspended,
      organization: { id, isActive },
    };
  });
}
