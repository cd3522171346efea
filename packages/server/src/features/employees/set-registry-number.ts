import { messages } from '@paydos/contract/messages';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { fail, isUniqueViolation } from '../../platform/errors';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import { findTenantUser } from '../users';

const m = messages.leaveRecord;

/**
 * An ADMIN sets (or clears, with null) a person's registry number (sicil no): the leave record of
 * Yönetmelik art. 20 and the payroll file carry it (docs/leave-rules.md section 12). Unique within the
 * organization (a 409 names the clash); audited with the old and the new value.
 */
export async function setRegistryNumber(
  db: Database,
  scope: TenantScope,
  employeeId: string,
  registryNumber: string | null,
  actor: AuditActor,
  now: Date,
): Promise<string | null> {
  try {
    return await db.transaction(async (tx) => {
      const person = await findTenantUser(tx, scope, employeeId);
      if (person.registryNumber === registryNumber) return registryNumber;
      await tx
        .update(users)
        .set({ registryNumber, updatedAt: now })
        .where(inTenant(scope, users, eq(users.id, employeeId)));
      await recordAudit(tx, actor, {
        action: 'employee.registry_number',
        organizationId: scope.organizationId,
        targetType: 'user',
        targetId: employeeId,
        before: { registryNumber: person.registryNumber },
        after: { registryNumber },
        at: now,
      });
      return registryNumber;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fail.conflict(m.registryNumberTaken);
    throw error;
  }
}
