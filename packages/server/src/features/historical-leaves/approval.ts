import { historicalUsageEntry } from '@paydos/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { historicalLeaveBatches, leaveRequests, organizations, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { hashToken } from '../../platform/tokens';
import { drawsOnBalance, lockEmployee, writeLedger, type LeaveScope } from '../leaves';
import { decisionMail } from './historical-mails';
import { assertNoHistoricalOverlap, batchLeaves, recordedLeave } from './historical-store';
import type { ApprovalBody, ApprovalResponse } from '@paydos/contract/historical-leaves';
import { scopeOfOrganization } from '../../platform/tenant-scope';

const m = messages.historical;

/**
 * The batch a link names. On an organization's host only that organization's links exist
 * (another's token is "not found"); on the main site the link itself names the organization.
 */
async function findBatch(db: Executor, token: string, hostOrganizationId: string | null) {
  const [row] = await db
    .select({
      batch: historicalLeaveBatches,
      organization: {
        id: organizations.id,
        name: organizations.name,
        subdomain: organizations.subdomain,
        isActive: organizations.isActive,
      },
    })
    .from(historicalLeaveBatches)
    .innerJoin(organizations, eq(organizations.id, historicalLeaveBatches.organizationId))
    .where(eq(historicalLeaveBatches.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || !row.organization.isActive) throw fail.notFound(m.notFound);
  if (hostOrganizationId && row.organization.id !== hostOrganizationId) throw fail.notFound(m.notFound);
  const scope: LeaveScope = scopeOfOrganization(row.organization);
  return { ...row, scope };
}

async function person(db: Executor, id: string | null) {
  if (!id) return null;
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

/**
 * GET /historical-leaves/approval/{token} (product §3 response). A processed batch is still shown,
 * with its status, so the page can say "Bu talep zaten işlenmiş"; an expired pending one is 400.
 */
export async function loadApproval(
  db: Database,
  token: string,
  hostOrganizationId: string | null,
  now: Date,
): Promise<ApprovalResponse> {
  const { batch, organization, scope } = await findBatch(db, token, hostOrganizationId);
  if (batch.status === 'PENDING' && batch.tokenExpiresAt <= now) throw fail.badRequest(m.expired);
  const leaves = await batchLeaves(db, scope, batch.id);
  const employee = await person(db, batch.userId);
  const recorder = await person(db, batch.createdById);
  const createdBy = recorder
    ? { name: `${recorder.firstName} ${recorder.lastName}`, email: recorder.email, role: recorder.role }
    : null;
  const user = { firstName: employee!.firstName, lastName: employee!.lastName, email: employee!.email };
  const totalDays = leaves.reduce((sum, leave) => sum + leave.days * 2, 0) / 2;
  const first = leaves[0]!;
  return {
    isBatch: true,
    historicalLeaveRequests: leaves,
    totalCount: leaves.length,
    totalDays,
    employee: user,
    createdBy,
    organization: { name: organization.name, subdomain: organization.subdomain },
    historicalLeaveRequest: {
      status: batch.status,
      tokenExpiresAt: batch.tokenExpiresAt.toISOString(),
      days: totalDays,
      leaveType: first.leaveType,
      reason: first.reason,
      startDate: first.startDate,
      endDate: leaves[leaves.length - 1]!.endDate,
      rejectedReason: batch.rejectedReason,
      decidedAt: batch.decidedAt?.toISOString() ?? null,
      user,
      createdBy,
    },
  };
}

/**
 * POST /historical-leaves/approval/{token}. The link is spent by one conditional UPDATE (still
 * PENDING, not expired) inside the transaction, after the employee row is locked (the lock order
 * of every leave command), so two answers from one link cannot both count. Approval writes each
 * leave as an APPROVED request and annual leave as HISTORICAL_USAGE on its own dates: it may take
 * the balance below zero, the days were already taken (product §D7). Rejection writes nothing
 * but the batch's status; the person who recorded it is told either way.
 */
export async function decideApproval(
  db: Database,
  config: Config,
  token: string,
  hostOrganizationId: string | null,
  input: ApprovalBody,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const found = await findBatch(tx, token, hostOrganizationId);
    const { scope } = found;
    const employee = await lockEmployee(tx, scope, found.batch.userId);
    const reason = input.approved ? null : input.rejectedReason?.trim() || messages.leaves.defaultRejectReason;
    const [batch] = await tx
      .update(historicalLeaveBatches)
      .set({ status: input.approved ? 'APPROVED' : 'REJECTED', decidedAt: now, rejectedReason: reason })
      .where(
        and(
          eq(historicalLeaveBatches.id, found.batch.id),
          eq(historicalLeaveBatches.status, 'PENDING'),
          gt(historicalLeaveBatches.tokenExpiresAt, now),
        ),
      )
      .returning();
    if (!batch) {
      const [current] = await tx
        .select({ status: historicalLeaveBatches.status })
        .from(historicalLeaveBatches)
        .where(eq(historicalLeaveBatches.id, found.batch.id));
      if (current?.status !== 'PENDING') throw fail.conflict(m.alreadyProcessed);
      throw fail.badRequest(m.expired);
    }
    const leaves = await batchLeaves(tx, scope, batch.id);
    if (input.approved) {
      // Something may have been recorded on those dates during the 7 days: checked again.
      await assertNoHistoricalOverlap(tx, scope, employee.id, leaves, { withPendingBatches: false }, now);
      for (const leave of leaves) {
        const [request] = await tx
          .insert(leaveRequests)
          .values({
            ...recordedLeave(scope, employee.id, leave),
            status: 'APPROVED',
            requestedById: batch.createdById,
            decidedById: employee.id,
            decidedAt: now,
          })
          .returning({ id: leaveRequests.id });
        if (drawsOnBalance(leave.leaveType)) {
          const entry = historicalUsageEntry({ ...leave, leaveRequestId: request!.id });
          await writeLedger(
            tx,
            scope,
            employee.id,
            { ...entry, reason: m.ledgerReason(entry.reason) },
            batch.createdById,
          );
        }
      }
    }
    await decisionMail(tx, config, scope, {
      employee,
      recorderId: batch.createdById,
      approved: input.approved,
      reason,
      leaves,
    });
    return {
      message: input.approved ? m.approvedDone : m.rejectedDone,
      status: input.approved ? ('APPROVED' as const) : ('REJECTED' as const),
      organization: { subdomain: scope.subdomain },
    };
  });
}
