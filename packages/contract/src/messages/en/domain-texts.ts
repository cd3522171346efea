import type { Translation } from '../translation';
import {
  ENTITLEMENT_TEXTS,
  formatEnglishDate,
  formatEnglishDateWithWeekday,
  formatEnglishDays,
  formatEnglishDuration,
  englishHolidayName,
  HOURLY_TEXTS,
  isCalendarDate,
  LEAVE_DATE_TEXTS,
  LEAVE_DAY_TEXTS,
  LEAVE_POLICY_TEXTS,
  LEAVE_WARNING_TEXTS,
  LEDGER_TEXTS,
  SUPPORTED_HOLIDAY_YEARS,
  TEAM_RULE_TEXTS,
  TEXT_FORMATS,
  TEXT_LIMITS,
  travelLeaveMessages,
  TRIAL_TEXTS,
} from '@paydos/domain';

/*
 * The texts the domain composes, in English (issue 26): the ledger's reasons and lines, the leave form's warnings and
 * date rules, the team rules' messages, the leave policy's refusals. An English page writes them into the domain's
 * Turkish records before its first render (applyTranslation), the date formats with them, so what the domain composes
 * on that page reads in English; the server reads them as pairs to find the English of the Turkish it stored or
 * answered (a ledger reason is stored in Turkish when written). Each function takes what its Turkish one takes: dates
 * already formatted, day counts as numbers. Legal references read "Law 4857 art. 53"; SGK and the holidays' names
 * stay Turkish with their gloss.
 */

/** "1 day", "2.5 days". */
const dayCount = (days: number) => `${formatEnglishDays(days)} ${days === 1 ? 'day' : 'days'}`;
/** "1 person", "3 people". */
const people = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`;
/** "1st", "2nd", "3rd", "11th", "21st" (as messages/en/split-leave.ts writes a part). */
const ordinal = (n: number) => {
  const tens = n % 100;
  const ones = n % 10;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ones === 1 ? 'st' : ones === 2 ? 'nd' : ones === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
};
/**
 * A length in minutes, "1 h 30 min". The server's lookup hands over what it read in the Turkish text ("1 sa 30 dk",
 * its English found already), so a text is shown as it comes.
 */
const duration = (minutes: number | string) => (typeof minutes === 'number' ? formatEnglishDuration(minutes) : minutes);
/** A calendar date the English way; a date already formatted (what the server's lookup read) as it comes. */
const shownDate = (date: string) => (isCalendarDate(date) ? formatEnglishDate(date) : date);

const textFormats: Translation<typeof TEXT_FORMATS> = {
  date: formatEnglishDate,
  dateWithWeekday: formatEnglishDateWithWeekday,
};

const ledgerTexts: Translation<typeof LEDGER_TEXTS> = {
  usage: (start, end, days) => `Annual leave taken: ${start} - ${end} (${dayCount(days)})`,
  returned: (start, end, days) => `Leave returned: ${start} - ${end} (${dayCount(days)})`,
  returnedBecause: (start, end, days, reason) => `Leave returned: ${start} - ${end} (${dayCount(days)}) - ${reason}`,
  historicalUsage: (start, end, days) => `Past annual leave recorded: ${start} - ${end} (${dayCount(days)})`,
  openingBalance: (date, days) =>
    `Opening balance: ${dayCount(days)} carried over as of ${date} (entered by an administrator).`,
  policyChange: (serviceYear, before, after) =>
    `Leave policy change: the entitlement of service year ${serviceYear} was updated from ${dayCount(before)} to ${dayCount(after)}.`,
  expiry: (serviceYear, days, date) =>
    `The ${dayCount(days)} of extra leave granted above the legal minimum in service year ${serviceYear} and not used expired on ${date} (statutory leave does not expire, Law 4857 art. 59).`,
  carryOver: (serviceYear, date, days, parts) =>
    `${dayCount(days)} carried over from service year ${serviceYear} to ${date} (${parts}). Statutory leave does not expire (Law 4857 art. 59).`,
  carryOverStatutory: (statutory) => `statutory ${dayCount(statutory)}`,
  carryOverStatutoryAndExtra: (statutory, extra) =>
    `statutory ${dayCount(statutory)}, ${dayCount(extra)} of extra leave granted by the company`,
};

const entitlementTexts: Translation<typeof ENTITLEMENT_TEXTS> = {
  reason: (year, days, figures) => `${year}: ${dayCount(days)} of annual leave (${figures}).`,
  firstYear: 'Start of employment (service year 0)',
  serviceYear: (serviceYear) => `Service year ${serviceYear}`,
  policy: (days) => `policy ${dayCount(days)}`,
  noLegalRightYet: 'the legal entitlement is earned after 1 year of service (Law 4857 art. 53/1)',
  tenureMinimum: (days) => `legal minimum ${dayCount(days)} (Law 4857 art. 53)`,
  ageMinimum: (days) => `at least ${dayCount(days)} because of age (Law 4857 art. 53/3)`,
  underground: (days) => `underground work +${dayCount(days)}`,
};

const leaveWarningTexts: Translation<typeof LEAVE_WARNING_TEXTS> = {
  exceedsLegalLength: (type, legalDays, days) =>
    `The legal length of ${type} is ${dayCount(legalDays)}; this request is ${dayCount(days)}.`,
  exceedsYearlyLegalLength: (type, legalDays, days) =>
    `The legal length of ${type} is ${dayCount(legalDays)} a year; this request is ${dayCount(days)}.`,
  qualifyingPeriod: (rightDate) =>
    `The right to annual leave is earned after 1 year of service (Law 4857 art. 53). This request starts before ${rightDate}, when the right is earned; it can still be taken from the first-year leave of the company's policy.`,
  splitMinimumMet: (year, part, minimum) =>
    `This request splits the annual leave of the ${year} service year (${ordinal(part)} part). Annual leave can be split only by agreement, and one of the parts must be at least ${dayCount(minimum)} (Law 4857 art. 56). The ${minimum}-day part requirement is met in this service year.`,
  splitMinimumMissing: (year, part, minimum) =>
    `This request splits the annual leave of the ${year} service year (${ordinal(part)} part). Annual leave can be split only by agreement, and one of the parts must be at least ${dayCount(minimum)} (Law 4857 art. 56). This service year has no ${minimum}-day part yet.`,
  splitMinimumOutOfReach: (year, part, minimum, left) =>
    `This request splits the annual leave of the ${year} service year (${ordinal(part)} part). Annual leave can be split only by agreement, and one of the parts must be at least ${dayCount(minimum)} (Law 4857 art. 56). This service year has no ${minimum}-day part yet. The ${dayCount(left)} left after this request are not enough for a ${minimum}-day part.`,
  splitMinimumFromRest: (year, part, minimum, left) =>
    `This request splits the annual leave of the ${year} service year (${ordinal(part)} part). Annual leave can be split only by agreement, and one of the parts must be at least ${dayCount(minimum)} (Law 4857 art. 56). This service year has no ${minimum}-day part yet. A part of at least ${dayCount(minimum)} must be taken from the ${dayCount(left)} left.`,
};

