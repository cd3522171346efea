import type { AvailableMonth, MonthlyReport } from '@paydos/contract/monthly-report';
import { leaveTypeName, mergeLeaveDays } from '@paydos/domain';
import { CalendarDays, ChevronDown, FileDown, FileSpreadsheet, Landmark, Users } from 'lucide-react';
import { useState } from 'react';
import { t } from '../../platform/messages';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card, CardHeader, StatCard } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { QueryBody } from '../../ui/QueryBody';
import { Table, Td, Th } from '../../ui/Table';
import { useToast } from '../../ui/Toast';
import { cn } from '../../ui/cn';
import { downloadMonthlyReport, useAvailableMonths, useMonthlyReport, type MonthlyDownload } from './api';
import { useDocumentTitle } from '../../platform/document-title';
import { useBelowSm } from '../../platform/use-media-query';
import { EmailAddress } from '../../ui/EmailAddress';
import { formatDate } from '../../platform/format-dates';
import { daysAndHoursText } from '../../platform/format-lengths';
import { formatDays } from '../../platform/format-numbers';

const m = t.monthlyReport;
const keyOf = (month: { year: number; month: number }) => `${month.year}-${month.month}`;

/** /monthly-report (ADMIN, MANAGER; product §1, §6): the months, one open at a time, with its figures and downloads. */
export function MonthlyReportPage() {
  useDocumentTitle(m.title);
  const months = useAvailableMonths();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div className="space-y-6">
      <PageHeader title={m.title} subtitle={m.subtitle} />
      <Card>
        <CardHeader title={m.monthsTitle} description={m.monthsDescription} />
        <QueryBody query={months} failed={m.loadError} empty={m.noMonths} isEmpty={(list) => list.length === 0}>
          {(list) => (
            <ul className="divide-y divide-line">
              {list.map((month) => {
                const key = keyOf(month);
                const isOpen = open === key;
                return (
                  <li key={key} data-testid={`month-${key}`}>
                    <button
                      type="button"
                      className="flex w-full items-center gap-3 px-5 py-4 text-left hover:bg-slate-50"
                      aria-expanded={isOpen}
                      onClick={() => setOpen(isOpen ? null : key)}
                    >
                      <CalendarDays className="size-5 shrink-0 text-brand-700" aria-hidden />
                      <span className="font-medium text-ink">
                        {month.monthName} {month.year}
                      </span>
                      {month.isCurrentMonth && <Badge tone="brand">{m.currentMonth}</Badge>}
                      <ChevronDown
                        className={cn(
                          'ml-auto size-5 shrink-0 text-muted transition-transform',
                          isOpen && 'rotate-180',
                        )}
                        aria-hidden
                      />
                    </button>
                    {isOpen && <MonthReport month={month} />}
                  </li>
                );
              })}
            </ul>
          )}
        </QueryBody>
      </Card>
    </div>
  );
}

function MonthReport({ month }: { month: AvailableMonth }) {
  const report = useMonthlyReport(month.year, month.month);
  return (
    <div className="space-y-4 border-t border-line bg-slate-50/60 px-4 py-5 sm:px-5">
      {report.isError ? (
        <Alert tone="error">{m.loadError}</Alert>
      ) : (
        <QueryBody query={report} failed={m.loadError} empty={null} isEmpty={() => false}>
          {(data) => <ReportBody report={data} />}
        </QueryBody>
      )}
    </div>
  );
}

const downloads: Record<MonthlyDownload, { Icon: typeof FileDown; label: string }> = {
  csv: { Icon: FileDown, label: m.downloadCsv },
  xlsx: { Icon: FileSpreadsheet, label: m.downloadXlsx },
  'payroll-csv': { Icon: Landmark, label: m.downloadPayroll },
};

function DownloadButton({ kind, report }: { kind: MonthlyDownload; report: MonthlyReport }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadMonthlyReport(kind, report.year, report.month);
      toast(m.downloadDone);
    } catch (error) {
      console.warn(m.downloadError, error);
      toast(m.downloadError, 'error');
    } finally {
      setBusy(false);
    }
  };
  const { Icon, label } = downloads[kind];
  return (
    <Button variant="secondary" size="sm" loading={busy} onClick={() => void download()}>
      {!busy && <Icon className="size-4" aria-hidden />}
      {label}
    </Button>
  );
}

