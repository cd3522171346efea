import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { selectRows } from '../../db/rows';

export interface TimelineMonth {
  /** `YYYY-MM`, an Istanbul calendar month. */
  month: string;
  newOrganizations: number;
  newUsers: number;
  leaveRequests: number;
  trialsStarted: number;
  /** Of the trials started that month, those that became paying (ACTIVE, or a payment on record). */
  trialsConverted: number;
}

/**
 * The last `months` Istanbul calendar months (this one included), each with its counts, grouped by
 * PostgreSQL (`date_trunc` in Europe/Istanbul); `generate_series` gives the months, so a month with
 * nothing is there with zeros.
 */
export async function loadTimeline(db: Executor, months: number): Promise<TimelineMonth[]> {
  return selectRows<TimelineMonth>(
    db,
    sql`
      with months as (
        select generate_series(
          date_trunc('month', now() at time zone 'Europe/Istanbul') - make_interval(months => ${months - 1}::int),
          date_trunc('month', now() at time zone 'Europe/Istanbul'),
          interval '1 month'
        ) as month
      ),
      bounds as (select min(month) at time zone 'Europe/Istanbul' as since from months),
      new_organizations as (
        select date_trunc('month', created_at at time zone 'Europe/Istanbul') as month, count(*)::int as n
        from organizations where created_at >= (select since from bounds) group by 1
      ),
      new_users as (
        select date_trunc('month', created_at at time zone 'Europe/Istanbul') as month, count(*)::int as n
        from users where created_at >= (select since from bounds) group by 1
      ),
      requests as (
        select date_trunc('month', created_at at time zone 'Europe/Istanbul') as month, count(*)::int as n
        from leave_requests where created_at >= (select since from bounds) group by 1
      ),
      trials as (
        select date_trunc('month', s.created_at at time zone 'Europe/Istanbul') as month,
          count(*)::int as started,
          (count(*) filter (
            where s.status = 'ACTIVE' or exists (select 1 from payments p where p.organization_id = s.organization_id)
          ))::int as converted
        from subscriptions s where s.created_at >= (select since from bounds) group by 1
      )
      select to_char(m.month, 'YYYY-MM') as "month",
        coalesce(o.n, 0) as "newOrganizations",
        coalesce(u.n, 0) as "newUsers",
        coalesce(r.n, 0) as "leaveRequests",
        coalesce(t.started, 0) as "trialsStarted",
        coalesce(t.converted, 0) as "trialsConverted"
      from months m
      left join new_organizations o on o.month = m.month
      left join new_users u on u.month = m.month
      left join requests r on r.month = m.month
      left join trials t on t.month = m.month
      order by m.month`,
  );
}