const leaveDateTexts: Translation<typeof LEAVE_DATE_TEXTS> = {
  startBeforeToday: 'The start date cannot be before today!',
  endBeforeStart: 'The end date cannot be before the start date!',
  historicalEndBeforeStart: 'The end date cannot be before the start date',
  invalidDate: 'Please select a valid date.',
  unsupportedYear: `Please choose a date between ${SUPPORTED_HOLIDAY_YEARS.from} and ${SUPPORTED_HOLIDAY_YEARS.to}.`,
};

/** As display/english-format.ts `englishExclusionLabel` writes them: the holiday's Turkish name with its gloss. */
const leaveDayTexts: Translation<typeof LEAVE_DAY_TEXTS> = {
  publicHoliday: (day, holiday) => `${day}: ${englishHolidayName(holiday)} (public holiday)`,
  halfDayHoliday: (day, holiday) =>
    `${day}: ${englishHolidayName(holiday)} (holiday from 13:00, counted as half a day)`,
  notWorkingDay: (day) => `${day}: not a working day`,
  notWorkingDayHoliday: (day, holiday) => `${day}: not a working day (${englishHolidayName(holiday)})`,
};

const hourlyTexts: Translation<typeof HOURLY_TEXTS> = {
  nursingNeedsMinutes: 'Nursing leave is requested in hours: enter how many hours a day you will use.',
  daysOnly: (type) => `${type} cannot be requested in hours; request it in days.`,
  notAllowedHere: (type) => `Your organization does not allow hourly leave; ${type} is requested in days.`,
  overWorkingDay: (daily) =>
    `Hourly leave can be at most ${duration(daily)} a day (the organization's daily working time).`,
  nursingOverAllowance: (allowance) => `Nursing leave can be at most ${duration(allowance)} a day (Law 4857 art. 74).`,
  nursingNeedsBirthDate: "Enter the child's date of birth for nursing leave.",
  nursingBeforeBirth: "Nursing leave cannot start before the child's date of birth.",
  nursingAfterFirstBirthday: (birthday, lastDay) =>
    `Nursing leave can be used until the child turns one (Law 4857 art. 74): the child turns one on ${shownDate(birthday)}, so the last day is ${shownDate(lastDay)}.`,
};

