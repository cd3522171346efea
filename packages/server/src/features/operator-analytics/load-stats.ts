import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { selectRows } from '../../db/rows';

interface StatsRow {
  totalOrganizations: number;
  totalUsers: number;
  activeSubscriptions: number;
  totalLeaveRequests: number;
  usersPerOrganization: number;
  leaveRequestsPerUser: number;
  activeSubscriptionShare: number;
}

/**
 * Product §3 stats and §9 averages, counted by PostgreSQL in one statement (no row reaches JavaScript).
 * An active subscription is a paid plan whose period has not ended; its share is a percentage of all
 * organizations. Each average is rounded to 1 decimal, 0 when there is nothing to divide by.
 */
export async function loadStats(db: Executor) {
  const [row] = await selectRows<StatsRow>(
    db,
    sql`
      select t.*,
        coalesce(round(t."totalUsers"::numeric / nullif(t."totalOrganizations", 0), 1), 0)::float8 as "usersPerOrganization",
        coalesce(round(t."totalLeaveRequests"::numeric / nullif(t."totalUsers", 0), 1), 0)::float8 as "leaveRequestsPerUser",
        coalesce(round(100 * t."activeSubscriptions"::numeric / nullif(t."totalOrganizations", 0), 1), 0)::float8 as "activeSubscriptionShare"
      from (
        select
          (select count(*)::int from organizations) as "totalOrganizations",
          (select count(*)::int from users) as "totalUsers",
          (select count(*)::int from subscriptions
            where status = 'ACTIVE' and (current_period_ends_at is null or current_period_ends_at > now())) as "activeSubscriptions",
          (select count(*)::int from leave_requests) as "totalLeaveRequests"
      ) t`,
  );
  const { usersPerOrganization, leaveRequestsPerUser, activeSubscriptionShare, ...stats } = row!;
  return { stats, averages: { usersPerOrganization, leaveRequestsPerUser, activeSubscriptionShare } };
}
