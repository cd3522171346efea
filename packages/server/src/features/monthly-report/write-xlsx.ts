import { PassThrough } from 'node:stream';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import {
  comparePeople,
  leaveTypeName,
  leaveTypeShortCode,
  monthDayKinds,
  SGK_MISSING_DAY_REASONS,
  SGK_UNPAID_TRAVEL_LEAVE,
  sgkReasonName,
  TURKISH_WEEKDAY_ABBREVIATIONS,
  weekdayOf,
  type ReportDayKind,
  type ReportEmployee,
} from '@paydos/domain';
import ExcelJS from 'exceljs';
import { messages } from '@paydos/contract/messages';
import type { MonthlyReport, StaffMember } from './load-monthly-report';
import { spreadsheetSafe } from './write-csv';
import { sgkMonthsOf } from './write-payroll-csv';
import { hourlyReportTexts } from '@paydos/contract/messages/hourly-leave';
import { clockCell, lengthCell } from './hourly-cells';

const m = messages.monthlyReport;

/** Shading of a day column: weekly rest grey, holiday orange, half-day holiday light orange. */
export const DAY_FILLS: Readonly<Record<Exclude<ReportDayKind, 'working'>, string>> = {
  non_working: 'FFD9D9D9',
  holiday: 'FFF4B183',
  half_holiday: 'FFFBE5D6',
};
const fill = (argb: string): ExcelJS.Fill => ({ type: 'pattern', pattern: 'solid', fgColor: { argb } });
/** A travel day's cell (yol izni, docs/leave-rules.md section 15): the mark and reason 20, "Yİ20". */
const TRAVEL_DAY_MARK = 'Yİ';
/** A day after the last day of work of a person who left in the month. */
const AFTER_END_MARK = 'Ç';
/** Columns before the days: name, department. */
const LEAD = 2;

/**
 * The puantaj (product §D7): one row per person (everyone active who had started by the month's
 * end, and anyone with leave in it), one column per day with the leave's short code (½ for a half
 * day) and, on a day missing for SGK, its eksik gün nedeni (R01, Ü21; only the code on a weekend or
 * holiday inside the leave: docs/leave-rules.md section 13; Yİ20 on a travel day, section 15; Ç after
 * the last day of work of a person who left), weekends and holidays shaded, then the
 * days per leave type, the total, the SGK missing days, the month's reason and the premium days; a
 * legend below and the whole list of reasons on a second sheet.
 * Written with exceljs's streaming WorkbookWriter: each row is committed (serialized into the zip
 * stream) as soon as it is made.
 */
export function monthlyReportXlsx(report: MonthlyReport, staff: readonly StaffMember[]): NodeJS.ReadableStream {
  const output = new PassThrough();
  void write(report, staff, output).catch((error: unknown) => output.destroy(error as Error));
  return output;
}