const travelTexts: Translation<typeof travelLeaveMessages> = {
  daysRange: (max) => `Travel leave (days) must be a whole number between 0 and ${max} (Law 4857 art. 56).`,
  onlyAnnual: 'Travel leave (days) can be added to annual leave only (Law 4857 art. 56).',
  destinationRequired: 'Travel leave needs the place where the leave will be spent (Law 4857 art. 56).',
  destinationTooLong: `The place where the leave will be spent can be at most ${TEXT_LIMITS.travelDestination} characters.`,
  ledgerNote: (travelDays) =>
    `plus ${dayCount(travelDays)} of unpaid travel leave: not deducted from the balance (Law 4857 art. 56)`,
  ledgerNoteWithPlace: (travelDays, place) =>
    `plus ${dayCount(travelDays)} of unpaid travel leave (${place}): not deducted from the balance (Law 4857 art. 56)`,
};

const teamRuleTexts: Translation<typeof TEAM_RULE_TEXTS> = {
  moreDays: (listed, more) => `${listed} and ${more} ${more === 1 ? 'more day' : 'more days'}`,
  lockOnDay: (date, state) => `On ${date}, ${state}`,
  lockBetween: (start, end, state) => `From ${start} to ${end}, ${state}`,
  lockRefuses: 'no leave can be taken',
  lockRefusesBecause: (reason) => `no leave can be taken (${reason})`,
  lockNeedsAdmin: 'leave needs HR approval',
  lockNeedsAdminBecause: (reason) => `leave needs HR approval (${reason})`,
  lockHitsDay: (dates) => `this request's leave day ${dates} falls in this period.`,
  lockHitsDays: (dates) => `this request's leave days ${dates} fall in this period.`,
  staffingRefused: (team, minimum, days) =>
    `In the ${team} team, at least ${people(minimum)} must be at work on every working day. With the approved and pending leave, this request leaves fewer at work on: ${days}.`,
  staffingNeedsAdmin: (team, minimum, days) =>
    `In the ${team} team, at least ${people(minimum)} must be at work on every working day. With the approved and pending leave, this request leaves fewer at work on: ${days}. The request goes to HR approval.`,
  staffingDay: (date, atWork) => `${date} (${people(atWork)})`,
  noticeRefused: (type, days, earliestDate, dates) =>
    `${type} must be requested at least ${dayCount(days)} in advance; the earliest date leave can be requested for is ${earliestDate} (this request has ${dates}).`,
  noticeNeedsAdmin: (type, days, earliestDate, dates) =>
    `${type} must be requested at least ${dayCount(days)} in advance; the earliest date leave can be requested for is ${earliestDate} (this request has ${dates}). Earlier dates go to HR approval.`,
};

const leavePolicyTexts: Translation<typeof LEAVE_POLICY_TEXTS> = {
  notJson: 'The leave policy could not be read: it is not valid JSON.',
  notObject: 'The leave policy must be an object.',
  descriptionNotText: 'The policy description must be text.',
  descriptionTooLong: (max) => `The policy description can be at most ${max} characters`,
  rangesUnreadable: 'The leave ranges could not be read.',
  unknownBand: 'Unknown length-of-service range: it must be 0-1, 1-5, 5-15 or 15+.',
  bandDays: (band, min, max) =>
    `The leave days for the ${band} years range must be a whole number between ${min} and ${max}.`,
  workingDaysNotList: 'The working days must be a list.',
  workingDaysFromSunday: 'The working days must be between 0 (Sunday) and 6 (Saturday).',
  workingDaysFromMonday: 'The working days must be between 1 (Monday) and 7 (Sunday).',
  noWorkingDay: 'Select at least one working day.',
};

const trialTexts: Translation<typeof TRIAL_TEXTS> = {
  expired: 'Your trial has ended!',
};

/**
 * (Turkish record, its English) pairs for applyTranslation and the server's lookup, the date formats first: an
 * English page writes them all before its first render.
 */
export const domainTextTranslations: readonly (readonly [object, object])[] = [
  [TEXT_FORMATS, textFormats],
  [LEDGER_TEXTS, ledgerTexts],
  [ENTITLEMENT_TEXTS, entitlementTexts],
  [LEAVE_WARNING_TEXTS, leaveWarningTexts],
  [LEAVE_DATE_TEXTS, leaveDateTexts],
  [LEAVE_DAY_TEXTS, leaveDayTexts],
  [HOURLY_TEXTS, hourlyTexts],
  [travelLeaveMessages, travelTexts],
  [TEAM_RULE_TEXTS, teamRuleTexts],
  [LEAVE_POLICY_TEXTS, leavePolicyTexts],
  [TRIAL_TEXTS, trialTexts],
];
