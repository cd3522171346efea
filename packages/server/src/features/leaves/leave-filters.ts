import type { LeaveListQuery } from '@paydos/contract/leaves';
import { eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { leaveRequests, users } from '../../db/schema';
import { likePattern } from '../../platform/keyset';
import type { ApprovalViewer } from '../approvals';

/** Who reads a list, and when: the answers' `canDecide` and routing are for him, today. */
export interface Reader {
  viewer: ApprovalViewer;
  now: Date;
}

/** The approvals list's filter values (the query's, `q` as a LIKE pattern); absent ones filter nothing. */
export type LeaveFilterValues = Partial<Record<'status' | 'leaveType' | 'from' | 'to' | 'department' | 'q', string>>;

export function filterValuesOf(query: LeaveListQuery): LeaveFilterValues {
  const q = query.q?.trim();
  return {
    status: query.status,
    leaveType: query.leaveType,
    from: query.from,
    to: query.to,
    department: query.department || undefined,
    q: q ? likePattern(q) : undefined,
  };
}

/**
 * The filters of the approvals list, all on the server: status, type, a date range the leave
 * touches, the person's name or e-mail, department. `value` gives each present filter's value: a
 * prepared statement's parameter (db/prepared.ts: the shape names the filters present), or the value.
 */
export function filterConditions(present: ReadonlySet<string>, value: (name: string) => string): (SQL | undefined)[] {
  return [
    present.has('status') ? sql`${leaveRequests.status} = ${value('status')}` : undefined,
    present.has('leaveType') ? eq(leaveRequests.leaveType, value('leaveType')) : undefined,
    present.has('from') ? gte(leaveRequests.endDate, value('from')) : undefined,
    present.has('to') ? lte(leaveRequests.startDate, value('to')) : undefined,
    present.has('department') ? eq(users.department, value('department')) : undefined,
    present.has('q')
      ? or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, value('q')), ilike(users.email, value('q')))
      : undefined,
  ];
}
