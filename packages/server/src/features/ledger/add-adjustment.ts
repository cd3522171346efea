import { istanbulToday } from '@paydos/domain';
import type { Database } from '../../db/client';
import { leaveLedgerEntries } from '../../db/schema';
import { recordAudit, type UserActor } from '../../platform/audit';
import type { TenantScope } from '../../platform/tenant-scope';
import { findTenantUser } from '../users';
import type { AdjustmentBody } from '@paydos/contract/ledger';

/**
 * An admin's manual correction of a balance. The service year stays null on purpose: the
 * domain's policyChangeAdjustments reads an ADJUSTMENT with a service year as a policy
 * correction of that year's grant, and a manual one must not be undone by the next policy change.
 */
export async function addLedgerAdjustment(
  db: Database,
  scope: TenantScope,
  employeeId: string,
  input: AdjustmentBody,
  actor: UserActor,
  now: Date,
) {
  return db.transaction(async (tx) => {
    await findTenantUser(tx, scope, employeeId);
    const [entry] = await tx
      .insert(leaveLedgerEntries)
      .values({
        organizationId: scope.organizationId,
        userId: employeeId,
        kind: 'ADJUSTMENT',
        days: input.days,
        effectiveDate: input.effectiveDate ?? istanbulToday(now),
        serviceYear: null,
        reason: input.reason,
        createdById: actor.id,
      })
      .returning({ id: leaveLedgerEntries.id, effectiveDate: leaveLedgerEntries.effectiveDate });
    // The reason is free text about a person: recorded as changed, never its words.
    await recordAudit(tx, actor, {
      action: 'ledger.adjust',
      organizationId: scope.organizationId,
      targetType: 'user',
      targetId: employeeId,
      after: { days: input.days, effectiveDate: entry!.effectiveDate, reason: input.reason, ledgerEntryId: entry!.id },
    });
    return { id: entry!.id };
  });
}
