import { istanbulToday, policyChangeAdjustments, type LeavePolicy } from '@paydos/domain';
import { eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leaveLedgerEntries, users } from '../../db/schema';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';

const INSERT_CHUNK = 1000;

/**
 * After a policy change, brings every ACTIVE employee's current (and any later, already granted)
 * service year to what the new policy gives, as ADJUSTMENT entries that say why (product §D4).
 * Closed years stay as earned; inactive employees are left alone (reactivation brings one person
 * up to date through `onlyUserId`). The arithmetic is the domain's
 * policyChangeAdjustments; this only reads and writes the ledger, in the caller's transaction.
 */
export async function recalculateGrants(
  db: Executor,
  scope: TenantScope,
  policy: LeavePolicy,
  actorId: string | null,
  now: Date,
  onlyUserId?: string,
) {
  const today = istanbulToday(now);
  const people = await db
    .select({
      id: users.id,
      startDate: users.startDate,
      birthDate: users.birthDate,
      underground: users.worksUnderground,
    })
    .from(users)
    .where(
      inTenant(
        scope,
        users,
        eq(users.isActive, true),
        isNotNull(users.startDate),
        onlyUserId ? eq(users.id, onlyUserId) : undefined,
      ),
    );
  if (people.length === 0) return 0;
  const rows = await db
    .select({
      userId: leaveLedgerEntries.userId,
      kind: leaveLedgerEntries.kind,
      days: leaveLedgerEntries.days,
      serviceYear: leaveLedgerEntries.serviceYear,
    })
    .from(leaveLedgerEntries)
    .where(
      inTenant(
        scope,
        leaveLedgerEntries,
        // The whole tenant rather than a list of 10k ids (bind parameters); rows of people not
        // recalculated (inactive) are read and ignored.
        onlyUserId ? eq(leaveLedgerEntries.userId, onlyUserId) : undefined,
        inArray(leaveLedgerEntries.kind, ['GRANT', 'ADJUSTMENT']),
        isNotNull(leaveLedgerEntries.serviceYear),
      ),
    );
  const byUser = new Map<string, typeof rows>();
  for (const row of rows) {
    const list = byUser.get(row.userId);
    if (list) list.push(row);
    else byUser.set(row.userId, [row]);
  }

  const inserts: (typeof leaveLedgerEntries.$inferInsert)[] = [];
  for (const person of people) {
    const adjustments = policyChangeAdjustments({
      startDate: person.startDate!,
      birthDate: person.birthDate,
      underground: person.underground,
      entries: (byUser.get(person.id) ?? []).map((e) => ({ ...e, days: Number(e.days) })),
      newPolicy: policy,
      today,
    });
    for (const a of adjustments) {
      inserts.push({
        organizationId: scope.organizationId,
        userId: person.id,
        kind: a.kind,
        days: a.days,
        effectiveDate: a.effectiveDate,
        serviceYear: a.serviceYear ?? null,
        reason: a.reason,
        createdById: actorId,
      });
    }
  }
  // Chunked: one insert of 10k adjustments (9 columns each) passes PostgreSQL's 65,535 bind parameters.
  for (let i = 0; i < inserts.length; i += INSERT_CHUNK)
    await db.insert(leaveLedgerEntries).values(inserts.slice(i, i + INSERT_CHUNK));
  return new Set(inserts.map((i) => i.userId)).size;
}
