import {
  availableReportMonths,
  istanbulToday,
  monthBounds,
  monthlyLeaveReport,
  parseLeavePolicy,
  toIstanbulDate,
  travelLeaveDates,
  TURKISH_MONTH_NAMES,
  type CalendarDate,
  type ReportEmployee,
  type ReportMonth,
} from '@paydos/domain';
import { and, eq, gte, inArray, isNull, lte, min, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leaveRequests, organizations, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { inTenant, ownOrganization, type TenantScope } from '../../platform/tenant-scope';
import { monthTerminations } from './load-terminations';

async function organizationOf(db: Executor, scope: TenantScope) {
  const [row] = await db
    .select({
      name: organizations.name,
      subdomain: organizations.subdomain,
      leavePolicy: organizations.leavePolicy,
      createdAt: organizations.createdAt,
    })
    .from(organizations)
    .where(ownOrganization(scope));
  if (!row) throw fail.notFound(messages.organizationNotFound);
  return row;
}

/** Product §D7: only APPROVED leave counts in the report. */
const approved = eq(leaveRequests.status, 'APPROVED');

type Organization = Awaited<ReturnType<typeof organizationOf>>;

/** The months of an organization already read: the report's caller reads it once and passes it down. */
async function monthsOf(db: Executor, scope: TenantScope, organization: Organization, now: Date) {
  const [first] = await db
    .select({ date: min(leaveRequests.startDate) })
    .from(leaveRequests)
    .where(inTenant(scope, leaveRequests, approved));
  const created = toIstanbulDate(organization.createdAt);
  const firstDate = first?.date && first.date < created ? first.date : created;
  return availableReportMonths({ firstDate, today: istanbulToday(now) });
}

/** The report's months: from the earlier of the first approved leave and the organization's creation to this month (Istanbul). */
export async function availableMonths(db: Executor, scope: TenantScope, now: Date) {
  return monthsOf(db, scope, await organizationOf(db, scope), now);
}

/** The month asked for, refused (404) when it is not in the available list. */
async function checkedMonth(
  db: Executor,
  scope: TenantScope,
  organization: Organization,
  month: ReportMonth,
  now: Date,
) {
  const months = await monthsOf(db, scope, organization, now);
  if (!months.some((m) => m.year === month.year && m.month === month.month))
    throw fail.notFound(messages.monthlyReport.monthNotAvailable);
}

/**
 * The month's report (product §3): organization name, month, per person the leave days inside the
 * month and the summary. Figures come from the domain's monthlyLeaveReport (countLeaveDays' rule,
 * the organization's working days); people who are inactive now are listed when they had leave.
 */
export async function loadMonthlyReport(db: Executor, scope: TenantScope, month: ReportMonth, now: Date) {
  // One read of the organization (name, policy, creation) serves the month check and the figures.
  const organization = await organizationOf(db, scope);
  await checkedMonth(db, scope, organization, month, now);
  const workingDays = parseLeavePolicy(organization.leavePolicy).workingDays;
  const { first, last } = monthBounds(month);
  const rows = await db
    .select({
      userId: leaveRequests.userId,
      leaveType: leaveRequests.leaveType,
      startDate: leaveRequests.startDate,
      endDate: leaveRequests.endDate,
      minutesPerDay: leaveRequests.minutesPerDay,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      department: users.department,
      position: users.position,
      isActive: users.isActive,
      hiredOn: users.startDate,
      leftOn: users.employmentEndDate,
      travelDays: leaveRequests.travelDays,
    })
    .from(leaveRequests)
    .innerJoin(users, and(eq(users.id, leaveRequests.userId), eq(users.organizationId, leaveRequests.organizationId)))
    .where(
      inTenant(
        scope,
        leaveRequests,
        approved,
        lte(leaveRequests.startDate, last),
        // A leave's travel days (docs/leave-rules.md section 15) may fall in the month after it.
        gte(sql`coalesce(${leaveRequests.travelEndDate}, ${leaveRequests.endDate})`, first),
      ),
    );
  const employees = new Map<string, ReportEmployee & { isActive: boolean }>();
  for (const r of rows) {
    if (!employees.has(r.userId)) {
      employees.set(r.userId, {
        userId: r.userId,
        firstName: r.firstName,
        lastName: r.lastName,
        email: r.email,
        department: r.department,
        position: r.position,
        isActive: r.isActive,
      });
    }
  }
  const figures = monthlyLeaveReport({ month, workingDays, leaves: rows, employees: [...employees.values()] });
  return {
    organizationName: organization.name,
    subdomain: organization.subdomain,
    workingDays,
    monthName: TURKISH_MONTH_NAMES[month.month - 1]!,
    year: month.year,
    month: month.month,
    employeeLeaveData: figures.employeeLeaveData.map((e) => ({ ...e, isActive: e.isActive ?? true })),
    summary: figures.summary,
    terminations: await monthTerminations(db, scope, month),
    /**
     * The month's approved leaves as entered (whole ranges), their travel days' dates and the person's
     * hire date and last day of work: the SGK days (sgkMonth).
     */
    leaves: rows.map((r) => ({
      userId: r.userId,
      leaveType: r.leaveType,
      startDate: r.startDate,
      endDate: r.endDate,
      travelDates: travelLeaveDates({ endDate: r.endDate, travelDays: r.travelDays, workingDays }),
      minutesPerDay: r.minutesPerDay,
      hiredOn: r.hiredOn,
      leftOn: r.leftOn,
    })),
  };
}
export type MonthlyReport = Awaited<ReturnType<typeof loadMonthlyReport>>;

export type StaffMember = ReportEmployee & { hiredOn: CalendarDate | null; leftOn: CalendarDate | null };

/**
 * Employed in some of the month: active now, or with a last day of work (the employment end, issue 24)
 * on or after the month's first day; a person who left in the month is listed with the days to the end.
 */
function employedIn(month: ReportMonth) {
  const { first } = monthBounds(month);
  return or(eq(users.isActive, true), gte(users.employmentEndDate, first));
}

/**
 * Everyone the puantaj lists besides those on leave: people employed in the month (employedIn) who
 * had started by the month's end. Only the columns the sheet shows, the hire date and the last day
 * of work (the SGK days).
 */
export async function activeStaff(db: Executor, scope: TenantScope, month: ReportMonth): Promise<StaffMember[]> {
  const { last } = monthBounds(month);
  const rows = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      department: users.department,
      position: users.position,
      isActive: users.isActive,
      startDate: users.startDate,
      leftOn: users.employmentEndDate,
    })
    .from(users)
    .where(inTenant(scope, users, employedIn(month)));
  return rows
    .filter((r) => !r.startDate || r.startDate <= last)
    .map(({ startDate, ...person }) => ({ ...person, hiredOn: startDate }));
}

/**
 * The payroll file's people (issue 24 item 7): everyone employed in the month (employedIn) who had
 * started by its end and everyone with approved leave in it (`withLeave`, inactive people too), with the registry number
 * and the national id as stored (users.national_id is plain text; the leave record reads it the same way).
 */
export async function payrollStaff(db: Executor, scope: TenantScope, month: ReportMonth, withLeave: readonly string[]) {
  const { last } = monthBounds(month);
  const listed = or(
    and(employedIn(month), or(isNull(users.startDate), lte(users.startDate, last))),
    withLeave.length ? inArray(users.id, [...withLeave]) : undefined,
  );
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      registryNumber: users.registryNumber,
      nationalId: users.nationalId,
      hiredOn: users.startDate,
      leftOn: users.employmentEndDate,
    })
    .from(users)
    .where(inTenant(scope, users, listed));
}
