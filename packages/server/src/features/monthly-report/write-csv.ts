import { Readable } from 'node:stream';
import { termination as terminationTexts } from '@paydos/contract/messages/termination';
import { formatDays, formatTurkishDate, leaveTypeName, mergeLeaveDays } from '@paydos/domain';
import { stringify } from 'csv-stringify';
import { messages } from '@paydos/contract/messages';
import type { MonthlyReport } from './load-monthly-report';
import { hourlyReportTexts } from '@paydos/contract/messages/hourly-leave';
import { lengthCell } from './hourly-cells';

const m = messages.monthlyReport;
const t = terminationTexts;

/**
 * A cell that a spreadsheet would read as a formula (=, +, -, @, tab, CR first) gets a leading
 * apostrophe: names and departments are typed by people (CSV injection).
 */
export function spreadsheetSafe(value: string | null | undefined): string {
  const text = value ?? '';
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The CSV's records, one at a time: header, a section per person (merged ranges), the summary, the month's leavers (md. 59). */
export function* monthlyReportCsvRecords(report: MonthlyReport): Generator<string[]> {
  yield [m.organization, spreadsheetSafe(report.organizationName)];
  yield [m.period, `${report.monthName} ${report.year}`];
  yield [];
  for (const person of report.employeeLeaveData) {
    yield [m.employee, spreadsheetSafe(`${person.firstName} ${person.lastName}`)];
    yield [m.email, spreadsheetSafe(person.email)];
    yield [m.department, spreadsheetSafe(person.department)];
    yield [m.position, spreadsheetSafe(person.position)];
    if (!person.isActive) yield [m.status, m.inactive];
    yield [m.colType, m.colStart, m.colEnd, m.colDays];
    const ranges = mergeLeaveDays(person.leaveDays.map((d) => ({ ...d, userId: person.userId })));
    for (const range of ranges) {
      yield [
        leaveTypeName(range.leaveType),
        formatTurkishDate(range.startDate),
        formatTurkishDate(range.endDate),
        lengthCell(range.days, range.minutes),
      ];
    }
    yield [m.total, '', '', lengthCell(person.totalDays, person.totalMinutes)];
    yield [];
  }
  if (report.employeeLeaveData.length === 0) {
    yield [m.noLeave];
    yield [];
  }
  yield [m.summary];
  yield [m.employeesOnLeave, String(report.summary.totalEmployeesOnLeave)];
  yield [m.totalLeaveDays, formatDays(report.summary.totalLeaveDays)];
  const minutes = report.summary.leaveTypeMinutes;
  if (report.summary.totalLeaveMinutes) {
    yield [hourlyReportTexts.totalLeaveHours, lengthCell(0, report.summary.totalLeaveMinutes)];
  }
  yield [m.colType, m.colDays];
  for (const [type, days] of Object.entries(report.summary.leaveTypeStats))
    yield [leaveTypeName(type), lengthCell(days, minutes[type])];
  if (report.terminations.length) {
    yield [];
    yield [t.reportSection];
    yield [...t.reportColumns];
    for (const line of report.terminations)
      yield [
        spreadsheetSafe(`${line.firstName} ${line.lastName}`),
        spreadsheetSafe(line.registryNumber),
        formatTurkishDate(line.endDate),
        formatDays(line.unusedStatutoryDays),
        formatDays(line.unusedExtraDays),
        formatDays(line.unusedDays),
      ];
  }
}

/**
 * The CSV of product §9 / product §D7 as a stream: UTF-8 with BOM, `;` separator, CRLF lines,
 * records produced one at a time (pipe handles backpressure), never one string in memory.
 */
export function monthlyReportCsv(report: MonthlyReport): NodeJS.ReadableStream {
  const stringifier = stringify({ delimiter: ';', bom: true, record_delimiter: 'windows' });
  return Readable.from(monthlyReportCsvRecords(report), { objectMode: true }).pipe(stringifier);
}
