import type * as turkish from '../leaves';
import type { Translation } from '../translation';

/**
 * Leave requests, the ledger, historical leave, reports, the team calendar and its feeds (the English version of
 * ../leaves.ts).
 */

/** "1 day", "2 days", "1,5 days": a number already formatted, with its unit. */
const daysText = (days: string) => `${days} ${days === '1' ? 'day' : 'days'}`;

/** The texts of `monthlyReport` that the web shows too (issue 22: one catalogue per text). */
export const monthlyReportShared: Translation<typeof turkish.monthlyReportShared> = {
  department: 'Department',
  totalLeaveDays: 'Total leave days',
  noLeave: 'No approved leave in this month.',
};

export const monthlyReport: Translation<typeof turkish.monthlyReport> = {
  ...monthlyReportShared,
  yearInvalid: 'Enter a valid year (e.g. 2026).',
  monthInvalid: 'Enter a valid month (1-12).',
  monthNotAvailable:
    "There is no report for this month: reports are available from the month of the organization's first leave record (or its founding) up to the current month.",
  organization: 'Organization',
  period: 'Period',
  employee: 'Employee',
  email: 'Email',
  position: 'Position',
  status: 'Status',
  inactive: 'Inactive',
  colType: 'Leave type',
  colStart: 'Start',
  colEnd: 'End',
  colDays: 'Days',
  total: 'Total',
  summary: 'Summary',
  employeesOnLeave: 'Employees on leave',
  sheetName: 'Timesheet',
  legend: 'Abbreviations',
  halfDayMark: '½ = half day (eve, off from 13:00)',
  /** Issue 24 item 3 (docs/leave-rules.md section 15). */
  travelDayMark:
    'Yİ20 = unpaid travel leave (Law 4857 art. 56), SGK missing-day reason 20; not deducted from the annual leave balance',
  afterEndMark:
    'Ç = after the termination date (last working day): not worked, not an SGK day and not a missing day either',
  weekendShade: 'Gray = weekend / non-working day',
  holidayShade: 'Orange = public holiday, light orange = half-day holiday',
  /** Issue 24 item 7: the SGK missing-day reasons (docs/leave-rules.md section 13). */
  colMissingDays: 'Missing days',
  colReason: 'Missing-day reason',
  colPremiumDays: 'SGK premium days',
  sgkCellMark:
    'R01, Ü21 = leave type and SGK missing-day reason; code only (e.g. 21): a weekend or holiday, not counted as a leave day but a missing day for SGK',
  sgkReasonsUsed: 'SGK missing-day reasons this month',
  sgkPaidNote:
    'Paid leave (annual, excuse) is not a missing day and has no code; SGK premium days: 30 for a full month, and for a month with missing days, its calendar days minus the missing days (at most 30).',
  sgkSheetName: 'Missing-Day Reasons',
  sgkSheetTitle: 'SGK missing-day reasons (Aylık Prim ve Hizmet Belgesi, the monthly premium and service statement)',
  sgkSource: 'Source: SGK Genelgesi (SGK circular) 2020/20, section 1.2.3.1; e-Bildirge list of missing-day reasons.',
  colCode: 'Reason code',
  colDescription: 'Description',
  payrollYear: 'Year',
  payrollMonth: 'Month',
  payrollName: 'Full name',
  payrollRegistryNumber: 'Personnel number',
  payrollNationalId: 'TC Kimlik No (Turkish ID number)',
  payrollReasonName: 'Missing-day reason description',
};

/** The texts of `ledger` that the web shows too (issue 22: one catalogue per text). */
export const ledgerShared: Translation<typeof turkish.ledgerShared> = {
  daysRequired: 'Number of days is required',
  daysHalf: 'The number of days must be a multiple of half a day (e.g. 1, 1.5, -2)',
  daysNonZero: 'The number of days cannot be zero',
  reasonRequired: 'Reason for adjustment is required',
};

