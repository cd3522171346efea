import {
  addYearsClamped,
  ageOn,
  completedServiceYears,
  daysBetween,
  isLeapYear,
  parseDate,
  serviceAnniversary,
  toIstanbulDate,
  trialDaysLeft,
  type CalendarDate,
  type Language,
} from '@paydos/domain';
import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { organizations, subscriptions, users } from '../../db/schema';
import { usableSubscriptionSql } from '../../platform/tenancy';

/** Trial notices go out this many days before the trial's last day, and on it (0). */
export const TRIAL_NOTICE_DAYS = [7, 3, 1, 0] as const;

export interface DueOrganization {
  id: string;
  name: string;
  subdomain: string;
  birthdayMailsEnabled: boolean;
  leavePolicy: unknown;
}

export interface Celebrant {
  id: string;
  organization: DueOrganization;
  email: string;
  firstName: string;
  lastName: string;
  startDate: CalendarDate | null;
  birthDate: CalendarDate | null;
  underground: boolean;
  birthdayMailsOptOut: boolean;
  /** The language the person chose (issue 26): their mails speak it; null: Turkish. */
  language: Language | null;
  /** Today is the birthday (a 29 February birthday falls on 28 February in common years). */
  birthday: boolean;
  /** Completed years when today is a work anniversary (at least 1), else null. */
  anniversaryYears: number | null;
}

export interface EndingTrial {
  organization: Pick<DueOrganization, 'id' | 'name' | 'subdomain'>;
  endsOn: CalendarDate;
  /** Today is the trial's last Istanbul day (the notice of day 0). */
  endsToday: boolean;
  /** The dashboard banner's number now (domain `trialDaysLeft`: the time left rounded up to whole days). */
  daysLeft: number;
}

/** The month-days (MM-DD) celebrated on `today`: 28 February also celebrates 29 February in a common year. */
function celebratedMonthDays(today: CalendarDate): string[] {
  const { year } = parseDate(today);
  const monthDay = today.slice(5);
  return monthDay === '02-28' && !isLeapYear(year) ? ['02-28', '02-29'] : [monthDay];
}

const organizationColumns = {
  id: organizations.id,
  name: organizations.name,
  subdomain: organizations.subdomain,
  birthdayMailsEnabled: organizations.birthdayMailsEnabled,
  leavePolicy: organizations.leavePolicy,
};

/**
 * Active people of active organizations whose birthday or work anniversary is `today`. An
 * organization that answers 402 (`hasUsableSubscription` false: a trial ended unbought, a cancelled
 * plan past its period, a failed renewal past its grace) is left out: it no longer uses Paydos.
 * The month-day match is a prefilter; the domain's anniversary rule decides.
 */
export async function findCelebrants(db: Executor, today: CalendarDate, now: Date): Promise<Celebrant[]> {
  const monthDays = celebratedMonthDays(today);
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      startDate: users.startDate,
      birthDate: users.birthDate,
      underground: users.worksUnderground,
      birthdayMailsOptOut: users.birthdayMailsOptOut,
      language: users.language,
      organization: organizationColumns,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(subscriptions, eq(subscriptions.organizationId, organizations.id))
    .where(
      and(
        eq(users.isActive, true),
        eq(organizations.isActive, true),
        usableSubscriptionSql(now),
        or(
          inArray(sql`to_char(${users.birthDate}, 'MM-DD')`, monthDays),
          and(inArray(sql`to_char(${users.startDate}, 'MM-DD')`, monthDays), lt(users.startDate, today)),
        ),
      ),
    )
    .orderBy(users.organizationId, users.id);
  const celebrants: Celebrant[] = [];
  for (const row of rows) {
    const birthday = row.birthDate !== null && addYearsClamped(row.birthDate, ageOn(row.birthDate, today)) === today;
    const years = row.startDate === null ? 0 : completedServiceYears(row.startDate, today);
    const anniversary = row.startDate !== null && years >= 1 && serviceAnniversary(row.startDate, years) === today;
    if (birthday || anniversary) celebrants.push({ ...row, birthday, anniversaryYears: anniversary ? years : null });
  }
  return celebrants;
}

/**
 * Trials of active organizations whose last day is 7, 3 or 1 days after `today`, or `today` itself
 * (the notice days are Istanbul calendar days). The mail's count is the banner's at `now`, so a trial
 * ending at 14:30 says 8 days at 09:30 seven calendar days before, as the banner does then.
 */
export async function findEndingTrials(db: Executor, today: CalendarDate, now: Date): Promise<EndingTrial[]> {
  const day = 86_400_000;
  const rows = await db
    .select({
      trialEndsAt: subscriptions.trialEndsAt,
      organization: { id: organizations.id, name: organizations.name, subdomain: organizations.subdomain },
    })
    .from(subscriptions)
    .innerJoin(organizations, eq(organizations.id, subscriptions.organizationId))
    .where(
      and(
        eq(subscriptions.status, 'TRIAL'),
        eq(organizations.isActive, true),
        gt(subscriptions.trialEndsAt, new Date(now.getTime() - 2 * day)),
        lt(subscriptions.trialEndsAt, new Date(now.getTime() + 9 * day)),
      ),
    );
  const trials: EndingTrial[] = [];
  for (const row of rows) {
    const endsOn = toIstanbulDate(row.trialEndsAt);
    const noticeDay = daysBetween(today, endsOn);
    if (!(TRIAL_NOTICE_DAYS as readonly number[]).includes(noticeDay)) continue;
    trials.push({
      organization: row.organization,
      endsOn,
      endsToday: noticeDay === 0,
      daysLeft: trialDaysLeft(row.trialEndsAt.getTime(), now.getTime()),
    });
  }
  return trials;
}

/** The active ADMINs of the given organizations (they get the morning note and the billing notices). */
export async function findActiveAdmins(db: Executor, organizationIds: string[]) {
  if (organizationIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      organizationId: users.organizationId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
    })
    .from(users)
    .where(and(inArray(users.organizationId, organizationIds), eq(users.role, 'ADMIN'), eq(users.isActive, true)))
    .orderBy(users.organizationId, users.id);
}
