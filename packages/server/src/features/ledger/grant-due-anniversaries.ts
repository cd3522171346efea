import {
  annualLeaveGrants,
  compareDates,
  completedServiceYears,
  grantEntry,
  parseLeavePolicy,
  serviceAnniversary,
  type CalendarDate,
} from '@paydos/domain';
import { eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { leaveLedgerEntries, organizations, users } from '../../db/schema';
import { inTenant, ownOrganization, scopeOfOrganization, type TenantScope } from '../../platform/tenant-scope';

/** Rows per insert statement: keeps a 10,000-person organization under the bind-parameter limit. */
const INSERT_CHUNK = 1000;

export interface GrantRunResult {
  organizations: number;
  grants: number;
}

/**
 * Writes the GRANT of every work anniversary reached by `today` (an Istanbul calendar date, given
 * by the caller so the rule never reads the clock) that the ledger does not have yet
 * (product §D4: every later anniversary adds a grant; unused days simply stay in the sum).
 * Only ACTIVE people with a start date; one transaction per organization, so an organization is
 * either fully brought up to date or untouched. Twice, or on two instances at once, is harmless:
 * the partial unique index (user, service year) where kind = 'GRANT' makes the second insert a
 * no-op (`on conflict do nothing`).
 */
export async function grantDueAnniversaries(
  db: Database,
  options: { today: CalendarDate; organizationId?: string },
): Promise<GrantRunResult> {
  const orgs = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(options.organizationId ? eq(organizations.id, options.organizationId) : eq(organizations.isActive, true));
  let grants = 0;
  for (const org of orgs) {
    grants += await db.transaction((tx) => grantForOrganization(tx, scopeOfOrganization(org.id), options.today));
  }
  return { organizations: orgs.length, grants };
}

/** One set-based pass: one read of people with their last granted year, then chunked inserts. */
async function grantForOrganization(db: Executor, scope: TenantScope, today: CalendarDate): Promise<number> {
  // FOR SHARE waits for (and then sees) a policy change being saved, whose recalculation adjusts
  // only years already granted: without the lock a grant could be written under the old policy.
  const [org] = await db
    .select({ leavePolicy: organizations.leavePolicy })
    .from(organizations)
    .where(ownOrganization(scope))
    .for('share');
  if (!org) return 0;
  const policy = parseLeavePolicy(org.leavePolicy);

  // The last service year opened per person (a GRANT, or an admin's carried-over OPENING_BALANCE).
  const opened = db
    .select({
      userId: leaveLedgerEntries.userId,
      lastYear: sql<number | null>`max(${leaveLedgerEntries.serviceYear})`.as('last_year'),
    })
    .from(leaveLedgerEntries)
    .where(inTenant(scope, leaveLedgerEntries, inArray(leaveLedgerEntries.kind, ['GRANT', 'OPENING_BALANCE'])))
    .groupBy(leaveLedgerEntries.userId)
    .as('opened');
  const people = await db
    .select({
      id: users.id,
      startDate: users.startDate,
      birthDate: users.birthDate,
      underground: users.worksUnderground,
      lastYear: opened.lastYear,
    })
    .from(users)
    .leftJoin(opened, eq(opened.userId, users.id))
    .where(inTenant(scope, users, eq(users.isActive, true), isNotNull(users.startDate)));

  const rows: (typeof leaveLedgerEntries.$inferInsert)[] = [];
  for (const person of people) {
    const startDate = person.startDate!;
    // Nobody opened yet (should not happen: createEmployee writes the opening): start at the
    // current service year like an opening would, rather than granting a whole career at once.
    const lastYear = person.lastYear ?? completedServiceYears(startDate, today) - 1;
    const from = serviceAnniversary(startDate, lastYear + 1);
    if (compareDates(from, today) > 0) continue; // the usual case: next anniversary still ahead
    const due = annualLeaveGrants({
      startDate,
      birthDate: person.birthDate,
      underground: person.underground,
      policy,
      from,
      to: today,
    });
    for (const grant of due) {
      if (grant.serviceYears <= lastYear) continue;
      const entry = grantEntry(grant);
      rows.push({
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
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const inserted = await db
      .insert(leaveLedgerEntries)
      .values(rows.slice(i, i + INSERT_CHUNK))
      .onConflictDoNothing()
      .returning({ id: leaveLedgerEntries.id });
    written += inserted.length;
  }
  return written;
}
