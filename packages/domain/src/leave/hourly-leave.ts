import { addDays, compareDates, isCalendarDate, type CalendarDate, type Weekday } from '../calendar/calendar-date';
import type { PublicHoliday } from '../calendar/turkish-public-holidays';
import { TEXT_FORMATS } from '../display/text-formats';
import { formatDays } from './format-days';
import { countLeaveDays, type ExcludedLeaveDate } from './count-leave-days';
import { legalValueOn } from './legal-figures';
import { findLeaveType } from './leave-types';
import { serviceAnniversary } from './service-years';

/**
 * Hourly leave (docs/decisions/015-hourly-leave-in-minutes.md, docs/leave-rules.md §16): a request
 * in hours is a date range with the same minutes on each working day, stored as integer minutes, so
 * sums never drift. The organization's daily working time converts minutes to days where a length is
 * in days.
 */

/** 7.5 hours: a 45-hour week over six days, or the common 37.5 over five (4857 m. 63). */
export const DEFAULT_DAILY_WORKING_MINUTES = 450;
/** One hour: anything shorter is not a working day. */
export const MIN_DAILY_WORKING_MINUTES = 60;
/** 4857 m. 63: "günde on bir saati aşmamak koşulu ile". */
export const MAX_DAILY_WORKING_MINUTES = 660;

/** The organization's working time: its daily minutes and whether excuse or unpaid leave may be hours. */
export interface WorkingTime {
  dailyMinutes: number;
  hourlyLeave: boolean;
}

export const DEFAULT_WORKING_TIME: Readonly<WorkingTime> = Object.freeze({
  dailyMinutes: DEFAULT_DAILY_WORKING_MINUTES,
  hourlyLeave: false,
});

/** True for a type that can be recorded in whole days (every type but nursing leave, which is hours only). */
export function takenInDays(leaveType: string): boolean {
  return findLeaveType(leaveType)?.hours !== 'always';
}

/** How a type is asked for in an organization: days only, hours only (nursing) or either. */
export type HourlyChoice = 'days' | 'hours' | 'either';

export function hourlyChoice(leaveType: string, workingTime: Pick<WorkingTime, 'hourlyLeave'>): HourlyChoice {
  const hours = findLeaveType(leaveType)?.hours ?? 'never';
  if (hours === 'always') return 'hours';
  return hours === 'ifAllowed' && workingTime.hourlyLeave ? 'either' : 'days';
}

/** "1 sa 30 dk", "2 sa", "45 dk": a length in minutes, exact. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} dk`;
  return rest === 0 ? `${hours} sa` : `${hours} sa ${rest} dk`;
}

/** Minutes as working days and the hours left over, exact: 1020 at 450 a day is "2 gün 2 sa". */
export function formatMinutesAsDays(minutes: number, dailyMinutes: number): string {
  const days = Math.floor(minutes / dailyMinutes);
  const rest = minutes - days * dailyMinutes;
  if (days === 0) return formatDuration(rest);
  return rest === 0 ? `${days} gün` : `${days} gün ${formatDuration(rest)}`;
}

/**
 * A request's length as text: "3 gün", "0,5 gün", or for an hourly leave "günde 1 sa 30 dk, toplam
 * 7 sa 30 dk" (one day: "1 sa 30 dk").
 */
export function leaveLengthText(leave: { days: number; minutesPerDay?: number | null; minutes?: number | null }) {
  if (!leave.minutesPerDay) return `${formatDays(leave.days)} gün`;
  const total = leave.minutes ?? leave.minutesPerDay;
  if (total === leave.minutesPerDay) return formatDuration(total);
  return `günde ${formatDuration(leave.minutesPerDay)}, toplam ${formatDuration(total)}`;
}

/** Days and an hourly leave's minutes together: "2 gün", "6 sa", "2 gün + 8 sa" (nothing rounded). */
export function daysAndHoursText(days: number, minutes?: number | null): string {
  if (!minutes) return `${formatDays(days)} gün`;
  if (days === 0) return formatDuration(minutes);
  return `${formatDays(days)} gün + ${formatDuration(minutes)}`;
}

export interface HourlyLeaveCount {
  /** The working days of the range that take the minutes. */
  workDays: number;
  /** Minutes in all: workDays × minutes a day. */
  minutes: number;
  calendarDays: number;
  /** The dates left out (non-working days, full holidays), with their Turkish label. */
  excluded: ExcludedLeaveDate[];
}

/**
 * The minutes an hourly request uses: its minutes on every working day of the range. A non-working
 * day and a full holiday take none; a half-day holiday (arife) does, since its morning is worked.
 */
export function countHourlyLeave(input: {
  startDate: CalendarDate;
  endDate: CalendarDate;
  workingDays: readonly Weekday[];
  minutesPerDay: number;
  holidays?: readonly PublicHoliday[];
}): HourlyLeaveCount {
  const count = countLeaveDays(input);
  const excluded = count.excluded.filter((e) => e.counted === 0);
  const workDays = count.calendarDays - excluded.length;
  return { workDays, minutes: workDays * input.minutesPerDay, calendarDays: count.calendarDays, excluded };
}

/** The last day of nursing leave: the day before the child turns one (a 29 February child: 27 February). */
export function nursingLastDay(childBirthDate: CalendarDate, onDate: CalendarDate): CalendarDate {
  return addDays(serviceAnniversary(childBirthDate, legalValueOn('nursing.childAgeYears', onDate)), -1);
}