export const ledger: Translation<typeof turkish.ledger> = {
  ...ledgerShared,
  daysRange: 'The number of days must be between -365 and 365',
  reasonTooLong: 'The reason for adjustment can be at most 500 characters',
  /** Issue 21: the ledger's first lines, which move no day (load-ledger.ts `prefaceLines`). */
  serviceStart: (startDate: string, firstAnniversary: string) =>
    `Hire: no annual leave is earned in the first service year (Law 4857 art. 53: annual leave is earned only after one year of service); the first entitlement is earned on ${firstAnniversary}. Hire date: ${startDate}.`,
  /** `years` is "1." or "1.–3." (Turkish ordinals): read as "service year 1", "service years 1–3". */
  beforeLedger: (years: string, firstYear: number) => {
    const plain = years.replaceAll('.', '');
    const named = plain.includes('–') ? `service years ${plain}` : `service year ${plain}`;
    return `Before Paydos: the entitlements and usage of ${named} were not transferred to Paydos; no opening balance was entered, so the balance starts with the entitlement of service year ${firstYear}.`;
  },
};

/** What a refusal past a legal length tells the reader: an ADMIN may override with a reason, anyone else takes other leave. */
const pastLegalLengthAdvice = (admin: boolean) =>
  admin
    ? 'To exceed the legal length, enter a reason (the action is recorded).'
    : 'For the extra days, you can request annual leave or unpaid leave.';

export const leavesDone: Translation<typeof turkish.leavesDone> = {
  created: 'Your leave request was created successfully.',
  recorded: 'Leave recorded and approved.',
  recordedAsRequest: 'Leave request created; it has been sent to someone with the Administrator role for approval.',
  approved: 'Leave request approved.',
  rejected: 'Leave request rejected.',
  updated: 'Leave updated.',
  cancelled: 'Leave canceled.',
  acknowledged: 'You have confirmed the leave record; it appears with this date on your annual leave record.',
};

/** The texts of the leave report PDF (server leave-report-texts.ts) that the web shows too (issue 22: one catalogue per text). */
export const leaveReportShared: Translation<typeof turkish.leaveReportShared> = {
  position: 'Position / Department',
};

/** The texts of `leaves` that the web shows too (issue 22: one catalogue per text). */
export const leavesShared: Translation<typeof turkish.leavesShared> = {
  leaveTypeRequired: 'Leave type is required',
  /** Also the approval flow form's check of a leave type's route (issue 23). */
  leaveTypeInvalid: 'Invalid leave type',
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  reasonRequired: 'Reason is required',
  defaultRejectReason: 'No reason for rejection was given',
  defaultCancelReason: 'The leave was canceled by an administrator',
};

export const leaves: Translation<typeof turkish.leaves> = {
  ...leavesShared,
  statusInvalid: 'Invalid leave status.',
  rangeInvalid: 'The start date cannot be after the end date.',
  dateInvalid: 'Please select a valid date.',
  zeroDays:
    'There are no working days between the selected dates (weekends or public holidays), so the leave comes to 0 days. Please change the dates.',
  overlap: (period: string) =>
    `A pending or approved leave request overlapping these dates already exists (${period}).`,
  insufficientBalance: (remaining: string, days: string) =>
    `Not enough annual leave balance: ${daysText(remaining)} remaining, and this request is for ${daysText(days)}.`,
  userInactive: 'A leave request cannot be created because the account is deactivated.',
  notFound: 'Leave request not found.',
  employeeNotFound: 'Employee not found.',
  notPending: 'This leave request has already been processed; only pending requests can be approved or rejected.',
  notApproved: 'Only approved leave can be edited or canceled.',
  changedMeanwhile:
    'This leave request was changed by another administrator while you were working on it. Please refresh the list and try again.',
  ownDecision:
    'You cannot decide on your own leave request; someone else with the Administrator role in the organization approves or rejects it. Only the sole administrator of an organization can approve their own leave.',
  exceedsLegalLength: (type: string, legal: string, days: string, admin: boolean) =>
    `The legal length of ${type} is ${daysText(legal)}; this request is for ${daysText(days)}. ` +
    pastLegalLengthAdvice(admin),
  /** `used` and `days` carry their unit: "8 days", or with hourly leave "2 days 3 h" (docs/decisions/015). */
  exceedsYearlyLegalLength: (type: string, legal: string, year: number, used: string, days: string, admin: boolean) =>
    `The legal length of ${type} is ${daysText(legal)} a year; in ${year}, ${used} already used or requested, and this request is for ${days}. ` +
    pastLegalLengthAdvice(admin),
  acknowledgeOnlyApprovedAnnual: 'Only approved annual leave records can be confirmed.',
  overrideAdminOnly:
    'Only someone with the Administrator role can allow mazeret izni (excuse leave) beyond its legal length, by entering a reason.',
  overrideReasonTooLong: 'The reason for exceeding the legal length can be at most 500 characters',
  pastForColleague:
    "Only someone with the Administrator role can record past leave directly. For past leave, use “Add Past Leave” on the employee's page to send the record for the employee's confirmation.",
};

