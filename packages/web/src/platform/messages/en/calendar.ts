import type { calendarMessages as turkish } from '../calendar';
import type { Translation } from '@paydos/contract/messages/translation';
import { formatCount } from '../../format-numbers';

/** "1 person", "3 people". */
const people = (n: number) => `${formatCount(n)} ${n === 1 ? 'person' : 'people'}`;

/** "On these days in the Sales department", or "On these days" for the whole organization. */
const onTheseDays = (department: string | null) =>
  department ? `On these days in the ${department} department` : 'On these days';

/** The team calendar, the leave form's overlap hint and the calendar feeds (issue 16). */
export const calendarMessages: Translation<typeof turkish> = {
  teamCalendar: {
    title: 'Team Calendar',
    subtitle: 'Who is on leave when: each row is a person, each column a day. Weekends and public holidays are shaded.',
    subtitleEmployee:
      'Who is on leave when: each row is a person, each column a day. Your colleagues’ leave appears only as “On leave”.',
    previous: 'Previous month',
    next: 'Next month',
    today: 'Today',
    team: 'Team',
    allTeams: 'All teams',
    search: 'Search by name',
    searchPlaceholder: 'First or last name',
    person: 'Employee',
    loadError: 'An error occurred while loading the team calendar',
    nobody: 'Nobody matches this filter.',
    legend: 'Legend',
    weekend: 'Weekend / non-working day',
    holiday: 'Public holiday',
    halfHoliday: 'Half-day holiday (eve, after 1:00 PM)',
    todayColumn: 'Today',
    monthHolidays: 'Holidays this month',
    away: 'On leave',
    excuses: 'Special leave',
    pending: 'Pending',
    pendingSuffix: ' (pending)',
    you: 'you',
    nonWorking: 'Non-working day',
    nobodyAway: 'Nobody is on leave',
    more: (n: number) => `and ${formatCount(n)} more ${n === 1 ? 'person' : 'people'}`,
    peopleCount: (n: number) => people(n),
    /** Under the filters: how many people the loaded pages hold (issue 25 item 5: 50 a page). */
    peopleShown: (n: number, more: boolean) => (more ? `Showing the first ${people(n)}` : people(n)),
    awayCount: (n: number) => `${people(n)} on leave`,
    weekdaysShort: ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'],
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  },
  overlapHint: {
    title: 'Who is on leave on the same days',
    /** ADMIN and MANAGER: approved leave and pending requests in one sentence, the pending ones named as such (issue 21). */
    withPending: (away: number, pending: number, department: string | null) => {
      const where = onTheseDays(department);
      const pendingText = `${people(pending)} ${pending === 1 ? 'has' : 'have'} a pending request`;
      if (away === 0 && pending === 0) return `${where}, nobody is on leave and no requests are pending.`;
      if (pending === 0) return `${where}, ${people(away)} ${away === 1 ? 'is' : 'are'} on leave.`;
      if (away === 0) return `${where}, nobody is on leave; ${pendingText}.`;
      return `${where}, ${people(away)} ${away === 1 ? 'is' : 'are'} on leave and ${pendingText}.`;
    },
    /** EMPLOYEE: only approved leave is counted (a colleague's request is not shown to colleagues, docs/features.md). */
    approvedOnly: (away: number, department: string | null) => {
      const where = onTheseDays(department);
      return away === 0
        ? `${where}, nobody has approved leave.`
        : `${where}, ${people(away)} ${away === 1 ? 'has' : 'have'} approved leave.`;
    },
    approvedOnlyNote: 'Requests awaiting approval are not included in this number.',
    note: 'This is for information only; you can still submit your request.',
    link: 'Open the team calendar',
  },
  calendarFeeds: {
    title: 'Calendar link',
    description:
      'Create a private subscription link to see your leave, the company’s approved leave and public holidays in Google Calendar, Outlook or Apple Calendar.',
    none: 'You do not have a calendar link yet.',
    exists: (date: string) => `Your calendar link was created on ${date}.`,
    lastUsed: (date: string) => `Last used: ${date}`,
    create: 'Create link',
    renew: 'Create new link',
    revoke: 'Revoke link',
    revokeTitle: 'Revoke the calendar link?',
    revokeDescription: 'Calendars that added the link will no longer be updated.',
    renewTitle: 'Create a new link?',
    renewDescription:
      'The old link stops working immediately; you will need to add the new link to your calendar apps.',
    createdNotice:
      'The links are shown only now: copy them and add them to your calendar app with its “Subscribe from URL” option. Do not share them with anyone.',
    myLeave: 'My Leave',
    team: 'The company’s approved leave',
    holidays: 'Public holidays (eves after 1:00 PM)',
    copy: 'Copy',
    copied: 'Link copied.',
    copyFailed: 'Could not copy; select the link and copy it manually.',
    created: 'Calendar link created.',
    revoked: 'Calendar link revoked.',
    failed: 'The action could not be completed. Please try again.',
    loadError: 'Could not load calendar link information',
  },
};
