import { isHolidayYearSupported, LEAVE_STATUSES, TEAM_RULE_MODES } from '@paydos/domain';
import { z } from 'zod';
import { calendarDate, requestObject, text } from './fields';
import { pageQuery } from './page';
import { messages } from './messages';
import { catalogueText } from './catalogue-text';

const m = messages.teamCalendar;

/** At most this many people a page (issue 25 item 5: no answer grows with the company). */
export const CALENDAR_PAGE_SIZE = 50;

/**
 * `?month=2026-03` (default: this Istanbul month), a team (`teamId`; `department`, a team by its name,
 * is the filter's older spelling and still works), a name search, and a keyset page of people
 * (`limit` 1–50, `cursor` the previous page's `nextCursor`). Without a cursor: the first page.
 */
export const teamCalendarQuery = requestObject({
  month: text('month', { required: m.monthInvalid })
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: m.monthInvalid, abort: true })
    .refine((value) => isHolidayYearSupported(Number(value.slice(0, 4))), { error: m.monthUnsupported })
    .optional(),
  teamId: z.uuid({ error: messages.teams.notFound }).optional(),
  department: text('department').trim().max(200).optional(),
  q: text('search').trim().max(200).optional(),
  limit: z.coerce
    .number({ error: m.limitInvalid })
    .int({ error: m.limitInvalid })
    .min(1, { error: m.limitInvalid })
    .max(CALENDAR_PAGE_SIZE, { error: m.limitInvalid })
    .default(CALENDAR_PAGE_SIZE),
  cursor: pageQuery.cursor,
});
export type TeamCalendarQuery = z.infer<typeof teamCalendarQuery>;
export type TeamCalendarQueryInput = z.input<typeof teamCalendarQuery>;

/** The leave form's dates: at most a year, end not before start. */
export const overlapQuery = requestObject({
  startDate: calendarDate('startDate'),
  endDate: calendarDate('endDate'),
}).superRefine((value, ctx) => {
  if (value.endDate < value.startDate) ctx.addIssue({ code: 'custom', message: m.rangeInvalid, path: ['endDate'] });
  else if (Number(value.endDate.slice(0, 4)) - Number(value.startDate.slice(0, 4)) > 1)
    ctx.addIssue({ code: 'custom', message: m.rangeTooLong, path: ['endDate'] });
});
export type OverlapQuery = z.infer<typeof overlapQuery>;

/** The calendar shows approved leave and pending requests, nothing else. */
const calendarLeaveStatus = z.enum(LEAVE_STATUSES).extract(['APPROVED', 'PENDING']);

export const dayKind = z.enum(['working', 'non_working', 'holiday', 'half_holiday']);
export type DayKind = z.infer<typeof dayKind>;

export const calendarLeave = z.object({
  startDate: z.string(),
  endDate: z.string(),
  status: calendarLeaveStatus,
  /** Null where the viewer may not see it: an EMPLOYEE looking at a colleague. */
  leaveType: z.string().nullable(),
  label: catalogueText(),
  /** The colleague who stands in (vekil, issue 23), by name; null when none was named. */
  substitute: z.string().nullable(),
  /**
   * Hourly leave (docs/decisions/015): the minutes away on each working day, the person at work the rest
   * of it; null (or absent) for a leave of whole days.
   */
  minutesPerDay: z.number().nullish(),
});
export type CalendarLeave = z.infer<typeof calendarLeave>;

export const calendarPerson = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  department: z.string().nullable(),
  isSelf: z.boolean(),
  leaves: z.array(calendarLeave),
});
export type CalendarPerson = z.infer<typeof calendarPerson>;

export const calendarTeam = z.object({ id: z.string(), name: z.string() });

/**
 * One page of the month (issue 25 item 5): at most `limit` people in Turkish alphabetical order (then
 * id), and `nextCursor` (null on the last page). What the month needs once (its days, the teams to
 * filter by, the rule days) comes with the first page only (no cursor); later pages leave it out.
 */
export const teamCalendar = z.object({
  month: z.string(),
  monthName: z.string(),
  year: z.number(),
  today: z.string(),
  /** Whether leave types are shown for colleagues (ADMIN, MANAGER). */
  showsLeaveTypes: z.boolean(),
  people: z.array(calendarPerson),
  nextCursor: z.string().nullable(),
  /** First page only: the month's days, holidays and arifes named, by the organization's working days. */
  days: z.array(z.object({ date: z.string(), kind: dayKind, holidayName: z.string().nullable() })).optional(),
  /** First page only: the organization's teams, by name (the filter's choices). */
  teams: z.array(calendarTeam).optional(),
  /** First page only: the names of the organization's teams (the filter's choices before `teams`). */
  departments: z.array(z.string()).optional(),
  /**
   * Issue 23 item 5: the month's days a team rule marks, for the teams shown: a lock period, and the
   * teams at or under their minimum at work (approved and pending leave counted). Counts and team
   * names only, never who is away. First page only: for the team filtered to, else every team.
   */
  ruleDays: z
    .array(
      z.object({
        date: z.string(),
        /** The lock on the day (a refusing one before one that sends to İK); `teamName` null: the whole organization. */
        lock: z
          .object({ reason: z.string().nullable(), mode: z.enum(TEAM_RULE_MODES), teamName: z.string().nullable() })
          .nullable(),
        shortStaffed: z.array(z.object({ teamName: z.string(), atWork: z.number(), minimumAtWork: z.number() })),
      }),
    )
    .optional(),
});
export type TeamCalendar = z.infer<typeof teamCalendar>;
/** The first page with every page's people: what the web draws. */
export type TeamCalendarMonth = Omit<TeamCalendar, 'days' | 'teams' | 'departments' | 'ruleDays'> &
  Required<Pick<TeamCalendar, 'days' | 'teams' | 'ruleDays'>>;

export const overlapResponse = z.object({
  department: z.string().nullable(),
  /** Colleagues of the department with approved leave on at least one of the days (never the asker). */
  awayCount: z.number(),
  /** Colleagues with a pending request on those days: null for an EMPLOYEE (product §D7). */
  pendingCount: z.number().nullable(),
});
export type OverlapResponse = z.infer<typeof overlapResponse>;