/** The nursing allowance a day in minutes on a date (4857 m. 74: 1.5 hours). */
export function nursingMinutesPerDay(onDate: CalendarDate): number {
  return legalValueOn('nursing.minutesPerDay', onDate);
}

export interface HourlyLeaveProblem {
  field: 'minutesPerDay' | 'childBirthDate' | 'startDate' | 'endDate';
  message: string;
}

export interface HourlyLeaveRequest {
  leaveType: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
  /** Null or absent: a request of whole days. */
  minutesPerDay?: number | null;
  childBirthDate?: CalendarDate | null;
}

/**
 * What is wrong with a request's hours, in Turkish, field by field: hours on a type that is taken in
 * days (or where the organization does not allow them), a nursing leave without hours, more minutes a
 * day than the working day, and nursing leave's own rule (4857 m. 74): at most 1.5 hours a day, from
 * the child's birth until the day before the first birthday.
 */
export function hourlyLeaveProblems(request: HourlyLeaveRequest, workingTime: WorkingTime): HourlyLeaveProblem[] {
  const type = findLeaveType(request.leaveType);
  if (!type) return [];
  const choice = hourlyChoice(type.code, workingTime);
  const minutes = request.minutesPerDay ?? null;
  if (minutes === null) {
    return choice === 'hours' ? [{ field: 'minutesPerDay', message: HOURLY_TEXTS.nursingNeedsMinutes }] : [];
  }
  if (choice === 'days') {
    const message =
      type.hours === 'ifAllowed' ? HOURLY_TEXTS.notAllowedHere(type.name) : HOURLY_TEXTS.daysOnly(type.name);
    return [{ field: 'minutesPerDay', message }];
  }
  const problems: HourlyLeaveProblem[] = [];
  if (minutes > workingTime.dailyMinutes) {
    problems.push({ field: 'minutesPerDay', message: HOURLY_TEXTS.overWorkingDay(workingTime.dailyMinutes) });
  }
  if (type.code === 'nursing') problems.push(...nursingProblems({ ...request, minutesPerDay: minutes }));
  return problems;
}

function nursingProblems(request: HourlyLeaveRequest & { minutesPerDay: number }): HourlyLeaveProblem[] {
  const problems: HourlyLeaveProblem[] = [];
  const allowance = nursingMinutesPerDay(request.startDate);
  if (request.minutesPerDay > allowance) {
    problems.push({ field: 'minutesPerDay', message: HOURLY_TEXTS.nursingOverAllowance(allowance) });
  }
  const birth = request.childBirthDate;
  if (!birth) return [...problems, { field: 'childBirthDate', message: HOURLY_TEXTS.nursingNeedsBirthDate }];
  if (compareDates(request.startDate, birth) < 0) {
    return [...problems, { field: 'startDate', message: HOURLY_TEXTS.nursingBeforeBirth }];
  }
  const lastDay = nursingLastDay(birth, request.startDate);
  if (compareDates(request.endDate, lastDay) > 0) {
    const field = compareDates(request.startDate, lastDay) > 0 ? 'startDate' : 'endDate';
    problems.push({ field, message: HOURLY_TEXTS.nursingAfterFirstBirthday(addDays(lastDay, 1), lastDay) });
  }
  return problems;
}

/*
 * A calendar date in the texts' format, a length in minutes as "1 sa 30 dk"; what is formatted already (the server's
 * English lookup calls these with the pieces it read) as it is.
 */
const shownDate = (date: string) => (isCalendarDate(date) ? TEXT_FORMATS.date(date) : date);
const shownDuration = (minutes: number | string) => (typeof minutes === 'number' ? formatDuration(minutes) : minutes);

/**
 * The Turkish texts of hourly leave (the form shows the same ones the server answers with); English pages write
 * theirs in (contract messages/en/domain-texts.ts). Its functions take calendar dates and minutes, as their callers
 * always passed them, and show them in the texts' format.
 */
export const HOURLY_TEXTS = {
  nursingNeedsMinutes: 'Süt izni saatle istenir: günde kaç saat kullanacağınızı girin.',
  daysOnly: (type: string) => `${type} saatlik istenemez; gün olarak isteyin.`,
  notAllowedHere: (type: string) => `Organizasyonunuz saatlik izne izin vermiyor; ${type} gün olarak istenir.`,
  overWorkingDay: (daily: number) =>
    `Saatlik izin günde en fazla ${shownDuration(daily)} olabilir (organizasyonun günlük çalışma süresi).`,
  nursingOverAllowance: (allowance: number) =>
    `Süt izni günde en fazla ${shownDuration(allowance)} olabilir (4857 md. 74).`,
  nursingNeedsBirthDate: 'Süt izni için çocuğun doğum tarihini girin.',
  nursingBeforeBirth: 'Süt izni çocuğun doğum tarihinden önce başlayamaz.',
  nursingAfterFirstBirthday: (birthday: CalendarDate, lastDay: CalendarDate) =>
    `Süt izni çocuk bir yaşını doldurana kadar kullanılır (4857 md. 74): çocuk ${shownDate(birthday)} tarihinde bir yaşını dolduruyor, son gün ${shownDate(lastDay)}.`,
} as const;
