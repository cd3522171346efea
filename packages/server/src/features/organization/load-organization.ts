import { parseLeavePolicy, serializeLeavePolicy } from '@paydos/domain';
import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invitations, organizations, subscriptions, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { inTenant, ownOrganization, type TenantScope } from '../../platform/tenant-scope';
import { pendingInvitationsWhere } from '../invitations';
import { logoUrl } from '../users';

/** Product §3 Organization, as GET /admin/organizations/my answers it. */
export async function loadOrganization(db: Executor, scope: TenantScope, now: Date) {
  const [row] = await db
    .select({ organization: organizations, subscription: subscriptions })
    .from(organizations)
    .leftJoin(subscriptions, eq(subscriptions.organizationId, organizations.id))
    .where(ownOrganization(scope))
    .limit(1);
  if (!row) throw fail.notFound('Organizasyon Bulunamadı');
  const [userCount] = await db.select({ n: count() }).from(users).where(inTenant(scope, users));
  const [invitationCount] = await db
    .select({ n: count() })
    .from(invitations)
    .where(pendingInvitationsWhere(scope, now));
  const { organization: o, subscription: s } = row;
  const trialEndsAt = s?.trialEndsAt ?? null;
  return {
    id: o.id,
    name: o.name,
    description: o.description,
    address: o.address,
    phone: o.phone,
    website: o.website,
    logoUrl: logoUrl(o.logoFileId),
    subdomain: o.subdomain,
    isActive: o.isActive,
    createdAt: o.createdAt.toISOString(),
    leavePolicyJson: serializeLeavePolicy(parseLeavePolicy(o.leavePolicy)),
    birthdayMailsEnabled: o.birthdayMailsEnabled,
    _count: { users: userCount?.n ?? 0, invitations: invitationCount?.n ?? 0 },
    subscription: {
      status: s?.status ?? null,
      isTrialActive: s?.status === 'TRIAL' && !!trialEndsAt && trialEndsAt > now,
      trialEndsAt: trialEndsAt?.toISOString() ?? null,
    },
  };
}
