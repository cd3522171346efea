import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { param, preparedStatement } from '../../db/prepared';
import { leaveLedgerEntries, organizations, subscriptions, users } from '../../db/schema';
import { hasUsableSubscription } from '../../platform/tenancy';
import { inTenant, preparedScope, type TenantScope } from '../../platform/tenant-scope';

export interface LeaveTotals {
  annualLeaveDays: number;
  usedLeaveDays: number;
}

/** Entitlement (less expired extra days, art. 59) and use of annual leave: sums over the ledger (product §D4), index-only on `leave_ledger_balance_idx`. */
const earnedDays = sql<string>`coalesce(sum(${leaveLedgerEntries.days}) filter (where ${leaveLedgerEntries.kind} in ('OPENING_BALANCE','GRANT','ADJUSTMENT','EXPIRY')), 0)`;
const usedDays = sql<string>`coalesce(-sum(${leaveLedgerEntries.days}) filter (where ${leaveLedgerEntries.kind} in ('USAGE','RETURN','HISTORICAL_USAGE')), 0)`;

/**
 * One person's totals as a one-row subquery to join (`crossJoin`), so a caller reads them in the
 * statement it already runs (an aggregate without `group by` always answers one row).
 */
export function leaveTotalsOf(db: Executor, scope: TenantScope, userId: string) {
  return db
    .select({ earned: earnedDays.as('earned'), used: usedDays.as('used') })
    .from(leaveLedgerEntries)
    .where(inTenant(scope, leaveLedgerEntries, eq(leaveLedgerEntries.userId, userId)))
    .as('leave_totals');
}

const totalsByUser = preparedStatement((db) =>
  db
    .select({ userId: leaveLedgerEntries.userId, earned: earnedDays, used: usedDays })
    .from(leaveLedgerEntries)
    .where(
      inTenant(preparedScope, leaveLedgerEntries, sql`${leaveLedgerEntries.userId} = any(${param('userIds')}::uuid[])`),
    )
    .groupBy(leaveLedgerEntries.userId)
    .prepare('leave_totals_by_user'),
);

/** Entitlement and use of annual leave, derived from the ledger (product §D4), for many users in one (prepared) statement. */
export async function leaveTotalsByUser(
  db: Executor,
  scope: TenantScope,
  userIds: string[],
): Promise<Map<string, LeaveTotals>> {
  const totals = new Map<string, LeaveTotals>();
  if (userIds.length === 0) return totals;
  const rows = await totalsByUser(db).execute({ organizationId: scope.organizationId, userIds });
  for (const row of rows)
    totals.set(row.userId, { annualLeaveDays: Number(row.earned), usedLeaveDays: Number(row.used) });
  return totals;
}

/** The user as `GET /auth/me` and login answer it (product §3, User): one statement, the balance included. */
const userProfileRow = preparedStatement((db) => {
  const scope = preparedScope;
  const totals = leaveTotalsOf(db, scope, param('userId'));
  return db
    .select({
      user: users,
      organization: {
        id: organizations.id,
        name: organizations.name,
        subdomain: organizations.subdomain,
        logoFileId: organizations.logoFileId,
        leavePolicy: organizations.leavePolicy,
        dailyWorkingMinutes: organizations.dailyWorkingMinutes,
        hourlyLeaveAllowed: organizations.hourlyLeaveAllowed,
      },
      subscription: {
        status: subscriptions.status,
        trialEndsAt: subscriptions.trialEndsAt,
        graceEndsAt: subscriptions.graceEndsAt,
        currentPeriodEndsAt: subscriptions.currentPeriodEndsAt,
        cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      },
      earned: totals.earned,
      used: totals.used,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(subscriptions, eq(subscriptions.organizationId, organizations.id))
    .crossJoin(totals)
    .where(inTenant(scope, users, eq(users.id, param('userId'))))
    .limit(1)
    .prepare('user_profile');
});

export async function loadUserProfile(db: Executor, scope: TenantScope, userId: string, now: Date) {
  const [row] = await userProfileRow(db).execute({ organizationId: scope.organizationId, userId });
  if (!row) return null;
  const { passwordHash: _secret, organizationId: _org, birthDate, ...user } = row.user;
  const trialEndsAt = row.subscription?.trialEndsAt ?? null;
  return {
    ...user,
    birthDate,
    birthday: birthDate,
    annualLeaveDays: Number(row.earned),
    usedLeaveDays: Number(row.used),
    organization: {
      id: row.organization.id,
      name: row.organization.name,
      subdomain: row.organization.subdomain,
      logoUrl: logoUrl(row.organization.logoFileId),
      leavePolicyJson: JSON.stringify(row.organization.leavePolicy),
      workingTime: {
        dailyMinutes: row.organization.dailyWorkingMinutes,
        hourlyLeave: row.organization.hourlyLeaveAllowed,
      },
      subscription: {
        status: row.subscription?.status ?? null,
        isTrialActive: row.subscription?.status === 'TRIAL' && !!trialEndsAt && trialEndsAt > now,
        trialEndsAt: trialEndsAt?.toISOString() ?? null,
        graceEndsAt:
          row.subscription?.status === 'ACTIVE' ? (row.subscription.graceEndsAt?.toISOString() ?? null) : null,
        /** Issue 13: the trial ended or the plan lapsed; every call but billing answers 402 (the web goes to /payment). */
        paymentRequired: !hasUsableSubscription(
          {
            subscription:
              row.subscription?.status && trialEndsAt
                ? { ...row.subscription, status: row.subscription.status, trialEndsAt }
                : null,
          },
          now,
        ),
      },
    },
  };
}

export type UserProfile = NonNullable<Awaited<ReturnType<typeof loadUserProfile>>>;

/** The logo is served by the organization's own host; the file id in the query busts caches on change. */
export function logoUrl(logoFileId: string | null): string | null {
  return logoFileId ? `/api/subdomain/logo?v=${logoFileId}` : null;
}