/** The texts of `historical` that the web shows too (issue 22: one catalogue per text). */
export const historicalShared: Translation<typeof turkish.historicalShared> = {
  employeeRequired: 'Please select an employee',
  leavesRequired: 'Please add at least one leave record',
  datesRequired: 'Please select the start and end dates',
  startInFuture: 'A past leave record cannot start after today',
  invalidLink: 'Invalid confirmation link',
  expired: 'This confirmation link has expired.',
  notFound: 'Leave confirmation request not found.',
  alreadyProcessed: 'This request has already been processed',
};

export const historical: Translation<typeof turkish.historical> = {
  ...historicalShared,
  tooManyLeaves: 'At most 50 past leave records can be sent at a time',
  overlapOnRecord: (leave: string, clash: string) =>
    `The leave for ${leave} overlaps a leave already on record (${clash}).`,
  overlapPendingBatch: (leave: string, clash: string) =>
    `The leave for ${leave} overlaps another past leave record awaiting the employee's confirmation (${clash}).`,
  overlapInBatch: (leave: string, clash: string) =>
    `The leave for ${leave} overlaps another leave in the same list (${clash}).`,
  created: (n: number) =>
    `${n} past leave ${n === 1 ? 'record was' : 'records were'} added successfully. A confirmation email has been sent to the employee.`,
  approvedDone: 'The past leave records were confirmed and added to your leave history.',
  rejectedDone: 'The past leave records were rejected. The person who entered them has been notified.',
  approvedRequired: 'Please confirm or reject',
  ledgerReason: (entry: string) =>
    `${entry} - with the employee's confirmation; the balance may go negative because the leave has already been taken`,
};

/** The texts of `teamCalendar` that the web shows too (issue 22: one catalogue per text). */
export const teamCalendarShared: Translation<typeof turkish.teamCalendarShared> = {
  away: 'On leave',
};

export const teamCalendar: Translation<typeof turkish.teamCalendar> = {
  ...teamCalendarShared,
  monthInvalid: 'Enter a valid month (e.g. 2026-03).',
  monthUnsupported: 'No public holiday calendar is defined for this month; choose a month between 2017 and 2035.',
  rangeInvalid: 'The end date cannot be before the start date.',
  rangeTooLong: 'You can select a range of at most one year.',
  limitInvalid: 'A calendar page can show between 1 and 50 people.',
};

/** The texts of `calendarFeeds` that the web shows too (issue 22: one catalogue per text). */
export const calendarFeedsShared: Translation<typeof turkish.calendarFeedsShared> = {
  myLeaveName: 'My Leave',
  revoked: 'Calendar link revoked.',
};

export const calendarFeeds: Translation<typeof turkish.calendarFeeds> = {
  ...calendarFeedsShared,
  notFound: 'Calendar link not found or revoked.',
  teamName: (organization: string) => `${organization} leave calendar`,
  holidaysName: 'Public holidays',
  halfDay: 'half day, from 13:00',
  pending: 'pending',
};

export const leavesMessages: Translation<typeof turkish.leavesMessages> = {
  monthlyReport,
  ledger,
  leavesDone,
  leaves,
  historical,
  teamCalendar,
  calendarFeeds,
};
