import type { LeaveAcknowledgement } from '@paydos/contract/leaves';
import { messages } from '@paydos/contract/messages';
import { inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { leaveAcknowledgements } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import { drawsOnBalance, findLeave } from './leave-store';

/**
 * Issue 24 item 1 (Yönetmelik art. 20, docs/leave-rules.md section 12): the employee confirms, in the
 * app, each approved annual leave as it stands: a dated row per period (dates and days) that is never
 * changed, shown on his requests and on the leave record. Dates moved by an ADMIN make it due again.
 */

type Period = { startDate: string; endDate: string; days: number | string };
const samePeriod = (a: Period, b: Period) =>
  a.startDate === b.startDate && a.endDate === b.endDate && Number(a.days) === Number(b.days);

/** What an acknowledgement says: which leave, the period confirmed, and when (the lists and the leave record read it). */
export const acknowledgedPeriodColumns = {
  leaveRequestId: leaveAcknowledgements.leaveRequestId,
  startDate: leaveAcknowledgements.startDate,
  endDate: leaveAcknowledgements.endDate,
  days: leaveAcknowledgements.days,
  acknowledgedAt: leaveAcknowledgements.acknowledgedAt,
};

/** A leave the record lists, as its acknowledgement is read: approved annual leave only. */
interface AcknowledgedLeave extends Period {
  id: string;
  leaveType: string;
  status: string;
}
const needsAcknowledgement = (leave: Pick<AcknowledgedLeave, 'leaveType' | 'status'>) =>
  leave.status === 'APPROVED' && drawsOnBalance(leave.leaveType);

/**
 * The acknowledgement field of each leave of a page, read in one statement when the page holds an
 * approved annual leave (none otherwise): null for other leaves, DUE until the current period is confirmed.
 */
export async function loadAcknowledgements(
  db: Executor,
  scope: TenantScope,
  leaves: readonly AcknowledgedLeave[],
): Promise<(leave: AcknowledgedLeave) => LeaveAcknowledgement | null> {
  const listed = leaves.filter(needsAcknowledgement);
  const rows = listed.length
    ? await db
        .select(acknowledgedPeriodColumns)
        .from(leaveAcknowledgements)
        .where(
          inTenant(
            scope,
            leaveAcknowledgements,
            inArray(
              leaveAcknowledgements.leaveRequestId,
              listed.map((leave) => leave.id),
            ),
          ),
        )
    : [];
  return (leave) => {
    if (!needsAcknowledgement(leave)) return null;
    const done = rows.find((row) => row.leaveRequestId === leave.id && samePeriod(row, leave));
    return done
      ? { state: 'DONE', acknowledgedAt: done.acknowledgedAt.toISOString() }
      : { state: 'DUE', acknowledgedAt: null };
  };
}

/**
 * PUT /api/leaves/:id/acknowledge: the employee confirms his own approved annual leave as it now
 * stands. Another's leave is a 404 (an ADMIN cannot sign for him); a leave that is not an approved
 * annual leave is a 400. Confirming the same period again changes nothing (the first time stands).
 */
export async function acknowledgeLeave(
  db: Database,
  scope: TenantScope,
  leaveId: string,
  actor: AuditActor & { id: string },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const leave = await findLeave(tx, scope, leaveId, true);
    if (leave.userId !== actor.id) throw fail.notFound(messages.leaves.notFound);
    if (!needsAcknowledgement(leave)) {
      throw fail.badRequest(messages.leaves.acknowledgeOnlyApprovedAnnual);
    }
    const period = { startDate: leave.startDate, endDate: leave.endDate, days: Number(leave.days) };
    // The unique period key makes a second confirmation of the same period a no-op (the first one stands).
    const [written] = await tx
      .insert(leaveAcknowledgements)
      .values({
        organizationId: scope.organizationId,
        leaveRequestId: leave.id,
        userId: leave.userId,
        ...period,
        acknowledgedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: leaveAcknowledgements.id });
    if (!written) return;
    await recordAudit(tx, actor, {
      action: 'leave.acknowledge',
      organizationId: scope.organizationId,
      targetType: 'leave_request',
      targetId: leave.id,
      after: period,
    });
  });
}
