import {
  addDays,
  istanbulToday,
  ISTANBUL_TIME_ZONE,
  leaveTypeName,
  turkishPublicHolidaysBetween,
} from '@paydos/domain';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import ical, { ICalEventStatus, type ICalCalendar } from 'ical-generator';
import type { Executor } from '../../db/client';
import { leaveRequests, users } from '../../db/schema';
import { messages } from '@paydos/contract/messages';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import { leaveAsSeenBy } from '../team-calendar';
import type { FeedOwner } from './feed-tokens';
import type { LeaveStatus } from '@paydos/domain';

const m = messages.calendarFeeds;

/** A feed covers a year back and a year ahead of today (Istanbul). */
export function feedWindow(now: Date) {
  const today = istanbulToday(now);
  return { from: addDays(today, -365), to: addDays(today, 365) };
}

/**
 * An RFC 5545 calendar. Europe/Istanbul is declared with X-WR-TIMEZONE rather than ical-generator's
 * `timezone` option: that option formats all-day dates through the server process's own zone (a
 * server in UTC-8 would move every leave a day back). Every leave event is an all-day DATE, which
 * carries no zone, and the arife afternoons are UTC instants, so nothing here depends on the zone.
 */
function newCalendar(name: string): ICalCalendar {
  return ical({
    name,
    prodId: { company: 'Paydos', product: 'Paydos', language: 'TR' },
    ttl: 60 * 60,
    x: [['X-WR-TIMEZONE', ISTANBUL_TIME_ZONE]],
  });
}

interface LeaveRow {
  id: string;
  userId: string;
  leaveType: string;
  status: LeaveStatus;
  startDate: string;
  endDate: string;
  version: number;
  updatedAt: Date;
}

const eventStatus = {
  APPROVED: ICalEventStatus.CONFIRMED,
  PENDING: ICalEventStatus.TENTATIVE,
  REJECTED: ICalEventStatus.CANCELLED,
  CANCELLED: ICalEventStatus.CANCELLED,
} as const;

/**
 * One leave as an all-day event: DTEND is the day after the last day (RFC 5545 3.6.1: exclusive), the
 * UID is the leave's id so an edit updates the event (SEQUENCE = the request's version), and a
 * cancelled or rejected leave stays in the feed with STATUS:CANCELLED so calendars remove it.
 */
function addLeaveEvent(calendar: ICalCalendar, domain: string, leave: LeaveRow, summary: string) {
  calendar.createEvent({
    id: `${leave.id}@${domain}`,
    sequence: leave.version,
    stamp: leave.updatedAt,
    lastModified: leave.updatedAt,
    start: leave.startDate,
    end: addDays(leave.endDate, 1),
    allDay: true,
    summary,
    status: eventStatus[leave.status],
    transparency: null,
  });
}

const leaveColumns = {
  id: leaveRequests.id,
  userId: leaveRequests.userId,
  leaveType: leaveRequests.leaveType,
  status: leaveRequests.status,
  startDate: leaveRequests.startDate,
  endDate: leaveRequests.endDate,
  version: leaveRequests.version,
  updatedAt: leaveRequests.updatedAt,
};

/** "My leave": every request of the owner in the window; pending as tentative. */
export async function myLeaveFeed(db: Executor, scope: TenantScope, owner: FeedOwner, domain: string, now: Date) {
  const { from, to } = feedWindow(now);
  const rows = await db
    .select(leaveColumns)
    .from(leaveRequests)
    .where(
      inTenant(
        scope,
        leaveRequests,
        eq(leaveRequests.userId, owner.userId),
        lte(leaveRequests.startDate, to),
        gte(leaveRequests.endDate, from),
      ),
    )
    .orderBy(asc(leaveRequests.startDate));
  const calendar = newCalendar(m.myLeaveName);
  for (const leave of rows) {
    const name = leaveTypeName(leave.leaveType);
    addLeaveEvent(calendar, domain, leave, leave.status === 'PENDING' ? `${name} (${m.pending})` : name);
  }
  return calendar.toString();
}

/**
 * The organization's approved leave (cancelled ones marked cancelled), each titled with the person's
 * name and what the feed's owner may see of it (product §D7: an EMPLOYEE sees colleagues "İzinli").
 */
export async function teamFeed(
  db: Executor,
  scope: TenantScope & { organizationName: string },
  owner: FeedOwner,
  domain: string,
  now: Date,
) {
  const { from, to } = feedWindow(now);
  const rows = await db
    .select({ ...leaveColumns, firstName: users.firstName, lastName: users.lastName })
    .from(leaveRequests)
    .innerJoin(users, and(eq(users.id, leaveRequests.userId), eq(users.organizationId, leaveRequests.organizationId)))
    .where(
      inTenant(
        scope,
        leaveRequests,
        inArray(leaveRequests.status, ['APPROVED', 'CANCELLED']),
        lte(leaveRequests.startDate, to),
        gte(leaveRequests.endDate, from),
      ),
    )
    .orderBy(asc(leaveRequests.startDate));
  const calendar = newCalendar(m.teamName(scope.organizationName));
  for (const leave of rows) {
    // Only an approved leave can be cancelled, so a cancelled one is seen as the approved one was.
    const seen = leaveAsSeenBy(owner, leave.userId, { leaveType: leave.leaveType, status: 'APPROVED' });
    if (seen) addLeaveEvent(calendar, domain, leave, `${leave.firstName} ${leave.lastName}: ${seen.label}`);
  }
  return calendar.toString();
}

/** Türkiye stays at UTC+3 all year (since 2016): 13:00 and midnight Istanbul as instants. */
const istanbulInstant = (date: string, hour: number) =>
  new Date(`${date}T${String(hour).padStart(2, '0')}:00:00+03:00`);

/** Public holidays (domain calendar): full days all-day, arifes and 28 October from 13:00 to midnight. */
export function holidaysFeed(domain: string, now: Date) {
  const { from, to } = feedWindow(now);
  const calendar = newCalendar(m.holidaysName);
  for (const holiday of turkishPublicHolidaysBetween(from, to)) {
    if (holiday.date < from || holiday.date > to) continue;
    const common = {
      id: `holiday-${holiday.date}@${domain}`,
      stamp: new Date(`${holiday.date}T00:00:00Z`),
      transparency: null,
    };
    if (holiday.half) {
      calendar.createEvent({
        ...common,
        start: istanbulInstant(holiday.date, 13),
        end: istanbulInstant(addDays(holiday.date, 1), 0),
        summary: `${holiday.name} (${m.halfDay})`,
      });
    } else {
      calendar.createEvent({
        ...common,
        start: holiday.date,
        end: addDays(holiday.date, 1),
        allDay: true,
        summary: holiday.name,
      });
    }
  }
  return calendar.toString();
}
