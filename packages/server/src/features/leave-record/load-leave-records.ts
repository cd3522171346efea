import { messages } from '@paydos/contract/messages';
import {
  leaveRecordLines,
  leaveTypes,
  recordServiceYears,
  serviceYearEarnedIn,
  serviceYearPeriod,
  type CalendarDate,
  type LeaveRecordLine,
  type LeaveRecordYear,
} from '@paydos/domain';
import { and, asc, between, eq, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leaveAcknowledgements, leaveLedgerEntries, leaveRequests, organizations, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import { acknowledgedPeriodColumns } from '../leaves';

const m = messages.leaveRecord;

/** The leave types a record lists: those drawn from the annual balance (4857 art. 53-56). */
const annualTypes = leaveTypes.filter((t) => t.drawsOnAnnualBalance).map((t) => t.code);

export interface LeaveRecord {
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
  period: LeaveRecordYear;
  /** Days granted on the anniversary (the ledger's grant); null in year 0 or when an opening balance carried it. */
  entitlementDays: number | null;
  lines: LeaveRecordLine[];
  usedDays: number;
  travelDays: number;
}

/** Whose records: one person's service year (the latest earned when left out), or everybody's year earned in `year`. */
export type LeaveRecordSelection = { userId: string; serviceYear?: number } | { year: number };

/**
 * Reads the leave records of a selection in four statements whatever its size (the ZIP of a
 * 10,000-person organization too): the people, the grants of their years, their approved annual
 * leaves in the years' span, and the acknowledgements of those leaves.
 */
export async function loadLeaveRecords(
  db: Executor,
  scope: TenantScope,
  selection: LeaveRecordSelection,
  today: CalendarDate,
): Promise<LeaveRecord[]> {
  const single = 'userId' in selection;
  const people = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      registryNumber: users.registryNumber,
      nationalId: users.nationalId,
      position: users.position,
      department: users.department,
      startDate: users.startDate,
      organizationName: organizations.name,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(
      single
        ? inTenant(scope, users, eq(users.id, selection.userId))
        : inTenant(
            scope,
            users,
            eq(users.isActive, true),
            isNotNull(users.startDate),
            lt(users.startDate, `${selection.year}-01-01`),
          ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  if (single && !people[0]) throw fail.notFound(messages.people.userNotFound);

  const subjects = people.flatMap(({ organizationName, ...person }) => {
    const startDate = person.startDate;
    if (!startDate) {
      if (single) throw fail.badRequest(m.noStartDate);
      return [];
    }
    const period = single
      ? periodOfPerson(startDate, today, selection.serviceYear)
      : periodEarnedIn(startDate, selection.year, today);
    return period ? [{ organizationName, person: { ...person, startDate }, period }] : [];
  });
  if (!subjects.length) return [];

  const from = subjects.reduce(
    (min, s) => (s.period.earnedOn < min ? s.period.earnedOn : min),
    subjects[0]!.period.earnedOn,
  );
  const to = subjects.reduce((max, s) => (s.period.endsOn > max ? s.period.endsOn : max), subjects[0]!.period.endsOn);
  const whose: SQL | undefined = single ? eq(leaveRequests.userId, subjects[0]!.person.id) : undefined;
  const leaveWhere = inTenant(
    scope,
    leaveRequests,
    whose,
    eq(leaveRequests.status, 'APPROVED'),
    inArray(leaveRequests.leaveType, annualTypes),
    between(leaveRequests.startDate, from, to),
  );
  const leaves = await db
    .select({
      id: leaveRequests.id,
      userId: leaveRequests.userId,
      startDate: leaveRequests.startDate,
      endDate: leaveRequests.endDate,
      days: leaveRequests.days,
      travelDays: leaveRequests.travelDays,
    })
    .from(leaveRequests)
    .where(leaveWhere);
  const acknowledgements = leaves.length
    ? await db
        .select(acknowledgedPeriodColumns)
        .from(leaveAcknowledgements)
        .innerJoin(leaveRequests, eq(leaveRequests.id, leaveAcknowledgements.leaveRequestId))
        .where(and(inTenant(scope, leaveAcknowledgements), leaveWhere))
    : [];
  const grants = await db
    .select({
      userId: leaveLedgerEntries.userId,
      serviceYear: leaveLedgerEntries.serviceYear,
      days: sql<string>`sum(${leaveLedgerEntries.days})`,
    })
    .from(leaveLedgerEntries)
    .where(
      inTenant(
        scope,
        leaveLedgerEntries,
        eq(leaveLedgerEntries.kind, 'GRANT'),
        single ? eq(leaveLedgerEntries.userId, subjects[0]!.person.id) : undefined,
        isNotNull(leaveLedgerEntries.serviceYear),
      ),
    )
    .groupBy(leaveLedgerEntries.userId, leaveLedgerEntries.serviceYear);

  const grantOf = new Map(grants.map((g) => [`${g.userId}/${g.serviceYear}`, Number(g.days)]));
  const leavesOf = groupBy(leaves, (l) => l.userId);
  const acknowledgementsOf = groupBy(acknowledgements, (a) => a.leaveRequestId);
  return subjects.map(({ organizationName, person, period }) => {
    const own = (leavesOf.get(person.id) ?? []).map((l) => ({
      id: l.id,
      startDate: l.startDate,
      endDate: l.endDate,
      days: Number(l.days),
      // Unpaid travel days of the leave (art. 56/4, docs/leave-rules.md section 15); not in `days`.
      travelDays: l.travelDays,
      acknowledgements: (acknowledgementsOf.get(l.id) ?? []).map((a) => ({ ...a, days: Number(a.days) })),
    }));
    return {
      organizationName,
      person,
      period,
      entitlementDays: grantOf.get(`${person.id}/${period.serviceYear}`) ?? null,
      ...leaveRecordLines(period, own),
    };
  });
}

function periodOfPerson(startDate: CalendarDate, today: CalendarDate, serviceYear: number | undefined) {
  const years = recordServiceYears(startDate, today, { withFirstYear: true });
  if (serviceYear === undefined) {
    // The latest earned year; a person in the first year of work has only year 0.
    const latest = years[0];
    if (!latest || latest.serviceYear === 0) throw fail.badRequest(m.noServiceYear);
    return latest;
  }
  const found = years.find((y) => y.serviceYear === serviceYear);
  if (!found) throw fail.badRequest(m.serviceYearNotEarned, { serviceYear: m.serviceYearNotEarned });
  return found;
}

/** The service year earned in a calendar year, once its anniversary has come; null otherwise. */
function periodEarnedIn(startDate: CalendarDate, year: number, today: CalendarDate) {
  const n = serviceYearEarnedIn(startDate, year);
  if (n === null) return null;
  const period = serviceYearPeriod(startDate, n);
  return period.earnedOn <= today ? period : null;
}

/** Node 20 has no Map.groupBy. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