function ReportBody({ report }: { report: MonthlyReport }) {
  const phone = useBelowSm();
  const stats = Object.entries(report.summary.leaveTypeStats);
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <DownloadButton kind="csv" report={report} />
        <DownloadButton kind="xlsx" report={report} />
        <DownloadButton kind="payroll-csv" report={report} />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <StatCard
          label={m.employeesOnLeave}
          value={report.summary.totalEmployeesOnLeave}
          icon={<Users className="size-5" aria-hidden />}
        />
        <StatCard
          label={m.totalLeaveDays}
          value={formatDays(report.summary.totalLeaveDays)}
          icon={<CalendarDays className="size-5" aria-hidden />}
          tone="sky"
        />
      </div>
      {stats.length > 0 && (
        <Card className="p-4">
          <h3 className="mb-2 text-sm font-semibold text-ink">{m.byType}</h3>
          <ul className="flex flex-wrap gap-2" aria-label={m.byType}>
            {stats.map(([type, days]) => (
              <li key={type}>
                <Badge>
                  {leaveTypeName(type)}: {daysAndHoursText(days, report.summary.leaveTypeMinutes?.[type])}
                </Badge>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {report.employeeLeaveData.length === 0 ? (
        <p className="text-sm text-muted">{m.noLeave}</p>
      ) : (
        <Card className="min-w-0 overflow-hidden">
          {phone ? <PersonCards report={report} /> : <PersonTable report={report} />}
        </Card>
      )}
    </>
  );
}

type Person = MonthlyReport['employeeLeaveData'][number];

function PersonName({ person }: { person: Person }) {
  return (
    <>
      <p className="font-medium text-ink">
        {person.firstName} {person.lastName}
      </p>
      <EmailAddress address={person.email} className="block text-xs text-muted" />
      {!person.isActive && <Badge className="mt-1">{m.inactive}</Badge>}
    </>
  );
}

/** The person's leaves, consecutive days of one type as one range. */
function LeaveRanges({ person }: { person: Person }) {
  return (
    <ul className="space-y-1">
      {mergeLeaveDays(person.leaveDays.map((d) => ({ ...d, userId: person.userId }))).map((range) => (
        <li key={`${range.leaveType}-${range.startDate}`}>
          <span className="whitespace-nowrap tabular-nums">
            {range.startDate === range.endDate
              ? formatDate(range.startDate)
              : `${formatDate(range.startDate)} – ${formatDate(range.endDate)}`}
          </span>{' '}
          <span className="whitespace-nowrap text-muted">
            {leaveTypeName(range.leaveType)} ({daysAndHoursText(range.days, range.minutes)})
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Phones (issue 21 item 5): one card per person, the month's total beside the name, never off-screen. */
function PersonCards({ report }: { report: MonthlyReport }) {
  return (
    <ul className="divide-y divide-line bg-white" aria-label={m.tableLabel}>
      {report.employeeLeaveData.map((person) => (
        <li key={person.userId} className="space-y-2 p-4 text-sm" data-testid="report-person">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <PersonName person={person} />
              {person.department && <p className="text-xs text-muted">{person.department}</p>}
            </div>
            <p className="shrink-0 text-right">
              <span className="block text-xs text-muted">{m.colTotal}</span>
              <span className="font-semibold tabular-nums" data-testid="report-person-total">
                {daysAndHoursText(person.totalDays, person.totalMinutes)}
              </span>
            </p>
          </div>
          <LeaveRanges person={person} />
        </li>
      ))}
    </ul>
  );
}

function PersonTable({ report }: { report: MonthlyReport }) {
  return (
    <Table aria-label={m.tableLabel}>
      <thead>
        <tr>
          <Th className="min-w-48">{m.colEmployee}</Th>
          <Th>{m.colDepartment}</Th>
          <Th>{m.colLeaves}</Th>
          <Th className="text-right">{m.colTotal}</Th>
        </tr>
      </thead>
      <tbody>
        {report.employeeLeaveData.map((person) => (
          <tr key={person.userId} data-testid="report-person">
            <Td>
              <PersonName person={person} />
            </Td>
            <Td className="text-muted">{person.department ?? '—'}</Td>
            <Td>
              <LeaveRanges person={person} />
            </Td>
            <Td className="text-right font-semibold whitespace-nowrap tabular-nums" data-testid="report-person-total">
              {daysAndHoursText(person.totalDays, person.totalMinutes)}
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
