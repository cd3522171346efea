import {
  countLeaveDays,
  findLeaveType,
  formatDays,
  formatTurkishDate,
  parseLeavePolicy,
  type CalendarDate,
  type LedgerEntry,
} from '@paydos/domain';
import { asc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leaveLedgerEntries, leaveRequests, organizations, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { inTenant, type OrganizationScope, ownOrganization, type TenantScope } from '../../platform/tenant-scope';
import { syncOpenSteps } from '../approvals';

/** The tenant plus what the leave mails need to name and link the organization. */
/** A leave command's scope: the tenant with the name and subdomain its mails carry (platform/tenant-scope.ts). */
export type LeaveScope = OrganizationScope;

export const drawsOnBalance = (leaveType: string) => findLeaveType(leaveType)?.drawsOnAnnualBalance ?? false;
export const periodText = (start: CalendarDate, end: CalendarDate) =>
  `${formatTurkishDate(start)} - ${formatTurkishDate(end)}`;

/** The organization's working days (policy.workingDays, 0 = Sunday) for the day count. */
export async function organizationWorkingDays(db: Executor, scope: TenantScope) {
  const [row] = await db
    .select({ leavePolicy: organizations.leavePolicy })
    .from(organizations)
    .where(ownOrganization(scope));
  return parseLeavePolicy(row?.leavePolicy).workingDays;
}

/** Leave days of a period (holidays and non-working days left out); 0 days is refused. */
export async function countRequestDays(
  db: Executor,
  scope: TenantScope,
  startDate: CalendarDate,
  endDate: CalendarDate,
) {
  const count = countLeaveDays({ startDate, endDate, workingDays: await organizationWorkingDays(db, scope) });
  if (count.days <= 0) throw fail.badRequest(messages.leaves.zeroDays, { endDate: messages.leaves.zeroDays });
  return count;
}

/**
 * Locks the employee's row for the rest of the transaction. Every command that changes an
 * employee's leaves takes this lock first, so balance checks and ledger writes of one person
 * run one after another even when two admins act at once (product §D4).
 */
export async function lockEmployee(db: Executor, scope: TenantScope, userId: string, lock = true) {
  const query = db
    .select()
    .from(users)
    .where(inTenant(scope, users, eq(users.id, userId)));
  return foundRow(query, lock, messages.leaves.employeeNotFound);
}

/** A leave request of the tenant, locked when asked (after its employee: always that order). */
export async function findLeave(db: Executor, scope: TenantScope, id: string, lock = false) {
  const query = db
    .select()
    .from(leaveRequests)
    .where(inTenant(scope, leaveRequests, eq(leaveRequests.id, id)));
  return foundRow(query, lock, messages.leaves.notFound);
}

/** The one row a query by id finds, locked for update when asked; none is a 404 with the message. */
async function foundRow<Row>(
  query: PromiseLike<Row[]> & { for(strength: 'update'): PromiseLike<Row[]> },
  lock: boolean,
  notFoundMessage: string,
) {
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw fail.notFound(notFoundMessage);
  return row;
}

/** The annual balance: the sum of the employee's ledger. */
export async function ledgerBalance(db: Executor, scope: TenantScope, userId: string) {
  return ledgerSum(db, scope, eq(leaveLedgerEntries.userId, userId));
}

/** What a request currently draws on the balance, from its own ledger entries (positive). */
export async function drawnByLeave(db: Executor, scope: TenantScope, leaveId: string) {
  return -(await ledgerSum(db, scope, eq(leaveLedgerEntries.leaveRequestId, leaveId)));
}

/** The sum of the tenant's ledger entries that match the condition (0 when none). */
async function ledgerSum(db: Executor, scope: TenantScope, condition: SQL) {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${leaveLedgerEntries.days}), 0)` })
    .from(leaveLedgerEntries)
    .where(inTenant(scope, leaveLedgerEntries, condition));
  return Number(row?.sum ?? 0);
}

/** Annual days asked for in the employee's other pending requests: reserved, not yet drawn. */
export async function pendingAnnualDays(db: Executor, scope: TenantScope, userId: string) {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${leaveRequests.days}), 0)` })
    .from(leaveRequests)
    .where(
      inTenant(
        scope,
        leaveRequests,
        eq(leaveRequests.userId, userId),
        eq(leaveRequests.status, 'PENDING'),
        eq(leaveRequests.leaveType, 'annual_paid'),
      ),
    );
  return Number(row?.sum ?? 0);
}

export function assertBalance(available: number, days: number) {
  if (days > available) {
    const message = messages.leaves.insufficientBalance(formatDays(Math.max(0, available)), formatDays(days));
    throw fail.badRequest(message, { endDate: message });
  }
}

/** The earliest PENDING or APPROVED request of an employee that overlaps the dates (its travel days included), if any. */
export async function findOverlappingRequest(
  db: Executor,
  scope: TenantScope,
  userId: string,
  startDate: CalendarDate,
  endDate: CalendarDate,
  exceptId?: string,
) {
  const [clash] = await db
    .select({ startDate: leaveRequests.startDate, endDate: leaveRequests.endDate })
    .from(leaveRequests)
    .where(
      inTenant(
        scope,
        leaveRequests,
        eq(leaveRequests.userId, userId),
        inArray(leaveRequests.status, ['PENDING', 'APPROVED']),
        lte(leaveRequests.startDate, endDate),
        // A leave's travel days (docs/leave-rules.md section 15) are part of its span.
        gte(sql`coalesce(${leaveRequests.travelEndDate}, ${leaveRequests.endDate})`, startDate),
        exceptId ? ne(leaveRequests.id, exceptId) : undefined,
      ),
    )
    .orderBy(asc(leaveRequests.startDate))
    .limit(1);
  return clash;
}

/** Product §D4: no two pending or approved requests of one employee overlap. */
export async function assertNoOverlap(
  db: Executor,
  scope: TenantScope,
  userId: string,
  startDate: CalendarDate,
  endDate: CalendarDate,
  exceptId?: string,
) {
  const clash = await findOverlappingRequest(db, scope, userId, startDate, endDate, exceptId);
  if (clash) throw fail.conflict(messages.leaves.overlap(periodText(clash.startDate, clash.endDate)));
}

export async function writeLedger(
  db: Executor,
  scope: TenantScope,
  userId: string,
  entry: LedgerEntry,
  createdById: string | null,
) {
  if (entry.days === 0) return;
  await db.insert(leaveLedgerEntries).values({
    organizationId: scope.organizationId,
    userId,
    kind: entry.kind,
    days: entry.days,
    effectiveDate: entry.effectiveDate,
    leaveRequestId: entry.leaveRequestId ?? null,
    reason: entry.reason,
    createdById,
  });
}

/**
 * Writes the leave's new state only if nobody changed it since it was read (the version
 * column); the loser of a race gets a clear 409 rather than a double count.
 */
export async function saveLeave(
  db: Executor,
  scope: TenantScope,
  leave: { id: string; version: number },
  values: Partial<typeof leaveRequests.$inferInsert>,
  now: Date,
) {
  const rows = await db
    .update(leaveRequests)
    .set({ ...values, version: leave.version + 1, updatedAt: now })
    .where(inTenant(scope, leaveRequests, eq(leaveRequests.id, leave.id), eq(leaveRequests.version, leave.version)))
    .returning({ id: leaveRequests.id });
  if (rows.length === 0) throw fail.conflict(messages.leaves.changedMeanwhile);
  // Decided, cancelled or set by the operator: the open step kept on the request follows its status.
  if (values.status !== undefined) await syncOpenSteps(db, scope, [leave.id]);
}
