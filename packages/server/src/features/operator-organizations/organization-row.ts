import { eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { organizations, subscriptions } from '../../db/schema';
import { hasUsableSubscription } from '../../platform/tenancy';
import type { AccessStatus } from '@paydos/contract/operator-organizations';

/** Per-organization counts as correlated subqueries, each answered from its `organization_id` index. */
export const userCount = sql<number>`(select count(*)::int from users u where u.organization_id = ${organizations.id})`;
export const pendingInvitationCount = sql<number>`(
  select count(*)::int from invitations i
  where i.organization_id = ${organizations.id} and i.accepted_at is null and i.cancelled_at is null and i.expires_at > now()
)`;
/** The end of what the organization has: its trial's end while on trial, else its paid period's end. */
export const planEndsAt = sql`(case when ${subscriptions.status} = 'TRIAL' then ${subscriptions.trialEndsAt}
  else coalesce(${subscriptions.currentPeriodEndsAt}, ${subscriptions.trialEndsAt}) end)`;

export const organizationColumns = {
  id: organizations.id,
  name: organizations.name,
  subdomain: organizations.subdomain,
  isActive: organizations.isActive,
  createdAt: organizations.createdAt,
  users: userCount,
  invitations: pendingInvitationCount,
  status: subscriptions.status,
  trialEndsAt: subscriptions.trialEndsAt,
  billingType: subscriptions.billingType,
  currentPeriodEndsAt: subscriptions.currentPeriodEndsAt,
  cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
  graceEndsAt: subscriptions.graceEndsAt,
};

/** The operator's organization queries start here: organizations with their subscription (if any). */
export const fromOrganizations = <T extends SelectedFields>(db: Executor, columns: T) =>
  db.select(columns).from(organizations).leftJoin(subscriptions, eq(subscriptions.organizationId, organizations.id));

interface Row {
  id: string;
  name: string;
  subdomain: string;
  isActive: boolean;
  createdAt: Date;
  users: number;
  invitations: number;
  status: 'TRIAL' | 'ACTIVE' | 'CANCELLED' | null;
  trialEndsAt: Date | null;
  billingType: 'monthly' | 'yearly' | null;
  currentPeriodEndsAt: Date | null;
  cancelAtPeriodEnd: boolean | null;
  graceEndsAt: Date | null;
}

/**
 * Whether the organization's people can work in Paydos now, by the rule the access hook enforces
 * (issue 21: the operator saw "Aktif" beside "Deneme bitti"): suspended by the operator, else
 * ACTIVE exactly when `hasUsableSubscription` (no 402), else why not: an unbought trial ended, a
 * cancelled plan's period ended, a failed renewal's grace ended, or no subscription at all.
 */
export function accessStatus(
  row: Pick<Row, 'isActive' | 'status' | 'trialEndsAt' | 'currentPeriodEndsAt' | 'cancelAtPeriodEnd' | 'graceEndsAt'>,
  now: Date,
): AccessStatus {
  if (!row.isActive) return 'SUSPENDED';
  if (!row.status || !row.trialEndsAt) return 'NO_PLAN';
  const subscription = {
    status: row.status,
    trialEndsAt: row.trialEndsAt,
    currentPeriodEndsAt: row.currentPeriodEndsAt,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd ?? false,
    graceEndsAt: row.graceEndsAt,
  };
  if (hasUsableSubscription({ subscription }, now)) return 'ACTIVE';
  if (row.status === 'TRIAL') return 'TRIAL_ENDED';
  if (row.status === 'ACTIVE' && !subscription.cancelAtPeriodEnd) return 'PAYMENT_FAILED';
  return 'PLAN_ENDED';
}

/** Product §3 Organization as the operator's list shows it: `_count` and the subscription. */
export function presentOrganization(row: Row, now: Date) {
  const {
    users,
    invitations,
    status,
    trialEndsAt,
    billingType,
    currentPeriodEndsAt,
    cancelAtPeriodEnd: _cancel,
    graceEndsAt: _grace,
    createdAt,
    ...organization
  } = row;
  return {
    ...organization,
    accessStatus: accessStatus(row, now),
    createdAt: createdAt.toISOString(),
    _count: { users, invitations },
    subscription:
      status && trialEndsAt
        ? {
            status,
            isTrialActive: status === 'TRIAL' && trialEndsAt > now,
            trialEndsAt: trialEndsAt.toISOString(),
            billingType,
            currentPeriodEndsAt: currentPeriodEndsAt?.toISOString() ?? null,
          }
        : null,
  };
}
