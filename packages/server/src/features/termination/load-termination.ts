import { terminationPayout, type CalendarDate, type TerminationPayout } from '@paydos/domain';
import { termination as terminationTexts } from '@paydos/contract/messages/termination';
import { messages } from '@paydos/contract/messages';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leaveLedgerEntries, organizations, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { inTenant, ownOrganization, type TenantScope } from '../../platform/tenant-scope';
import { organizationExpiry } from '../ledger';

export interface TerminationStatement {
  organizationName: string;
  person: {
    id: string;
    firstName: string;
    lastName: string;
    registryNumber: string | null;
    nationalId: string | null;
    position: string | null;
    department: string | null;
    startDate: CalendarDate;
  };
  payout: TerminationPayout;
}

/** A person's ledger entries for the layers (carry-over.ts). */
async function ledgerOf(db: Executor, scope: TenantScope, userId: string) {
  const rows = await db
    .select({
      kind: leaveLedgerEntries.kind,
      days: leaveLedgerEntries.days,
      effectiveDate: leaveLedgerEntries.effectiveDate,
      serviceYear: leaveLedgerEntries.serviceYear,
      leaveRequestId: leaveLedgerEntries.leaveRequestId,
    })
    .from(leaveLedgerEntries)
    .where(inTenant(scope, leaveLedgerEntries, eq(leaveLedgerEntries.userId, userId)));
  return rows.map((r) => ({ ...r, days: Number(r.days) }));
}

/**
 * The termination statement of one person (art. 59; docs/leave-rules.md §14): what was earned, used,
 * expired and left on the last day of work. `endDate` defaults to the person's recorded one; a person
 * without a start date or (when none is given) an end date has no statement (400).
 */
export async function loadTerminationStatement(
  db: Executor,
  scope: TenantScope,
  userId: string,
  endDate?: CalendarDate,
): Promise<TerminationStatement> {
  const [person] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      registryNumber: users.registryNumber,
      nationalId: users.nationalId,
      position: users.position,
      department: users.department,
      startDate: users.startDate,
      birthDate: users.birthDate,
      underground: users.worksUnderground,
      employmentEndDate: users.employmentEndDate,
    })
    .from(users)
    .where(inTenant(scope, users, eq(users.id, userId)));
  if (!person) throw fail.notFound(messages.people.userNotFound);
  const end = endDate ?? person.employmentEndDate;
  if (!person.startDate) throw fail.badRequest(terminationTexts.noStartDate);
  if (!end) throw fail.badRequest(terminationTexts.noEndDate);
  const [org] = await db.select({ name: organizations.name }).from(organizations).where(ownOrganization(scope));
  const payout = terminationPayout({
    startDate: person.startDate,
    birthDate: person.birthDate,
    underground: person.underground,
    entries: await ledgerOf(db, scope, userId),
    expiry: await organizationExpiry(db, scope),
    endDate: end,
  });
  return { organizationName: org?.name ?? '', person: { ...person, startDate: person.startDate }, payout };
}
