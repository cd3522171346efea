import { addDays, addYearsClamped, extraDaysExpireOn, type CalendarDate } from '@paydos/domain';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { leaveLedgerEntries, organizations, users } from '../../db/schema';
import { recordAudit, type UserActor } from '../../platform/audit';
import { ownOrganization, type TenantScope } from '../../platform/tenant-scope';
import { expireExtraDays, grantDueAnniversaries } from '../ledger';
import { loadTerminationStatement } from '../termination';
import { createEmployee } from '../users';
import { officeTime } from './demo-clock';

/** The demo's leaver (not among DEMO_PEOPLE: no login, no mails); their registry number fills a gap. */
export const DEMO_LEAVER = {
  email: 'okan.aydin@demo.paydos.test',
  firstName: 'Okan',
  lastName: 'Aydın',
  role: 'EMPLOYEE' as const,
  position: 'Satın Alma Uzmanı',
  department: 'Finans',
  registryNumber: 'P-0105',
  birthDate: '1988-03-12',
  phone: '+90 539 888 99 00',
};

/** Extra days the company gave the leaver for the service year that ended in the demo's year. */
const EXTRA_DAYS = 3;
/** The demo's rule: unused extra days expire a month after their service year ends. */
const EXPIRY_MONTHS = 1;

/**
 * Issue 24 (4857 md. 59; docs/leave-rules.md §14): the demo shows the carry-over line, an expiry of
 * extra days and a person who left with a termination statement, all on one person, dated relative
 * to `today`: Okan completes his 6th service year 200 days ago (the carry-over line: his 5th year's
 * 14 statutory and 3 extra days), the 3 extra days expire a month later (the expiry line, never a
 * statutory day), and his employment ends 40 days ago (the statement: 34 statutory days to be paid;
 * the monthly report of that month lists them). The organization's rule is set when the ledgers
 * open; every write is dated in the past, like the rest of the story.
 */
export async function writeDemoTermination(
  tx: Transaction,
  scope: TenantScope,
  context: { today: CalendarDate; now: Date; adminId: string; ledgerOpensOn: CalendarDate },
) {
  const { today, now, adminId, ledgerOpensOn } = context;
  const nowMs = now.getTime();
  const admin: UserActor = { kind: 'USER', id: adminId, label: 'ADMIN', ipAddress: null };
  const ruleSetOn = addDays(ledgerOpensOn, 2);
  await tx
    .update(organizations)
    .set({ extraLeaveExpiryMonths: EXPIRY_MONTHS, extraLeaveExpiryFrom: ledgerOpensOn })
    .where(ownOrganization(scope));
  await recordAudit(tx, admin, {
    action: 'organization.extra_leave_expiry',
    organizationId: scope.organizationId,
    targetType: 'organization',
    targetId: scope.organizationId,
    before: { months: null },
    after: { months: EXPIRY_MONTHS, from: ledgerOpensOn },
    at: officeTime(ruleSetOn, 11, 5, nowMs),
  });

  const anniversary = addDays(today, -200);
  const startDate = addYearsClamped(anniversary, -6);
  const endDate = addDays(today, -40);
  const { id } = await createEmployee(
    tx,
    scope,
    { ...DEMO_LEAVER, startDate, passwordHash: null },
    { joinedOn: ledgerOpensOn },
  );
  const addedAt = officeTime(addDays(ledgerOpensOn, 3), 14, 40, nowMs);
  await tx.update(users).set({ createdAt: addedAt, updatedAt: addedAt }).where(eq(users.id, id));
  // The company's extra days for the 5th service year (a correction of that year's grant).
  await tx.insert(leaveLedgerEntries).values({
    organizationId: scope.organizationId,
    userId: id,
    kind: 'ADJUSTMENT',
    days: EXTRA_DAYS,
    effectiveDate: addDays(ledgerOpensOn, 3),
    serviceYear: 5,
    reason: `Şirket ek izni: 5. hizmet yılı için yasal asgarinin üzerinde ${EXTRA_DAYS} gün (kıdem ödülü).`,
    createdById: adminId,
    createdAt: addedAt,
  });
  // What the hourly worker wrote while he worked here: the 6th year's grant, then the expiry.
  await grantDueAnniversaries(tx, { today: endDate, organizationId: scope.organizationId });
  await expireExtraDays(tx, { today: endDate, organizationId: scope.organizationId });
  await tx
    .update(leaveLedgerEntries)
    .set({ createdAt: officeTime(anniversary, 3, 0, nowMs) })
    .where(
      and(
        eq(leaveLedgerEntries.userId, id),
        eq(leaveLedgerEntries.kind, 'GRANT'),
        eq(leaveLedgerEntries.serviceYear, 6),
      ),
    );
  await tx
    .update(leaveLedgerEntries)
    .set({ createdAt: officeTime(extraDaysExpireOn(startDate, 5, EXPIRY_MONTHS), 3, 0, nowMs) })
    .where(and(eq(leaveLedgerEntries.userId, id), eq(leaveLedgerEntries.kind, 'EXPIRY')));

  const endedAt = officeTime(endDate, 17, 30, nowMs);
  await tx
    .update(users)
    .set({ isActive: false, employmentEndDate: endDate, updatedAt: endedAt })
    .where(eq(users.id, id));
  const statement = await loadTerminationStatement(tx, scope, id);
  await recordAudit(tx, admin, {
    action: 'staff.end_employment',
    organizationId: scope.organizationId,
    targetType: 'user',
    targetId: id,
    before: { isActive: true, employmentEndDate: null },
    after: { isActive: false, employmentEndDate: endDate, unusedDays: statement.payout.unused.total },
    at: endedAt,
  });
  return { id, startDate, endDate };
}
