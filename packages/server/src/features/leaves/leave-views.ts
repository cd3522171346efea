import { leaveTypeName } from '@paydos/domain';
import { desc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { LeaveAcknowledgement, LeaveRequest, SpecLeaveRequest } from '@paydos/contract/leaves';
import { messages } from '@paydos/contract/messages';
import type { Executor } from '../../db/client';
import { leaveRequests, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import { loadApprovalPresenter, type ApprovalPresenter, type ApprovalViewer } from '../approvals';
import { loadAcknowledgements } from './leave-acknowledgements';
import { loadDocumentPresenter } from '../leave-documents';
import { presentHours } from './hourly-leave';

/**
 * The columns a leave answer presents (presentSpecLeave, the approval fields): the lists read no
 * others, as mapping the rest cost the approvals page more than PostgreSQL's work (issue 23's bench).
 */
const presentedLeaveColumns = {
  id: leaveRequests.id,
  userId: leaveRequests.userId,
  leaveType: leaveRequests.leaveType,
  startDate: leaveRequests.startDate,
  endDate: leaveRequests.endDate,
  days: leaveRequests.days,
  reason: leaveRequests.reason,
  status: leaveRequests.status,
  decisionReason: leaveRequests.decisionReason,
  decidedAt: leaveRequests.decidedAt,
  createdAt: leaveRequests.createdAt,
  version: leaveRequests.version,
  substituteId: leaveRequests.substituteId,
  ruleBreaks: leaveRequests.ruleBreaks,
  travelDays: leaveRequests.travelDays,
  travelDestination: leaveRequests.travelDestination,
  travelEndDate: leaveRequests.travelEndDate,
  minutesPerDay: leaveRequests.minutesPerDay,
  minutes: leaveRequests.minutes,
  startTime: leaveRequests.startTime,
  childBirthDate: leaveRequests.childBirthDate,
};
type PresentedLeaveColumns = typeof presentedLeaveColumns;

/** Leave requests joined to their employee; `extra` columns (a keyset key, a column only one answer shows) ride along. */
export function selectLeaveRows<Extra extends Record<string, SQL | AnyPgColumn>>(
  db: Executor,
  extra: Extra = {} as Extra,
) {
  return db
    .select({
      ...extra,
      id: leaveRequests.id,
      leave: presentedLeaveColumns,
      user: {
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        position: users.position,
        department: users.department,
      },
    })
    .from(leaveRequests)
    .innerJoin(users, eq(users.id, leaveRequests.userId));
}

/** A leave request row joined to its employee (selectLeaveRows). */
export interface LeaveRow {
  leave: Pick<typeof leaveRequests.$inferSelect, keyof PresentedLeaveColumns>;
  user: SpecLeaveRequest['user'];
}

/** One joined row as the spec's LeaveRequest (product §3): the operator's answers and the PDF report. */
export function presentSpecLeave({ leave, user }: LeaveRow): SpecLeaveRequest {
  return {
    id: leave.id,
    userId: leave.userId,
    leaveType: leave.leaveType,
    leaveTypeName: leaveTypeName(leave.leaveType),
    startDate: leave.startDate,
    endDate: leave.endDate,
    days: Number(leave.days),
    reason: leave.reason,
    status: leave.status,
    decisionReason: leave.decisionReason,
    decidedAt: leave.decidedAt?.toISOString() ?? null,
    createdAt: leave.createdAt.toISOString(),
    version: leave.version,
    hours: presentHours(leave),
    user,
  };
}

/**
 * One joined row as an organization's leave answer: the spec's fields, the approval flow's (issue 23),
 * the employee's acknowledgement, the travel days and the proof documents (issue 24).
 */
function presentLeave(
  row: LeaveRow,
  approval: ApprovalPresenter,
  acknowledgement: (leave: LeaveRow['leave']) => LeaveAcknowledgement | null,
  documents: DocumentPresenter,
): LeaveRequest {
  // Into the fresh spec object rather than a third by spreading both: a page presents 50 (the bench's GC).
  return Object.assign(
    presentSpecLeave(row),
    approval(row.leave),
    {
      acknowledgement: acknowledgement(row.leave),
      travelDays: row.leave.travelDays,
      travelDestination: row.leave.travelDestination,
      travelEndDate: row.leave.travelEndDate,
    },
    documents(row.leave),
  );
}
type DocumentPresenter = Awaited<ReturnType<typeof loadDocumentPresenter>>;

/**
 * A page of joined rows as organization leave answers, for the viewer: the approval fields' context
 * is loaded once for the page (features/approvals loadApprovalPresenter), never per row.
 */
export async function presentLeaves(
  db: Executor,
  scope: TenantScope,
  rows: readonly LeaveRow[],
  viewer: ApprovalViewer | null,
  now: Date,
): Promise<LeaveRequest[]> {
  if (rows.length === 0) return [];
  const approval = await loadApprovalPresenter(
    db,
    scope,
    viewer,
    rows.map((row) => row.leave),
    now,
  );
  const acknowledgement = await loadAcknowledgements(
    db,
    scope,
    rows.map((row) => row.leave),
  );
  // Issue 24 item 5: the proof documents, as far as the viewer may know of them.
  const documents = await loadDocumentPresenter(
    db,
    scope,
    viewer,
    rows.map((row) => row.leave),
  );
  return rows.map((row) => presentLeave(row, approval, acknowledgement, documents));
}

/** The rows of one person's requests, or of one request, newest first. */
function selectRows(db: Executor, scope: TenantScope, filter: { userId?: string; id?: string }) {
  return selectLeaveRows(db)
    .where(
      inTenant(
        scope,
        leaveRequests,
        filter.userId ? eq(leaveRequests.userId, filter.userId) : undefined,
        filter.id ? eq(leaveRequests.id, filter.id) : undefined,
      ),
    )
    .orderBy(desc(leaveRequests.createdAt), desc(leaveRequests.startDate));
}

/**
 * One person's requests unpaged, in the spec's shape: for the PDF report of one person. Lists
 * that grow with the organization are paged (`list-leaves.ts`).
 */
export async function listLeaves(db: Executor, scope: TenantScope, filter: { userId: string }) {
  return (await selectRows(db, scope, filter)).map((row) => ({
    ...presentSpecLeave(row),
    // The leave report writes an annual leave's travel days beside its days (docs/leave-rules.md section 15).
    travelDays: row.leave.travelDays,
    travelDestination: row.leave.travelDestination,
  }));
}

/** One request as a command answers it, for the one who acted (null: nobody to say `canDecide` for). */
export async function leaveView(
  db: Executor,
  scope: TenantScope,
  id: string,
  viewer: ApprovalViewer | null,
  now: Date,
) {
  const [view] = await presentLeaves(db, scope, await selectRows(db, scope, { id }), viewer, now);
  if (!view) throw fail.notFound(messages.leaves.notFound);
  return view;
}
