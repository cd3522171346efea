import { Readable } from 'node:stream';
import { comparePeople, sgkMonth, sgkReasonName, type CalendarDate, type SgkMonth } from '@paydos/domain';
import { stringify } from 'csv-stringify';
import { messages } from '@paydos/contract/messages';
import type { MonthlyReport } from './load-monthly-report';
import { spreadsheetSafe } from './write-csv';

const m = messages.monthlyReport;

export interface PayrollPerson {
  userId: string;
  firstName: string;
  lastName: string;
  registryNumber: string | null;
  nationalId: string | null;
  hiredOn: CalendarDate | null;
  leftOn: CalendarDate | null;
}

/**
 * Each person's SGK month from the report's leaves and travel days, from the hire date to the last
 * day of work (docs/leave-rules.md sections 13 and 15).
 */
export function sgkMonthsOf(
  report: Pick<MonthlyReport, 'year' | 'month' | 'leaves'>,
  people: ReadonlyArray<{ userId: string; hiredOn?: CalendarDate | null; leftOn?: CalendarDate | null }>,
): Map<string, SgkMonth> {
  const leavesOf = new Map<string, MonthlyReport['leaves']>();
  for (const leave of report.leaves) {
    const own = leavesOf.get(leave.userId);
    if (own) own.push(leave);
    else leavesOf.set(leave.userId, [leave]);
  }
  const hiredOn = new Map(report.leaves.map((l) => [l.userId, l.hiredOn]));
  const leftOn = new Map(report.leaves.map((l) => [l.userId, l.leftOn]));
  const months = new Map<string, SgkMonth>();
  for (const person of people) {
    months.set(
      person.userId,
      sgkMonth({
        month: report,
        leaves: leavesOf.get(person.userId) ?? [],
        hiredOn: person.hiredOn ?? hiredOn.get(person.userId) ?? null,
        leftOn: person.leftOn ?? leftOn.get(person.userId) ?? null,
      }),
    );
  }
  return months;
}

/**
 * The payroll file's records (issue 24 item 7): a header, then one row per person of the month
 * (Turkish alphabetical order): registry number, national id, SGK premium days, missing days and
 * the month's one reason code (12 when more than one) with its name.
 */
export function* payrollCsvRecords(report: MonthlyReport, people: readonly PayrollPerson[]): Generator<string[]> {
  yield [
    m.payrollYear,
    m.payrollMonth,
    m.payrollName,
    m.payrollRegistryNumber,
    m.payrollNationalId,
    m.colPremiumDays,
    m.colMissingDays,
    m.colReason,
    m.payrollReasonName,
  ];
  const months = sgkMonthsOf(report, people);
  for (const person of [...people].sort(comparePeople)) {
    const sgk = months.get(person.userId)!;
    yield [
      String(report.year),
      String(report.month).padStart(2, '0'),
      spreadsheetSafe(`${person.firstName} ${person.lastName}`),
      spreadsheetSafe(person.registryNumber),
      spreadsheetSafe(person.nationalId),
      String(sgk.premiumDays),
      String(sgk.missingDays),
      sgk.reasonCode ?? '',
      sgk.reasonCode ? sgkReasonName(sgk.reasonCode) : '',
    ];
  }
}

/** The payroll CSV in the reports' Turkish Excel format (write-csv.ts): UTF-8 with BOM, `;`, CRLF, streamed. */
export function payrollCsv(report: MonthlyReport, people: readonly PayrollPerson[]): NodeJS.ReadableStream {
  const stringifier = stringify({ delimiter: ';', bom: true, record_delimiter: 'windows' });
  return Readable.from(payrollCsvRecords(report, people), { objectMode: true }).pipe(stringifier);
}
