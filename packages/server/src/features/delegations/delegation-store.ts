import { delegateToday, type ApprovalContext, type ApprovalDelegation, type Language } from '@paydos/domain';
import type { Delegation } from '@paydos/contract/delegations';
import { and, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { approvalDelegations, leaveRequests, users } from '../../db/schema';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';

const approver = alias(users, 'delegation_approver');
const delegate = alias(users, 'delegation_delegate');

/** A delegation row with both names, as the list and the answers show it. */
export interface DelegationRow extends ApprovalDelegation {
  id: string;
  approverName: string;
  approverFirstName: string;
  approverEmail: string;
  /** The approver's chosen language (issue 26), for his mails; null: never chosen. */
  approverLanguage: Language | null;
  delegateName: string;
  delegateFirstName: string;
  delegateEmail: string;
  delegateLanguage: Language | null;
}

/**
 * The tenant's delegations matching `where`, with the approver's and the delegate's names, in a
 * stable order: by approver, his standing delegate first, then his periods by start date. `lock`
 * locks the delegation rows (not the people) for a change.
 */
export async function selectDelegationRows(db: Executor, scope: TenantScope, where?: SQL, lock = false) {
  const query = db
    .select({
      id: approvalDelegations.id,
      approverId: approvalDelegations.approverId,
      delegateId: approvalDelegations.delegateId,
      startDate: approvalDelegations.startDate,
      endDate: approvalDelegations.endDate,
      approverFirst: approver.firstName,
      approverLast: approver.lastName,
      approverEmail: approver.email,
      approverLanguage: approver.language,
      delegateFirst: delegate.firstName,
      delegateLast: delegate.lastName,
      delegateEmail: delegate.email,
      delegateLanguage: delegate.language,
    })
    .from(approvalDelegations)
    .innerJoin(approver, eq(approver.id, approvalDelegations.approverId))
    .innerJoin(delegate, eq(delegate.id, approvalDelegations.delegateId))
    .where(inTenant(scope, approvalDelegations, where))
    .orderBy(
      approver.firstName,
      approver.lastName,
      approvalDelegations.approverId,
      sql`${approvalDelegations.startDate} asc nulls first`,
      approvalDelegations.id,
    );
  const rows = lock ? await query.for('update', { of: approvalDelegations }) : await query;
  return rows.map((row): DelegationRow => ({
    id: row.id,
    approverId: row.approverId,
    delegateId: row.delegateId,
    startDate: row.startDate,
    endDate: row.endDate,
    approverName: `${row.approverFirst} ${row.approverLast}`,
    approverFirstName: row.approverFirst,
    approverEmail: row.approverEmail,
    approverLanguage: row.approverLanguage,
    delegateName: `${row.delegateFirst} ${row.delegateLast}`,
    delegateFirstName: row.delegateFirst,
    delegateEmail: row.delegateEmail,
    delegateLanguage: row.delegateLanguage,
  }));
}

/**
 * The delegations that still matter on `today`: standing ones and periods not yet over. A period
 * that ended stands in no more and blocks nothing (a new period cannot lie in the past).
 */
export const selectDelegations = (db: Executor, scope: TenantScope, today: string, where?: SQL) =>
  selectDelegationRows(
    db,
    scope,
    and(or(isNull(approvalDelegations.endDate), gte(approvalDelegations.endDate, today)), where),
  );

/** The approved leave covering `today` of these people (a standing delegate stands in on those days). */
export async function absencesToday(db: Executor, scope: TenantScope, personIds: string[], today: string) {
  if (personIds.length === 0) return [];
  return db
    .select({ personId: leaveRequests.userId, startDate: leaveRequests.startDate, endDate: leaveRequests.endDate })
    .from(leaveRequests)
    .where(
      inTenant(
        scope,
        leaveRequests,
        inArray(leaveRequests.userId, personIds),
        eq(leaveRequests.status, 'APPROVED'),
        lte(leaveRequests.startDate, today),
        gte(leaveRequests.endDate, today),
      ),
    );
}

/**
 * The answers' shape, `activeToday` by the domain's rule (docs/approval-rules.md §3): the
 * delegation hands the approver's steps over today when, alone, it gives him a delegate today
 * and it is the one the rule picks among his (a period before a standing delegate).
 */
export async function presentDelegations(
  db: Executor,
  scope: TenantScope,
  rows: DelegationRow[],
  today: string,
): Promise<Delegation[]> {
  const approverIds = [...new Set(rows.map((row) => row.approverId))];
  const absences = await absencesToday(db, scope, approverIds, today);
  const context = (delegations: ApprovalDelegation[]): ApprovalContext => ({
    people: [],
    teams: [],
    delegations,
    absences,
    today,
  });
  const all = context(rows);
  return rows.map((row) => ({
    id: row.id,
    approver: { id: row.approverId, name: row.approverName },
    delegate: { id: row.delegateId, name: row.delegateName },
    startDate: row.startDate,
    endDate: row.endDate,
    activeToday:
      delegateToday(context([row]), row.approverId) !== undefined &&
      delegateToday(all, row.approverId) === row.delegateId,
  }));
}
