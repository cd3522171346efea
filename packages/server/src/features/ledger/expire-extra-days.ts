import { expiryEntry, type CalendarDate } from '@paydos/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { leaveLedgerEntries, organizations, users } from '../../db/schema';
import { inTenant, ownOrganization, scopeOfOrganization, type TenantScope } from '../../platform/tenant-scope';
import { expiryOf, layersOfPerson } from './leave-layers';

const INSERT_CHUNK = 1000;

/**
 * Art. 59: writes the EXPIRY entry of every service year whose unused extra days (above the legal
 * minimum) reached the organization's expiry date by `today`; statutory days are never touched
 * (domain `leaveLayers`: usage draws extra days first). Only organizations with an expiry rule and
 * their ACTIVE people (a person who left has been paid out). One transaction per organization; a
 * second pass writes nothing: the layers see the EXPIRY already written, and the partial unique
 * index (user, service year) where kind = 'EXPIRY' turns a concurrent duplicate into a no-op.
 */
export async function expireExtraDays(
  db: Database,
  options: { today: CalendarDate; organizationId?: string },
): Promise<number> {
  const orgs = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(
        options.organizationId ? eq(organizations.id, options.organizationId) : eq(organizations.isActive, true),
        isNotNull(organizations.extraLeaveExpiryMonths),
      ),
    );
  let written = 0;
  for (const org of orgs) {
    written += await db.transaction((tx) => expireForOrganization(tx, scopeOfOrganization(org.id), options.today));
  }
  return written;
}

async function expireForOrganization(db: Executor, scope: TenantScope, today: CalendarDate): Promise<number> {
  // FOR SHARE: a change of the rule being saved is waited for, then seen.
  const [org] = await db
    .select({ months: organizations.extraLeaveExpiryMonths, from: organizations.extraLeaveExpiryFrom })
    .from(organizations)
    .where(ownOrganization(scope))
    .for('share');
  const expiry = expiryOf(org);
  if (!expiry) return 0;
  const people = await db
    .select({
      id: users.id,
      startDate: users.startDate,
      birthDate: users.birthDate,
      underground: users.worksUnderground,
    })
    .from(users)
    .where(inTenant(scope, users, eq(users.isActive, true), isNotNull(users.startDate)));
  const rows = await db
    .select({
      userId: leaveLedgerEntries.userId,
      kind: leaveLedgerEntries.kind,
      days: leaveLedgerEntries.days,
      effectiveDate: leaveLedgerEntries.effectiveDate,
      serviceYear: leaveLedgerEntries.serviceYear,
      leaveRequestId: leaveLedgerEntries.leaveRequestId,
    })
    .from(leaveLedgerEntries)
    .where(inTenant(scope, leaveLedgerEntries));
  const byPerson = new Map<string, Array<(typeof rows)[number] & { days: number }>>();
  for (const row of rows) {
    const list = byPerson.get(row.userId) ?? [];
    list.push({ ...row, days: Number(row.days) });
    byPerson.set(row.userId, list);
  }
  const inserts: (typeof leaveLedgerEntries.$inferInsert)[] = [];
  for (const person of people) {
    const layers = layersOfPerson(person, byPerson.get(person.id) ?? [], expiry, today);
    for (const due of layers?.dueExpiries ?? []) {
      const entry = expiryEntry(due);
      inserts.push({
        organizationId: scope.organizationId,
        userId: person.id,
        kind: entry.kind,
        days: entry.days,
        effectiveDate: entry.effectiveDate,
        serviceYear: entry.serviceYear ?? null,
        reason: entry.reason,
      });
    }
  }
  let written = 0;
  for (let i = 0; i < inserts.length; i += INSERT_CHUNK) {
    const inserted = await db
      .insert(leaveLedgerEntries)
      .values(inserts.slice(i, i + INSERT_CHUNK))
      .onConflictDoNothing()
      .returning({ id: leaveLedgerEntries.id });
    written += inserted.length;
  }
  return written;
}