async function write(report: MonthlyReport, staff: readonly StaffMember[], output: PassThrough) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
    zip: { zlib: { level: 1 } },
  });
  const days = monthDayKinds(report, report.workingDays);
  const types = Object.keys(report.summary.leaveTypeStats);
  const sheet = workbook.addWorksheet(m.sheetName, { views: [{ state: 'frozen', xSplit: LEAD, ySplit: 3 }] });
  // Shading and centring live on the day columns, once: a cell takes its column's style, and
  // an empty cell is not written at all (10,000 rows × 31 days stay cheap).
  sheet.columns = [
    { width: 28 },
    { width: 18 },
    ...days.map((day) => ({
      width: 5.5,
      style: {
        alignment: { horizontal: 'center' as const },
        ...(day.kind === 'working' ? {} : { fill: fill(DAY_FILLS[day.kind]) }),
      },
    })),
    ...types.map(() => ({ width: 12 })),
    { width: 9 },
    { width: 9 },
    { width: 9 },
    { width: 9 },
  ];

  const title = sheet.addRow([`${report.organizationName} · ${report.monthName} ${report.year} · ${m.sheetName}`]);
  title.font = { bold: true, size: 13 };
  title.commit();
  const header = sheet.addRow([
    m.employee,
    m.department,
    ...days.map((_, i) => i + 1),
    ...types.map(leaveTypeName),
    m.total,
    m.colMissingDays,
    m.colReason,
    m.colPremiumDays,
  ]);
  header.font = { bold: true };
  header.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
  header.commit();
  const weekdays = sheet.addRow(['', '', ...days.map((d) => TURKISH_WEEKDAY_ABBREVIATIONS[weekdayOf(d.date)])]);
  weekdays.commit();

  const onLeave = new Map(report.employeeLeaveData.map((e) => [e.userId, e]));
  const people = new Map<string, ReportEmployee & { hiredOn?: string | null; leftOn?: string | null }>(
    staff.map((p) => [p.userId, p]),
  );
  for (const e of report.employeeLeaveData) people.set(e.userId, { ...people.get(e.userId), ...e });
  const sgkMonths = sgkMonthsOf(report, [...people.values()]);
  const reasonsUsed = new Set<string>();
  let travelUsed = false;
  let afterEndUsed = false;
  const dayIndex = new Map(days.map((d, i) => [d.date, i]));
  let written = 0;
  for (const person of [...people.values()].sort(comparePeople)) {
    const leave = onLeave.get(person.userId);
    const cells: Array<string | undefined> = days.map(() => undefined);
    const perType = new Map<string, number>();
    const perTypeMinutes = new Map<string, number>();
    const sgk = sgkMonths.get(person.userId)!;
    // A missing day outside the counted leave days (a weekend or holiday inside the leave): the code alone;
    // a travel day (reason 20, docs/leave-rules.md section 15) with its own mark.
    for (const { date, code } of sgk.missingDates) {
      const i = dayIndex.get(date);
      if (i !== undefined) cells[i] = code === SGK_UNPAID_TRAVEL_LEAVE ? `${TRAVEL_DAY_MARK}${code}` : code;
      reasonsUsed.add(code);
      if (code === SGK_UNPAID_TRAVEL_LEAVE) travelUsed = true;
    }
    // After the last day of work (issue 24): not employed, neither worked nor missing for SGK.
    const leftOn = person.leftOn ?? undefined;
    if (leftOn) {
      days.forEach((day, i) => {
        if (day.date > leftOn && cells[i] === undefined) {
          cells[i] = AFTER_END_MARK;
          afterEndUsed = true;
        }
      });
    }
    for (const d of leave?.leaveDays ?? []) {
      const i = dayIndex.get(d.date);
      if (i === undefined) continue;
      // cells[i] holds the day's SGK code when the day is missing for SGK (sgkMonth), else nothing.
      // An hourly leave's day shows its hours after the code (S1:30; docs/decisions/015).
      const hours = d.minutes === undefined ? '' : clockCell(d.minutes);
      cells[i] = `${leaveTypeShortCode(d.leaveType)}${cells[i] ?? ''}${d.days === 0.5 ? '½' : ''}${hours}`;
      perType.set(d.leaveType, (perType.get(d.leaveType) ?? 0) + d.days);
      if (d.minutes !== undefined) {
        perTypeMinutes.set(d.leaveType, (perTypeMinutes.get(d.leaveType) ?? 0) + d.minutes);
      }
    }
    if (sgk.reasonCode) reasonsUsed.add(sgk.reasonCode);
    const inactive = leave ? !leave.isActive : person.isActive === false;
    const name = `${person.firstName} ${person.lastName}${inactive ? ` (${m.inactive})` : ''}`;
    const row = sheet.addRow([
      spreadsheetSafe(name),
      spreadsheetSafe(person.department),
      ...cells,
      // A type taken in hours reads as text ("7 sa 30 dk"); days stay numbers.
      ...types.map((t) =>
        perTypeMinutes.has(t) ? lengthCell(perType.get(t) ?? 0, perTypeMinutes.get(t)) : (perType.get(t) ?? 0),
      ),
      leave?.totalDays ?? 0,
      sgk.missingDays,
      sgk.reasonCode ?? undefined,
      sgk.premiumDays,
    ]);
    row.commit();
    if (++written % 500 === 0) await yieldToLoop();
  }

  sheet.addRow([]).commit();
  sheet.addRow([m.legend]).font = { bold: true };
  const codes = new Set<string>(types);
  for (const type of codes) sheet.addRow([`${leaveTypeShortCode(type)} = ${leaveTypeName(type)}`]).commit();
  if (travelUsed) sheet.addRow([m.travelDayMark]).commit();
  if (afterEndUsed) sheet.addRow([m.afterEndMark]).commit();
  sheet.addRow([m.halfDayMark]).commit();
  if (report.summary.totalLeaveMinutes) sheet.addRow([hourlyReportTexts.hourlyCellMark]).commit();
  sheet.addRow([m.weekendShade]).commit();
  sheet.addRow([m.holidayShade]).commit();
  for (const day of days.filter((d) => d.holidayName)) {
    sheet.addRow([`${day.date.slice(8)}.${day.date.slice(5, 7)}: ${day.holidayName}`]).commit();
  }
  sheet.addRow([]).commit();
  const used = sheet.addRow([m.sgkReasonsUsed]);
  used.font = { bold: true };
  used.commit();
  sheet.addRow([m.sgkCellMark]).commit();
  for (const code of [...reasonsUsed].sort()) sheet.addRow([`${code} = ${sgkReasonName(code)}`]).commit();
  sheet.addRow([m.sgkPaidNote]).commit();
  sheet.addRow([m.sgkSource]).commit();
  sheet.commit();

  const reasons = workbook.addWorksheet(m.sgkSheetName);
  reasons.columns = [{ width: 8 }, { width: 60 }];
  const reasonsTitle = reasons.addRow([m.sgkSheetTitle]);
  reasonsTitle.font = { bold: true, size: 13 };
  reasonsTitle.commit();
  const reasonsHeader = reasons.addRow([m.colCode, m.colDescription]);
  reasonsHeader.font = { bold: true };
  reasonsHeader.commit();
  for (const reason of SGK_MISSING_DAY_REASONS) reasons.addRow([reason.code, reason.name]).commit();
  reasons.addRow([]).commit();
  reasons.addRow([m.sgkPaidNote]).commit();
  reasons.addRow([m.sgkSource]).commit();
  reasons.commit();
  await workbook.commit();
}
