import { DEFAULT_LEAVE_POLICY, istanbulToday, openingGrants, parseLeavePolicy, type CalendarDate } from '@paydos/domain';
import type { Executor } from '../../db/client';
import { leaveLedgerEntries, users } from '../../db/schema';
import type { TenantScope } from '../../platform/tenant-scope';

export type NewUser = Omit<typeof users.$inferInsert, 'organizationId' | 'id'>;

/**
 * Adds a person to an organization with the ledger entries of their current service year
 * (decisions §4: the opening balance), in the caller's transaction.
 */
export async function createEmployee(
  db: Executor,
  scope: TenantScope,
  person: NewUser,
  options: {
    leavePolicy?: unknown;
    carriedOverDays?: number | null;
    createdById?: string | null;
    /** The day the person's ledger opens (default today); the demo opens a year back to show its history. */
    joinedOn?: CalendarDate;
  } = {},
) {
  const [user] = await db
    .insert(users)
    .values({ ...person, email: person.email.toLowerCase(), organizationId: scope.organizationId })
    .returning({ id: users.id });
  if (!person.startDate) return user!;
  const policy = options.leavePolicy === undefined ? DEFAULT_LEAVE_POLICY : parseLeavePolicy(options.leavePolicy);
  const entries = openingGrants({
    startDate: person.startDate,
    birthDate: person.birthDate ?? null,
    underground: person.worksUnderground ?? false,
    policy,
    joinedOn: options.joinedOn ?? istanbulToday(new Date()),
    carriedOverDays: options.carriedOverDays,
  });
  if (entries.length > 0) {
    await db.insert(leaveLedgerEntries).values(
      entries.map((entry) => ({
        organizationId: scope.organizationId,
        userId: user!.id,
        kind: entry.kind,
        days: entry.days,
        effectiveDate: entry.effectiveDate,
        serviceYear: entry.serviceYear ?? null,
        reason: entry.reason,
        createdById: options.createdById ?? null,
      })),
    );
  }
  return user!;
}
