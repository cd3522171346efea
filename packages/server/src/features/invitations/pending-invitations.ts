import { gt, isNull, type SQL } from 'drizzle-orm';
import { invitations } from '../../db/schema';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';

/** An invitation still waiting for its person: neither accepted nor cancelled, and not expired (the staff list, the seat count, the organization's summary). */
export function pendingInvitationsWhere(scope: TenantScope, now: Date, ...conditions: (SQL | undefined)[]) {
  return inTenant(
    scope,
    invitations,
    isNull(invitations.acceptedAt),
    isNull(invitations.cancelledAt),
    gt(invitations.expiresAt, now),
    ...conditions,
  );
}
