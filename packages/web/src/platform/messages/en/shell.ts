import type { shellMessages as turkish } from '../shell';
import type { Translation } from '@paydos/contract/messages/translation';
import { formatCount } from '../../format-numbers';

/** The frame every signed-in page shares: common words, roles, navigation, the trial banner. */
export const shellMessages: Translation<typeof turkish> = {
  common: {
    appName: 'Paydos',
    tagline: 'Leave management',
    loading: 'Loading...',
    close: 'Close',
    cancel: 'Cancel',
    /** Under a box wider than the screen (ui/ScrollRegion). */
    scrollsSideways: 'Scroll sideways to see more',
    table: 'Table',
    save: 'Save',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    backHome: 'Back to the home page',
    menu: 'Open menu',
    closeMenu: 'Close menu',
    logout: 'Log Out',
    networkError: 'A server error occurred',
    /** Paged lists (ui/LoadMore): the next page loads on scroll, or with this button. */
    loadMore: 'Load more',
    /** Issue 21: the first Tab of every page (ui/PageMain.tsx). */
    skipToContent: 'Skip to content',
    /** A status toast's undo button (approve and reject, features/approvals/decision-queue.ts). */
    undo: 'Undo',
  },
  /** Document titles (platform/document-title.ts): "page · organization · Paydos". */
  documentTitle: {
    separator: ' · ',
    operatorSite: 'Paydos Administration',
    landing: 'Leave Management',
    organizationDetail: 'Organization Details',
  },
  roles: {
    ADMIN: 'Administrator',
    MANAGER: 'Manager',
    EMPLOYEE: 'Employee',
  },
  site: {
    errorTitle: 'The page could not be loaded',
    errorBody: 'The connection failed or this address is not recognized. Please try again from the home page.',
  },
  nav: {
    dashboard: 'Dashboard',
    myLeaveRequests: 'My Leave Requests',
    staffManagement: 'Staff Management',
    leaveApprovals: 'Leave Approvals',
    monthlyReport: 'Monthly Report',
    teamCalendar: 'Team Calendar',
    dataUploads: 'Data Uploads',
    organization: 'Organization',
    payment: 'Payment and Plan',
    myProfile: 'My Profile',
    historicalLeave: 'Past Leave Records',
    employeeDetail: 'Employee Details',
  },
  operatorNav: {
    analytics: 'Analytics',
    organizations: 'Organizations',
    dataUploads: 'Historical Data Uploads',
    coupons: 'Coupons',
    pricing: 'Pricing',
    users: 'Users',
    leaves: 'Leave',
    back: 'Back to Dashboard',
    mailbox: 'Mailbox',
    audit: 'Audit Log',
  },
  trial: {
    daysLeft: (n: number) => `${formatCount(n)} ${n === 1 ? 'day' : 'days'} left in your trial.`,
    expired: 'Your trial has ended!',
    choosePlan: 'Choose a Plan',
    payNow: 'Pay Now',
    /** Issue 21: a MANAGER cannot pay (product §6), so the banner names whom to ask instead of a button to a page he cannot use. */
    askAdmin: "Your organization's administrator can choose a plan; please contact them.",
    dismiss: 'Close',
  },
  /** The one date picker (ui/DateField): typed as dd/mm/yyyy or picked on a Turkish calendar. */
  datePicker: {
    placeholder: 'dd/mm/yyyy',
    openCalendar: 'Open calendar',
    calendar: 'Calendar',
    pickStart: 'Choose the start day',
    pickEnd: 'Choose the end day',
    legendHoliday: 'Public holiday',
    legendHalfDay: 'Eve: holiday from 1:00 PM',
    legendNonWorking: 'Not a working day',
    holidayTitle: (name: string) => `${name} (public holiday)`,
    halfDayTitle: (name: string) => `${name} (holiday from 1:00 PM)`,
    nonWorkingTitle: 'Not a working day',
    monthHolidays: 'Holidays this month',
    today: 'Today',
    selected: 'selected',
  },
  /** The one person picker (ui/PersonPicker): type part of a name, choose from the server's first matches. */
  personPicker: {
    placeholder: 'Type a first name, last name or email',
    openList: 'Open the staff list',
    searching: 'Searching…',
    noMatch: 'No matching staff',
    failed: 'Could not load the staff list',
    narrowDown: (count: number) =>
      `Showing the first ${formatCount(count)} results; if the person you are looking for is not listed, type more of their name.`,
  },
};
