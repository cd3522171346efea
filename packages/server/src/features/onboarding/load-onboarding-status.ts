import { count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invitations, mailOutbox, organizations, subscriptions } from '../../db/schema';
import { fail } from '../../platform/errors';
import { inTenant, scopeOfOrganization } from '../../platform/tenant-scope';
import { messages } from '@paydos/contract/messages';

/** What the wizard set in motion for the organization it created: its trial, open invitations and mails by template. */
export async function loadOnboardingStatus(db: Executor, organizationId: string, now: Date) {
  const [row] = await db
    .select({
      id: organizations.id,
      subdomain: organizations.subdomain,
      isActive: organizations.isActive,
      trialEndsAt: subscriptions.trialEndsAt,
      status: subscriptions.status,
    })
    .from(organizations)
    .leftJoin(subscriptions, eq(subscriptions.organizationId, organizations.id))
    .where(eq(organizations.id, organizationId))
    .limit(1);
  if (!row) throw fail.notFound(messages.onboarding.notFound);
  const scope = scopeOfOrganization(row.id);
  const [open] = await db
    .select({ n: count() })
    .from(invitations)
    .where(inTenant(scope, invitations, isNull(invitations.acceptedAt), isNull(invitations.cancelledAt)));
  const mailRows = await db
    .select({ template: mailOutbox.template, n: count() })
    .from(mailOutbox)
    .where(inTenant(scope, mailOutbox))
    .groupBy(mailOutbox.template);
  return {
    pendingInvitations: open!.n,
    mails: Object.fromEntries(mailRows.map((r) => [r.template, r.n])),
    id: row.id,
    subdomain: row.subdomain,
    status: row.isActive ? ('READY' as const) : ('INACTIVE' as const),
    isTrialActive: row.status === 'TRIAL' && !!row.trialEndsAt && row.trialEndsAt > now,
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
  };
}
