import {
  annualLeaveSplit,
  formatDays,
  formatTurkishDateTime,
  serviceYearText,
  splitRuleOutcome,
  type AnnualLeavePart,
  type AnnualLeaveSplit,
  type CalendarDate,
  type LedgerEntry,
  type SplitRuleOutcome,
} from '@paydos/domain';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { splitLeave } from '@paydos/contract/messages/split-leave';
import type { Executor } from '../../db/client';
import { leaveRequests } from '../../db/schema';
import { fail } from '../../platform/errors';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import type { LeaveActor } from './leave-authority';

/** The person's other pending and approved annual leaves (an edited request left out): the parts of their years. */
export async function otherAnnualLeaves(
  db: Executor,
  scope: TenantScope,
  userId: string,
  leaveId?: string,
): Promise<AnnualLeavePart[]> {
  const rows = await db
    .select({ startDate: leaveRequests.startDate, days: leaveRequests.days })
    .from(leaveRequests)
    .where(
      and(
        inTenant(
          scope,
          leaveRequests,
          eq(leaveRequests.userId, userId),
          eq(leaveRequests.leaveType, 'annual_paid'),
          leaveId ? ne(leaveRequests.id, leaveId) : undefined,
        ),
        inArray(leaveRequests.status, ['PENDING', 'APPROVED']),
      ),
    );
  return rows.map((r) => ({ startDate: r.startDate, days: Number(r.days) }));
}

export interface SplitRuleInput {
  employeeStartDate: CalendarDate | null;
  startDate: CalendarDate;
  days: number;
  /** Annual days available to this request (the balance minus other pending requests; on edit, plus what it drew). */
  remainingBefore: number;
  /** The year's other parts (otherAnnualLeaves). */
  others: readonly AnnualLeavePart[];
  /**
   * The body's agreement (true, or false: refused), one already recorded on the edited request
   * (true), or undefined: the client did not speak of it (product §7's request shapes).
   */
  agreed: boolean | undefined;
  /** The ADMIN's reason (the body's, or one already recorded on the edited request). */
  overrideReason: string | null;
  today: CalendarDate;
}

export interface SplitRuleResult {
  split: AnnualLeaveSplit | null;
  outcome: SplitRuleOutcome;
}

/**
 * The split rule on create and change of an annual leave (4857 art. 56/3, Yönetmelik art. 6;
 * docs/leave-rules.md section 8): a split needs the employee's agreement (400 naming the
 * `splitAgreed` field), a split where no part can reach 10 days is refused (400) unless an ADMIN
 * gives a reason (anyone else: 403). The caller records the agreement's time and audits an override.
 * A client of product §7's shapes, which never sends `splitAgreed`, keeps working: for it the rule is
 * the warning docs/product.md §D4 sets (`split_rule` among the answer's warnings), no agreement is recorded,
 * and the leave record shows none (docs/leave-rules.md section 8).
 */
export function checkSplitRule(input: SplitRuleInput, actor: LeaveActor): SplitRuleResult {
  if (!input.employeeStartDate || input.agreed === undefined) return { split: null, outcome: { kind: 'not_split' } };
  const split = annualLeaveSplit({
    employeeStartDate: input.employeeStartDate,
    request: { startDate: input.startDate, days: input.days },
    otherAnnualLeaves: input.others,
    remainingBefore: input.remainingBefore,
    today: input.today,
  });
  const admin = actor.role === 'ADMIN';
  const outcome = splitRuleOutcome(split, {
    agreed: input.agreed,
    overrideReason: input.overrideReason,
    byAdmin: admin,
  });
  const year = serviceYearText(split);
  if (outcome.kind === 'agreement_required') {
    const message = splitLeave.splitAgreementRequired(year, split.part, admin);
    throw fail.badRequest(message, { splitAgreed: message });
  }
  if (outcome.kind === 'no_minimum_part') {
    const left = formatDays(Math.max(0, split.remainingAfter ?? 0));
    const message = splitLeave.splitNoMinimumPart(year, left, admin);
    throw fail.badRequest(message, { endDate: message });
  }
  if (outcome.kind === 'override_admin_only') throw fail.forbidden(splitLeave.splitOverrideAdminOnly);
  return { split, outcome };
}

/** What an audited override says about the split: its year, its part and the days left after it. */
export function splitAudit(split: AnnualLeaveSplit, reason: string) {
  return {
    serviceYear: split.serviceYear,
    part: split.part,
    remainingAfter: split.remainingAfter,
    reason,
  };
}

/** What the USAGE line of a leave needs to tell its place in a split year. */
export interface SplitPartLeave {
  id: string;
  userId: string;
  startDate: CalendarDate;
  splitAgreedAt: Date | null;
  /** For annual leave: the ADMIN's reason to split with no part of 10 days. */
  legalOverrideReason: string | null;
}

/**
 * The USAGE line of a split part (issue 24 item 2, the ledger explains it): "Yıllık izin kullanımı: …
 * — 01.03.2025 - 28.02.2026 hizmet yılı yıllık izninin 2. bölümü; bölerek kullanım onayı …", with the
 * ADMIN's reason when the 10-day part was overridden. The part is its place by first day among the
 * year's pending and approved annual leaves when it is approved. A leave that is no split keeps the line.
 */
export async function withSplitPart(
  db: Executor,
  scope: TenantScope,
  entry: LedgerEntry,
  leave: SplitPartLeave,
  employeeStartDate: CalendarDate | null,
): Promise<LedgerEntry> {
  if (!leave.splitAgreedAt || !employeeStartDate) return entry;
  const split = annualLeaveSplit({
    employeeStartDate,
    request: { startDate: leave.startDate, days: 0 },
    otherAnnualLeaves: await otherAnnualLeaves(db, scope, leave.userId, leave.id),
  });
  const note = splitLeave.splitPart(
    serviceYearText(split),
    split.part,
    formatTurkishDateTime(leave.splitAgreedAt),
    leave.legalOverrideReason,
  );
  return { ...entry, reason: `${entry.reason} — ${note}` };
}
