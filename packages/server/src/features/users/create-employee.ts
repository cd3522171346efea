import { DEFAULT_LEAVE_POLICY, openingGrants, parseLeavePolicy, type CalendarDate } from '@paydos/domain';
import type { Executor } from '../../db/client';
import { leaveLedgerEntries, users } from '../../db/schema';
import type { TenantScope } from '../../platform/tenant-scope';
import { teamColumns } from '../teams';

/** A new person; their `department` text names their team (features/teams writes both). */
export type NewUser = Omit<typeof users.$inferInsert, 'organizationId' | 'id' | 'teamId'>;

export interface OpeningOptions {
  leavePolicy?: unknown;
  carriedOverDays?: number | null;
  createdById?: string | null;
  /**
   * The day the person's ledger opens: the caller's today (`istanbulToday(now)`); the demo opens a
   * year back to show its history.
   */
  joinedOn: CalendarDate;
}

/**
 * Adds a person to an organization with the ledger entries of their current service year
 * (product §D4: the opening balance), in the caller's transaction. Their department is the team of
 * that name, made when the organization has none (issue 23 item 1).
 */
export async function createEmployee(db: Executor, scope: TenantScope, person: NewUser, options: OpeningOptions) {
  const { department, ...rest } = person;
  const [user] = await db
    .insert(users)
    .values({
      ...rest,
      ...(await teamColumns(db, scope, department)),
      email: person.email.toLowerCase(),
      organizationId: scope.organizationId,
    })
    .returning({ id: users.id });
  const entries = openingLedgerRows(scope, user!.id, person, options);
  if (entries.length > 0) await db.insert(leaveLedgerEntries).values(entries);
  return user!;
}

/** The ledger rows a new person starts with (none without a start date); for callers inserting many people at once. */
export function openingLedgerRows(
  scope: TenantScope,
  userId: string,
  person: Pick<NewUser, 'startDate' | 'birthDate' | 'worksUnderground'>,
  options: OpeningOptions,
): (typeof leaveLedgerEntries.$inferInsert)[] {
  if (!person.startDate) return [];
  const policy = options.leavePolicy === undefined ? DEFAULT_LEAVE_POLICY : parseLeavePolicy(options.leavePolicy);
  const entries = openingGrants({
    startDate: person.startDate,
    birthDate: person.birthDate ?? null,
    underground: person.worksUnderground ?? false,
    policy,
    joinedOn: options.joinedOn,
    carriedOverDays: options.carriedOverDays,
  });
  return entries.map((entry) => ({
    organizationId: scope.organizationId,
    userId,
    kind: entry.kind,
    days: entry.days,
    effectiveDate: entry.effectiveDate,
    serviceYear: entry.serviceYear ?? null,
    reason: entry.reason,
    createdById: options.createdById ?? null,
  }));
}
