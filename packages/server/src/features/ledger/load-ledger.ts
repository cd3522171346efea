import {
  annualBalance,
  carryOverText,
  formatTurkishDate,
  fromHalfDays,
  serviceAnniversary,
  toHalfDays,
  type CalendarDate,
} from '@paydos/domain';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { leaveLedgerEntries, leaveRequests, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import { entryActors } from './entry-actors';
import { layersOfPerson, organizationExpiry } from './leave-layers';

const author = alias(users, 'ledger_author');
const requester = alias(users, 'ledger_requester');
const fullName = (first: string | null, last: string | null) => (first ? `${first} ${last ?? ''}`.trim() : null);

/**
 * One employee's ledger in date order, each row with the balance after it (product §D4: the
 * ledger shows why a balance is what it is). Sums run in half-day units so 0.5s stay exact.
 * Issue 21: it opens with the start of service (`preface`: lines that move no day) and names, on
 * each leave's lines, who asked for it and who decided (`actors`, entry-actors.ts).
 * Issue 24: on each service anniversary up to `today`, a carry-over line (art. 59) says how many days of
 * the ended year carried over, statutory and extra; derived, since the balance is the running sum.
 */
export async function loadLedger(db: Executor, scope: TenantScope, userId: string, today: CalendarDate) {
  const [owner] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      startDate: users.startDate,
      birthDate: users.birthDate,
      underground: users.worksUnderground,
    })
    .from(users)
    .where(inTenant(scope, users, eq(users.id, userId)));
  if (!owner) throw fail.notFound(messages.leaves.employeeNotFound);
  const rows = await db
    .select({
      id: leaveLedgerEntries.id,
      kind: leaveLedgerEntries.kind,
      days: leaveLedgerEntries.days,
      effectiveDate: leaveLedgerEntries.effectiveDate,
      serviceYear: leaveLedgerEntries.serviceYear,
      reason: leaveLedgerEntries.reason,
      leaveRequestId: leaveLedgerEntries.leaveRequestId,
      createdAt: leaveLedgerEntries.createdAt,
      authorId: leaveLedgerEntries.createdById,
      authorFirstName: author.firstName,
      authorLastName: author.lastName,
      requestStatus: leaveRequests.status,
      requesterId: leaveRequests.requestedById,
      requesterFirstName: requester.firstName,
      requesterLastName: requester.lastName,
    })
    .from(leaveLedgerEntries)
    .leftJoin(author, eq(author.id, leaveLedgerEntries.createdById))
    .leftJoin(leaveRequests, eq(leaveRequests.id, leaveLedgerEntries.leaveRequestId))
    .leftJoin(requester, eq(requester.id, leaveRequests.requestedById))
    .where(inTenant(scope, leaveLedgerEntries, eq(leaveLedgerEntries.userId, userId)))
    .orderBy(asc(leaveLedgerEntries.effectiveDate), asc(leaveLedgerEntries.createdAt), asc(leaveLedgerEntries.id));

  const actors = entryActors(
    { id: userId, name: fullName(owner.firstName, owner.lastName)! },
    rows.map((row) => ({
      ...row,
      author: fullName(row.authorFirstName, row.authorLastName),
      requester: row.requesterId
        ? { id: row.requesterId, name: fullName(row.requesterFirstName, row.requesterLastName) }
        : null,
    })),
  );
  let units = 0;
  const entries = rows.map((row) => {
    const days = Number(row.days);
    units += toHalfDays(days);
    return {
      id: row.id,
      kind: row.kind,
      days,
      effectiveDate: row.effectiveDate,
      serviceYear: row.serviceYear,
      reason: row.reason,
      leaveRequestId: row.leaveRequestId,
      createdAt: row.createdAt.toISOString(),
      createdBy: fullName(row.authorFirstName, row.authorLastName),
      actors: actors.get(row.id) ?? [],
      runningBalance: fromHalfDays(units),
    };
  });
  const balance = annualBalance(entries);
  const layers = layersOfPerson(owner, entries, await organizationExpiry(db, scope), today);
  const carryOvers = (layers?.carryOvers ?? [])
    .filter((c) => c.serviceYear > 0 || c.days !== 0)
    .map((c) => ({ kind: 'CARRY_OVER' as const, date: c.date, text: carryOverText(c) }));
  return {
    preface: [...prefaceLines(owner.startDate, entries), ...carryOvers].sort((a, b) => a.date.localeCompare(b.date)),
    entries,
    total: balance.total,
    used: balance.used,
    remaining: balance.remaining,
  };
}

/**
 * The lines before the first entry, which move no day (the carry-over lines, which move none either, follow): the start of service with the first year
 * that earns nothing by law (unless the ledger has that year's own grant), and, for someone who
 * joined Paydos mid-career without a carried-over balance, the service years before the ledger.
 */
export function prefaceLines(
  startDate: string | null,
  entries: ReadonlyArray<{ kind: string; serviceYear: number | null }>,
) {
  if (!startDate) return [];
  const opened = entries.filter((e) => (e.kind === 'GRANT' || e.kind === 'OPENING_BALANCE') && e.serviceYear !== null);
  const lines: Array<{ kind: 'SERVICE_START' | 'BEFORE_LEDGER'; date: string; text: string }> = [];
  if (!opened.some((e) => e.kind === 'GRANT' && e.serviceYear === 0)) {
    const first = serviceAnniversary(startDate, 1);
    lines.push({
      kind: 'SERVICE_START',
      date: startDate,
      text: messages.ledger.serviceStart(formatTurkishDate(startDate), formatTurkishDate(first)),
    });
  }
  const firstYear = opened.length ? Math.min(...opened.map((e) => e.serviceYear!)) : null;
  if (firstYear !== null && firstYear >= 2 && !opened.some((e) => e.kind === 'OPENING_BALANCE')) {
    const years = firstYear === 2 ? '1.' : `1.–${firstYear - 1}.`;
    lines.push({
      kind: 'BEFORE_LEDGER',
      date: serviceAnniversary(startDate, 1),
      text: messages.ledger.beforeLedger(years, firstYear),
    });
  }
  return lines;
}

export type Ledger = Awaited<ReturnType<typeof loadLedger>>;
